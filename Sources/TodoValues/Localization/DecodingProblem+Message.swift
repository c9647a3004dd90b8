import TodoModel

extension DecodingProblem {
    /// The problem in words, said in the reader's language.
    public var message: Message {
        switch self {
        case .missing(let field): Message(.decodingMissing, ["field": field])
        case .null(let field): Message(.decodingNull, ["field": field])
        case .wrongType(let field, let expected):
            Message(.decodingWrongType, ["field": field], nested: ["expected": Message(Self.key(expected))])
        case .invalid(let field, _): Message(.decodingInvalid, ["field": field])
        case .numberRange(let field): Message(.decodingNumberRange, ["field": field])
        case .numberSomewhere: Message(.decodingNumberSomewhere)
        case .described(let text): .verbatim(text)
        case .unknown: Message(.decodingUnknown)
        }
    }

    private static func key(_ kind: ValueKind) -> MessageKey {
        switch kind {
        case .string: .decodingTypeString
        case .bool: .decodingTypeBool
        case .number: .decodingTypeNumber
        case .array: .decodingTypeArray
        case .object: .decodingTypeObject
        case .other: .decodingTypeOther
        }
    }
}
