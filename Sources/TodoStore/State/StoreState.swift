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

    public init(
        deviceID: String,
        items: OrderedDictionary<String, TodoItem> = [:],
        outbox: Outbox = Outbox(),
        sync: SyncMetadata = SyncMetadata(),
        baseDelta: [String: TodoItem?] = [:],
        conflicts: [ConflictRecord] = [],
        numbers: ShortNumbers? = nil,
        history: [HistoryEntry] = []
    ) {
        self.deviceID = deviceID
        self.items = items
        self.outbox = outbox
        self.sync = sync
        self.baseDelta = baseDelta
        self.conflicts = conflicts
        self.history = history
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
        switch change {
        case .put(let item, let operation):
            holdBase(item.id)
            items[item.id] = item
            settleBase(item.id)
            numbers.update(id: item.id, item: item)
            if let operation { outbox.append(operation) }
        case .remove(let id, let operation):
            holdBase(id)
            items.removeValue(forKey: id)
            settleBase(id)
            numbers.release(id)
            if let operation { outbox.append(operation) }
        case .meta(let sync):
            self.sync = sync
        case .replaceAll(let newItems, let newOutbox, let sync, let base):
            items = OrderedDictionary(newItems.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
            outbox = newOutbox
            self.sync = sync
            baseDelta = Self.delta(base: base ?? newItems, items: items)
            numbers.follow(items)
        case .record(let entry):
            history.append(entry)
            if history.count > HistoryEntry.limit { history.removeFirst(history.count - HistoryEntry.limit) }
        case .popHistory:
            _ = history.popLast()
        case .setOperation(let id, let operation):
            outbox.set(itemID: id, operation)
        case .setBase(let id, let item):
            baseDelta[id] = .some(item)
            settleBase(id)
        case .logConflicts(let records):
            conflicts.append(contentsOf: records)
        case .clearConflicts:
            conflicts.removeAll()
        case .transaction(let changes):
            for change in changes { apply(change) }
        }
    }
}

/// One durable change to the store: a journal line.
public indirect enum StoreChange: Sendable, Hashable {
    /// Insert or replace an item, optionally queueing an operation.
    case put(TodoItem, PendingOperation?)
    /// Remove an item, optionally queueing an operation.
    case remove(id: String, PendingOperation?)
    /// Replace the sync metadata.
    case meta(SyncMetadata)
    /// Replace items, outbox, metadata and base at once (after a resync; `nil` base: the items);
    /// written as a new snapshot.
    case replaceAll(items: [TodoItem], outbox: Outbox, sync: SyncMetadata, base: [TodoItem]?)
    /// Set (or clear) the outbox entry of one item as it is, without coalescing.
    case setOperation(id: String, PendingOperation?)
    /// Set the base's version of one item (`nil`: the server does not hold it).
    case setBase(id: String, TodoItem?)
    /// Append records to the conflict log.
    case logConflicts([ConflictRecord])
    /// Empty the conflict log.
    case clearConflicts
    /// Several changes that are durable together or not at all: one journal line.
    case transaction([StoreChange])
    /// Remember a command for `todo undo` (the oldest beyond ``HistoryEntry/limit`` is dropped).
    case record(HistoryEntry)
    /// Forget the last command remembered (it has been undone).
    case popHistory

    /// Whether this change is written as a new snapshot rather than a journal line.
    var isBulk: Bool {
        switch self {
        case .replaceAll: true
        case .transaction(let changes): changes.contains { $0.isBulk }
        default: false
        }
    }
}

extension StoreChange: Codable {
    private enum CodingKeys: String, CodingKey {
        case put
        case remove = "del"
        case queue = "q"
        case op
        case meta
        case outboxSet = "qset"
        case baseSet = "base"
        case absent
        case conflicts
        case clearConflicts = "clear_conflicts"
        case transaction = "tx"
        case history = "hist"
        case popHistory = "undo"
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let queued = try c.decodeIfPresent(PendingOperation.Kind.self, forKey: .queue)
        let explicit = try c.decodeIfPresent(PendingOperation.self, forKey: .op)
        if let item = try c.decodeIfPresent(TodoItem.self, forKey: .put) {
            switch queued {
            case .create: self = .put(item, .create(item))
            case .update: self = .put(item, .update(item))
            case .delete: self = .put(item, .delete(id: item.id))
            case nil: self = .put(item, explicit)
            }
        } else if let id = try c.decodeIfPresent(String.self, forKey: .remove) {
            self = .remove(id: id, queued == .delete ? .delete(id: id) : explicit)
        } else if let meta = try c.decodeIfPresent(SyncMetadata.self, forKey: .meta) {
            self = .meta(meta)
        } else if let id = try c.decodeIfPresent(String.self, forKey: .outboxSet) {
            self = .setOperation(id: id, explicit)
        } else if c.contains(.baseSet) {
            if try c.decodeIfPresent(Bool.self, forKey: .absent) == true {
                self = .setBase(id: try c.decode(String.self, forKey: .baseSet), nil)
            } else {
                let item = try c.decode(TodoItem.self, forKey: .baseSet)
                self = .setBase(id: item.id, item)
            }
        } else if let records = try c.decodeIfPresent([ConflictRecord].self, forKey: .conflicts) {
            self = .logConflicts(records)
        } else if try c.decodeIfPresent(Bool.self, forKey: .clearConflicts) == true {
            self = .clearConflicts
        } else if let changes = try c.decodeIfPresent([StoreChange].self, forKey: .transaction) {
            self = .transaction(changes)
        } else if let entry = try c.decodeIfPresent(HistoryEntry.self, forKey: .history) {
            self = .record(entry)
        } else if try c.decodeIfPresent(Bool.self, forKey: .popHistory) == true {
            self = .popHistory
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "unknown journal entry"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .put(let item, let operation):
            try c.encode(item, forKey: .put)
            switch operation {
            case .create(let queued) where queued == item: try c.encode(PendingOperation.Kind.create, forKey: .queue)
            case .update(let queued) where queued == item: try c.encode(PendingOperation.Kind.update, forKey: .queue)
            case .delete(let id) where id == item.id: try c.encode(PendingOperation.Kind.delete, forKey: .queue)
            default: try c.encodeIfPresent(operation, forKey: .op)
            }
        case .remove(let id, let operation):
            try c.encode(id, forKey: .remove)
            if operation == .delete(id: id) {
                try c.encode(PendingOperation.Kind.delete, forKey: .queue)
            } else {
                try c.encodeIfPresent(operation, forKey: .op)
            }
        case .meta(let sync):
            try c.encode(sync, forKey: .meta)
        case .setOperation(let id, let operation):
            try c.encode(id, forKey: .outboxSet)
            try c.encodeIfPresent(operation, forKey: .op)
        case .setBase(let id, let item):
            if let item {
                try c.encode(item, forKey: .baseSet)
            } else {
                try c.encode(id, forKey: .baseSet)
                try c.encode(true, forKey: .absent)
            }
        case .logConflicts(let records):
            try c.encode(records, forKey: .conflicts)
        case .clearConflicts:
            try c.encode(true, forKey: .clearConflicts)
        case .transaction(let changes):
            try c.encode(changes, forKey: .transaction)
        case .record(let entry):
            try c.encode(entry, forKey: .history)
        case .popHistory:
            try c.encode(true, forKey: .popHistory)
        case .replaceAll:
            throw EncodingError.invalidValue(self, .init(codingPath: [], debugDescription: "not a journal entry"))
        }
    }
}
