import ArgumentParser
import TodoKit

struct RemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm", abstract: Messages.text(.helpRemoveAbstract),
        discussion: Help.page("rm"))

    @Argument(help: ArgumentHelp(Messages.text(.helpID)))
    var id: String

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func run() async throws {
        let (item, note) = try await options.changeItem(id) { manager, item throws(TodoError) in
            try manager.remove(item.id)
        }
        Console.line(
            json: options.json,
            options.json
                ? WireJSON.string(item)
                : Messages.text(.changeRemoved, ["todo": Console.describe(item), "push": note.suffix]))
    }
}

struct ClearCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear",
        abstract: Messages.text(.helpClearAbstract),
        discussion: Help.page("clear", .helpClearDiscussion)
    )

    @Flag(name: .long, help: ArgumentHelp(Messages.text(.helpClearDone)))
    var done = false

    @Flag(name: .shortAndLong, help: ArgumentHelp(Messages.text(.helpClearYes)))
    var yes = false

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func run() async throws {
        let (removed, note) = try await options.changeStores { stores throws(TodoError) -> ([TodoItem], Bool) in
            let count = try stores.allItems().filter { !done || $0.item.done }.count
            guard count > 0 else { return ([], false) }
            if !yes {
                guard Console.isInteractive else {
                    throw .usage(Messages.plural(count, one: .clearNeedsYesOne, other: .clearNeedsYesOther))
                }
                let question =
                    done
                    ? Messages.plural(count, one: .clearConfirmDoneOne, other: .clearConfirmDoneOther)
                    : Messages.plural(count, one: .clearConfirmAllOne, other: .clearConfirmAllOther)
                guard Console.confirm(question) else {
                    throw .other(Messages.text(.clearNothingDeleted))
                }
            }
            let own = try stores.primary.clear(doneOnly: done)
            return (own + (try stores.local?.clear(doneOnly: done) ?? []), !own.isEmpty)
        }
        Console.line(
            json: options.json,
            options.json
                ? WireJSON.string(removed)
                : Messages.plural(
                    removed.count, one: .clearRemovedOne, other: .clearRemovedOther, ["push": note.suffix]))
    }
}
