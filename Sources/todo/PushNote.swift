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
            case .synced: suffix = " (synced)"
            case .queued: suffix = " (queued\(report.lastError.map { ": \($0)" } ?? ""))"
            case .unauthorized: suffix = " (queued: the server refused the credentials)"
            case .gaveUp, .cancelled: suffix = " (queued)"
            case .failed(let message): suffix = " (queued: \(message))"
            }
        case .failure(let error):
            suffix = " (queued: \(error.message))"
        }
    }
}
