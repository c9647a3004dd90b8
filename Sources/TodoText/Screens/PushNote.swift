import FoundationEssentials
import TodoSync
import TodoValues

/// What the quick push after a local change did, as a suffix for the confirmation line.
public struct PushNote {
    public let suffix: String

    /// The note for `result`; a queued change says why and, when the backoff window `nextTry`
    /// (Unix seconds) is known, until when (`(queued: server unreachable, next try in 40 s)`);
    /// `storedError` is the store's last error, the reason when the run made no attempt.
    public init(
        _ result: Result<SyncReport, TodoError>?, nextTry: Double? = nil, storedError: SyncFailure? = nil,
        now: Double = Date().timeIntervalSince1970
    ) {
        switch result {
        case nil:
            suffix = ""
        case .success(let report):
            switch report.outcome {
            case .synced: suffix = Messages.text(.pushSynced)
            case .queued:
                suffix = Self.queued(report.lastFailure ?? storedError, nextTry: nextTry, now: now)
            case .unauthorized: suffix = Messages.text(.pushQueuedUnauthorized)
            case .gaveUp, .cancelled: suffix = Messages.text(.pushQueued)
            case .failed(let failure):
                suffix = Messages.text(
                    .pushQueuedBecause, ["reason": TerminalText.escape(SyncReason.explained(failure))])
            case .blocked:
                let reason = report.lastFailure.map { SyncReason.words($0) } ?? ""
                suffix = Messages.text(.pushQueuedBecause, ["reason": TerminalText.escape(reason)])
            }
        case .failure(let error):
            suffix = Messages.text(.pushQueuedBecause, ["reason": TerminalText.escape(error.message)])
        }
    }

    private static func queued(_ lastFailure: SyncFailure?, nextTry: Double?, now: Double) -> String {
        guard let lastFailure else { return Messages.text(.pushQueued) }
        let reason = SyncReason.words(lastFailure)
        guard let nextTry, nextTry > now else { return Messages.text(.pushQueuedBecause, ["reason": reason]) }
        return Messages.text(.pushQueuedNextTry, ["reason": reason, "time": TimeSpan.words(nextTry - now)])
    }
}
