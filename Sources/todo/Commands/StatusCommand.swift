import ArgumentParser
import FoundationEssentials
import TodoKit
import TodoStore

struct StatusCommand: ParsableCommand {
    static let configuration = Help.command("status", .helpStatusAbstract)

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func run() throws {
        let (report, account, localItems) = try options.context().read { stores throws(TodoError) in
            (try stores.primary.status(), stores.selection.session?.username, try stores.localCount())
        }
        if options.json {
            var json = StatusJSON(report)
            json.account = account
            json.localItems = localItems
            Console.json(ReportJSON.string(json))
            return
        }
        var lines: [String] = []
        if let account {
            let own =
                localItems == 0
                ? "" : Messages.plural(localItems, one: .statusLocalItemsOne, other: .statusLocalItemsOther)
            lines.append(Messages.text(.statusAccount, ["account": TerminalText.escape(account), "local": own]))
        } else {
            lines.append(Messages.text(.statusNoAccount))
        }
        lines.append(
            Messages.text(
                .statusServer,
                ["server": report.server.map { TerminalText.escape($0) } ?? Messages.text(.statusNoServer)]))
        lines.append(Messages.text(.statusStore, ["home": TerminalText.escape(report.home)]))
        lines.append(
            Messages.text(
                .statusTodos,
                [
                    "count": String(report.items), "pending": String(report.items - report.doneItems),
                    "done": String(report.doneItems),
                ]))
        lines.append(Messages.plural(report.pending, one: .statusQueuedOne, other: .statusQueuedOther))
        if report.server != nil || report.sync.revision > 0 {
            lines.append(Messages.text(.statusRevision, ["revision": String(report.sync.revision)]))
            lines.append(Messages.text(report.sync.dirty ? .statusDirtyYes : .statusDirtyNo))
            let now = Date().timeIntervalSince1970
            let lastSync =
                report.sync.lastSync.map { RelativeTime.words(Double($0), now: now, absolute: options.verbose) }
                ?? Messages.text(.statusNever)
            lines.append(Messages.text(.statusLastSync, ["time": lastSync]))
            if let next = report.sync.retry.nextAttemptAt {
                lines.append(
                    Messages.text(
                        .statusNextRetry, ["time": RelativeTime.words(next, now: now, absolute: options.verbose)]))
            }
            if let error = report.sync.retry.lastError {
                lines.append(Messages.text(.statusLastError, ["error": TerminalText.escape(error)]))
            }
        }
        Console.out(lines.joined(separator: "\n") + "\n")
    }
}

/// The `status --json` object (README, Sync).
struct StatusJSON: Encodable {
    @Nullable var server: String?
    var localOnly: Bool
    var home: String
    var deviceID: String
    var items: Int
    var done: Int
    var revision: Int
    var dirty: Bool
    var pending: Int
    var queued: Int
    @Nullable var lastSync: Int64?
    @Nullable var nextRetryAt: Double?
    @Nullable var lastError: String?
    @Nullable var account: String?
    var localItems = 0

    init(_ report: StatusReport) {
        server = report.server
        localOnly = report.server == nil
        home = report.home
        deviceID = report.deviceID
        items = report.items
        done = report.doneItems
        revision = report.sync.revision
        dirty = report.sync.dirty
        pending = report.pending
        queued = report.pending
        lastSync = report.sync.lastSync
        nextRetryAt = report.sync.retry.nextAttemptAt
        lastError = report.sync.retry.lastError
    }
}
