import TodoStore

/// What a sync does when another sync of the same store is running (it holds `sync.lock`).
public struct OtherSyncWait: Sendable {
    /// Seconds to wait at most, past which the sync ends with a `.locked` error naming the running one;
    /// `nil`: until the running one ends (a person at a terminal, who can press Ctrl-C).
    public var limit: Double?
    /// Whether a running sync that waits out its backoff is made to try at once (a typed
    /// `todo sync`; `--recover` and `watch` keep to the schedule).
    public var nudges: Bool
    /// Told about the running sync (`nil`: its note cannot be read) when the wait begins and about
    /// every second after.
    public var onWait: @Sendable (RunningSync?) -> Void

    public init(limit: Double?, nudges: Bool, onWait: @escaping @Sendable (RunningSync?) -> Void = { _ in }) {
        (self.limit, self.nudges, self.onWait) = (limit, nudges, onWait)
    }
}

/// Another sync of the store, as its note in `sync.lock` describes it.
public struct RunningSync: Sendable, Equatable {
    /// Its process.
    public var pid: Int32
    /// Seconds since it started.
    public var runningFor: Double
    /// Seconds until its next attempt, while it waits out a backoff.
    public var nextTryIn: Double?

    public init(pid: Int32, runningFor: Double, nextTryIn: Double?) {
        self.pid = pid
        self.runningFor = runningFor
        self.nextTryIn = nextTryIn
    }

    package init(_ holder: SyncLock.Holder, now: Double) {
        self.init(
            pid: holder.pid, runningFor: max(0, now - holder.startedAt),
            nextTryIn: holder.nextTryAt.map { max(0, $0 - now) })
    }
}
