import TodoSync

/// Which attempt of a sync run failed, read from its progress events: the one count that the
/// run's log line (`SyncAttemptLog`) and its progress on screen (`SyncProgress`) both say.
///
/// An attempt counts as failed when a wait follows it: with its number and reason from the
/// ``ProgressEvent/Stage/attemptFailed(attempt:reason:)`` before the wait, else (no such event
/// came) as the next after the last one counted. A wait before any request is the backoff window
/// an earlier run left open, and no failure.
public struct FailedAttempts: Sendable {
    /// Failed attempts so far (the number of the last one).
    public private(set) var count = 0
    private var reason: SyncFailure?
    private var requested = false

    public init() {}

    /// Takes in `stage`; for a wait (``ProgressEvent/Stage/waiting(seconds:)``) after a failed
    /// attempt, that attempt's number and reason (`nil` reason: none was told).
    public mutating func note(_ stage: ProgressEvent.Stage) -> (attempt: Int, reason: SyncFailure?)? {
        switch stage {
        case .attemptFailed(let attempt, let reason):
            count = attempt
            self.reason = reason
            requested = false
            return nil
        case .waiting:
            if requested {
                // No attemptFailed event came with this failure: count it here.
                count += 1
                requested = false
            }
            defer { reason = nil }
            return count > 0 ? (count, reason) : nil
        case .pushing, .downloading, .uploading, .reading, .checking, .importing:
            requested = true
            return nil
        }
    }
}
