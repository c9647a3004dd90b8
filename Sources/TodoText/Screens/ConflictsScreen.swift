import TodoKit
import TodoModel
import TodoSync

/// `todo conflicts` in words: each record's heading, the version kept and the one overridden.
public enum ConflictsScreen {
    /// Shows the conflict log: `--json`, or each record (or that there is none).
    public static func show(_ records: [ConflictRecord], json: Bool) {
        if json { return Console.json(WireJSON.string(records)) }
        Console.out(records.isEmpty ? Messages.text(.conflictsNone) + "\n" : text(records))
    }

    /// The records, three lines each.
    public static func text(_ records: [ConflictRecord]) -> String {
        var out = ""
        for record in records {
            let when = ListRenderer.timestamp(Int64(record.detectedAt))
            let heading: [String: String] = [
                "when": when, "id": TerminalText.escape(String(record.itemID.prefix(ListRenderer.shortIDLength))),
                "kind": Self.words(record.kind),
            ]
            out += Messages.text(record.winner == .local ? .conflictsLocalKept : .conflictsRemoteKept, heading) + "\n"
            out += Messages.text(.conflictsKept, ["todo": Self.describe(record.kept)]) + "\n"
            out += Messages.text(.conflictsOverridden, ["todo": Self.describe(record.overridden)]) + "\n"
        }
        return out
    }

    /// A conflict's kind in words (`--json` keeps the kind's name, `both_edited`).
    static func words(_ kind: ConflictRecord.Kind) -> String {
        switch kind {
        case .bothEdited: Messages.text(.conflictKindBothEdited)
        case .bothCreated: Messages.text(.conflictKindBothCreated)
        case .remoteDeletedLocalEdited: Messages.text(.conflictKindRemoteDeletedLocalEdited)
        case .localDeletedRemoteEdited: Messages.text(.conflictKindLocalDeletedRemoteEdited)
        case .unconfirmedCreateKept: Messages.text(.conflictKindUnconfirmedCreateKept)
        case .serverResetRestored: Messages.text(.conflictKindServerResetRestored)
        case .undoOverrode: Messages.text(.conflictKindUndoOverrode)
        }
    }

    /// A version of a todo in one line, or that it was deleted.
    static func describe(_ item: TodoItem?) -> String {
        guard let item else { return Messages.text(.conflictsDeleted) }
        var parts = [
            "\"\(TerminalText.escape(item.text))\"", ListRenderer.status(item),
            ListRenderer.importance(item.importance),
        ]
        if let deadline = item.deadline {
            parts.append(Messages.text(.conflictsDue, ["date": DateInput.format(deadline)]))
        }
        parts.append(
            Messages.text(
                .conflictsChanged,
                [
                    "time": ListRenderer.timestamp(item.changedAt), "device": TerminalText.escape(item.lastUpdatedBy),
                ]))
        return parts.joined(separator: ", ")
    }
}
