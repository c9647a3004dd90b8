import TodoFormats
import TodoModel
import TodoSync
import TodoValues

/// `todo conflicts` in words: each record's heading, the version kept and the one overridden.
public enum ConflictsScreen {
    /// The records, numbered from 1 (the `N` of `todo conflicts restore N`), three or four lines
    /// each: what differs between the two versions comes before the overridden one.
    public static func text(_ records: [ConflictRecord], names: DeviceNames? = nil) -> String {
        var out = ""
        let width = String(records.count).count
        for (index, record) in records.enumerated() {
            let number = String(index + 1)
            out += String(repeating: " ", count: width - number.count) + number + "  "
            let when = ListRenderer.timestamp(Int64(record.detectedAt))
            let heading: [String: String] = [
                "when": when, "id": TerminalText.escape(String(record.itemID.prefix(ListRenderer.shortIDLength))),
                "kind": Self.words(record.kind),
            ]
            out += Messages.text(record.winner == .local ? .conflictsLocalKept : .conflictsRemoteKept, heading) + "\n"
            out += Messages.text(.conflictsKept, ["todo": Self.describe(record.kept, names: names)]) + "\n"
            // A merge of fields names the fields both sides changed; the rest of the overridden
            // side's changes are in the kept version.
            let fields = record.fields ?? differences(record.kept, record.overridden)
            if !fields.isEmpty {
                out += Messages.text(.conflictsDiffers, ["fields": fields.joined(separator: ", ")]) + "\n"
            }
            out += Messages.text(.conflictsOverridden, ["todo": Self.describe(record.overridden, names: names)]) + "\n"
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
        case .restoreOverrode: Messages.text(.conflictKindRestoreOverrode)
        }
    }

    /// The fields in which two versions differ, by the names records give them (``MergeField/name``);
    /// `deleted` when one of them is.
    static func differences(_ a: TodoItem?, _ b: TodoItem?) -> [String] {
        guard let a, let b else { return a == nil && b == nil ? [] : ["deleted"] }
        return MergeField.all.filter { $0.differs(a, b) }.map(\.name)
    }

    /// A version of a todo in one line, or that it was deleted.
    static func describe(_ item: TodoItem?, names: DeviceNames? = nil) -> String {
        guard let item else { return Messages.text(.conflictsDeleted) }
        var parts = [
            // The words only: tokens (`rec:`, `tz:`, …) are shown as markers, never raw.
            "\"\(TerminalText.escape(TextTokens.displayText(item.text)))\"", ListRenderer.status(item),
            ListRenderer.importance(item.importance),
        ]
        if let deadline = item.deadline {
            parts.append(Messages.text(.conflictsDue, ["date": DateInput.format(deadline)]))
        }
        parts.append(
            Messages.text(
                .conflictsChanged,
                [
                    "time": ListRenderer.timestamp(item.changedAt),
                    "device": names?.name(item.lastUpdatedBy) ?? TerminalText.escape(item.lastUpdatedBy),
                ]))
        return parts.joined(separator: ", ")
    }
}
