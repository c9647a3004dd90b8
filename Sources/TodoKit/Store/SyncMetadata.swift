/// What the store remembers about syncing: revision, dirty flag, retry schedule, last results.
public struct SyncMetadata: Codable, Sendable, Hashable {
    /// The last known server revision.
    public var revision: Int
    /// The list must be fully resynced before op-by-op sending can resume.
    public var dirty: Bool
    /// Unix seconds of the last successful sync.
    public var lastSync: Int64?
    public var lastError: String?
    /// Failed attempts in a row (0 when the last attempt succeeded).
    public var retryAttempt: Int
    /// Unix seconds before which no new attempt is made (the persisted backoff window).
    public var nextRetryAt: Double?
    /// The server the revision and base belong to.
    public var server: String?

    public init(
        revision: Int = 0,
        dirty: Bool = false,
        lastSync: Int64? = nil,
        lastError: String? = nil,
        retryAttempt: Int = 0,
        nextRetryAt: Double? = nil,
        server: String? = nil
    ) {
        self.revision = revision
        self.dirty = dirty
        self.lastSync = lastSync
        self.lastError = lastError
        self.retryAttempt = retryAttempt
        self.nextRetryAt = nextRetryAt
        self.server = server
    }

    enum CodingKeys: String, CodingKey {
        case revision
        case dirty
        case lastSync = "last_sync"
        case lastError = "last_error"
        case retryAttempt = "retry_attempt"
        case nextRetryAt = "next_retry_at"
        case server
    }
}
