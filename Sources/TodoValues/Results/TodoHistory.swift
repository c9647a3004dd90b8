import TodoModel
import TodoStore

/// One todo's history, newest first, with its id (the todo may be gone).
public struct TodoHistory: Sendable {
    /// The todo's id.
    public var id: String
    /// The todo as it is now; `nil` when deleted.
    public var current: TodoItem?
    /// Newest first; each with its version number (``VersionRecord/number``: the `K` of `todo
    /// log ID --version K` and `todo restore ID K`), which later versions do not shift.
    public var entries: [VersionRecord]

    /// The entry numbered `number`.
    public func entry(number: Int) -> VersionRecord? {
        entries.first { $0.number == number }
    }

    package init(
        id: String, current: TodoItem? = nil, entries: [VersionRecord]
    ) {
        self.id = id
        self.current = current
        self.entries = entries
    }
}
