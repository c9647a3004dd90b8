import OrderedCollections
import TodoModel

/// The small numbers of the pending todos (`todo done 3`), kept in the store.
///
/// The rule: a pending todo gets the lowest number no other pending todo has, when it is
/// created, made pending again, or arrives by sync; it keeps that number until it is done or
/// removed, and only then can the number go to another todo. The numbers are the device's own:
/// they are never sent to the server.
///
/// The assignment depends only on which ids hold which numbers, so replaying the same journal
/// over the same snapshot always gives the same numbers: a change and the numbers it causes are
/// durable together, in one journal line.
public struct ShortNumbers: Sendable {
    /// The number of each numbered todo, by id.
    public private(set) var byID: [String: Int] = [:]
    /// The id holding each number.
    public private(set) var byNumber: [Int: String] = [:]
    /// Numbers below `next` that no todo holds, highest first (the lowest is popped).
    private var free: [Int] = []
    /// The lowest number never handed out.
    private var next = 1

    public init() {}

    /// The numbers as a snapshot writes them: the id holding each number from 1, `nil` for a
    /// free one.
    init(slots: [String?]) {
        byID.reserveCapacity(slots.count)
        byNumber.reserveCapacity(slots.count)
        for (index, id) in slots.enumerated() {
            let number = index + 1
            if let id, byID[id] == nil {
                byID[id] = number
                byNumber[number] = id
            } else {
                free.append(number)
            }
        }
        free.reverse()
        next = slots.count + 1
    }

    /// The highest number given out (the length of ``slots``).
    var highest: Int { byNumber.keys.max() ?? 0 }

    /// The id of each number from 1 up to the highest in use; `nil` where free.
    var slots: [String?] {
        let highest = highest
        guard highest > 0 else { return [] }
        return (1...highest).map { byNumber[$0] }
    }

    public var count: Int { byID.count }

    /// Gives `id` the lowest free number, unless it has one.
    mutating func assign(_ id: String) {
        guard byID[id] == nil else { return }
        let number = Self.take(from: &free, next: &next)
        byID[id] = number
        byNumber[number] = id
    }

    /// Frees the number of `id`, if it has one.
    mutating func release(_ id: String) {
        guard let number = byID.removeValue(forKey: id) else { return }
        byNumber.removeValue(forKey: number)
        Self.giveBack(number, to: &free)
    }

    /// The rule's one step: the lowest free number (`free` is sorted highest first), else `next`,
    /// which then moves on.
    static func take(from free: inout [Int], next: inout Int) -> Int {
        if let lowest = free.popLast() { return lowest }
        defer { next += 1 }
        return next
    }

    /// Returns `number` to `free`, kept sorted highest first.
    static func giveBack(_ number: Int, to free: inout [Int]) {
        var low = 0
        var high = free.count
        while low < high {
            let mid = (low + high) / 2
            if free[mid] > number { low = mid + 1 } else { high = mid }
        }
        free.insert(number, at: low)
    }

    /// Brings the numbers in step with a whole list: numbers of todos that are gone or done are
    /// freed, then each pending todo without one gets one, in the list's order.
    mutating func follow(_ items: OrderedDictionary<String, TodoItem>) {
        for id in byID.keys where items[id].map(\.done) ?? true { release(id) }
        // Every number left is a pending todo's: when there are as many as pending todos, each
        // has one already (the usual case, a snapshot read back), and no id needs looking up.
        guard byID.count < items.values.count(where: { !$0.done }) else { return }
        for (id, item) in items where !item.done { assign(id) }
    }

    /// Keeps the numbers in step with a todo that is now `item` (`nil`: removed).
    mutating func update(id: String, item: TodoItem?) {
        if let item, !item.done { assign(id) } else { release(id) }
    }
}

extension ShortNumbers: Equatable {
    /// Equal when the same ids hold the same numbers (what the rest follows from).
    public static func == (lhs: ShortNumbers, rhs: ShortNumbers) -> Bool { lhs.byID == rhs.byID }
}

/// One command's change, kept so that `todo undo` can revert it.
public struct HistoryEntry: Sendable, Hashable, Codable {
    /// The command, as the user would type it (`rm`, `done`, `import`).
    public var command: String
    /// When it ran (Unix seconds).
    public var at: Int64
    /// Each todo it changed, with its version before (`nil`: the command created it).
    public var items: [Before]

    public init(command: String, at: Int64, items: [Before]) {
        self.command = command
        self.at = at
        self.items = items
    }

    public struct Before: Sendable, Hashable, Codable {
        public var id: String
        /// The todo as it was, boxed: most entries of a large import are creations (`nil`), and an
        /// entry then takes a pointer's room rather than a whole todo's.
        private var box: Box?
        /// ``after`` in eight bytes (see ``After/code``).
        private var afterCode: UInt64

        public var item: TodoItem? {
            get { box?.item }
            set { box = newValue.map(Box.init) }
        }

        /// What the command left of the todo; `nil` in an entry written before it was kept.
        public var after: After? {
            get { After(code: afterCode) }
            set { afterCode = newValue?.code ?? 0 }
        }

        public init(id: String, item: TodoItem?, after: After? = nil) {
            self.id = id
            self.box = item.map(Box.init)
            self.afterCode = after?.code ?? 0
        }

        private final class Box: Sendable, Hashable {
            let item: TodoItem

            init(_ item: TodoItem) { self.item = item }

            static func == (lhs: Box, rhs: Box) -> Bool { lhs.item == rhs.item }
            func hash(into hasher: inout Hasher) { hasher.combine(item) }
        }

        private enum CodingKeys: String, CodingKey {
            case id
            case item = "before"
            case after
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            var after: After?
            if let text = try container.decodeIfPresent(String.self, forKey: .after) {
                guard let value = After(text: text) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .after, in: container, debugDescription: "not a content stamp")
                }
                after = value
            }
            self.init(
                id: try container.decode(String.self, forKey: .id),
                item: try container.decodeIfPresent(TodoItem.self, forKey: .item), after: after)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encodeIfPresent(item, forKey: .item)
            try container.encodeIfPresent(after?.text, forKey: .after)
        }
    }

    private enum CodingKeys: String, CodingKey {
        case command = "cmd"
        case at
        case items
    }

    /// How many commands the store keeps for undo.
    public static let limit = 100
}
