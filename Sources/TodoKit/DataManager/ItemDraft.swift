import TodoModel

/// The fields of a new todo, as given on the command line.
public struct ItemDraft: Sendable, Equatable {
    public var text: String
    public var importance: Importance
    public var deadline: Int64?
    public var color: String?

    public init(text: String, importance: Importance = .basic, deadline: Int64? = nil, color: String? = nil) {
        self.text = text
        self.importance = importance
        self.deadline = deadline
        self.color = color
    }
}

/// A change to some fields of a todo; `nil` leaves a field as it is.
public struct ItemEdit: Sendable, Equatable {
    /// A value to set, or an optional field to clear.
    public enum OptionalChange<Value: Sendable & Equatable>: Sendable, Equatable {
        case set(Value)
        case clear
    }

    public var text: String?
    public var importance: Importance?
    public var deadline: OptionalChange<Int64>?
    public var color: OptionalChange<String>?
    public var done: Bool?

    public init(
        text: String? = nil,
        importance: Importance? = nil,
        deadline: OptionalChange<Int64>? = nil,
        color: OptionalChange<String>? = nil,
        done: Bool? = nil
    ) {
        (self.text, self.importance, self.deadline, self.color, self.done) = (text, importance, deadline, color, done)
    }

    /// Whether the edit changes nothing.
    public var isEmpty: Bool { self == ItemEdit() }

    /// `item` with this edit applied (times and author not touched).
    public func applied(to item: TodoItem) -> TodoItem {
        var copy = item
        if let text { copy.text = text }
        if let importance { copy.importance = importance }
        switch deadline {
        case .set(let value): copy.deadline = value
        case .clear: copy.deadline = nil
        case nil: break
        }
        switch color {
        case .set(let value): copy.color = value
        case .clear: copy.color = nil
        case nil: break
        }
        if let done { copy.done = done }
        return copy
    }
}
