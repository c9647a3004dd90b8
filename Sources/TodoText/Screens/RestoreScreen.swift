import TodoModel
import TodoValues

/// What `todo restore` and `todo conflicts restore` say (issue 34).
public enum RestoreScreen {
    /// The lines of a restore done (or already so); a refusal is ``refusal(_:names:)``.
    public static func done(_ restored: Restored, names: DeviceNames, push: String) -> [String] {
        let id = TerminalText.escape(String(restored.item.id.prefix(ListRenderer.shortIDLength)))
        let todo = ConflictsScreen.describe(restored.item, names: names)
        if let replaced = restored.replaced, replaced == restored.item {
            return [Messages.text(.restoreUnchanged, ["id": id, "todo": todo])]
        }
        var lines = [
            Messages.text(
                restored.replaced == nil ? .restoreRecreated : .restoreDone, ["id": id, "todo": todo, "push": push])
        ]
        if restored.overrode, let replaced = restored.replaced {
            lines.append(
                Messages.text(
                    .restoreOverrode,
                    [
                        "device": names.name(replaced.lastUpdatedBy),
                        "todo": ConflictsScreen.describe(replaced, names: names),
                    ]))
        }
        return lines
    }

    /// Why a restore changed nothing.
    public static func refusal(_ restored: Restored, names: DeviceNames) -> String {
        let replaced = restored.replaced
        if restored.deletedSince {
            return Messages.text(
                .restoreRefusedDeleted,
                ["id": TerminalText.escape(String(restored.item.id.prefix(ListRenderer.shortIDLength)))])
        }
        return Messages.text(
            .restoreRefused,
            [
                "id": TerminalText.escape(String(restored.item.id.prefix(ListRenderer.shortIDLength))),
                "device": names.name(replaced?.lastUpdatedBy ?? ""),
                "todo": ConflictsScreen.describe(replaced, names: names),
            ])
    }

    /// `todo restore --json`: the todo as written (or as it stays), in the wire format, with
    /// whether it was refused and whether a version from elsewhere was replaced.
    public static func json(_ restored: Restored) -> String {
        ReportJSON.string(
            Report(
                item: HistoryJSON.WireItem(item: restored.item), refused: restored.refused, overrode: restored.overrode)
        )
    }

    struct Report: Encodable {
        var item: HistoryJSON.WireItem
        var refused: Bool
        var overrode: Bool
    }
}
