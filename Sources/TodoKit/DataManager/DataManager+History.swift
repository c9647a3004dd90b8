import TodoModel
import TodoStore
import TodoSync
import TodoValues

/// `todo log` and `todo restore` (issue 34): the store's history, and old versions brought back
/// as new changes.
extension DataManager {
    /// One todo's history (``TodoValues/TodoHistory``).
    public typealias TodoHistory = TodoValues.TodoHistory
    /// What `todo restore` did (``TodoValues/Restored``).
    public typealias Restored = TodoValues.Restored

    /// The store's history, newest first (at most `limit` entries).
    public func activity(limit: Int = 50) throws(TodoError) -> [VersionRecord] {
        Array(try state().versions.reversed().prefix(limit))
    }

    /// The todos whose last history entry is a deletion made elsewhere (by a sync), newest first,
    /// and not back since: what `todo log --deleted` lists and `todo restore ID` brings back.
    public func deletedElsewhere() throws(TodoError) -> [VersionRecord] {
        let state = try state()
        var seen = Set<String>()
        var result: [VersionRecord] = []
        for record in state.versions.reversed() where !record.id.isEmpty && !seen.contains(record.id) {
            seen.insert(record.id)
            if record.source == .deletedElsewhere && state.items[record.id] == nil { result.append(record) }
        }
        return result
    }

    /// The history of the todo `prefix` names: a todo of the list (id prefix or short number), or
    /// one the history holds (a deleted todo, by id prefix). A `.usage` error when none or several.
    public func history(of prefix: String) throws(TodoError) -> TodoHistory {
        let state = try state()
        let id = try historyID(prefix, state: state)
        let entries = state.versions.reversed().filter { $0.id == id }
        return TodoHistory(id: id, current: state.items[id], entries: Array(entries))
    }

    /// The id `prefix` names among the list's todos, else among the history's.
    private func historyID(_ prefix: String, state: StoreState) throws(TodoError) -> String {
        let listed = try matches(prefix)
        if !listed.isEmpty { return try Self.pick(listed, prefix: prefix).id }
        let needle = prefix.trimmingWhitespace().lowercased()
        guard needle.count >= 4, ShortNumber.parse(needle) == nil else {
            return try Self.pick([], prefix: prefix).id
        }
        var ids: [String] = []
        for record in state.versions where !record.id.isEmpty && record.id.lowercased().hasPrefix(needle) {
            if !ids.contains(record.id) { ids.append(record.id) }
        }
        if let exact = ids.first(where: { $0.lowercased() == needle }) { return exact }
        switch ids.count {
        case 1: return ids[0]
        case 0: throw .usage(.idUnknown, ["prefix": prefix])
        default: throw .usage(.idAmbiguous, ["prefix": prefix, "matches": ids.prefix(5).joined(separator: ", ")])
        }
    }

    /// Brings back version `version` of the todo `prefix` names (its number in `todo log ID`, 1:
    /// the oldest kept; `nil`: the last version of a todo deleted here or elsewhere) as a new
    /// change: same id, changed now by this device, queued, synced and undoable like any other.
    ///
    /// Undo's rule: when the todo's current version came from another device (a sync, a merge)
    /// the restore is refused, nothing changed; with `force` it goes ahead and the replaced
    /// version is kept in the conflict log (``ConflictRecord/Kind/restoreOverrode``), in the same
    /// commit.
    public func restore(_ prefix: String, version: Int?, force: Bool) throws(TodoError) -> Restored {
        let history = try history(of: prefix)
        let chosen: TodoItem
        if let version {
            guard let item = history.entry(number: version)?.item else {
                throw .usage(.restoreNoVersion, ["id": Self.shortID(history.id), "version": String(version)])
            }
            chosen = item
        } else {
            guard history.current == nil, let last = history.entries.first(where: { $0.item != nil })?.item else {
                throw .usage(.restoreNeedsVersion, ["id": Self.shortID(history.id)])
            }
            chosen = last
        }
        return try write(chosen, over: history.current, force: force)
    }

    /// Brings back the overridden side of conflict record `number` (1: the oldest, as `todo
    /// conflicts` numbers them). The record shows the version it kept, so that one, even from
    /// another device, is replaced without `force`; any other version from another device (one
    /// that came since) follows the rule of ``restore(_:version:force:)``.
    public func restoreConflict(_ number: Int, force: Bool) throws(TodoError) -> Restored {
        let state = try state()
        guard number >= 1, number <= state.conflicts.count else {
            throw .usage(.restoreNoConflict, ["number": String(number)])
        }
        let record = state.conflicts[number - 1]
        let current = state.items[record.itemID]
        // A record of fields brings back those fields only, onto the todo as it is now.
        guard let restored = record.restoring(onto: current) else {
            throw .usage(.restoreNoConflict, ["number": String(number)])
        }
        if current == nil, record.kept != nil, !force {
            // Deleted since the record kept it (here or elsewhere): not written over unseen.
            var refused = Restored(item: restored, replaced: nil)
            refused.refused = true
            refused.deletedSince = true
            return refused
        }
        let shown = current.map { now in record.kept.map { now.hasSameContent(as: $0) } ?? false } ?? false
        return try write(restored, over: current, force: force || shown, logsOverride: !shown)
    }

    /// Writes `old`'s content as the todo's new version over `current`; a version from another
    /// device replaced is logged unless `logsOverride` is false (the conflict log holds it already).
    private func write(
        _ old: TodoItem, over current: TodoItem?, force: Bool, logsOverride: Bool = true
    ) throws(TodoError) -> Restored {
        let deviceID = try deviceID()
        let now = settings.now()
        var restored = old
        restored.changedAt = max(now, current?.changedAt ?? old.changedAt)
        restored.lastUpdatedBy = deviceID
        var result = Restored(item: restored, replaced: current)
        if let current, current.hasSameContent(as: old) {
            result.item = current
            return result
        }
        let foreign = current.map { $0.lastUpdatedBy != deviceID } ?? false
        if foreign && !force {
            result.refused = true
            return result
        }
        var changes: [StoreChange] = [
            .put(restored, current == nil ? .create(restored) : .update(restored)),
            record(.restore, [.init(id: restored.id, item: current, after: .of(restored))]),
        ]
        if foreign, logsOverride, let current {
            changes.append(.logConflicts([.restoreOverrode(current, by: restored, at: Double(now))]))
            result.overrode = true
        }
        try commit(changes)
        return result
    }

    /// The first characters of an id, as lists show it.
    static func shortID(_ id: String) -> String { String(id.prefix(8)) }
}
