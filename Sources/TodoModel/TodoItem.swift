/// One todo, in the element format of the API contract (`shared/api/todobackend.md`).
///
/// Times are Unix seconds. Its members are the fields of ``TodoField``, which also gives its
/// `Codable` form: unknown JSON fields are ignored when decoding; optional fields are omitted
/// when absent.
public struct TodoItem: Codable, Sendable, Hashable, Identifiable {
    public var id: String
    public var text: String
    public var importance: Importance
    public var deadline: Int64?
    public var done: Bool
    /// `#RRGGBB`.
    public var color: String?
    public var createdAt: Int64
    public var changedAt: Int64
    public var lastUpdatedBy: String

    @inlinable
    public init(
        id: String,
        text: String,
        importance: Importance = .basic,
        deadline: Int64? = nil,
        done: Bool = false,
        color: String? = nil,
        createdAt: Int64,
        changedAt: Int64? = nil,
        lastUpdatedBy: String
    ) {
        self.id = id
        self.text = text
        self.importance = importance
        self.deadline = deadline
        self.done = done
        self.color = color
        self.createdAt = createdAt
        self.changedAt = changedAt ?? createdAt
        self.lastUpdatedBy = lastUpdatedBy
    }

    /// A key of the element: a ``TodoField``'s.
    struct FieldKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }

        init(_ field: TodoField) { stringValue = field.name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { return nil }
    }

    /// Reads the fields of ``TodoField``, unknown keys skipped, an optional `null` absent.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: FieldKey.self)
        self.init(id: "", text: "", createdAt: 0, lastUpdatedBy: "")
        for field in TodoField.inOrder {
            let key = FieldKey(field)
            let value: TodoFieldValue?
            switch (field.kind, field.isOptional) {
            case (.string, false): value = .string(try c.decode(String.self, forKey: key))
            case (.string, true): value = try c.decodeIfPresent(String.self, forKey: key).map(TodoFieldValue.string)
            case (.integer, false): value = .integer(try c.decode(Int64.self, forKey: key))
            case (.integer, true): value = try c.decodeIfPresent(Int64.self, forKey: key).map(TodoFieldValue.integer)
            case (.bool, false): value = .bool(try c.decode(Bool.self, forKey: key))
            case (.bool, true): value = try c.decodeIfPresent(Bool.self, forKey: key).map(TodoFieldValue.bool)
            }
            guard field.set(value, in: &self) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: c, debugDescription: field.refusal(value) + ", got \(value?.text ?? "null")")
            }
            if field == .id, id.isEmpty {
                throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "empty id")
            }
        }
    }

    /// Writes the fields of ``TodoField`` in its order, an absent one omitted.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FieldKey.self)
        for field in TodoField.inOrder {
            switch field.value(of: self) {
            case nil: continue
            case .string(let value)?: try c.encode(value, forKey: FieldKey(field))
            case .integer(let value)?: try c.encode(value, forKey: FieldKey(field))
            case .bool(let value)?: try c.encode(value, forKey: FieldKey(field))
            }
        }
    }

    /// Whether `value` is a `#RRGGBB` colour.
    public static func isValidColor(_ value: String) -> Bool {
        let utf8 = value.utf8
        guard utf8.count == 7, utf8.first == UInt8(ascii: "#") else { return false }
        return utf8.dropFirst().allSatisfy { byte in
            (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 70) || (byte >= 97 && byte <= 102)
        }
    }
}
