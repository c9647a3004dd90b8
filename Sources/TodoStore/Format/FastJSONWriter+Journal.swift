import TodoModel
import TodoSync

extension FastJSONWriter {
    /// The journal line's JSON for `change`, byte for byte what `JSONEncoder` writes with
    /// `.sortedKeys` and `.withoutEscapingSlashes`, for the changes a command that touches a few
    /// todos makes (puts and removals queueing their own operation, history entries, and
    /// transactions of them); `nil` for any other, which `JSONEncoder` writes.
    ///
    /// `JSONEncoder`'s first use in a process costs about 0.2 ms, a twentieth of `todo add`.
    static func journalLine(_ change: StoreChange) -> [UInt8]? {
        var writer = FastJSONWriter(capacity: 512)
        guard writer.journalChange(change) else { return nil }
        return writer.bytes
    }

    /// Writes `change` (see ``journalLine(_:)``); `false`, with some bytes written, for a change
    /// it leaves to `JSONEncoder`.
    private mutating func journalChange(_ change: StoreChange) -> Bool {
        switch change {
        case .put(let item, let operation):
            let queued: StaticString?
            switch operation {
            case nil: queued = nil
            case .create(let version) where version == item: queued = "create"
            case .update(let version) where version == item: queued = "update"
            case .delete(let id) where id == item.id: queued = "delete"
            default: return false
            }
            raw("{\"put\":")
            sortedItem(item, owner: nil)
            if let queued {
                raw(",\"q\":\"")
                raw(queued)
                byte(UInt8(ascii: "\""))
            }
            byte(UInt8(ascii: "}"))
        case .remove(let id, let operation):
            guard operation == nil || operation == .delete(id: id) else { return false }
            raw("{\"del\":")
            string(id)
            if operation != nil { raw(",\"q\":\"delete\"") }
            byte(UInt8(ascii: "}"))
        case .record(let entry):
            raw("{\"hist\":{\"at\":")
            integer(entry.at)
            raw(",\"cmd\":")
            string(entry.command)
            raw(",\"items\":[")
            for (position, before) in entry.items.enumerated() {
                if position > 0 { byte(UInt8(ascii: ",")) }
                byte(UInt8(ascii: "{"))
                if let after = before.after {
                    raw("\"after\":")
                    string(after.text)
                    byte(UInt8(ascii: ","))
                }
                if let item = before.item {
                    raw("\"before\":")
                    sortedItem(item, owner: nil)
                    byte(UInt8(ascii: ","))
                }
                raw("\"id\":")
                string(before.id)
                byte(UInt8(ascii: "}"))
            }
            raw("]}}")
        case .popHistory:
            raw("{\"undo\":true}")
        case .transaction(let changes):
            raw("{\"tx\":[")
            for (position, inner) in changes.enumerated() {
                if position > 0 { byte(UInt8(ascii: ",")) }
                guard journalChange(inner) else { return false }
            }
            raw("]}")
        case .meta, .replaceAll, .setOperation, .setBase, .logConflicts, .clearConflicts, .logVersions:
            return false
        }
        return true
    }
}
