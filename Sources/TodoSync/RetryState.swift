/// Where the retry schedule stands, persisted in the store so that a later process respects the
/// backoff window of an earlier one.
///
/// It counts retryable failures in a row. A request that makes progress (an operation accepted, a
/// list written) resets it; reading the list does not, so a loop of `GET` then `400` on `PATCH`
/// still backs off.
public struct RetryState: Codable, Sendable, Hashable {
    /// Failed attempts in a row; 0 when the last attempt succeeded.
    public var attempt: Int
    /// Unix seconds before which no attempt is made; `nil` when there is no window.
    public var nextAttemptAt: Double?
    /// What the last failure was, for `todo status`.
    public var lastError: String?

    public init(attempt: Int = 0, nextAttemptAt: Double? = nil, lastError: String? = nil) {
        self.attempt = attempt
        self.nextAttemptAt = nextAttemptAt
        self.lastError = lastError
    }

    /// Whether the backoff window is still open at `now`, so that an attempt now would come too
    /// early.
    public func isWindowOpen(now: Double) -> Bool {
        guard let nextAttemptAt else { return false }
        return now < nextAttemptAt
    }

    enum CodingKeys: String, CodingKey {
        case attempt
        case nextAttemptAt = "next_attempt_at"
        case lastError = "last_error"
    }
}
