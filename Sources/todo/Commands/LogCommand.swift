import ArgumentParser
import FoundationEssentials
import Glibc
import TodoKit
import TodoStore
import TodoText

/// `todo log [ID] [--version K] [--deleted]` (issue 34): what happened to the todos.
struct LogCommand: ParsableCommand {
    static let configuration = Help.command("log", .helpLogAbstract, discussion: .helpLogDiscussion)

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
        let id = id
        let deleted = deleted
        let context = try options.context()
        let (shown, deviceID, now) = try context.run { manager throws(TodoError) -> (Shown, String, Int64) in
            let shown: Shown
            if let id {
                shown = .todo(try manager.history(of: id))
            } else if deleted {
                shown = .deleted(try manager.deletedElsewhere())
            } else {
                shown = .activity(try manager.activity(limit: VersionRecord.totalLimit))
            }
            return (shown, try manager.deviceID(), manager.settings.now())
        }
        let names = context.deviceNames(ownID: deviceID)
        let clock = HistoryScreen.Clock(now: Double(now), relative: isatty(1) == 1)
        switch shown {
        case .activity(let records):
            Console.out(
                options.json
                    ? HistoryJSON.string(records, numbered: false, names: names) + "\n"
                    : HistoryScreen.activity(records, names: names, clock: clock))
        case .deleted(let records):
            Console.out(
                options.json
                    ? HistoryJSON.string(records, numbered: false, names: names) + "\n"
                    : HistoryScreen.deleted(records, clock: clock))
        case .todo(let history):
            if let version {
                guard version <= history.entries.count else {
                    Console.error(
                        Messages.text(
                            .restoreNoVersion, ["id": String(history.id.prefix(8)), "version": String(version)]))
                    throw ExitCode(64)
                }
                let record = history.entries[version - 1]
                Console.out(
                    options.json
                        ? ReportJSON.string(HistoryJSON(record, version: version, names: names)) + "\n"
                        : HistoryScreen.version(record, number: version, names: names, clock: clock))
            } else {
                Console.out(
                    options.json
                        ? HistoryJSON.string(history.entries, numbered: true, names: names) + "\n"
                        : HistoryScreen.todo(history, names: names, clock: clock))
            }
        }
    }

    /// What the command shows.
    enum Shown {
        case activity([VersionRecord])
        case deleted([VersionRecord])
        case todo(DataManager.TodoHistory)
    }
}
