import Logging
import Synchronization
import TodoModel
import TodoSync

/// Logs each failed attempt of a sync run (`info`, "sync attempt failed", so it reaches the log
/// file) whatever reporter shows the run's progress, and passes every event on to that reporter.
///
/// An attempt counts as failed when a wait follows it: with its number and reason from the
/// ``ProgressEvent/Stage/attemptFailed(attempt:reason:)`` before the wait, else (no such event
/// came) as the next after the last one counted.
final class SyncAttemptLog: ProgressReporter {
    private struct State {
        var failures = 0
        var reason: SyncFailure?
        var requested = false
    }

    private let progress: any ProgressReporter
    private let log: Logger
    private let state = Mutex(State())

    /// Logs to `log` and passes the events on to `progress`.
    init(_ progress: any ProgressReporter, log: Logger) {
        self.progress = progress
        self.log = log
    }

    func report(_ event: ProgressEvent) {
        switch event.stage {
        case .attemptFailed(let attempt, let reason):
            state.withLock { state in
                state.failures = attempt
                state.reason = reason
                state.requested = false
            }
        case .waiting(let seconds):
            let (failures, reason, afterRequest) = state.withLock { state in
                if state.requested {
                    // No attemptFailed event came with this failure: count it here.
                    state.failures += 1
                    state.requested = false
                }
                defer { state.reason = nil }
                return (state.failures, state.reason, state.failures > 0)
            }
            if afterRequest {
                var metadata: Logger.Metadata = [
                    "attempt": "\(failures)", "next_try_in": "\(TextFormat.fixed(max(0, seconds), 3))s",
                ]
                if let reason { metadata["error"] = "\"\(reason.description)\"" }
                log.info("sync attempt failed", metadata: metadata)
            }
        case .pushing, .downloading, .uploading, .reading, .checking, .importing:
            state.withLock { $0.requested = true }
        }
        progress.report(event)
    }

    func finish() { progress.finish() }
}
