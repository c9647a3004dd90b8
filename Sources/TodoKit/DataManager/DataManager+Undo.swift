import TodoModel
import TodoStore
import TodoSync
import TodoValues

/// `todo undo`, which never overwrites a version it did not write.
extension DataManager {
    /// What `todo undo` did (``TodoValues/Undone``).
    public typealias Undone = TodoValues.Undone

    /// When the last command recorded here ran (`nil`: nothing to undo).
    public func lastRecorded() throws(TodoError) -> Int64? {
        try state().history.last?.at
    }

    /// Reverts the last command recorded, as a new change queued like any other: a todo it
    /// created is removed, one it changed or removed gets its content back (same id, changed
    /// now, by this device). `nil` when there is nothing to undo.
    ///
    /// A todo that changed since the command by anything but this device's later commands (which
    /// are undone first) makes the whole undo refused, nothing changed; with `force` the undo
    /// replaces such a version and logs it (``ConflictRecord/Kind/undoOverrode``), in the same
    /// commit. A todo deleted elsewhere since is never brought back: refused, or with `force`
    /// left deleted while the rest is undone.
    public func undo(force: Bool = false) throws(TodoError) -> Undone? {
        let state = try state()
        guard let entry = state.history.last else { return nil }
        let now = settings.now()
        var changes: [StoreChange] = []
        // The removals go first (issue 41, point 6): the numbers they free (a next occurrence's,
        // which took the number of the todo it followed) are free when the todos brought back
        // take the lowest free number, so a todo gets its own number back.
        var removals: [StoreChange] = []
        var records: [ConflictRecord] = []
        var undone = Undone(command: entry.command, at: entry.at, restored: [], removed: [])
        for before in entry.items {
            let current = state.items[before.id]
            let old = before.item
            // Already as the undo would leave it: nothing written, nothing overridden.
            if let old, let current, current.hasSameContent(as: old) { continue }
            if old == nil, current == nil { continue }
            let since = Self.since(before, current: current, command: entry.command, deviceID: state.deviceID)
            if old == nil, let current, Self.keepsOccurrence(command: entry.command, created: true, since: since) {
                undone.keptOccurrences.append(current)
                continue
            }
            if since == .deleted {
                if let old { undone.deletedElsewhere.append(old) }
                continue
            }
            if let old {
                var restored = old
                restored.changedAt = max(now, current?.changedAt ?? old.changedAt)
                restored.lastUpdatedBy = state.deviceID
                // Gone: created again with the same id (a delete still queued and this create
                // coalesce into an update; a delete already sent makes this a new create).
                changes.append(.put(restored, current == nil ? .create(restored) : .update(restored)))
                undone.restored.append(restored)
                if since == .changed, let current {
                    undone.changedElsewhere.append(current)
                    records.append(.undoOverrode(current, by: restored, at: Double(now)))
                }
            } else if let current {
                removals.append(.remove(id: current.id, .delete(id: current.id)))
                undone.removed.append(current)
                if since == .changed {
                    undone.changedElsewhere.append(current)
                    records.append(.undoOverrode(current, by: nil, at: Double(now)))
                }
            }
        }
        if !force, !undone.changedElsewhere.isEmpty || !undone.deletedElsewhere.isEmpty {
            undone.restored = []
            undone.removed = []
            undone.refused = true
            return undone
        }
        // The undo, the versions it replaced, its entries in the store's history (issue 34) and
        // the end of its undo entry: one commit.
        let versions: [VersionRecord] =
            undone.restored.map {
                VersionRecord(id: $0.id, at: now, source: .local, command: CommandName.undo.rawValue, item: $0)
            }
            + undone.removed.map {
                VersionRecord(id: $0.id, at: now, source: .deletedHere, command: CommandName.undo.rawValue, item: $0)
            }
        try commit(
            removals + changes + (records.isEmpty ? [] : [.logConflicts(records)])
                + (versions.isEmpty ? [] : [.logVersions(Array(versions.suffix(VersionRecord.totalLimit)))])
                + [.popHistory])
        return undone
    }

    /// How a todo stands against what a command left of it.
    enum SinceCommand: Equatable {
        /// As the command left it (or changed by this device's later commands, undone since).
        case unchanged
        /// Another version came since: edited elsewhere, or brought back after the command removed it.
        case changed
        /// Deleted since, though the command left it.
        case deleted
    }

    /// How `current` stands against what the command of `before` left. An entry written before
    /// the store kept that (no `after`) counts the todo as changed when another device wrote its
    /// current version, and as deleted when it is gone though the command (not `rm` or `clear`)
    /// left it.
    static func since(
        _ before: HistoryEntry.Before, current: TodoItem?, command: String, deviceID: String
    ) -> SinceCommand {
        if let after = before.after {
            if after.matches(current) { return .unchanged }
            return current == nil ? .deleted : .changed
        }
        guard let current else {
            let removed = before.item != nil && CommandName(rawValue: command)?.removes == true
            return removed ? .unchanged : .deleted
        }
        return current.lastUpdatedBy == deviceID ? .unchanged : .changed
    }
}
