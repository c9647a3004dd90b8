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
    /// The todos this device created or updated on the server since the server's
    /// list was last shown to be the base, by a resync or by ``SyncStateMachine``'s one-todo
    /// check; `nil` when not known (a store older than this record, or more than
    /// ``uncheckedLimit`` writes), so that only a whole-list resync may end a `todo sync`.
    ///
    /// The check reads a todo outside them: a server that lost its data and counted back up to
    /// the device's revision accepted those writes, so they say nothing about the rest of the list.
    public var unchecked: [String]?

    /// Versions this device had locally and changed since, by id, for the todos with a change
    /// still queued (from the undo history; not stored with the sync data): a remote version among
    /// them is this device's own earlier state, which a push whose answer was lost left on the
    /// server, so the merge keeps the local version (or lets the deletion win) without a record.
    public var superseded: [String: [TodoItem]] = [:]

    /// How many unchecked writes are remembered; past that, ``unchecked`` is `nil`.
    public static let uncheckedLimit = 16

    public init(
        items: [TodoItem] = [],
        base: [TodoItem] = [],
        outbox: Outbox = Outbox(),
        revision: Int = 0,
        dirty: Bool = false,
        retry: RetryState = RetryState(),
        conflictLog: [ConflictRecord] = [],
        pendingConflicts: [ConflictRecord] = [],
        unchecked: [String]? = []
    ) {
        self.items = items
        self.base = base
        self.outbox = outbox
        self.revision = revision
        self.dirty = dirty
        self.retry = retry
        self.conflictLog = conflictLog
        self.pendingConflicts = pendingConflicts
        self.unchecked = unchecked
    }
}
