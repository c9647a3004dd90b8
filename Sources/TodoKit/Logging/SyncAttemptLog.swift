import Logging
import Synchronization
import TodoModel
import TodoSync
import TodoValues

/// Logs each failed attempt of a sync run (`info`, "sync attempt failed", so it reaches the log
/// file) whatever reporter shows the run's progress, and passes every event on to that reporter.
///
/// Which attempt failed is counted by ``FailedAttempts``, as the progress on screen counts it.
final class SyncAttemptLog: ProgressReporter {
    private let progress: any ProgressReporter
    private let log: Logger
    private let attempts = Mutex(FailedAttempts())

    /// Logs to `log` and passes the events on to `progress`.
    init(_ progress: any ProgressReporter, log: Logger) {
        self.progress = progress
        self.log = log
    }

    func report(_ event: ProgressEvent) {
        let failed = attempts.withLock { $0.note(event.stage) }
        if case .waiting(let seconds) = event.stage, let (attempt, reason) = failed {
            var metadata: Logger.Metadata = [
                "attempt": "\(attempt)", "next_try_in": "\(TextFormat.fixed(max(0, seconds), 3))s",
            ]
            if let reason { metadata["error"] = "\"\(reason.description)\"" }
            log.info("sync attempt failed", metadata: metadata)
        }
        progress.report(event)
    }

    func finish() { progress.finish() }
}
