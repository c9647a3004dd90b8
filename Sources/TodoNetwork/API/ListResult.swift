import TodoModel

/// The whole list and its revision, as `GET /list` and `PATCH /list` answer.
public struct ListResult: Sendable, Hashable {
    public var items: [TodoItem]
    public var revision: Int

    public init(items: [TodoItem], revision: Int) {
        self.items = items
        self.revision = revision
    }
}
