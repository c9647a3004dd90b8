import FoundationEssentials

/// Why JSON could not be decoded, as data: which field, and what was wrong with it, without
/// Swift's coding-key dumps. The command line words it (`DecodingProblem+Message.swift`).
public enum DecodingProblem: Sendable, Equatable, Error {
    /// The kind of JSON value a field should have had.
    public enum ValueKind: Sendable, Equatable {
        case string, bool, number, array, object, other
    }

    /// A required field is missing (`field` is its path, `items.3.text`).
    case missing(field: String)
    /// A field is null where a value is required.
    case null(field: String)
    /// A field holds another kind of value than `expected`.
    case wrongType(field: String, expected: ValueKind)
    /// A field's value is not one of the allowed ones; `reason` is the validation's own words
    /// (English, for logs), when it gave some.
    case invalid(field: String, reason: String? = nil)
    /// A number too large for its field (`1e400`, 2^64).
    case numberRange(field: String)
    /// A number the parser cannot represent, somewhere in the document.
    case numberSomewhere
    /// A problem the decoder describes only in its own words (said as it is).
    case described(String)
    /// Nothing more is known.
    case unknown

    /// The problem of `error`; a `DecodingError` names its field by its path.
    ///
    /// - Parameter skippingIndex: Leaves out the path's leading array index, for a caller that
    ///   names the record already ("record 4").
    public init(_ error: any Error, skippingIndex: Bool = false) {
        guard let decoding = error as? DecodingError else {
            // The parser's own errors (`numberIsNotRepresentableInSwift` for `1e400`) name
            // neither the field nor anything a user should read.
            self = String(describing: error).contains("umber") ? .numberSomewhere : .unknown
            return
        }
        switch decoding {
        case .keyNotFound(let key, let context):
            let field = (Self.path(context, skippingIndex: skippingIndex) + [key.stringValue]).joined(separator: ".")
            self = .missing(field: field)
        case .valueNotFound(_, let context):
            self = .null(field: Self.field(context, skippingIndex: skippingIndex))
        case .typeMismatch(let type, let context):
            self = .wrongType(field: Self.field(context, skippingIndex: skippingIndex), expected: Self.kind(type))
        case .dataCorrupted(let context):
            let field = Self.field(context, skippingIndex: skippingIndex)
            if field.isEmpty {
                self = .described(context.debugDescription)
            } else if context.debugDescription.hasPrefix("Cannot initialize") {
                // Swift's own text for a bad enum value ("Cannot initialize Importance from invalid
                // String value huge") says no more than that the value is not one of the allowed ones.
                self = .invalid(field: field)
            } else if context.debugDescription.contains("umber") || context.debugDescription.contains("Swift") {
                // A number too large for its field (`1e400`, 2^64): Swift's text names Swift types.
                self = .numberRange(field: field)
            } else {
                self = .invalid(field: field, reason: context.debugDescription)
            }
        @unknown default:
            self = .unknown
        }
    }

    private static func path(_ context: DecodingError.Context, skippingIndex: Bool) -> [String] {
        var keys = context.codingPath
        if skippingIndex, keys.first?.intValue != nil { keys.removeFirst() }
        return keys.map { $0.intValue.map(String.init) ?? $0.stringValue }
    }

    private static func field(_ context: DecodingError.Context, skippingIndex: Bool) -> String {
        path(context, skippingIndex: skippingIndex).joined(separator: ".")
    }

    private static func kind(_ type: Any.Type) -> ValueKind {
        switch type {
        case is String.Type: .string
        case is Bool.Type: .bool
        case is Int.Type, is Int64.Type, is Double.Type: .number
        case is [Any].Type: .array
        case is [String: Any].Type: .object
        default: .other
        }
    }
}

extension DecodingProblem: CustomStringConvertible {
    /// The problem in plain English, for logs and the mock server's answers (the command line
    /// words it in the user's language instead).
    public var description: String {
        switch self {
        case .missing(let field): "missing field \(field)"
        case .null(let field): "null at \(field)"
        case .wrongType(let field, let expected): "wrong type at \(field) (expected \(expected))"
        case .invalid(let field, let reason): "invalid value at \(field)" + (reason.map { ": \($0)" } ?? "")
        case .numberRange(let field): "number out of range at \(field)"
        case .numberSomewhere: "a number out of range"
        case .described(let text): "not JSON: \(text)"
        case .unknown: "not the expected JSON"
        }
    }
}
