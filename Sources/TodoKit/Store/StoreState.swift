import OrderedCollections

/// The whole local store in memory: items, outbox and sync metadata.
public struct StoreState: Sendable, Equatable {
    /// This device's id, the `last_updated_by` of local changes.
    public var deviceID: String
    /// Items by id, in creation order.
    public var items: OrderedDictionary<String, TodoItem>
    public var outbox: Outbox
    public var sync: SyncMetadata

    public init(
        deviceID: String,
        items: OrderedDictionary<String, TodoItem> = [:],
        outbox: Outbox = Outbox(),
        sync: SyncMetadata = SyncMetadata()
    ) {
        self.deviceID = deviceID
        self.items = items
        self.outbox = outbox
        self.sync = sync
    }

    /// Applies one change, as replaying the journal does.
    public mutating func apply(_ change: StoreChange) {
        switch change {
        case .put(let item, let operation):
            items[item.id] = item
            if let operation { outbox.append(operation) }
        case .remove(let id, let operation):
            items.removeValue(forKey: id)
            if let operation { outbox.append(operation) }
        case .meta(let sync):
            self.sync = sync
        case .replaceAll(let newItems, let newOutbox, let sync):
            items = OrderedDictionary(uniqueKeysWithValues: newItems.map { ($0.id, $0) })
            outbox = newOutbox
            self.sync = sync
        }
    }
}

/// One durable change to the store: a journal line.
public enum StoreChange: Sendable, Hashable {
    /// Insert or replace an item, optionally queueing an operation.
    case put(TodoItem, PendingOperation?)
    /// Remove an item, optionally queueing an operation.
    case remove(id: String, PendingOperation?)
    /// Replace the sync metadata.
    case meta(SyncMetadata)
    /// Replace items, outbox and metadata at once (after a resync); written as a new snapshot.
    case replaceAll(items: [TodoItem], outbox: Outbox, sync: SyncMetadata)
}

extension StoreChange: Codable {
    private enum CodingKeys: String, CodingKey {
        case put
        case remove = "del"
        case queue = "q"
        case op
        case meta
    }

    /// The queued operation's kind when it is the one the line's own put or delete implies.
    private enum Queued: String, Codable {
        case create
        case update
        case delete
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let queued = try c.decodeIfPresent(Queued.self, forKey: .queue)
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
            case .create(let queued) where queued == item: try c.encode(Queued.create, forKey: .queue)
            case .update(let queued) where queued == item: try c.encode(Queued.update, forKey: .queue)
            case .delete(let id) where id == item.id: try c.encode(Queued.delete, forKey: .queue)
            default: try c.encodeIfPresent(operation, forKey: .op)
            }
        case .remove(let id, let operation):
            try c.encode(id, forKey: .remove)
            if operation == .delete(id: id) {
                try c.encode(Queued.delete, forKey: .queue)
            } else {
                try c.encodeIfPresent(operation, forKey: .op)
            }
        case .meta(let sync):
            try c.encode(sync, forKey: .meta)
        case .replaceAll:
            throw EncodingError.invalidValue(self, .init(codingPath: [], debugDescription: "not a journal entry"))
        }
    }
}
