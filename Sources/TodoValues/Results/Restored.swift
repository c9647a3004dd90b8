import TodoModel

/// What `todo restore` did: the version written, and the one it replaced (`nil`: the todo
/// was gone); `refused` when that version came from elsewhere and `force` was not given.
public struct Restored: Sendable {
    /// The version written (or, already so or refused, the todo as it stays).
    public var item: TodoItem
    /// The version it replaced; `nil` when the todo was gone.
    public var replaced: TodoItem?
    /// The replaced version came from another device and is kept in the conflict log.
    public var overrode = false
    /// Nothing was written: the current version came from another device, and no `force`.
    public var refused = false
    /// Refused because the todo was deleted since the version the conflict record kept.
    public var deletedSince = false

    package init(
        item: TodoItem, replaced: TodoItem? = nil, overrode: Bool = false, refused: Bool = false,
        deletedSince: Bool = false
    ) {
        self.item = item
        self.replaced = replaced
        self.overrode = overrode
        self.refused = refused
        self.deletedSince = deletedSince
    }
}
