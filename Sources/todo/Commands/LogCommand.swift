import ArgumentParser
import Glibc
import TodoKit
import TodoTerminal
import TodoText
import TodoValues

/// `todo log [ID] [--version K] [--deleted]` (issue 34): what happened to the todos.
struct LogCommand: ParsableCommand {
    static let configuration = Help.command(.log, .helpLogAbstract, discussion: .helpLogDiscussion)

    @Argument(help: .words(.helpLogID), completion: IDCompletion.all) var id: String?

    @Option(help: .words(.helpLogVersion, value: "K")) var version: Int?

    @Flag(help: .words(.helpLogDeleted)) var deleted = false

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func validate() throws {
        if version != nil && id == nil { throw ValidationError(Messages.text(.helpLogVersion)) }
        if deleted && id != nil { throw ValidationError(Messages.text(.helpLogDeleted)) }
        if let version, version < 1 { throw ValidationError(Messages.text(.helpLogVersion)) }
    }

    func run() throws {
        let (id, version, deleted) = (id, version, deleted)
        let context = try options.context()
        let (view, deviceID, now) = try context.run { manager throws(TodoError) in
            (
                try manager.log(id: id, version: version, deleted: deleted), try manager.deviceID(),
                manager.settings.now()
            )
        }
        let clock = HistoryScreen.Clock(now: Double(now), relative: isatty(1) == 1)
        Console.out(
            HistoryScreen.page(view, json: options.json, names: context.deviceNames(ownID: deviceID), clock: clock))
    }
}
