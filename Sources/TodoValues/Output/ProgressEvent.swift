import FoundationEssentials
import TodoModel
import TodoSync

/// Where long work stands: an import, the drain of a long outbox, or a resync.
public struct ProgressEvent: Sendable, Equatable {
    /// The kind of work under way.
    public enum Stage: Sendable, Equatable {
        /// Import: reading a file of `bytes` bytes, before its records can be checked.
        case reading(bytes: Int)
        /// Import: records checked against the list as the file is read (`completed` so far), with
        /// `bytesRead` of the file's `bytes` read.
        case checking(bytesRead: Int, bytes: Int)
        /// Import: records checked against the list, of `total`.
        case importing
        /// Sync: queued changes the server acknowledged, of `total`.
        case pushing
        /// Resync: downloading the server's list.
        case downloading
        /// Resync: uploading the merged list of `total` todos.
        case uploading
        /// Sync: waiting `seconds` before the next retry.
        case waiting(seconds: Double)
        /// Sync: failed attempt `attempt` (counted as the retry state counts it) failed with
        /// `reason` (the failure the sync state records); reported before the wait that follows.
        case attemptFailed(attempt: Int, reason: SyncFailure)
    }

    public var stage: Stage
    public var completed: Int
    public var total: Int

    /// An event of `stage` with `completed` of `total` done.
    public init(_ stage: Stage, completed: Int = 0, total: Int = 0) {
        self.stage = stage
        self.completed = completed
        self.total = total
    }
}
