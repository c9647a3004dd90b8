import TodoKit
import TodoModel
import TodoSync
import TodoText
import TodoValues

extension ConflictsScreen {
    /// Shows the conflict log: `--json`, or each record (or that there is none).
    public static func show(_ records: [ConflictRecord], json: Bool, names: DeviceNames? = nil) {
        if json { return Console.json(WireJSON.string(records)) }
        Console.out(records.isEmpty ? Messages.text(.conflictsNone) + "\n" : text(records, names: names))
    }
}
