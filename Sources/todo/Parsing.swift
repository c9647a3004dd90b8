import ArgumentParser
import TodoKit
import TodoModel
import TodoText
import TodoValues

/// Command-line values that need checking beyond their type.
enum Parsing {
    static func importance(_ raw: String) throws -> Importance {
        guard let value = Importance(word: raw) else {
            throw ValidationError(Messages.text(.parseImportance, ["value": raw]))
        }
        return value
    }

    static func color(_ raw: String) throws -> String {
        let value = raw.hasPrefix("#") ? raw : "#" + raw
        guard TodoFields.isValidColor(value) else {
            throw ValidationError(Messages.text(.parseColor, ["value": raw]))
        }
        return value.uppercased()
    }
}
