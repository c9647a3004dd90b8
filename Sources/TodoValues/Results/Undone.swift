import TodoModel

/// What `todo undo` did: the command undone, the todos restored (as they are now) and those
/// removed (as they were); or, `refused`, why it changed nothing.
public struct Undone: Sendable {
    public var command: String
    public var at: Int64
    public var restored: [TodoItem]
    public var removed: [TodoItem]
    /// The todos changed elsewhere since the command (by sync, a merge), as they are now:
    /// refused, the reason; forced, the versions the undo replaced, each in the conflict log.
    public var changedElsewhere: [TodoItem] = []
    /// The todos deleted elsewhere since the command, as the undo would have restored them;
    /// never brought back.
    public var deletedElsewhere: [TodoItem] = []
    /// Whether the undo changed nothing because of them (without `force`): the command stays
    /// the one to undo.
    public var refused = false
    /// Next occurrences of a repeating todo that the undone `done` made and that were touched
    /// since, as they are now: left in place (issue 35).
    public var keptOccurrences: [TodoItem] = []

    package init(
        command: String, at: Int64, restored: [TodoItem], removed: [TodoItem], changedElsewhere: [TodoItem] = [],
        deletedElsewhere: [TodoItem] = [], refused: Bool = false, keptOccurrences: [TodoItem] = []
    ) {
        self.command = command
        self.at = at
        self.restored = restored
        self.removed = removed
        self.changedElsewhere = changedElsewhere
        self.deletedElsewhere = deletedElsewhere
        self.refused = refused
        self.keptOccurrences = keptOccurrences
    }
}
