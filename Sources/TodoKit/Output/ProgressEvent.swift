/// Where long work stands: an import, the drain of a long outbox, or a resync.
public struct ProgressEvent: Sendable, Equatable {
    /// The kind of work under way.
    public enum Stage: Sendable, Equatable {
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
        case .importing:
            "importing: \(completed)/\(total) records"
        case .pushing:
            "syncing: pushed \(completed)/\(total) changes"
        case .downloading:
            "syncing: downloading the server's list"
        case .uploading:
            "syncing: uploading the merged list of \(total) todos"
        case .waiting(let seconds):
            "syncing: retrying in \(Self.seconds(seconds)) s (pushed \(completed)/\(total) changes)"
        }
    }

    /// Whole seconds, rounded up, for a wait.
    private static func seconds(_ value: Double) -> Int {
        value.isFinite && value > 0 ? Int(min(value, 1e9).rounded(.up)) : 0
    }
}
