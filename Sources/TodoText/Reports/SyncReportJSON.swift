import TodoModel
import TodoSync
import TodoValues

/// The `sync --json` report.
public struct SyncReportJSON: Encodable {
    var outcome: String
    var pushed: Int
    var merged: Int
    var conflicts: Int
    /// Requests made (retries and token refreshes included).
    var requests: Int
    /// Tries: the first and each one after a backoff wait.
    var attempts: Int
    var duration: Double
    var pending: Int
    var queued: Int
    var dirty: Bool
    var resynced: Bool
    @Nullable var lastError: String?
    var serverReset: Bool
    var restored: Int
    /// The todos the run took from elsewhere (issue 34, point 5).
    var incoming: [IncomingChangeJSON]

    /// The report of `report`.
    public init(_ report: SyncReport) {
        outcome = report.outcome.name
        pushed = report.pushed
        merged = report.merged
        conflicts = report.conflicts.count
        requests = report.requests
        attempts = report.attempts
        duration = (report.duration * 1000).rounded() / 1000
        pending = report.pending
        queued = report.pending
        dirty = report.dirty
        resynced = report.resynced
        lastError = report.lastError
        serverReset = report.serverReset
        restored = report.restored
        incoming = report.incoming.map(IncomingChangeJSON.init)
    }

    /// The one-line report.
    public static func line(_ report: SyncReport, recover: Bool) -> String {
        let figures = Messages.plural(
            report.requests,
            one: .syncFiguresOne,
            other: .syncFiguresOther,
            [
                "pushed": String(report.pushed), "merged": String(report.merged),
                "conflicts": String(report.conflicts.count), "seconds": TextFormat.fixed(report.duration, 2),
            ]
        )
        let kept = Messages.plural(report.pending, one: .syncKeptOne, other: .syncKeptOther)
        let values = ["figures": figures, "pending": String(report.pending), "kept": kept]
        switch report.outcome {
        case .synced:
            return Messages.text(.syncSynced, values)
        case .queued:
            return Messages.plural(report.pending, one: .syncQueuedOne, other: .syncQueuedOther, values)
        case .gaveUp:
            return Messages.text(recover ? .syncGaveUpDeadline : .syncGaveUpRetries, values)
        case .unauthorized:
            return Messages.text(.syncUnauthorized, values)
        case .cancelled:
            return Messages.text(.syncCancelled, values)
        case .blocked(let deletions):
            return Messages.text(.syncBlocked, values.merging(["count": String(deletions)]) { _, new in new })
        case .failed(let failure):
            // The run ended and a person must act: the whole sentence (the URL, the certificate
            // problem), not the short phrase.
            return Messages.text(
                .syncFailed,
                values.merging(["message": TerminalText.escape(SyncReason.explained(failure))]) { _, new in new })
        }
    }

    /// What to do about a failed run, for standard error.
    public static func hint(_ report: SyncReport) -> String? {
        switch report.outcome {
        case .gaveUp:
            Messages.text(
                .syncHintGaveUp,
                [
                    "error": report.lastFailure.map { TerminalText.escape(SyncReason.words($0)) }
                        ?? Messages.text(.syncUnknownError)
                ])
        case .unauthorized:
            Messages.text(.syncHintUnauthorized)
        case .blocked:
            Messages.text(.syncHintBlocked)
        default:
            nil
        }
    }
}
