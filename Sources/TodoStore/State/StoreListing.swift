import OrderedCollections
import TodoModel
import TodoSync

/// What `list` reads: the todos in creation order and their short numbers, without the outbox,
/// the base, the conflicts or the undo history (see ``FileCache/listing()``).
///
/// It holds only part of the store, so it cannot be committed or written as a snapshot.
public struct StoreListing: Sendable, Equatable {
    /// Every todo, in creation order.
    public private(set) var items: [TodoItem]
    /// The short number of each of ``items``, at the same position; 0 for a todo without one.
    public private(set) var numberAt: [Int]

    /// The pending todos' short numbers, by id (made from ``numberAt`` at each call).
    public var numbers: [String: Int] {
        var byID: [String: Int] = [:]
        for (position, number) in numberAt.enumerated() where number > 0 { byID[items[position].id] = number }
        return byID
    }

    /// The part of `state` a listing holds.
    public init(_ state: StoreState) {
        self.init(items: Array(state.items.values), numbers: state.numbers.byID)
    }

    init(items: [TodoItem], numbers: [String: Int]) {
        self.init(items: items, numberAt: items.map { numbers[$0.id] ?? 0 })
    }

    init(items: [TodoItem], numberAt: [Int]) {
        precondition(items.count == numberAt.count, "a number for each todo")
        self.items = items
        self.numberAt = numberAt
    }

    /// A listing made as ``StoreState`` is read: the snapshot's todos and numbers brought in step,
    /// then the journal's changes applied one by one.
    struct Builder {
        var items: OrderedDictionary<String, TodoItem>
        var numbers: ShortNumbers

        /// `items` with the numbers of a snapshot (`nil`: written before short numbers), brought
        /// in step with them as ``StoreState`` does when it is read.
        init(items: OrderedDictionary<String, TodoItem>, numbers: ShortNumbers?) {
            self.items = items
            var numbers = numbers ?? ShortNumbers()
            numbers.follow(items)
            self.numbers = numbers
        }

        var listing: StoreListing { StoreListing(items: Array(items.values), numbers: numbers.byID) }

        /// Applies what `change` does to the todos and their numbers: the part of
        /// ``StoreState/apply(_:)`` that concerns them.
        mutating func apply(_ change: StoreChange) {
            change.replay(into: &self)
        }
    }
}

extension StoreListing.Builder: StoreChangeReader {
    mutating func put(_ item: TodoItem, _ operation: PendingOperation?) {
        items[item.id] = item
        numbers.update(id: item.id, item: item)
    }

    mutating func remove(id: String, _ operation: PendingOperation?) {
        items.removeValue(forKey: id)
        numbers.release(id)
    }

    mutating func replaceAll(items newItems: [TodoItem], outbox: Outbox, sync: SyncMetadata, base: [TodoItem]?) -> Bool
    {
        items = OrderedDictionary(newItems.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        numbers.follow(items)
        return true
    }
}
