import TodoModel

/// Which todos `todo list` shows and in what order.
public struct ListQuery: Sendable, Equatable {
    /// Which completion states to show.
    public enum Filter: String, Sendable, CaseIterable {
        case all
        case pending
        case done
    }

    /// The order within each section.
    public enum Sort: String, Sendable, CaseIterable {
        /// Earliest deadline first, todos without one last.
        case due
        /// Important first.
        case importance
        /// Oldest first (the default).
        case created
        /// Most recently changed first.
        case changed
    }

    public var filter: Filter
    public var sort: Sort
    /// Case-insensitive words that must all appear in the text.
    public var search: [String]
    /// Only pending todos whose deadline day is before today.
    public var overdueOnly: Bool
    /// Tags and contexts (`+home`, `@phone`) a todo must all have (case-insensitive; see ``Tags``).
    public var tags: [String]
    /// Tags and contexts a todo must have none of (`todo list -+home`).
    public var withoutTags: [String]
    // Recurrence and waiting (issue 35)
    /// Whether pending todos waiting for a later day (`t:` token) are left out, the only ones, or shown.
    public var waiting: Waiting = .hidden
    /// Only todos due in this range of Unix seconds (`--due today`, `--due-before`, `--due-after`).
    public var dueRange: DueRange?

    public init(
        filter: Filter = .all, sort: Sort = .created, search: [String] = [], overdueOnly: Bool = false,
        tags: [String] = [], withoutTags: [String] = []
    ) {
        self.filter = filter
        self.sort = sort
        self.search = search
        self.overdueOnly = overdueOnly
        self.tags = tags
        self.withoutTags = withoutTags
    }

    /// Whether `item` is overdue at `now`: pending, with a deadline before the start of today.
    public static func isOverdue(_ item: TodoItem, startOfToday: Int64) -> Bool {
        guard !item.done, let deadline = item.deadline else { return false }
        return deadline < startOfToday
    }

    /// Applies the query: the pending and the completed todos, each sorted.
    public func run(on items: some Sequence<TodoItem>, startOfToday: Int64) -> (pending: [TodoItem], done: [TodoItem]) {
        let items = Array(items)
        let found = positions(in: items, startOfToday: startOfToday)
        return (found.pending.map { items[$0] }, found.done.map { items[$0] })
    }

    /// The query's answer as positions in `items`: those of the pending and of the completed
    /// todos, each in the chosen order (so that what goes with each todo, such as its short
    /// number, is found by position).
    public func positions(in items: [TodoItem], startOfToday: Int64) -> (pending: [Int], done: [Int]) {
        let needles = search.map { $0.lowercased() }
        let today = waiting == .shown ? nil : Self.today(startOfToday: startOfToday)
        var pending: [Int] = []
        var done: [Int] = []
        items.withUnsafeBufferPointer { items in
            for position in items.indices {
                if overdueOnly && !Self.isOverdue(items[position], startOfToday: startOfToday) { continue }
                if let dueRange, !dueRange.contains(items[position].deadline) { continue }
                if let today, !shows(items[position], today: today) { continue }
                if !needles.isEmpty {
                    let text = items[position].text.lowercased()
                    guard needles.allSatisfy({ text.contains($0) }) else { continue }
                }
                if !tags.isEmpty || !withoutTags.isEmpty {
                    let text = items[position].text
                    guard tags.allSatisfy({ Tags.text(text, has: $0) }),
                        !withoutTags.contains(where: { Tags.text(text, has: $0) })
                    else { continue }
                }
                if items[position].done {
                    if filter != .pending { done.append(position) }
                } else if filter != .done {
                    pending.append(position)
                }
            }
        }
        return (sorted(pending, in: items), sorted(done, in: items))
    }

    /// `positions` in the chosen order of their todos; a stable sort (items are kept in creation
    /// order, so equal keys keep it).
    private func sorted(_ positions: [Int], in items: [TodoItem]) -> [Int] {
        // Each todo's sort key, read once: comparing keys copies no todo (a copy of a todo
        // retains its strings, and a sort compares a hundred thousand todos several times).
        let descending = sort == .importance || sort == .changed
        let keys: [(Int64, Int64)] = items.withUnsafeBufferPointer { items in
            positions.map { position in
                switch sort {
                case .created: (items[position].createdAt, 0)
                case .changed: (items[position].changedAt, 0)
                case .importance: (Int64(items[position].importance.rank), 0)
                // Todos without a deadline after those with one.
                case .due: items[position].deadline.map { (0, $0) } ?? (1, 0)
                }
            }
        }
        func before(_ a: Int, _ b: Int) -> Bool { descending ? keys[a] > keys[b] : keys[a] < keys[b] }
        // Already in order (creation order usually is): nothing to move.
        if keys.indices.dropFirst().allSatisfy({ !before($0, $0 - 1) }) { return positions }
        // Positions grow with the list's order, so equal keys keep it.
        return keys.indices.sorted { a, b in before(a, b) || (!before(b, a) && a < b) }.map { positions[$0] }
    }
}
