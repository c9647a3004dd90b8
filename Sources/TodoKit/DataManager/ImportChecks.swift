import FoundationEssentials
import TodoModel
import TodoValues

/// The checks an import file passes before its records are decoded or stored.
enum ImportChecks {
    /// The 1-based line of the first byte sequence that is not UTF-8, or `nil` when all is.
    static func firstNonUTF8Line(_ bytes: [UInt8]) -> Int? {
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var line = 1
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
            case .emptyInput: return nil
            case .error: return line
            }
        }
    }

    /// What is wrong with a JSON element that parses but is not a todo, in the user's words:
    /// `JSONDecoder` names the field (the fast reader, which refused it, does not).
    static func reason(decoding bytes: [UInt8]) -> Message {
        do {
            _ = try JSONDecoder().decode(TodoItem.self, from: Data(bytes))
        } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
            // The grammar holds (the caller checked), so what JSONDecoder calls "not valid JSON" is a
            // number it cannot represent (`1e400`).
            return Message(.decodingNumberSomewhere)
        } catch {
            return DecodingProblem(error, skippingIndex: true).message
        }
        return Message(.decodingUnknown)
    }

    /// Arrays and objects nested deeper than this are refused before any recursive reader sees
    /// them (`JSONDecoder` stops at 512; an element needs 2; the import's array counts as one).
    static let maxDepth = 64
}
