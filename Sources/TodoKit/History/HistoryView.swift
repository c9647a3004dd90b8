import TodoStore
import TodoSync
import TodoValues

extension DataManager {
    /// What `todo log` asks: the versions of the todo `id` (only the `version`-th with `version`),
    /// else the todos deleted elsewhere with `deleted`, else the activity. A `.usage` error for a version
    /// the todo does not have.
    public func log(id: String?, version: Int?, deleted: Bool) throws(TodoError) -> HistoryView {
        guard let id else {
            return deleted ? .deleted(try deletedElsewhere()) : .activity(try activity(limit: VersionRecord.totalLimit))
        }
        let history = try history(of: id)
        guard let version else { return .todo(history) }
        guard let record = history.entry(number: version) else {
            throw .usage(.restoreNoVersion, ["id": Self.shortID(history.id), "version": String(version)])
        }
        return .version(record, number: version)
    }
}

extension DataManager {
    /// What `todo restore` asks: conflict record `conflict`'s overridden side, else version
    /// `version` of the todo `id` (``restore(_:version:force:)``); and whether it changed the
    /// store (neither refused nor already so), which then gets the quick push.
    public func restore(
        id: String?, version: Int?, conflict: Int?, force: Bool
    ) throws(TodoError) -> (value: Restored, pushes: Bool) {
        let restored =
            if let conflict {
                try restoreConflict(conflict, force: force)
            } else {
                try restore(id ?? "", version: version, force: force)
            }
        return (restored, !restored.refused && restored.replaced != restored.item)
    }
}

extension DataManager {
    /// `todo conflicts`: the conflict log as it stands (emptied afterwards with `clear`), and this
    /// device's id, to name the devices.
    public func conflicts(clear: Bool) throws(TodoError) -> (records: [ConflictRecord], deviceID: String) {
        let state = try state()
        if clear && !state.conflicts.isEmpty { try commit([.clearConflicts]) }
        return (state.conflicts, state.deviceID)
    }
}
