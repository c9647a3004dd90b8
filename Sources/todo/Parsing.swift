import ArgumentParser
import TodoKit

/// Command-line values that need checking beyond their type.
enum Parsing {
    static func importance(_ raw: String) throws -> Importance {
        guard let value = Importance(rawValue: raw.lowercased()) else {
            throw ValidationError(Messages.text(.parseImportance, ["value": raw]))
        }
        return value
    }

    static func color(_ raw: String) throws -> String {
        let value = raw.hasPrefix("#") ? raw : "#" + raw
        guard TodoItem.isValidColor(value) else {
            throw ValidationError(Messages.text(.parseColor, ["value": raw]))
        }
        return value.uppercased()
    }

    static func due(_ raw: String, now: Int64) throws(TodoError) -> Int64 {
        guard let value = DateInput.parse(raw, now: now) else {
            throw .usage(Messages.text(.parseDue, ["value": raw]))
        }
        return value
    }
}
