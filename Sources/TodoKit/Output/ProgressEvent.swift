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

    /// The one line shown for the event, without control characters.
    public var line: String {
        switch stage {
        case .reading(let bytes):
            Messages.text(.progressReading, ["size": Self.size(bytes)])
        case .checking(let bytesRead, let bytes):
            Messages.text(
                .progressChecking,
                ["completed": String(completed), "read": Self.size(bytesRead), "size": Self.size(bytes)])
        case .importing:
            Messages.text(.progressImporting, counts)
        case .pushing:
            Messages.text(.progressPushing, counts)
        case .downloading:
            Messages.text(.progressDownloading)
        case .uploading:
            Messages.text(.progressUploading, counts)
        case .waiting(let seconds):
            Messages.text(.progressWaiting, counts.merging(["seconds": String(Self.seconds(seconds))]) { $1 })
        case .attemptFailed(let attempt, let reason):
            Messages.text(
                .syncProgressFailedBecause, ["attempt": String(attempt), "reason": SyncReason.words(reason)])
        }
    }

    private var counts: [String: String] { ["completed": String(completed), "total": String(total)] }

    /// A file size: bytes below 1 kB, else kB or MB with one decimal.
    private static func size(_ bytes: Int) -> String {
        switch bytes {
        case ..<1000: "\(bytes) B"
        case ..<1_000_000: TextFormat.fixed(Double(bytes) / 1000, 1) + " kB"
        default: TextFormat.fixed(Double(bytes) / 1_000_000, 1) + " MB"
        }
    }

    /// Whole seconds, rounded up, for a wait.
    private static func seconds(_ value: Double) -> Int {
        value.isFinite && value > 0 ? Int(min(value, 1e9).rounded(.up)) : 0
    }
}
