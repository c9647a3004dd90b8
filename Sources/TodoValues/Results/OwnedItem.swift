import TodoModel

/// A todo with its owner: an account's username or "Local Device".
public struct OwnedItem: Sendable, Equatable, Encodable {
    public var item: TodoItem
    public var owner: String

    public init(_ item: TodoItem, owner: String) {
        self.item = item
        self.owner = owner
    }

    /// The wire element's fields plus `owner`.
    public func encode(to encoder: any Encoder) throws {
        try item.encode(to: encoder)
        var c = encoder.container(keyedBy: OwnerKey.self)
        try c.encode(owner, forKey: .owner)
    }

    private enum OwnerKey: String, CodingKey {
        case owner
    }
}
