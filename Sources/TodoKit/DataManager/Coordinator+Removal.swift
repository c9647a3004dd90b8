import TodoModel
import TodoValues

extension Coordinator {
    /// `todo clear`: removes every todo of both stores, or only the completed ones.
    ///
    /// With `ask`, the person is asked first, with the stores' locks released while they answer
    /// (a `.usage` error when nobody can be asked); then only the todos asked about are removed (not one
    /// added or changed meanwhile). Returns `nil` when the answer was no.
    public func clear(
        doneOnly: Bool,
        ask: Bool,
        prompter: some Prompter,
        progress: any ProgressReporter = SilentProgress()
    ) async throws(TodoError) -> Changed<[TodoItem]>? {
        var asked: Set<String>?
        if ask {
            let ids = try read { stores throws(TodoError) -> Set<String> in
                let ids = Set(try stores.allItems().filter { !doneOnly || $0.item.done }.map(\.item.id))
                guard ids.isEmpty || prompter.canAsk else {
                    throw .usage(Message.plural(ids.count, one: .clearNeedsYesOne, other: .clearNeedsYesOther))
                }
                return ids
            }
            if !ids.isEmpty {
                guard prompter.confirm(.clear(count: ids.count, doneOnly: doneOnly)) else { return nil }
            }
            asked = ids
        }
        return try await change(progress: progress) { stores throws(TodoError) -> ([TodoItem], Bool) in
            let own = try stores.primary.clear(doneOnly: doneOnly, only: asked)
            return (own + (try stores.local?.clear(doneOnly: doneOnly, only: asked) ?? []), !own.isEmpty)
        }
    }

    /// `todo rm`: removes the todos `words` name (see ``changeItems(_:progress:_:)``).
    ///
    /// With `ask` and a person to ask, they are asked first, with the stores' locks released
    /// while they answer; then exactly the todos confirmed are removed, if they have not changed
    /// meanwhile. Returns `nil` when the answer was no.
    public func remove(
        _ words: [String],
        ask: Bool,
        prompter: some Prompter,
        progress: any ProgressReporter = SilentProgress()
    ) async throws(TodoError) -> Changed<[TodoItem]>? {
        var confirmed: [String: TodoItem]?
        var targets = words
        if ask && prompter.canAsk {
            let items = try read { stores throws(TodoError) in try stores.resolveAll(words).map(\.item) }
            guard prompter.confirm(.remove(items)) else { return nil }
            confirmed = Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            targets = items.map(\.id)
        }
        return try await changeItems(targets, progress: progress) { manager, items throws(TodoError) in
            try manager.remove(ids: items.map(\.id), expected: confirmed)
        }
    }
}
