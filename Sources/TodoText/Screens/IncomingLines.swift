import TodoModel
import TodoSync
import TodoValues

/// The lines of the todos a sync took from elsewhere (`todo sync -v`, `todo watch` on a
/// terminal, the dry run): one per todo, with its escaped text.
public enum IncomingLines {
    /// `created by 5035: Water plants`, `updated by 5035: Buy oat milk`, `deleted elsewhere: Buy milk`.
    /// The device is named by `names` (an alias, or its short id).
    public static func text(_ change: IncomingChange, names: DeviceNames) -> String {
        let values = ["text": todoText(change.item), "device": names.name(change.device ?? "")]
        switch change.kind {
        case .created: return Messages.text(.incomingCreated, values)
        case .updated: return Messages.text(.incomingUpdated, values)
        case .deleted: return Messages.text(.incomingDeleted, values)
        }
    }

    /// A todo's text for a line: escaped, or "(no text)".
    static func todoText(_ item: TodoItem?) -> String {
        guard let item else { return Messages.text(.listNoText) }
        return item.text.isEmpty ? Messages.text(.listNoText) : TerminalText.escape(item.text)
    }
}
