import Foundation

/// A one-line, user-facing account of why JSON could not be decoded: which field, and what was
/// wrong with it, without Swift's coding-key dumps.
enum DecodingProblem {
    /// Describes `error`; a `DecodingError` names its field by its path (`deadline`,
    /// `items.3.text`), any other error is described as it describes itself.
    ///
    /// - Parameter skippingIndex: Leaves out the path's leading array index, for a caller that
    ///   names the record already ("record 4").
    static func describe(_ error: any Error, skippingIndex: Bool = false) -> Message {
        guard let decoding = error as? DecodingError else {
            // The parser's own errors (`numberIsNotRepresentableInSwift` for `1e400`) name
            // neither the field nor anything a user should read.
            return Message(String(describing: error).contains("umber") ? .decodingNumberSomewhere : .decodingUnknown)
        }
        switch decoding {
        case .keyNotFound(let key, let context):
            let field = (path(context, skippingIndex: skippingIndex) + [key.stringValue]).joined(separator: ".")
            return Message(.decodingMissing, ["field": field])
        case .valueNotFound(_, let context):
            return Message(.decodingNull, ["field": field(context, skippingIndex: skippingIndex)])
        case .typeMismatch(let type, let context):
            return Message(
                .decodingWrongType,
                ["field": field(context, skippingIndex: skippingIndex)], nested: ["expected": Message(jsonType(type))])
        case .dataCorrupted(let context):
            let field = field(context, skippingIndex: skippingIndex)
            if field.isEmpty { return .verbatim(context.debugDescription) }
            // Swift's own text for a bad enum value ("Cannot initialize Importance from invalid
            // String value huge") says no more than that the value is not one of the allowed ones.
            if context.debugDescription.hasPrefix("Cannot initialize") {
                return Message(.decodingInvalid, ["field": field])
            }
            // A number too large for its field (`1e400`, 2^64): Swift's text names Swift types.
            if context.debugDescription.contains("umber") || context.debugDescription.contains("Swift") {
                return Message(.decodingNumberRange, ["field": field])
            }
            return Message(.decodingInvalid, ["field": field])
        @unknown default:
            return Message(.decodingUnknown)
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

    /// The JSON kind of value a field should have had, in words.
    private static func jsonType(_ type: Any.Type) -> MessageKey {
        switch type {
        case is String.Type: .decodingTypeString
        case is Bool.Type: .decodingTypeBool
        case is Int.Type, is Int64.Type, is Double.Type: .decodingTypeNumber
        case is [Any].Type: .decodingTypeArray
        case is [String: Any].Type: .decodingTypeObject
        default: .decodingTypeOther
        }
    }
}
