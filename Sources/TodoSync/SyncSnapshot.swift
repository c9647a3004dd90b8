import TodoModel

/// What the sync engine reads from the store and hands back to it: the lists, the outbox and the
/// sync metadata.
///
/// The engine keeps `base` equal to the server's list at `revision`: each acknowledged operation
/// is applied to it, and a resync replaces it.
public struct SyncSnapshot: Sendable, Hashable {
    /// The local list.
    public var items: [TodoItem]
    /// The server's list as of `revision`.
    public var base: [TodoItem]
    public var outbox: Outbox
    /// The last known server revision.
    public var revision: Int
    /// The list must be fully resynced before operations can be sent one by one again.
    public var dirty: Bool
    public var retry: RetryState
    /// The conflict log; a run only appends to it.
    public var conflictLog: [ConflictRecord]
    /// Records of a `PATCH` sent without a known outcome: confirmed when the server is seen to
    /// hold what they kept, dropped otherwise (see ``SyncStateMachine``).
    public var pendingConflicts: [ConflictRecord]

    public init(
        items: [TodoItem] = [],
        base: [TodoItem] = [],
        outbox: Outbox = Outbox(),
        revision: Int = 0,
        dirty: Bool = false,
        retry: RetryState = RetryState(),
        conflictLog: [ConflictRecord] = [],
        pendingConflicts: [ConflictRecord] = []
    ) {
        self.items = items
        self.base = base
        self.outbox = outbox
        self.revision = revision
        self.dirty = dirty
        self.retry = retry
        self.conflictLog = conflictLog
        self.pendingConflicts = pendingConflicts
    }
}
