import TodoModel

/// What a three-way merge produced: the list both sides should hold, and what it overrode.
public struct MergeResult: Sendable, Hashable {
    /// The merged list, ordered by `created_at`, then id.
    public var items: [TodoItem]
    /// One record per item where one side's change was overridden, ordered by item id.
    public var conflicts: [ConflictRecord]
    /// Items the server must change to hold `items` (added, replaced or removed); 0 means the
    /// remote list already is the merged one and no `PATCH` is needed.
    public var remoteUpdates: Int
    /// Items the local list must change to hold `items` (added, replaced or removed).
    public var localUpdates: Int
    /// Local changes since the base (edits, creations, deletions) that `items` keeps and the
    /// remote list lacks (or holds from a request of this run whose answer was lost): what the
    /// server takes from this device in this run (a change it held before, alike from another
    /// device or from an earlier run, is not counted).
    public var pushedLocalChanges: Int

    /// Whether the merged list equals the remote one.
    public var matchesRemote: Bool { remoteUpdates == 0 }
}
