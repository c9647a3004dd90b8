import TodoModel
import TodoValues

/// The confirmation lines of changes: of one todo (add, done, edit, rm), of an import.
public enum ChangeWords {
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
