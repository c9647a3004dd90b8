import OrderedCollections

/// The pending operations, in the order they are to be sent, at most one per item.
///
/// Appending an operation for an item that already has one coalesces the two in place
/// (see ``PendingOperation/coalesced(with:)``), so the outbox never grows past the number of
/// items changed since the last sync.
public struct Outbox: Sendable, Hashable {
    private var storage: OrderedDictionary<String, PendingOperation> = [:]

    public init() {}

    public init(_ operations: [PendingOperation]) {
        for operation in operations { append(operation) }
    }

    /// The operations in sending order.
    public var operations: [PendingOperation] { Array(storage.values) }
    /// The operations in sending order, without copying them.
    public var inOrder: OrderedDictionary<String, PendingOperation>.Values { storage.values }
    public var count: Int { storage.count }
    public var isEmpty: Bool { storage.isEmpty }
    public var first: PendingOperation? { storage.values.first }

    /// The pending operation for one item, if any.
    public func operation(for itemID: String) -> PendingOperation? { storage[itemID] }

    /// Adds `operation`, coalescing it with a pending one for the same item.
    public mutating func append(_ operation: PendingOperation) {
        let id = operation.itemID
        if let existing = storage[id] {
            if let merged = existing.coalesced(with: operation) {
                storage[id] = merged
            } else {
                storage.removeValue(forKey: id)
            }
        } else {
            storage[id] = operation
        }
    }

    /// Turns a pending `create` of this item into an `update` of it, in place; any other pending
    /// operation stays as it is. For a create whose answer was lost: the server may hold the item, so
    /// a later delete must be sent (update+delete → delete) rather than cancel the create out.
    public mutating func markPossiblyOnServer(itemID: String) {
        guard case .create(let item) = storage[itemID] else { return }
        storage[itemID] = .update(item)
    }

    /// Turns a pending `update` of this item back into a `create`, in place: the server answered
    /// that it does not hold the item.
    public mutating func markNotOnServer(itemID: String) {
        guard case .update(let item) = storage[itemID] else { return }
        storage[itemID] = .create(item)
    }

    /// Removes the first operation (after the server acknowledged it).
    @discardableResult
    public mutating func removeFirst() -> PendingOperation? {
        guard !storage.isEmpty else { return nil }
        return storage.removeFirst().value
    }

    /// Removes the pending operation for one item.
    public mutating func remove(itemID: String) {
        storage.removeValue(forKey: itemID)
    }

    public mutating func removeAll() { storage.removeAll() }

    /// Sets (or clears) the entry of one item as it is, without coalescing; a new entry goes last.
    public mutating func set(itemID: String, _ operation: PendingOperation?) {
        if let operation {
            storage[itemID] = operation
        } else {
            storage.removeValue(forKey: itemID)
        }
    }
}

extension Outbox: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(try [PendingOperation](from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try operations.encode(to: encoder)
    }
}
