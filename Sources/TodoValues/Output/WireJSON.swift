import FoundationEssentials
import TodoModel
import TodoStore

/// JSON in the contract's wire format, for `--json` output, export and import.
public enum WireJSON {
    /// Encodes any value with sorted keys, one line.
    public static func string(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }

    /// A JSON array of elements, as ``string(_:)`` writes it, without `JSONEncoder`.
    public static func elements(_ items: [TodoItem]) -> String {
        ElementsJSON.array(items)
    }

    /// A JSON array of elements each with its `owner`, as ``string(_:)`` writes it, without
    /// `JSONEncoder`.
    public static func elements(_ owned: [OwnedItem]) -> String {
        ElementsJSON.array(owned.map(\.item), owners: owned.map(\.owner))
    }

    /// Decodes a JSON array of elements, naming the first bad record (1-based) on failure.
    public static func decodeElements(_ data: Data, source: String) throws(TodoError) -> [TodoItem] {
        let attempts: [Attempt]
        do {
            attempts = try JSONDecoder().decode([Attempt].self, from: data)
        } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
            // Not JSON at all (the caller's syntax check names the line; this is the backstop):
            // Swift's own description of the parser's state is not for users.
            throw .badData(.importJSONInvalid, ["source": source])
        } catch {
            throw .badData(
                Message(.importNotJSONArray, ["source": source], nested: ["reason": DecodingProblem(error).message]))
        }
        var items: [TodoItem] = []
        items.reserveCapacity(attempts.count)
        for (index, attempt) in attempts.enumerated() {
            switch attempt.result {
            case .success(let item): items.append(item)
            case .failure(let error):
                throw .badData(
                    Message(
                        .importRecord, ["source": source, "record": String(index + 1)],
                        nested: ["reason": DecodingProblem(error, skippingIndex: true).message]))
            }
        }
        return items
    }

    private struct Attempt: Decodable {
        let result: Result<TodoItem, any Error>

        init(from decoder: any Decoder) throws {
            result = Result { try TodoItem(from: decoder) }
        }
    }
}
