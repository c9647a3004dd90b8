/// One todo, in the element format of the API contract (`shared/api/todobackend.md`).
///
/// Times are Unix seconds. Unknown JSON fields are ignored when decoding; optional fields are
/// omitted when absent.
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

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        guard !id.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: c, debugDescription: "empty id")
        }
        text = try c.decode(String.self, forKey: .text)
        importance = try c.decode(Importance.self, forKey: .importance)
        deadline = try c.decodeIfPresent(Int64.self, forKey: .deadline)
        done = try c.decode(Bool.self, forKey: .done)
        color = try c.decodeIfPresent(String.self, forKey: .color)
        if let color, !TodoItem.isValidColor(color) {
            throw DecodingError.dataCorruptedError(
                forKey: .color,
                in: c,
                debugDescription: "color must be #RRGGBB, got \(color)"
            )
        }
        createdAt = try c.decode(Int64.self, forKey: .createdAt)
        changedAt = try c.decode(Int64.self, forKey: .changedAt)
        lastUpdatedBy = try c.decode(String.self, forKey: .lastUpdatedBy)
    }

    /// Whether `value` is a `#RRGGBB` colour.
    public static func isValidColor(_ value: String) -> Bool {
        let utf8 = Array(value.utf8)
        guard utf8.count == 7, utf8[0] == UInt8(ascii: "#") else { return false }
        return utf8.dropFirst().allSatisfy { byte in
            (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 70) || (byte >= 97 && byte <= 102)
        }
    }
}
