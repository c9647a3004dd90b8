/// A member of a todo's element: the one table the codecs (wire, snapshot and journal JSON, CSV),
/// the content stamp, ``TodoItem``'s `Codable` form and the merge read, so that a new field is one
/// case here and one stored property of ``TodoItem``.
///
/// The cases are in the element's order, the order the store's writer (and `JSONEncoder` without
/// `.sortedKeys`) writes them; ``sorted`` is the order of `.sortedKeys`. A field added later should
/// be optional (``isOptional``): ``value(of:)`` gives `nil` at its default, so that it is omitted
/// then and stores and wire JSON without it keep their bytes.
public enum TodoField: Int, CaseIterable, Sendable {
    case id
    case text
    case importance
    case deadline
    case done
    case color
    case createdAt
    case changedAt
    case lastUpdatedBy

    /// What JSON value a field holds.
    public enum Kind: Sendable {
        case string
        case integer
        case bool
    }

    /// The fields in the element's order.
    public static let inOrder: [TodoField] = allCases

    /// The first field in the element's order; with ``next``, the hot loops' way through the
    /// fields without an array.
    @inlinable public static var first: TodoField { TodoField(rawValue: 0).unsafelyUnwrapped }

    /// The field after this one in the element's order; `nil` after the last.
    @inlinable public var next: TodoField? { TodoField(rawValue: rawValue + 1) }

    /// The fields in the order of their keys' bytes, as `JSONEncoder`'s `.sortedKeys` writes them.
    public static let sorted: [TodoField] = allCases.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }

    /// The fields the merge takes one by one besides the text, in the order records list them
    /// (`MergeField`, TodoSync): the content fields but the id and the text.
    public static let merged: [TodoField] = [.done, .importance, .deadline, .color, .createdAt]

    /// The key in the element, which is also the CSV column's name.
    @inlinable public var key: StaticString {
        switch self {
        case .id: "id"
        case .text: "text"
        case .importance: "importance"
        case .deadline: "deadline"
        case .done: "done"
        case .color: "color"
        case .createdAt: "created_at"
        case .changedAt: "changed_at"
        case .lastUpdatedBy: "last_updated_by"
        }
    }

    /// ``key`` as a string.
    public var name: String { key.description }

    /// `,"key":`, which JSON writers put before the field's value (a `{` in place of the comma for
    /// an element's first member): one literal to copy or compare, for the loops that meet every
    /// todo. (`TodoFieldCodecTests` holds it to ``key``.)
    @inlinable public var member: StaticString {
        switch self {
        case .id: ",\"id\":"
        case .text: ",\"text\":"
        case .importance: ",\"importance\":"
        case .deadline: ",\"deadline\":"
        case .done: ",\"done\":"
        case .color: ",\"color\":"
        case .createdAt: ",\"created_at\":"
        case .changedAt: ",\"changed_at\":"
        case .lastUpdatedBy: ",\"last_updated_by\":"
        }
    }

    /// The name a conflict record gives the field (`todo edit`'s name for it); `nil` for a field
    /// the merge does not take on its own (see ``merged``).
    public var mergeName: String? {
        switch self {
        case .done: "done"
        case .importance: "importance"
        case .deadline: "due"
        case .color: "color"
        case .createdAt: "created"
        case .id, .text, .changedAt, .lastUpdatedBy: nil
        }
    }

    @inlinable public var kind: Kind {
        switch self {
        case .id, .text, .importance, .color, .lastUpdatedBy: .string
        case .deadline, .createdAt, .changedAt: .integer
        case .done: .bool
        }
    }

    /// Whether the element may leave the field out (`nil` from ``value(of:)``); an element
    /// without a field that is not optional is refused.
    @inlinable public var isOptional: Bool {
        switch self {
        case .deadline, .color: true
        case .id, .text, .importance, .done, .createdAt, .changedAt, .lastUpdatedBy: false
        }
    }

    /// Whether the field is part of the todo as a user sees it: all but `changed_at` and
    /// `last_updated_by` (``TodoItem/hasSameContent(as:)``, the undo history's stamp).
    @inlinable public var isContent: Bool {
        switch self {
        case .changedAt, .lastUpdatedBy: false
        default: true
        }
    }

    /// Whether ``set(_:in:)`` refuses some values of the field's ``kind`` (a scanner that copies
    /// an element's bytes must check those).
    @inlinable public var isChecked: Bool {
        switch self {
        case .importance, .color: true
        default: false
        }
    }

    /// Whether the undo history's stamp marks the field's absence; a field added later leaves
    /// nothing in the stamp at its default, so that the stamps stores hold stay valid.
    public var stampsAbsence: Bool {
        switch self {
        case .deadline, .color: true
        default: false
        }
    }

    /// The field's value in `item`; `nil` when absent (an optional field at its default).
    @inlinable public func value(of item: TodoItem) -> TodoFieldValue? {
        switch self {
        case .id: .string(item.id)
        case .text: .string(item.text)
        case .importance: .string(item.importance.rawValue)
        case .deadline: item.deadline.map(TodoFieldValue.integer)
        case .done: .bool(item.done)
        case .color: item.color.map(TodoFieldValue.string)
        case .createdAt: .integer(item.createdAt)
        case .changedAt: .integer(item.changedAt)
        case .lastUpdatedBy: .string(item.lastUpdatedBy)
        }
    }

    /// Sets the field of `item` to `value` (`nil`: absent); `false`, with `item` unchanged, for a
    /// value the field cannot hold (another kind, `nil` for a field that is not optional, an
    /// unknown importance, a colour that is not `#RRGGBB`).
    @inlinable @discardableResult
    public func set(_ value: TodoFieldValue?, in item: inout TodoItem) -> Bool {
        switch value {
        case .string(let value)?: set(string: value, in: &item)
        case .integer(let value)?: set(integer: value, in: &item)
        case .bool(let value)?: set(bool: value, in: &item)
        case nil: clear(in: &item)
        }
    }

    /// ``set(_:in:)`` with a string, not wrapped in a ``TodoFieldValue``: the listing's path, for
    /// each field of every todo it reads.
    @inlinable @discardableResult
    public func set(string value: String, in item: inout TodoItem) -> Bool {
        switch self {
        case .id: item.id = value
        case .text: item.text = value
        case .importance:
            guard let importance = Importance(rawValue: value) else { return false }
            item.importance = importance
        case .color:
            guard TodoItem.isValidColor(value) else { return false }
            item.color = value
        case .lastUpdatedBy: item.lastUpdatedBy = value
        case .deadline, .done, .createdAt, .changedAt: return false
        }
        return true
    }

    /// ``set(_:in:)`` with an integer.
    @inlinable @discardableResult
    public func set(integer value: Int64, in item: inout TodoItem) -> Bool {
        switch self {
        case .deadline: item.deadline = value
        case .createdAt: item.createdAt = value
        case .changedAt: item.changedAt = value
        case .id, .text, .importance, .done, .color, .lastUpdatedBy: return false
        }
        return true
    }

    /// ``set(_:in:)`` with a boolean.
    @inlinable @discardableResult
    public func set(bool value: Bool, in item: inout TodoItem) -> Bool {
        switch self {
        case .done: item.done = value
        case .id, .text, .importance, .deadline, .color, .createdAt, .changedAt, .lastUpdatedBy: return false
        }
        return true
    }

    /// ``set(_:in:)`` with `nil`: the field made absent; `false` for a field that is not optional.
    @inlinable @discardableResult
    public func clear(in item: inout TodoItem) -> Bool {
        switch self {
        case .deadline: item.deadline = nil
        case .color: item.color = nil
        case .id, .text, .importance, .done, .createdAt, .changedAt, .lastUpdatedBy: return false
        }
        return true
    }

    /// Why ``set(_:in:)`` refused `value`, as the JSON readers say it.
    public func refusal(_ value: TodoFieldValue?) -> String {
        switch (self, value) {
        case (.importance, .string(let raw)?): "unknown importance '\(raw)'"
        case (.color, _): "color must be #RRGGBB"
        default: "invalid \(name)"
        }
    }

    /// Copies the field's value from `source` into `target`.
    @inlinable public func copy(from source: TodoItem, into target: inout TodoItem) {
        set(value(of: source), in: &target)
    }

    /// Whether `a` and `b` hold the same value of the field.
    @inlinable public func same(_ a: TodoItem, _ b: TodoItem) -> Bool {
        value(of: a) == value(of: b)
    }

    /// The bit of the field in a set of fields kept as bits.
    @inlinable public var bit: UInt32 { 1 << UInt32(rawValue) }

    /// The bits of the fields that are not optional.
    public static let requiredBits: UInt32 = inOrder.filter { !$0.isOptional }.reduce(0) { $0 | $1.bit }

    /// The field whose key is `key`'s bytes; `nil` for a key the table lacks.
    @inlinable public init?(key: UnsafeRawBufferPointer) {
        for field in TodoField.inOrder {
            let name = field.key
            if name.utf8CodeUnitCount == key.count,
                key.elementsEqual(UnsafeRawBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
            {
                self = field
                return
            }
        }
        return nil
    }

    /// The field whose key is `name`; `nil` for a name the table lacks.
    public init?(name: String) {
        guard let field = TodoField.inOrder.first(where: { $0.name == name }) else { return nil }
        self = field
    }
}

/// The value of one ``TodoField`` of a todo, as the JSON element holds it.
public enum TodoFieldValue: Hashable, Sendable {
    case string(String)
    case integer(Int64)
    case bool(Bool)

    /// The value as CSV and the undo history's stamp write it: a string as it is, an integer
    /// in decimal, a boolean as `true` or `false`.
    public var text: String {
        switch self {
        case .string(let value): value
        case .integer(let value): String(value)
        case .bool(let value): value ? "true" : "false"
        }
    }
}
