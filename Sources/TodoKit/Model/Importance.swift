/// How important a todo is; the wire values are the contract's.
public enum Importance: String, Codable, Sendable, CaseIterable, Comparable {
    case low
    case basic
    case important

    /// Rank for sorting: important first when sorted descending.
    public var rank: Int {
        switch self {
        case .low: 0
        case .basic: 1
        case .important: 2
        }
    }

    public static func < (lhs: Importance, rhs: Importance) -> Bool { lhs.rank < rhs.rank }
}
