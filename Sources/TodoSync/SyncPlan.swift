import TodoModel

/// What a sync would do now, found with reads only (`todo sync --dry-run`): the machine's own
/// resync merge and mass-deletion guard, run on a copy of the store's sync data and the server's
/// list (see ``SyncStateMachine/plan(snapshot:configuration:remote:revision:now:)``).
public struct SyncPlan: Sendable, Hashable {
    /// One queued change the sync would push.
    public struct Push: Sendable, Hashable {
        public var kind: PendingOperation.Kind
        public var id: String
        /// The version sent (create, update) or, for a delete, the last version the server was
        /// known to hold (`nil` when unknown).
        public var item: TodoItem?

        public init(kind: PendingOperation.Kind, id: String, item: TodoItem?) {
            (self.kind, self.id, self.item) = (kind, id, item)
        }
    }

    /// The mass-deletion guard's decision on the merge.
    public struct Guard: Sendable, Hashable {
        /// Local todos the merge would remove.
        public var deletions: Int
        /// Local todos now.
        public var total: Int
        /// The guard in force; `nil` when deletions are allowed (`--allow-deletions`).
        public var limits: SyncStateMachine.DeletionGuard?

        public init(deletions: Int, total: Int, limits: SyncStateMachine.DeletionGuard?) {
            self.deletions = deletions
            self.total = total
            self.limits = limits
        }

        /// Whether the guard would stop the sync, changing nothing.
        public var blocks: Bool { limits?.blocks(deletions: deletions, of: total) ?? false }
    }

    /// The revision this device last synced at.
    public var knownRevision: Int
    /// The server's revision now.
    public var serverRevision: Int
    /// The queued changes, in the order they would be sent.
    public var push: [Push]
    /// What the merge takes from elsewhere: versions from the server, and todos deleted there.
    public var incoming: [IncomingChange]
    /// The conflicts the sync would record.
    public var conflicts: [ConflictRecord]
    /// Whether the merged list differs from the server's, so the sync would replace it (`PATCH`).
    public var changesServer: Bool
    /// Whether the server's list went back (a lower revision, or other data at the same one): the
    /// base is not trusted, and nothing is deleted on its word.
    public var serverReset: Bool
    /// Todos the reset server lacked that the sync would upload again.
    public var restored: Int
    public var deletionGuard: Guard

    public init(
        knownRevision: Int, serverRevision: Int, push: [Push], incoming: [IncomingChange],
        conflicts: [ConflictRecord], changesServer: Bool, serverReset: Bool, restored: Int, deletionGuard: Guard
    ) {
        self.knownRevision = knownRevision
        self.serverRevision = serverRevision
        self.push = push
        self.incoming = incoming
        self.conflicts = conflicts
        self.changesServer = changesServer
        self.serverReset = serverReset
        self.restored = restored
        self.deletionGuard = deletionGuard
    }

    /// The versions it would take from the server (created or updated elsewhere).
    public var taken: [IncomingChange] { incoming.filter { $0.kind != .deleted } }

    /// The todos it would delete here (deleted elsewhere).
    public var deletedHere: [IncomingChange] { incoming.filter { $0.kind == .deleted } }

    /// Whether a sync would change nothing on either side.
    public var changesNothing: Bool {
        push.isEmpty && incoming.isEmpty && conflicts.isEmpty && !changesServer && !serverReset
    }
}
