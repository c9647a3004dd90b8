import OrderedCollections
import TodoModel
import TodoSync

/// The whole local store in memory: items, outbox, base, conflict log and sync metadata, which
/// change together as one unit.
public struct StoreState: Sendable, Equatable {
    /// This device's id, the `last_updated_by` of local changes.
    public var deviceID: String
    /// Items by id, in creation order.
    public var items: OrderedDictionary<String, TodoItem>
    public var outbox: Outbox
    public var sync: SyncMetadata
    /// Where the base (the server's list at `sync.revision`) differs from `items`: the base's
    /// version of each such id, `nil` where the base lacks it. After a sync it is empty, so the
    /// base costs nothing to keep beside the items.
    public private(set) var baseDelta: [String: TodoItem?]
    /// The conflict log, oldest first.
    public var conflicts: [ConflictRecord]
    /// The short numbers of the pending todos (see ``ShortNumbers``), kept in step by ``apply(_:)``.
    public private(set) var numbers: ShortNumbers
    /// The last commands, oldest first, for `todo undo` (at most ``HistoryEntry/limit``).
    public private(set) var history: [HistoryEntry]
    /// The store's history for `todo log` and restore, oldest first (see ``VersionRecord``): at
    /// most ``VersionRecord/perTodoLimit`` entries of each todo, ``VersionRecord/totalLimit`` in all.
    public private(set) var versions: [VersionRecord]

    public init(
        deviceID: String,
        items: OrderedDictionary<String, TodoItem> = [:],
        outbox: Outbox = Outbox(),
        sync: SyncMetadata = SyncMetadata(),
        baseDelta: [String: TodoItem?] = [:],
        conflicts: [ConflictRecord] = [],
        numbers: ShortNumbers? = nil,
        history: [HistoryEntry] = [],
        versions: [VersionRecord] = []
    ) {
        self.deviceID = deviceID
        self.items = items
        self.outbox = outbox
        self.sync = sync
        self.baseDelta = baseDelta
        self.conflicts = conflicts
        self.history = history
        self.versions = Self.numbered(versions)
        // A store written before short numbers (format 3) numbers its pending todos in creation order.
        var numbers = numbers ?? ShortNumbers()
        numbers.follow(items)
        self.numbers = numbers
    }

    /// The pending todo holding short number `number`.
    public func item(number: Int) -> TodoItem? {
        numbers.byNumber[number].flatMap { items[$0] }
    }

    /// The base: the server's list as of the last sync, in the items' order, then the ids only the
    /// base holds.
    public var base: [TodoItem] {
        var list: [TodoItem] = []
        list.reserveCapacity(items.count)
        for (id, item) in items {
            if let override = baseDelta[id] {
                if let override { list.append(override) }
            } else {
                list.append(item)
            }
        }
        for (id, override) in baseDelta where items[id] == nil {
            if let override { list.append(override) }
        }
        return list
    }

    /// The base's version of one item.
    public func baseItem(_ id: String) -> TodoItem? {
        if let override = baseDelta[id] { return override }
        return items[id]
    }

    /// Replaces the base.
    public mutating func setBase(_ base: [TodoItem]) {
        baseDelta = Self.delta(base: base, items: items)
    }

    /// The delta that makes `items` into `base`.
    static func delta(base: [TodoItem], items: OrderedDictionary<String, TodoItem>) -> [String: TodoItem?] {
        var delta: [String: TodoItem?] = [:]
        var inBase = Set<String>()
        inBase.reserveCapacity(base.count)
        for item in base {
            inBase.insert(item.id)
            if items[item.id] != item { delta[item.id] = .some(item) }
        }
        if inBase.count != items.count || !delta.isEmpty {
            for id in items.keys where !inBase.contains(id) { delta[id] = .some(nil) }
        }
        return delta
    }

    /// Keeps the base's version of `id` before the item changes locally.
    private mutating func holdBase(_ id: String) {
        if baseDelta.index(forKey: id) == nil { baseDelta[id] = .some(items[id]) }
    }

    /// Drops the delta entry of `id` when the base and the item agree again.
    private mutating func settleBase(_ id: String) {
        guard let index = baseDelta.index(forKey: id) else { return }
        if baseDelta.values[index] == items[id] { baseDelta.remove(at: index) }
    }

    /// Applies one change, as replaying the journal does.
    public mutating func apply(_ change: StoreChange) {
        change.replay(into: &self)
    }
}

extension StoreState: StoreChangeReader {
    mutating func put(_ item: TodoItem, _ operation: PendingOperation?) {
        holdBase(item.id)
        items[item.id] = item
        settleBase(item.id)
        numbers.update(id: item.id, item: item)
        if let operation { outbox.append(operation) }
    }

    mutating func remove(id: String, _ operation: PendingOperation?) {
        holdBase(id)
        items.removeValue(forKey: id)
        settleBase(id)
        numbers.release(id)
        if let operation { outbox.append(operation) }
    }

    mutating func meta(_ sync: SyncMetadata) {
        self.sync = sync
    }

    mutating func replaceAll(
        items newItems: [TodoItem], outbox newOutbox: Outbox, sync: SyncMetadata, base: [TodoItem]?
    )
        -> Bool
    {
        items = OrderedDictionary(newItems.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        outbox = newOutbox
        self.sync = sync
        baseDelta = Self.delta(base: base ?? newItems, items: items)
        numbers.follow(items)
        return true
    }

    mutating func record(_ entry: HistoryEntry) {
        // The command's history entries: the todos as it left them, in the same journal line.
        appendVersions(entry.versions(after: { items[$0] }))
        history.append(entry)
        if history.count > HistoryEntry.limit { history.removeFirst(history.count - HistoryEntry.limit) }
    }

    mutating func popHistory() {
        _ = history.popLast()
    }

    mutating func logVersions(_ records: [VersionRecord]) {
        appendVersions(records)
    }

    /// Appends history entries, dropping a todo's oldest beyond ``VersionRecord/perTodoLimit`` and
    /// the oldest of all beyond ``VersionRecord/totalLimit``: the same bound on every replay.
    private mutating func appendVersions(_ records: [VersionRecord]) {
        let added = records.suffix(VersionRecord.totalLimit)
        guard !added.isEmpty else { return }
        // How many entries each todo named here has, and its last version number: one pass,
        // however many are added (an import).
        let ids = Set(added.lazy.map(\.id).filter { !$0.isEmpty })
        var counts: [String: Int] = [:]
        var last: [String: Int] = [:]
        for record in versions where ids.contains(record.id) {
            counts[record.id, default: 0] += 1
            last[record.id] = max(last[record.id] ?? 0, record.number ?? 0)
        }
        // One batch per call: one command's journal line, or one sync commit.
        let batch = (versions.last?.batch ?? 0) + 1
        for var record in added {
            record.batch = batch
            if !record.id.isEmpty {
                let number = (last[record.id] ?? 0) + 1
                record.number = number
                last[record.id] = number
            }
            versions.append(record)
            guard !record.id.isEmpty else { continue }
            let count = counts[record.id, default: 0] + 1
            counts[record.id] = count
            if count > VersionRecord.perTodoLimit, let oldest = versions.firstIndex(where: { $0.id == record.id }) {
                versions.remove(at: oldest)
                counts[record.id] = count - 1
            }
        }
        if versions.count > VersionRecord.totalLimit {
            versions.removeFirst(versions.count - VersionRecord.totalLimit)
        }
    }

    /// `records` with a version number for each todo's entries that lack one (a store written
    /// before numbers): by their place among the todo's entries, after the numbers before them.
    static func numbered(_ records: [VersionRecord]) -> [VersionRecord] {
        guard records.contains(where: { $0.number == nil && !$0.id.isEmpty }) else { return records }
        var last: [String: Int] = [:]
        return records.map { record in
            guard !record.id.isEmpty else { return record }
            var record = record
            let number = record.number ?? (last[record.id] ?? 0) + 1
            record.number = number
            last[record.id] = number
            return record
        }
    }

    mutating func setOperation(id: String, _ operation: PendingOperation?) {
        outbox.set(itemID: id, operation)
    }

    mutating func setBase(id: String, _ item: TodoItem?) {
        baseDelta[id] = .some(item)
        settleBase(id)
    }

    mutating func logConflicts(_ records: [ConflictRecord]) {
        conflicts.append(contentsOf: records)
    }

    mutating func clearConflicts() {
        conflicts.removeAll()
    }
}
