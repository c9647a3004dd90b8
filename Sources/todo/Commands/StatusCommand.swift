import ArgumentParser
import FoundationEssentials
import TodoKit
import TodoStore
import TodoTerminal
import TodoText
import TodoValues

struct StatusCommand: ParsableCommand {
    static let configuration = Help.command(.status, .helpStatusAbstract)

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func run() throws {
        let (report, account, localItems) = try options.context().read { stores throws(TodoError) in
            (try stores.primary.status(), stores.selection.session?.username, try stores.localCount())
        }
        StatusScreen.show(
            report, account: account, localItems: localItems, json: options.json, verbose: options.verbose)
    }
}
