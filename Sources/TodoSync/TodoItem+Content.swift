import TodoModel

extension TodoItem {
    /// Whether the two hold the same todo as a user sees it: every field but `changed_at` and
    /// `last_updated_by`.
    ///
    /// The merge uses it to tell identical changes made on both sides (no conflict) from
    /// different ones.
    public func hasSameContent(as other: TodoItem) -> Bool {
        id == other.id && text == other.text && importance == other.importance && deadline == other.deadline
            && done == other.done && color == other.color && createdAt == other.createdAt
    }
}
