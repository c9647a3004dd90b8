import TodoModel

extension TodoItem {
    /// Characters of the id shown in the list and in messages about a todo.
    public static let shortIDLength = 8
}
