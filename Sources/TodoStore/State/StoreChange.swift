import TodoModel
import TodoSync

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
    /// Append entries to the store's history (`todo log`, issue 34): a sync's merges, an undo.
    case logVersions([VersionRecord])

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
        case versions
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
        } else if let records = try c.decodeIfPresent([VersionRecord].self, forKey: .versions) {
            self = .logVersions(records)
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
        case .logVersions(let records):
            try c.encode(records, forKey: .versions)
        case .replaceAll:
            throw EncodingError.invalidValue(self, .init(codingPath: [], debugDescription: "not a journal entry"))
        }
    }
}
