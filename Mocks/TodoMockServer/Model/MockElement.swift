/// One todo element in the contract's wire format, as the mock stores it.
///
/// Decoding is strict: a missing required field, a wrong type, an unknown importance, an empty
/// `id` or a `color` that is not `#RRGGBB` fails. Unknown fields are ignored and not kept.
public struct MockElement: Sendable, Hashable, Codable {
    /// The client-generated identifier, unique in its list.
    public var id: String
    /// The todo's text; may be empty.
    public var text: String
    /// `low`, `basic` or `important`.
    public var importance: MockImportance
    /// Unix time in seconds.
    public var deadline: Int64?
    /// Whether the todo is completed.
    public var done: Bool
    /// `#RRGGBB`.
    public var color: String?
    /// Unix time in seconds.
    public var createdAt: Int64
    /// Unix time in seconds of the last change.
    public var changedAt: Int64
    /// The id of the device that made the last change.
    public var lastUpdatedBy: String

    /// Creates an element; ``validated()`` tells whether it obeys the contract.
    public init(
        id: String,
        text: String,
        importance: MockImportance = .basic,
        deadline: Int64? = nil,
        done: Bool = false,
        color: String? = nil,
        createdAt: Int64 = 0,
        changedAt: Int64 = 0,
        lastUpdatedBy: String = "mock-writer"
    ) {
        self.id = id
        self.text = text
        self.importance = importance
        self.deadline = deadline
        self.done = done
        self.color = color
        self.createdAt = createdAt
        self.changedAt = changedAt
        self.lastUpdatedBy = lastUpdatedBy
    }

    enum CodingKeys: String, CodingKey {
        case id
        case text
        case importance
        case deadline
        case done
        case color
        case createdAt = "created_at"
        case changedAt = "changed_at"
        case lastUpdatedBy = "last_updated_by"
    }
}

/// The importance of an element.
public enum MockImportance: String, Sendable, Hashable, Codable, CaseIterable {
    case low
    case basic
    case important
}
