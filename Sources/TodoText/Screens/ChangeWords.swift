import TodoKit
import TodoModel

/// The confirmation lines of changes: of one todo (add, done, edit, rm), of an import.
public enum ChangeWords {
    /// Shows a change of `item`: its element with `--json`, else the line `key` naming it, which
    /// ends in `push` (the quick push's note).
    public static func show(_ item: TodoItem, _ key: MessageKey, push: String, json: Bool) {
        Console.line(
            json: json,
            json ? WireJSON.string(item) : Messages.text(key, ["todo": TodoWords.describe(item), "push": push]))
    }

    /// `Imported 3 todos: 2 created, 1 updated, 0 unchanged`, then `push` (the quick push's note).
    public static func imported(_ summary: ImportSummary, push: String) -> String {
        Messages.plural(
            summary.created + summary.updated + summary.unchanged,
            one: .importSummaryOne,
            other: .importSummaryOther,
            [
                "created": String(summary.created), "updated": String(summary.updated),
                "unchanged": String(summary.unchanged), "push": push,
            ]
        )
    }
}
