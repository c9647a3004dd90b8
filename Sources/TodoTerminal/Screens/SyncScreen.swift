import TodoKit
import TodoSync
import TodoText
import TodoValues

/// What `todo sync` shows when it ends: the one-line report (or `--json`) on standard output, and
/// on standard error what to do about it.
public enum SyncScreen {
    /// Shows a run a signal stopped: `--json`, or how many changes stay queued.
    public static func interrupted(_ report: SyncReport, json: Bool) {
        if json {
            Console.line(ReportJSON.string(SyncReportJSON(report)))
        } else {
            Console.error(Messages.plural(report.pending, one: .syncInterruptedOne, other: .syncInterruptedOther))
        }
    }

    /// Shows `report` (of a `--recover` run when `recover`), and on a failed run its reason or a
    /// hint.
    public static func show(_ report: SyncReport, json: Bool, recover: Bool) {
        if report.serverReset && !json {
            Console.error(Messages.plural(report.restored, one: .syncServerResetOne, other: .syncServerResetOther))
        }
        if json {
            Console.json(ReportJSON.string(SyncReportJSON(report)))
        } else if case .failed = report.outcome {
            // A failure that no retry can mend (a certificate not trusted, a refused redirect, an
            // answer the contract does not allow): its reason goes where scripts look for it.
        } else {
            Console.line(SyncReportJSON.line(report, recover: recover))
            if !report.conflicts.isEmpty {
                Console.error(
                    Messages.plural(report.conflicts.count, one: .syncConflictsHintOne, other: .syncConflictsHintOther))
            }
        }
        guard !report.outcome.succeeded else { return }
        if case .failed = report.outcome {
            Console.error(SyncReportJSON.line(report, recover: recover))
        } else if !json, let hint = SyncReportJSON.hint(report) {
            Console.error(hint)
        }
    }
}
