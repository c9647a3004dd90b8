import TodoModel
import TodoSync

extension FastJSONReader {
    /// The change of a journal line, read without `JSONDecoder` when it has one of the forms the
    /// store's writer gives the usual changes (see ``FastJSONWriter/journalLine(_:)``): a put or
    /// a removal queueing its own operation, a history entry, an undo, and transactions of them;
    /// `nil` for any other line (another member, a repeated one, an explicit operation), which
    /// `JSONDecoder` reads, as before.
    ///
    /// `JSONDecoder` took about 12 µs a line: a journal near its compaction threshold (256 KB,
    /// some 700 lines) made every `status`, `show` or `done` 9 ms slower.
    static func journalChange(_ bytes: UnsafeRawBufferPointer) -> StoreChange? {
        var reader = FastJSONReader(bytes)
        do throws(Failure) {
            guard let change = try reader.plainChange() else { return nil }
            try reader.end()
            return change
        } catch {
            return nil
        }
    }

    /// One change (see ``journalChange(_:)``); `nil` when it is not in a plain form.
    private mutating func plainChange() throws(Failure) -> StoreChange? {
        var put: TodoItem?
        var removed: String?
        var queued: PendingOperation.Kind?
        var changes: [StoreChange]?
        var entry: HistoryEntry?
        var undo = false
        var members = 0
        var plain = true
        try object { reader, key throws(Failure) in
            members += 1
            guard plain else { return try reader.skipValue() }
            if key.elementsEqual("put".utf8), put == nil {
                put = try reader.item()
            } else if key.elementsEqual("q".utf8), queued == nil {
                queued = PendingOperation.Kind(rawValue: try reader.string())
                if queued == nil { plain = false }
            } else if key.elementsEqual("del".utf8), removed == nil {
                removed = try reader.string()
            } else if key.elementsEqual("tx".utf8), changes == nil {
                var list: [StoreChange] = []
                try reader.array { reader throws(Failure) in
                    guard plain else { return try reader.skipValue() }
                    if let change = try reader.plainChange() { list.append(change) } else { plain = false }
                }
                changes = list
            } else if key.elementsEqual("hist".utf8), entry == nil {
                entry = try reader.historyEntry()
            } else if key.elementsEqual("undo".utf8), !undo {
                undo = try reader.bool()
                if !undo { plain = false }
            } else {
                plain = false
                try reader.skipValue()
            }
        }
        guard plain else { return nil }
        switch (put, removed, changes, entry, undo) {
        case (let item?, nil, nil, nil, false) where members == (queued == nil ? 1 : 2):
            switch queued {
            case .create: return .put(item, .create(item))
            case .update: return .put(item, .update(item))
            case .delete: return .put(item, .delete(id: item.id))
            case nil: return .put(item, nil)
            }
        case (nil, let id?, nil, nil, false) where members == (queued == nil ? 1 : 2):
            return .remove(id: id, queued == .delete ? .delete(id: id) : nil)
        case (nil, nil, let changes?, nil, false) where members == 1 && queued == nil:
            return .transaction(changes)
        case (nil, nil, nil, let entry?, false) where members == 1 && queued == nil:
            return .record(entry)
        case (nil, nil, nil, nil, true) where members == 1 && queued == nil:
            return .popHistory
        default:
            return nil
        }
    }
}
