import TodoModel

/// One element and the list's revision after the request, as the `/list/{id}` endpoints and
/// `POST /list` answer (`DELETE` returns the removed element).
public struct ElementResult: Sendable, Hashable {
    public var item: TodoItem
    public var revision: Int
}
