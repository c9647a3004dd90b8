import TodoSync

/// One sync attempt of `todo watch`: why it ran, what it did and when the next one is due.
public struct WatchAttempt: Sendable {
    /// What made the watcher sync.
    public enum Trigger: String, Sendable, Hashable {
        /// The first attempt, when the watch starts.
        case start
        /// The interval passed.
        case interval
        /// The store changed (another command queued a change).
        case change
        /// A backoff window closed after a failed attempt.
        case retry
    }

    /// How the attempt ended.
    public enum Result: Sendable {
        /// The sync ran (its outcome may still be a failure, such as ``SyncOutcome/queued``).
        case report(SyncReport)
        /// The sync could not run: the store was locked, unreadable, or the session was unusable.
        case error(TodoError)
    }

    public var result: Result
    /// Todos in the local list after the attempt (when the store could be read).
    public var itemCount: Int?
    /// The persisted backoff window after the attempt: no request before this Unix time.
    public var retryAt: Double?
    /// The store's signature as the attempt left it, taken while it still held the lock.
    public var signature: StoreSignature?
    /// Unix seconds.
    public var startedAt: Double
    /// Unix seconds.
    public var finishedAt: Double
    /// The store's warnings (a dropped torn journal line, say), for the watch to show.
    public var warnings: [Message] = []
    /// Set by the watcher.
    public var trigger: Trigger = .start
    /// Set by the watcher: when the next attempt is due, Unix seconds.
    public var nextAttemptAt: Double = 0

    /// Seconds the attempt took.
    public var duration: Double { finishedAt - startedAt }

    /// Whether the attempt was cut short by a cancellation (the watch is stopping).
    public var wasCancelled: Bool {
        if case .report(let report) = result, report.outcome == .cancelled { return true }
        return false
    }

    package init(
        result: Result, itemCount: Int? = nil, retryAt: Double? = nil, signature: StoreSignature? = nil,
        startedAt: Double, finishedAt: Double, warnings: [Message] = [], trigger: Trigger = .start,
        nextAttemptAt: Double = 0
    ) {
        self.result = result
        self.itemCount = itemCount
        self.retryAt = retryAt
        self.signature = signature
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.warnings = warnings
        self.trigger = trigger
        self.nextAttemptAt = nextAttemptAt
    }
}
