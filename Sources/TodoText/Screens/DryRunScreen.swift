import TodoModel
import TodoSync
import TodoValues

/// What `todo sync --dry-run` shows: what a sync would do now, or why the server's list could not
/// be read.
public enum DryRunScreen {
    /// The plan in words: a heading, then each part that is not empty, one line per todo.
    public static func text(_ plan: SyncPlan, names: DeviceNames) -> String {
        let revisions = ["server": String(plan.serverRevision), "known": String(plan.knownRevision)]
        var lines = [Messages.text(.dryRunHeading, revisions)]
        if plan.changesNothing { lines.append(Messages.text(.dryRunNothing)) }
        if plan.serverReset {
            lines.append(
                Messages.text(.dryRunServerReset, revisions.merging(["count": String(plan.restored)]) { _, new in new })
            )
        }
        if !plan.push.isEmpty {
            lines.append(Messages.plural(plan.push.count, one: .dryRunPushOne, other: .dryRunPushOther))
            for push in plan.push {
                let key: MessageKey =
                    switch push.kind {
                    case .create: .dryRunPushCreate
                    case .update: .dryRunPushUpdate
                    case .delete: .dryRunPushDelete
                    }
                let text = push.item.map(IncomingLines.todoText) ?? TerminalText.escape(String(push.id.prefix(8)))
                lines.append(Messages.text(key, ["text": text]))
            }
        }
        let taken = plan.taken
        if !taken.isEmpty {
            lines.append(Messages.plural(taken.count, one: .dryRunTakeOne, other: .dryRunTakeOther))
            lines += taken.map { "  " + IncomingLines.text($0, names: names) }
        }
        let deleted = plan.deletedHere
        if !deleted.isEmpty {
            lines.append(Messages.plural(deleted.count, one: .dryRunDeleteOne, other: .dryRunDeleteOther))
            lines += deleted.map { "  " + IncomingLines.text($0, names: names) }
        }
        if !plan.conflicts.isEmpty {
            lines.append(Messages.plural(plan.conflicts.count, one: .dryRunConflictsOne, other: .dryRunConflictsOther))
            for record in plan.conflicts {
                lines.append(
                    Messages.text(
                        record.winner == .local ? .dryRunConflictLocal : .dryRunConflictRemote,
                        [
                            "text": IncomingLines.todoText(record.kept ?? record.overridden),
                            "kind": ConflictsScreen.words(record.kind),
                        ]))
            }
        }
        if plan.deletionGuard.blocks {
            lines.append(
                Messages.text(
                    .dryRunGuardStops,
                    ["count": String(plan.deletionGuard.deletions), "total": String(plan.deletionGuard.total)]))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
