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

extension Importance {
    /// The words a person may type for each importance, besides the wire values: `high`,
    /// `medium`/`normal`, `H`/`M`/`L`, and the Spanish `alta`, `media`, `baja` (case-insensitive).
    public static let synonyms: [String: Importance] = [
        "high": .important, "h": .important, "alta": .important,
        "medium": .basic, "normal": .basic, "m": .basic, "media": .basic,
        "l": .low, "baja": .low,
    ]

    /// The importance `word` names, as typed on the command line.
    public init?(word: String) {
        let typed = word.lowercased().filter { !$0.isWhitespace }
        guard let value = Importance(rawValue: typed) ?? Self.synonyms[typed] else { return nil }
        self = value
    }

    /// The words completions offer: the wire values first, then the synonyms in words.
    public static let completionWords = ["low", "basic", "important", "high", "medium"]
}
