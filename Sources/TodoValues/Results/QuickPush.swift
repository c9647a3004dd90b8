import TodoSync

/// The quick push attempt after a change.
public struct QuickPush: Sendable {
    /// The run's report, or the error that kept it from running (the change is saved either way).
    public var result: Result<SyncReport, TodoError>
    /// The store's backoff window after the push (Unix seconds), if one is open.
    public var nextAttemptAt: Double?
    /// The store's last sync failure after the push: the reason when the run made no attempt.
    public var storedError: SyncFailure?

    public init(
        result: Result<SyncReport, TodoError>, nextAttemptAt: Double? = nil, storedError: SyncFailure? = nil
    ) {
        self.result = result
        self.nextAttemptAt = nextAttemptAt
        self.storedError = storedError
    }

    /// A failure no retry will mend (a certificate not trusted, a refused redirect): the
    /// change stays queued.
    public var unmendable: SyncFailure? {
        if case .success(let report) = result { return report.outcome.failure }
        return nil
    }
}
