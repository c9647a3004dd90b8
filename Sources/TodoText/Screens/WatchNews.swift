import Synchronization
import TodoValues

/// Tells attempts worth a line from quiet ones: the first, one that sent, merged or found
/// conflicts, and one whose outcome, queue, item count or error differs from the last shown.
public final class WatchNews: Sendable {
    private struct Shown: Equatable {
        var outcome: String
        var pending: Int?
        var items: Int?
        var error: String?
    }

    private let last = Mutex<Shown?>(nil)

    /// Nothing shown yet.
    public init() {}

    /// Whether `attempt` is news; if so, it becomes the last shown. An attempt the stop cancelled
    /// is not: "stopped" follows it.
    public func isNews(_ attempt: WatchAttempt) -> Bool {
        if attempt.wasCancelled { return false }
        var shown = Shown(outcome: "error", pending: nil, items: attempt.itemCount, error: nil)
        var busy = false
        switch attempt.result {
        case .error(let error):
            shown.error = error.description
        case .report(let report):
            shown.outcome = report.outcome.name
            shown.pending = report.pending
            shown.error = report.lastError
            busy = report.pushed > 0 || report.merged > 0 || !report.conflicts.isEmpty
        }
        return last.withLock { last in
            guard busy || last != shown else { return false }
            last = shown
            return true
        }
    }
}
