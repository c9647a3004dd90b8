/// The result of one sync run, for the CLI's one-line or `--json` report.
public struct SyncReport: Sendable, Hashable {
    public var outcome: SyncOutcome
    /// Local changes the server now holds: operations acknowledged one by one, plus, after a
    /// resync, the local changes the merged list kept.
    public var pushed: Int
    /// Local items a resync changed to match the merged list (added, replaced or removed).
    public var merged: Int
    /// What the resync's merge overrode, for the conflict log.
    public var conflicts: [ConflictRecord]
    /// Requests made, retries and token refreshes included.
    public var requests: Int
    /// Tries of the run: the first, and each one after a backoff wait (0: no request made).
    public var attempts = 0
    /// Whether a resync completed, replacing the local list and the base with the server's.
    public var resynced: Bool
    /// Operations still in the outbox.
    public var pending: Int
    /// Whether the list is left marked dirty.
    public var dirty: Bool
    /// The last failure, if the run saw one.
    public var lastFailure: SyncFailure?
    /// Whether the run found the server's revision lower than the last one seen (a restart with
    /// no data, a restore from a backup): the base was not trusted.
    public var serverReset = false
    /// Todos the reset server lacked that this run kept and uploaded again.
    public var restored = 0
    /// The todos the run took from elsewhere (created, updated or deleted by another device), in
    /// the order its resync found them.
    public var incoming: [IncomingChange] = []
    /// Unix seconds.
    public var startedAt: Double
    /// Unix seconds.
    public var finishedAt: Double

    /// The last failure's machine description: `last_error` in `--json` and the log; `nil` after
    /// a run that synced (a failure it got past is no error of its outcome).
    public var lastError: String? { outcome == .synced ? nil : lastFailure?.description }

    /// Seconds from start to finish.
    public var duration: Double { finishedAt - startedAt }

    /// The report of a sync that did not run: nothing sent, the queue left as it is, `reason` as
    /// the last error.
    public static func notRun(pending: Int, dirty: Bool, reason: SyncFailure?, at time: Double) -> SyncReport {
        SyncReport(
            outcome: .queued, pushed: 0, merged: 0, conflicts: [], requests: 0, resynced: false, pending: pending,
            dirty: dirty, lastFailure: reason, startedAt: time, finishedAt: time)
    }
}
