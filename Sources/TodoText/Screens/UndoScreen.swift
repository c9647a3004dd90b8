import TodoModel
import TodoValues

/// What `todo undo` did, or why it refused, in words; and its `--json` object.
public enum UndoScreen {
    /// The lines (for standard error) of an undo refused: each todo changed or deleted elsewhere,
    /// then the count.
    public static func refusal(_ undone: Undone, names: DeviceNames? = nil) -> [String] {
        var lines: [String] = []
        for item in undone.changedElsewhere {
            lines.append(Messages.text(.undoChangedElsewhere, Self.changed(item, undone, names: names)))
        }
        for item in undone.deletedElsewhere {
            lines.append(
                Messages.text(.undoDeletedElsewhere, ["todo": TodoWords.describe(item), "command": undone.command]))
        }
        let count = undone.changedElsewhere.count + undone.deletedElsewhere.count
        lines.append(
            Messages.plural(count, one: .undoRefusedOne, other: .undoRefusedOther, ["command": undone.command]))
        return lines
    }

    /// The lines of an undo done, the first ending in `push` (the quick push's note).
    public static func done(_ undone: Undone, push: String, names: DeviceNames? = nil) -> [String] {
        let touched = undone.restored + undone.removed
        let todos =
            touched.count == 1
            ? TodoWords.describe(touched[0]) : Messages.text(.undoManyTodos, ["count": String(touched.count)])
        var lines = [Messages.text(.undoDone, ["command": undone.command, "todos": todos, "push": push])]
        for item in undone.changedElsewhere {
            lines.append(Messages.text(.undoForcedReplaced, Self.changed(item, undone, names: names)))
        }
        for item in undone.deletedElsewhere {
            lines.append(Messages.text(.undoForcedLeftDeleted, ["todo": TodoWords.describe(item)]))
        }
        // Recurrence (issue 35): a next occurrence touched since is left in place.
        for item in undone.keptOccurrences {
            lines.append(Messages.text(.undoKeptOccurrence, ["todo": TodoWords.describe(item)]))
        }
        return lines
    }

    /// The values of a line about `item`, changed elsewhere since the command undone (its device
    /// by `names`: issue 41, point 6).
    static func changed(_ item: TodoItem, _ undone: Undone, names: DeviceNames?) -> [String: String] {
        [
            "id": TerminalText.escape(String(item.id.prefix(ListRenderer.shortIDLength))),
            "command": undone.command, "version": ConflictsScreen.describe(item, names: names),
        ]
    }

    /// `{"command","outcome","restored","removed","changed_elsewhere","deleted_elsewhere",
    /// "kept_occurrences"}`.
    public static func json(_ undone: Undone) -> String {
        func list(_ items: [TodoItem]) -> String {
            let elements: [String] = items.map { item in WireJSON.string(item) }
            return "[" + elements.joined(separator: ",") + "]"
        }
        let outcome = undone.refused ? "refused" : "undone"
        var members: [String] = []
        members.append("\"command\":" + WireJSON.string(undone.command))
        members.append("\"outcome\":\"" + outcome + "\"")
        members.append("\"restored\":" + list(undone.restored))
        members.append("\"removed\":" + list(undone.removed))
        members.append("\"changed_elsewhere\":" + list(undone.changedElsewhere))
        members.append("\"deleted_elsewhere\":" + list(undone.deletedElsewhere))
        // Recurrence (issue 35): next occurrences changed since, left in place.
        members.append("\"kept_occurrences\":" + list(undone.keptOccurrences))
        return "{" + members.joined(separator: ",") + "}"
    }
}
