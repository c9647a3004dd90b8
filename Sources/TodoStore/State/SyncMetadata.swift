import TodoSync

/// What the store remembers about syncing: revision, dirty flag, retry schedule, last results.
public struct SyncMetadata: Codable, Sendable, Hashable {
    /// The last known server revision.
    public var revision: Int
    /// The list must be fully resynced before op-by-op sending can resume.
    public var dirty: Bool
    /// Unix seconds of the last successful sync.
    public var lastSync: Int64?
    /// Where the retry schedule stands: failed attempts in a row, the backoff window, the last
    /// failure (stored flat, in ``RetryState``'s own members beside these).
    public var retry: RetryState
    /// The server the revision and base belong to.
    public var server: String?
    /// Conflict records of a `PATCH` whose outcome is not known yet (see ``SyncSnapshot``).
    public var pendingConflicts: [ConflictRecord]
    /// The todos written since the server's list was last shown to be the base
    /// (``SyncSnapshot/unchecked``); `nil`, as in a store written before it was kept: not known.
    public var unchecked: [String]?

    public init(
        revision: Int = 0,
        dirty: Bool = false,
        lastSync: Int64? = nil,
        retry: RetryState = RetryState(),
        server: String? = nil,
        pendingConflicts: [ConflictRecord] = [],
        unchecked: [String]? = []
    ) {
        (self.revision, self.dirty, self.lastSync, self.retry) = (revision, dirty, lastSync, retry)
        (self.server, self.pendingConflicts, self.unchecked) = (server, pendingConflicts, unchecked)
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        revision = try c.decode(Int.self, forKey: .revision)
        dirty = try c.decode(Bool.self, forKey: .dirty)
        lastSync = try c.decodeIfPresent(Int64.self, forKey: .lastSync)
        retry = try RetryState(from: decoder)
        server = try c.decodeIfPresent(String.self, forKey: .server)
        pendingConflicts = try c.decodeIfPresent([ConflictRecord].self, forKey: .pendingConflicts) ?? []
        unchecked = try c.decodeIfPresent([String].self, forKey: .unchecked)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(revision, forKey: .revision)
        try c.encode(dirty, forKey: .dirty)
        try c.encodeIfPresent(lastSync, forKey: .lastSync)
        try c.encodeIfPresent(server, forKey: .server)
        if !pendingConflicts.isEmpty { try c.encode(pendingConflicts, forKey: .pendingConflicts) }
        try c.encodeIfPresent(unchecked, forKey: .unchecked)
        try retry.encode(to: encoder)
    }

    enum CodingKeys: String, CodingKey {
        case revision
        case dirty
        case lastSync = "last_sync"
        case server
        case pendingConflicts = "pending_conflicts"
        case unchecked
    }
}

extension SyncMetadata {
    /// The revision and base belong to `server`: the store last synced with it, or never synced.
    /// (A store last synced with another server starts its next sync over.)
    public func belongs(to server: String?) -> Bool {
        self.server == nil || self.server == server
    }
}
