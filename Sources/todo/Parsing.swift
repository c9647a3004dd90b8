import ArgumentParser
import TodoKit

/// Command-line values that need checking beyond their type.
enum Parsing {
    static func importance(_ raw: String) throws -> Importance {
        guard let value = Importance(rawValue: raw.lowercased()) else {
            throw ValidationError("importance must be low, basic or important, got '\(raw)'")
        }
        return value
    }

    static func color(_ raw: String) throws -> String {
        let value = raw.hasPrefix("#") ? raw : "#" + raw
        guard TodoItem.isValidColor(value) else {
            throw ValidationError("color must be #RRGGBB, got '\(raw)'")
        }
        return value.uppercased()
    }

    static func due(_ raw: String, now: Int64) throws(TodoError) -> Int64 {
        guard let value = DateInput.parse(raw, now: now) else {
            throw .usage("due date must be YYYY-MM-DD, today, tomorrow or +Nd/+Nw, got '\(raw)'")
        }
        return value
    }
}
