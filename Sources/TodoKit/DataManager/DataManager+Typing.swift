import TodoModel
import TodoStore
import TodoValues

/// Several todos at once.
extension DataManager {
    /// The history entry of a command that changed the todos of `before`, for ``commit(_:)``.
    func record(_ command: CommandName, _ before: [HistoryEntry.Before]) -> StoreChange {
        .record(HistoryEntry(command: command.rawValue, at: settings.now(), items: before))
    }

    /// For each id, how many of its characters tell it apart from the others (at least four):
    /// one more than the longest prefix it shares with any of them.
    static func distinguishingLengths(_ ids: [String]) -> [String: Int] {
        let sorted = ids.map { ($0, Array($0.lowercased())) }.sorted { $0.1.lexicographicallyPrecedes($1.1) }
        func common(_ a: [Character], _ b: [Character]) -> Int {
            var n = 0
            while n < a.count, n < b.count, a[n] == b[n] { n += 1 }
            return n
        }
        var lengths: [String: Int] = [:]
        for (index, (id, chars)) in sorted.enumerated() {
            var shared = 0
            if index > 0 { shared = max(shared, common(chars, sorted[index - 1].1)) }
            if index + 1 < sorted.count { shared = max(shared, common(chars, sorted[index + 1].1)) }
            lengths[id] = min(chars.count, max(4, shared + 1))
        }
        return lengths
    }

    /// Marks the todos `ids` done (or pending again) as one change and one undo step; returns
    /// each todo after it, and whether it was so already (those are left untouched).
    public func setDone(
        _ ids: [String], done: Bool, command: CommandName
    ) throws(TodoError) -> [(item: TodoItem, already: Bool)] {
        try setDoneRepeating(ids, done: done, command: command).results
    }

    /// ``setDone(_:done:command:)``, and the next occurrences of the repeating todos it completed,
    /// made in the same commit (see ``Recurrence``).
    public func setDoneRepeating(
        _ ids: [String], done: Bool, command: CommandName
    ) throws(TodoError) -> (results: [(item: TodoItem, already: Bool)], successors: [TodoItem]) {
        let deviceID = try deviceID()
        let now = settings.now()
        var changes: [StoreChange] = []
        var before: [HistoryEntry.Before] = []
        var results: [(item: TodoItem, already: Bool)] = []
        var successors: [TodoItem] = []
        for id in ids {
            guard let item = try item(id) else { throw .usage(.idUnknown, ["prefix": id]) }
            guard item.done != done else {
                results.append((item, true))
                continue
            }
            var updated = item
            updated.done = done
            updated.changedAt = max(now, item.changedAt)
            updated.lastUpdatedBy = deviceID
            changes.append(.put(updated, .update(updated)))
            before.append(.init(id: id, item: item, after: .of(updated)))
            results.append((updated, false))
            // Recurrence (issue 35)
            if done, let next = try successorToMake(of: item, now: now, deviceID: deviceID, making: successors) {
                changes.append(.put(next, .create(next)))
                before.append(.init(id: next.id, item: nil, after: .of(next)))
                successors.append(next)
            }
        }
        if !changes.isEmpty { try commit(changes + [record(command, before)]) }
        return (results, successors)
    }

    /// Removes the todos `ids` as one change and one undo step. With `expected`, each todo must
    /// still be exactly as given there (what the user confirmed), else nothing is removed.
    @discardableResult
    public func remove(ids: [String], expected: [String: TodoItem]? = nil) throws(TodoError) -> [TodoItem] {
        var removed: [TodoItem] = []
        for id in ids {
            let item = try item(id)
            if let expected, let wanted = expected[id], item != wanted {
                throw .other(.removeChanged, ["todo": Self.describe(wanted)])
            }
            guard let item else { throw .usage(.idUnknown, ["prefix": id]) }
            removed.append(item)
        }
        guard !removed.isEmpty else { return [] }
        try commit(
            removed.map { .remove(id: $0.id, .delete(id: $0.id)) }
                + [record(.rm, removed.map { .init(id: $0.id, item: $0, after: .removed) })])
        return removed
    }

    /// `1a2b3c4d "text"`, for messages about a todo.
    static func describe(_ item: TodoItem) -> String {
        TerminalText.escape("\(item.id.prefix(TodoItem.shortIDLength)) \"\(clip(item.text, 60))\"")
    }
}
