import TodoKit

/// What the quick push after a local change did, as a suffix for the confirmation line.
struct PushNote {
    let suffix: String

    init(_ result: Result<SyncReport, TodoError>?) {
        switch result {
        case nil:
            suffix = ""
        case .success(let report):
            switch report.outcome {
            case .synced: suffix = Messages.text(.pushSynced)
            case .queued:
                suffix =
                    report.lastError.map { Messages.text(.pushQueuedBecause, ["reason": TerminalText.escape($0)]) }
                    ?? Messages.text(.pushQueued)
            case .unauthorized: suffix = Messages.text(.pushQueuedUnauthorized)
            case .gaveUp, .cancelled: suffix = Messages.text(.pushQueued)
            case .failed(let message):
                suffix = Messages.text(.pushQueuedBecause, ["reason": TerminalText.escape(message)])
            case .blocked:
                suffix = Messages.text(.pushQueuedBecause, ["reason": TerminalText.escape(report.lastError ?? "")])
            }
        case .failure(let error):
            suffix = Messages.text(.pushQueuedBecause, ["reason": TerminalText.escape(error.message)])
        }
    }
}
