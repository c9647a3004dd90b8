import TodoModel
import TodoSync

/// What a reader of the journal does with each kind of ``StoreChange``, fed by
/// ``StoreChange/replay(into:)``: the one place that takes a change apart.
///
/// Every method does nothing unless the reader implements it; ``replaceAll(items:outbox:sync:base:)``
/// answers `false` unless implemented (the reader cannot follow a replacement of the list).
protocol StoreChangeReader {
    mutating func put(_ item: TodoItem, _ operation: PendingOperation?)
    mutating func remove(id: String, _ operation: PendingOperation?)
    mutating func meta(_ sync: SyncMetadata)
    /// `false`: the reader cannot follow it, and the replay stops.
    mutating func replaceAll(items: [TodoItem], outbox: Outbox, sync: SyncMetadata, base: [TodoItem]?) -> Bool
    mutating func setOperation(id: String, _ operation: PendingOperation?)
    mutating func setBase(id: String, _ item: TodoItem?)
    mutating func logConflicts(_ records: [ConflictRecord])
    mutating func clearConflicts()
    mutating func record(_ entry: HistoryEntry)
    mutating func popHistory()
    mutating func logVersions(_ records: [VersionRecord])
}

extension StoreChangeReader {
    mutating func put(_ item: TodoItem, _ operation: PendingOperation?) {}
    mutating func remove(id: String, _ operation: PendingOperation?) {}
    mutating func meta(_ sync: SyncMetadata) {}
    mutating func replaceAll(items: [TodoItem], outbox: Outbox, sync: SyncMetadata, base: [TodoItem]?) -> Bool {
        false
    }
    mutating func setOperation(id: String, _ operation: PendingOperation?) {}
    mutating func setBase(id: String, _ item: TodoItem?) {}
    mutating func logConflicts(_ records: [ConflictRecord]) {}
    mutating func clearConflicts() {}
    mutating func record(_ entry: HistoryEntry) {}
    mutating func popHistory() {}
    mutating func logVersions(_ records: [VersionRecord]) {}
}

extension StoreChange {
    /// Feeds this change to `reader`, a transaction's changes in order.
    ///
    /// - Returns: `false` when the reader could not follow a replacement of the list; the changes
    ///   after it are then not fed.
    @discardableResult
    func replay(into reader: inout some StoreChangeReader) -> Bool {
        switch self {
        case .put(let item, let operation): reader.put(item, operation)
        case .remove(let id, let operation): reader.remove(id: id, operation)
        case .meta(let sync): reader.meta(sync)
        case .replaceAll(let items, let outbox, let sync, let base):
            return reader.replaceAll(items: items, outbox: outbox, sync: sync, base: base)
        case .setOperation(let id, let operation): reader.setOperation(id: id, operation)
        case .setBase(let id, let item): reader.setBase(id: id, item)
        case .logConflicts(let records): reader.logConflicts(records)
        case .clearConflicts: reader.clearConflicts()
        case .record(let entry): reader.record(entry)
        case .popHistory: reader.popHistory()
        case .logVersions(let records): reader.logVersions(records)
        case .transaction(let changes):
            for change in changes where !change.replay(into: &reader) { return false }
        }
        return true
    }
}
