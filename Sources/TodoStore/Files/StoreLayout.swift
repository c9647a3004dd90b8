/// Where each file of a store lives in its directory (names in ``StoreFormat``).
public struct StoreLayout: Sendable, Equatable {
    /// The store directory.
    public let directory: String

    public init(directory: String) { self.directory = directory }

    /// The checked snapshot: header line, then the body.
    public var snapshot: String { path(StoreFormat.snapshotFile) }
    /// The append-only journal replayed over the snapshot.
    public var journal: String { path(StoreFormat.journalFile) }
    /// The lock every process of the store takes while it reads or writes.
    public var lock: String { path(StoreFormat.lockFile) }
    /// The lock one sync holds while it talks to the server (the store lock is let go meanwhile).
    public var syncLock: String { path(StoreFormat.syncLockFile) }
    /// Changed by a typed `todo sync` to make the running sync's backoff wait end now.
    public var syncNudge: String { path(StoreFormat.syncNudgeFile) }
    /// The stamp that lets `add` skip re-hashing an unchanged snapshot.
    public var verified: String { path(StoreFormat.verifiedFile) }
    /// The snapshot's id index, which single-todo commands read instead of the whole list.
    public var index: String { path(StoreFormat.indexFile) }
    /// The stamp that lets a command skip re-hashing an unchanged index.
    public var indexVerified: String { path(StoreFormat.indexVerifiedFile) }
    /// Format 2's base, folded into the snapshot at the next write.
    public var base: String { path(StoreFormat.baseFile) }
    /// Format 2's conflict log, folded into the snapshot at the next write.
    public var conflicts: String { path(StoreFormat.conflictsFile) }
    /// Format 1's single array of todos, migrated once.
    public var legacyItems: String { path(StoreFormat.legacyItemsFile) }

    private func path(_ name: String) -> String { directory + "/" + name }
}
