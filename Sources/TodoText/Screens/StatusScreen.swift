import FoundationEssentials
import TodoValues

/// `todo status` in words: the account, the server, the store, the todos and the sync's state.
public enum StatusScreen {
    /// The screen of `report` for `account` (with `localItems` of the device's own beside it);
    /// `absolute` adds the time to relative times (`-v`).
    public static func text(_ report: StatusReport, account: String?, localItems: Int, absolute: Bool) -> String {
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
                report.sync.lastSync.map { RelativeTime.words(Double($0), now: now, absolute: absolute) }
                ?? Messages.text(.statusNever)
            lines.append(Messages.text(.statusLastSync, ["time": lastSync]))
            if let next = report.sync.retry.nextAttemptAt {
                lines.append(
                    Messages.text(
                        .statusNextRetry, ["time": RelativeTime.words(next, now: now, absolute: absolute)]))
            }
            if let failure = report.sync.retry.lastFailure {
                lines.append(
                    Messages.text(.statusLastError, ["error": TerminalText.escape(SyncReason.words(failure))]))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
