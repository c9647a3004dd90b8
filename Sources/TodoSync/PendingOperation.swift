import TodoModel

/// One change waiting in the outbox to be sent to the server.
public enum PendingOperation: Sendable, Hashable {
    /// `POST /list` with this element.
    case create(TodoItem)
    /// `PUT /list/{id}` with this element.
    case update(TodoItem)
    /// `DELETE /list/{id}`.
    case delete(id: String)

    /// The operation's name in the outbox's JSON (`"op"`).
    public enum Kind: String, Codable, Sendable {
        case create, update, delete

        /// The kind of `self` coalesced with an operation of kind `next` (see
        /// ``PendingOperation/coalesced(with:)``), `nil` when they cancel out: what a count of
        /// the outbox needs, without the items.
        public func coalesced(with next: Kind) -> Kind? {
            switch (self, next) {
            case (.create, .delete): nil
            case (.create, _): .create
            case (.update, .delete), (.delete, .delete): .delete
            case (.update, _), (.delete, _): .update
            }
        }
    }

    /// The operation's kind.
    public var kind: Kind {
        switch self {
        case .create: .create
        case .update: .update
        case .delete: .delete
        }
    }

    /// The id of the element the operation is about.
    public var itemID: String {
        switch self {
        case .create(let item), .update(let item): item.id
        case .delete(let id): id
        }
    }

    /// The operation that has the effect of `self` followed by `next` on the same item, or `nil`
    /// when the two cancel out (create then delete).
    ///
    /// create+update → create, create+delete → nothing, update+update → the last update,
    /// update+delete → delete, delete+create → update (the id exists on the server).
    public func coalesced(with next: PendingOperation) -> PendingOperation? {
        switch (self, next) {
        case (.create, .update(let item)): .create(item)
        case (.create, .delete): nil
        case (.create, .create(let item)): .create(item)
        case (.update, .update(let item)), (.update, .create(let item)): .update(item)
        case (.update, .delete(let id)), (.delete, .delete(let id)): .delete(id: id)
        case (.delete, .create(let item)), (.delete, .update(let item)): .update(item)
        }
    }
}

extension PendingOperation: Codable {
    private enum CodingKeys: String, CodingKey {
        case op
        case item
        case id
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        switch try c.decode(Kind.self, forKey: .op) {
        case .create: self = .create(try c.decode(TodoItem.self, forKey: .item))
        case .update: self = .update(try c.decode(TodoItem.self, forKey: .item))
        case .delete: self = .delete(id: try c.decode(String.self, forKey: .id))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .create(let item):
            try c.encode(Kind.create, forKey: .op)
            try c.encode(item, forKey: .item)
        case .update(let item):
            try c.encode(Kind.update, forKey: .op)
            try c.encode(item, forKey: .item)
        case .delete(let id):
            try c.encode(Kind.delete, forKey: .op)
            try c.encode(id, forKey: .id)
        }
    }
}
