/// Where the retry schedule stands, persisted in the store so that a later process respects the
/// backoff window of an earlier one.
///
/// It counts retryable failures in a row. A request that makes progress (an operation accepted, a
/// list written) resets it; reading the list does not, so a loop of `GET` then `400` on `PATCH`
/// still backs off.
///
/// The store keeps it flat in its `sync` member, as `retry_attempt`, `next_retry_at` and
/// `last_failure` (the failure's code and values, see ``SyncFailure/Fields``); a store written
/// before typed failures holds the failure's sentence as `last_error`, read as
/// ``SyncFailure/unclassified(_:)``.
public struct RetryState: Codable, Sendable, Hashable {
    /// Failed attempts in a row; 0 when the last attempt succeeded.
    public var attempt: Int
    /// Unix seconds before which no attempt is made; `nil` when there is no window.
    public var nextAttemptAt: Double?
    /// What the last failure was, for `todo status`.
    public var lastFailure: SyncFailure?

    /// The last failure's machine description: `last_error` in `--json` and the log.
    public var lastError: String? { lastFailure?.description }

    public init(attempt: Int = 0, nextAttemptAt: Double? = nil, lastFailure: SyncFailure? = nil) {
        self.attempt = attempt
        self.nextAttemptAt = nextAttemptAt
        self.lastFailure = lastFailure
    }

    /// Whether the backoff window is still open at `now`, so that an attempt now would come too
    /// early.
    public func isWindowOpen(now: Double) -> Bool {
        guard let nextAttemptAt else { return false }
        return now < nextAttemptAt
    }

    /// The stored members' names.
    public enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
        case attempt = "retry_attempt"
        case nextAttemptAt = "next_retry_at"
        case lastFailure = "last_failure"
        /// The failure's sentence, as stores written before typed failures hold it; read, never written.
        case lastError = "last_error"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            attempt: try c.decode(Int.self, forKey: .attempt),
            nextAttemptAt: try c.decodeIfPresent(Double.self, forKey: .nextAttemptAt),
            lastFailure: Self.lastFailure(
                stored: try c.decodeIfPresent(SyncFailure.self, forKey: .lastFailure),
                sentence: try c.decodeIfPresent(String.self, forKey: .lastError)))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(attempt, forKey: .attempt)
        try c.encodeIfPresent(nextAttemptAt, forKey: .nextAttemptAt)
        try c.encodeIfPresent(lastFailure, forKey: .lastFailure)
    }

    /// The last failure of a stored state: its `last_failure`, else the sentence of an older
    /// store's `last_error`.
    public static func lastFailure(stored: SyncFailure?, sentence: String?) -> SyncFailure? {
        stored ?? sentence.map(SyncFailure.unclassified)
    }
}
