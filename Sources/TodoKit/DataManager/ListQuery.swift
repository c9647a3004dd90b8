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
        var pending: [Int] = []
        var done: [Int] = []
        items.withUnsafeBufferPointer { items in
            for position in items.indices {
                if overdueOnly && !Self.isOverdue(items[position], startOfToday: startOfToday) { continue }
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
        let before: (TodoItem, TodoItem) -> Bool
        switch sort {
        case .created: before = { $0.createdAt < $1.createdAt }
        case .due:
            before = { a, b in
                switch (a.deadline, b.deadline) {
                case (let x?, let y?): x < y
                case (_?, nil): true
                case (nil, _): false
                }
            }
        case .importance: before = { $0.importance > $1.importance }
        case .changed: before = { $0.changedAt > $1.changedAt }
        }
        return items.withUnsafeBufferPointer { items in
            // Already in order (creation order usually is): nothing to move.
            let inOrder = positions.indices.dropFirst().allSatisfy { index in
                !before(items[positions[index]], items[positions[index - 1]])
            }
            if inOrder { return positions }
            // Positions grow with the list's order, so comparing them keeps equal keys in it.
            return positions.sorted { a, b in
                before(items[a], items[b]) || (!before(items[b], items[a]) && a < b)
            }
        }
    }
}
