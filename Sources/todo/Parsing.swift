import ArgumentParser
import FoundationEssentials
import TodoKit
import TodoModel
import TodoText

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
        guard TodoItem.isValidColor(value) else {
            throw ValidationError(Messages.text(.parseColor, ["value": raw]))
        }
        return value.uppercased()
    }

    /// The due date `raw` names (see ``DateInput``), in the user's language as well as English;
    /// `nil` for `none`, which clears it.
    static func due(_ raw: String, now: Int64) throws(TodoError) -> Int64? {
        if raw.trimmingWhitespace().lowercased() == "none" { return nil }
        guard let value = DateInput.parse(raw, now: now, language: Language.current) else {
            throw .usage(.parseDue, ["value": raw, "forms": DateInput.acceptedForms(language: Language.current)])
        }
        return value
    }
}
