import TodoModel

extension TodoItem {
    /// Whether the two hold the same todo as a user sees it: every field but `changed_at` and
    /// `last_updated_by` (``TodoField/isContent``).
    ///
    /// The merge uses it to tell identical changes made on both sides (no conflict) from
    /// different ones.
    public func hasSameContent(as other: TodoItem) -> Bool {
        TodoField.inOrder.allSatisfy { !$0.isContent || $0.same(self, other) }
    }
}
