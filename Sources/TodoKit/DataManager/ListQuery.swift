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
        let needles = search.map { $0.lowercased() }
        var pending: [TodoItem] = []
        var done: [TodoItem] = []
        for item in items {
            if overdueOnly && !Self.isOverdue(item, startOfToday: startOfToday) { continue }
            if !needles.isEmpty {
                let text = item.text.lowercased()
                guard needles.allSatisfy({ text.contains($0) }) else { continue }
            }
            if !tags.isEmpty || !withoutTags.isEmpty {
                guard tags.allSatisfy({ Tags.text(item.text, has: $0) }),
                    !withoutTags.contains(where: { Tags.text(item.text, has: $0) })
                else { continue }
            }
            if item.done {
                if filter != .pending { done.append(item) }
            } else if filter != .done {
                pending.append(item)
            }
        }
        return (sorted(pending), sorted(done))
    }

    private func sorted(_ items: [TodoItem]) -> [TodoItem] {
        switch sort {
        case .created:
            // Items are kept in creation order; a stable sort keeps it for equal times.
            return items.enumerated().sorted { a, b in
                a.element.createdAt != b.element.createdAt
                    ? a.element.createdAt < b.element.createdAt : a.offset < b.offset
            }.map(\.element)
        case .due:
            return items.enumerated().sorted { a, b in
                switch (a.element.deadline, b.element.deadline) {
                case (let x?, let y?) where x != y: return x < y
                case (nil, _?): return false
                case (_?, nil): return true
                default: return a.offset < b.offset
                }
            }.map(\.element)
        case .importance:
            return items.enumerated().sorted { a, b in
                a.element.importance != b.element.importance
                    ? a.element.importance > b.element.importance : a.offset < b.offset
            }.map(\.element)
        case .changed:
            return items.enumerated().sorted { a, b in
                a.element.changedAt != b.element.changedAt
                    ? a.element.changedAt > b.element.changedAt : a.offset < b.offset
            }.map(\.element)
        }
    }
}
