import TodoModel

/// One entry of the conflict log: a change on one side that the merge overrode with the other's.
public struct ConflictRecord: Codable, Sendable, Hashable {
    /// How the two sides disagreed.
    public enum Kind: String, Codable, Sendable, Hashable, CaseIterable {
        /// Both sides edited the item since the base; the later `changed_at` won (ties: remote).
        case bothEdited = "both_edited"
        /// Both sides hold an item with this id that the base lacks, with different contents; the
        /// later `changed_at` won (ties: remote).
        case bothCreated = "both_created"
        /// The server deleted the item, this device edited it: the local version was kept.
        case remoteDeletedLocalEdited = "remote_deleted_local_edited"
        /// This device deleted the item, the server's copy was edited: the remote version was kept.
        case localDeletedRemoteEdited = "local_deleted_remote_edited"
        /// A create this device sent without a clear answer is missing on the server, whose list
        /// changed since: it may never have arrived, or another device may have deleted it. The local
        /// version was kept and sent again.
        case unconfirmedCreateKept = "unconfirmed_create_kept"
        /// The server's revision went back (it restarted empty or was restored from a backup) and
        /// lacked this todo: the local version was kept and uploaded again.
        case serverResetRestored = "server_reset_restored"
        /// `todo undo --force` wrote a todo's old version (or removed it) over a version that came
        /// from elsewhere since the undone command (by sync, a merge): the undo's version (`local`)
        /// was kept, the one it replaced (`remote`) is the overridden one.
        case undoOverrode = "undo_overrode"
        /// `todo restore --force` (issue 34) wrote an older version over one that came from another
        /// device: the restored version (`local`) was kept, the one it replaced (`remote`) is the
        /// overridden one.
        case restoreOverrode = "restore_overrode"
    }

    /// Which side of a merge.
    public enum Side: String, Codable, Sendable, Hashable {
        case local
        case remote
    }

    public var itemID: String
    public var kind: Kind
    /// The side whose version is in the merged list; the other side's change was overridden.
    public var winner: Side
    /// The local version; `nil` when it was deleted locally.
    public var local: TodoItem?
    /// The remote version; `nil` when it was deleted on the server.
    public var remote: TodoItem?
    /// The version both sides started from; `nil` when the item is newer than the last sync.
    public var base: TodoItem?
    /// Unix seconds.
    public var detectedAt: Double
    /// The fields both sides changed to different values (``MergeField/name``: `text`, `done`,
    /// `recur`, …): only those of the ``overridden`` version lost, its other changes are in the
    /// kept one. `nil` when the whole version was overridden.
    public var fields: [String]?
    /// The merged version, when it is neither side's own (the winner's fields and the other
    /// side's changes to other fields).
    public var merged: TodoItem?

    /// The version that was overridden (`nil` for an overridden deletion).
    public var overridden: TodoItem? { winner == .local ? remote : local }

    /// The version that was kept.
    public var kept: TodoItem? { merged ?? (winner == .local ? local : remote) }

    /// `current` with what this record overrode brought back: the overridden version, or, for a
    /// merge of fields, `current` with only the conflicting fields taken from it. `nil` when the
    /// overridden side was a deletion.
    public func restoring(onto current: TodoItem?) -> TodoItem? {
        guard let overridden else { return nil }
        guard let fields, let current else { return overridden }
        return fields.compactMap(MergeField.init(name:)).reduce(current) { item, field in
            field.copy(from: overridden, into: item)
        }
    }

    /// Whether both records tell the same conflict (item, kind, winner and versions), whenever found.
    public func isSameConflict(as other: ConflictRecord) -> Bool {
        var other = other
        other.detectedAt = detectedAt
        return self == other
    }

    enum CodingKeys: String, CodingKey {
        case itemID = "id"
        case kind
        case winner
        case local
        case remote
        case base
        case detectedAt = "detected_at"
        case fields
        case merged
    }
}

extension ConflictRecord {
    /// The record of `todo undo --force` writing `written` (`nil`: removing the todo) over
    /// `replaced`, a version that came from elsewhere since the command undone.
    public static func undoOverrode(_ replaced: TodoItem, by written: TodoItem?, at time: Double) -> ConflictRecord {
        ConflictRecord(
            itemID: replaced.id, kind: .undoOverrode, winner: .local, local: written, remote: replaced, base: nil,
            detectedAt: time)
    }
}

extension ConflictRecord {
    /// The record of `todo restore --force` writing `written` over `replaced`, a version that came
    /// from another device (issue 34).
    public static func restoreOverrode(_ replaced: TodoItem, by written: TodoItem, at time: Double) -> ConflictRecord {
        ConflictRecord(
            itemID: replaced.id, kind: .restoreOverrode, winner: .local, local: written, remote: replaced, base: nil,
            detectedAt: time)
    }
}
