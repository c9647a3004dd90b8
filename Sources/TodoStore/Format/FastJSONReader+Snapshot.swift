import FoundationEssentials
import TodoModel
import TodoSync

extension FastJSONReader {
    /// Decodes the snapshot body `{"items":[…],"numbers":[…],"outbox":[…],…}` (see ``SnapshotBody``);
    /// with `itemsOnly` the items and the short numbers alone, every other part skipped by its
    /// structure (the outbox is then left empty: what ``FileCache/listingByDecoding()`` reads).
    static func snapshotBody(_ bytes: some ContiguousBytes, itemsOnly: Bool = false) throws(Failure) -> SnapshotBody {
        let result: Result<SnapshotBody, Failure> = bytes.withUnsafeBytes { raw in
            var reader = FastJSONReader(raw)
            do throws(Failure) {
                var items: [TodoItem]?
                var entries: [SnapshotBody.Entry]?
                var baseEntries: [SnapshotBody.Entry]?
                var conflicts: Range<Int>?
                var numbers: [String?]?
                var history: [HistoryEntry]?
                var versions: Range<Int>?
                // Of a repeated key, the first is read (as JSONDecoder does); the others are skipped.
                try reader.object { reader, key throws(Failure) in
                    if items == nil, key.names(.items) {
                        items = try reader.itemArray()
                    } else if itemsOnly, !key.names(.numbers) {
                        if key.names(.outbox) { entries = [] }
                        try reader.skipStructure()
                    } else if entries == nil, key.names(.outbox) {
                        entries = try reader.elements { r throws(Failure) in try r.outboxEntry() }
                    } else if baseEntries == nil, key.names(.base) {
                        baseEntries = try reader.elements { r throws(Failure) in try r.outboxEntry() }
                    } else if conflicts == nil, key.names(.conflicts) {
                        conflicts = try reader.valueRange()
                    } else if numbers == nil, key.names(.numbers) {
                        numbers = try reader.elements { r throws(Failure) in
                            try r.nullOr { r throws(Failure) in try r.string() }
                        }
                    } else if history == nil, key.names(.history) {
                        history = try reader.elements { r throws(Failure) in try r.historyEntry() }
                    } else if versions == nil, key.names(.versions) {
                        versions = try reader.valueRange()
                    } else {
                        try reader.skipValue()
                    }
                }
                try reader.end()
                guard let items, let entries else {
                    return .failure(Failure(offset: 0, reason: "missing items or outbox"))
                }
                do {
                    var body = SnapshotBody(items: items, outbox: try SnapshotBody.resolve(entries, items: items))
                    body.baseDelta = try baseEntries.map(SnapshotBody.baseDelta)
                    if let conflicts {
                        body.conflicts = try JSONDecoder().decode(
                            [ConflictRecord].self, from: Data(UnsafeRawBufferPointer(rebasing: raw[conflicts])))
                    }
                    body.numbers = numbers
                    body.history = history
                    if let versions {
                        body.versions = try JSONDecoder().decode(
                            [VersionRecord].self, from: Data(UnsafeRawBufferPointer(rebasing: raw[versions])))
                    }
                    return .success(body)
                } catch {
                    return .failure(Failure(offset: 0, reason: "\(error)"))
                }
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// A snapshot item as ``snapshotItems(_:_:)`` hands it over: read in place, or decoded
    /// when it is not in the form ``SnapshotItemScanner`` reads.
    enum WalkedItem {
        case raw(RawSnapshotItem)
        case decoded(TodoItem)
    }

    /// Walks the snapshot body's items in order without decoding those ``SnapshotItemScanner``
    /// reads in place, then reads the short numbers; returns how many items there were and the
    /// byte range of the id in each number's slot (quotes included; `nil`: free). Once both are
    /// read, the rest of the body is left unread. Without numbers (an older format) the whole body
    /// is read through, its other parts checked as `snapshotBody(_:itemsOnly: true)` checks them.
    static func snapshotItems(
        _ raw: UnsafeRawBufferPointer, _ visit: (WalkedItem) -> Void
    ) throws(Failure) -> (count: Int, numbers: [Range<Int>?]?) {
        var reader = FastJSONReader(raw)
        var itemsSeen = false
        var outboxSeen = false
        var count = 0
        var numbers: [Range<Int>?]?
        // Once the items and the numbers are read, the rest is left unread: the outbox, the base,
        // the conflicts and the history are not listed, and the body's checksum vouches for their
        // bytes (a full load reads and checks them). The store's writer puts the numbers right
        // after the items; in an older snapshot they come after the outbox, which is then skipped.
        try reader.objectPrefix { reader, key throws(Failure) in
            if !itemsSeen, key.names(.items) {
                itemsSeen = true
                try reader.array { reader throws(Failure) in
                    count += 1
                    if let item = SnapshotItemScanner.scan(raw, at: reader.index) {
                        reader.advance(to: item.end)
                        visit(.raw(item))
                    } else {
                        visit(.decoded(try reader.item()))
                    }
                }
            } else if numbers == nil, key.names(.numbers) {
                // Each id's bytes, checked but not built (see ``RawNumberSlots``).
                numbers = try reader.elements { r throws(Failure) in
                    try r.nullOr { r throws(Failure) in try r.stringRange() }
                }
            } else {
                if key.names(.outbox) { outboxSeen = true }
                try reader.skipStructure()
            }
            return !(itemsSeen && numbers != nil)
        }
        if itemsSeen && numbers != nil { return (count, numbers) }
        try reader.end()
        guard itemsSeen, outboxSeen else { throw Failure(offset: 0, reason: "missing items or outbox") }
        return (count, numbers)
    }

    private mutating func outboxEntry() throws(Failure) -> SnapshotBody.Entry {
        var entry = SnapshotBody.Entry(op: "")
        var opSeen = false
        var idSeen = false
        try object { reader, key throws(Failure) in
            if !opSeen, key.names(.op) {
                opSeen = true
                entry.op = try reader.string()
            } else if !idSeen, key.elementsEqual(Keys.id) {
                idSeen = true
                entry.id = try reader.string()
            } else if entry.item == nil, key.names(.item) {
                entry.item = try reader.item()
            } else {
                try reader.skipValue()
            }
        }
        return entry
    }

    /// One undo step, `{"cmd":…,"at":…,"items":[{"id":…,"before":…,"after":…}]}`, as
    /// ``HistoryEntry`` decodes it (an absent or `null` `before`: the command created the todo; an
    /// absent `after`: an entry written before it was kept).
    mutating func historyEntry() throws(Failure) -> HistoryEntry {
        let start = index
        var command: String?
        var at: Int64?
        var items: [HistoryEntry.Before]?
        try object { reader, key throws(Failure) in
            if command == nil, key.names(.command) {
                command = try reader.string()
            } else if at == nil, key.names(.at) {
                at = try reader.int64()
            } else if items == nil, key.names(.items) {
                items = try reader.elements { r throws(Failure) in try r.historyBefore() }
            } else {
                try reader.skipValue()
            }
        }
        guard let command, let at, let items else {
            throw Failure(offset: start, reason: "an undo step without cmd, at or items")
        }
        return HistoryEntry(command: command, at: at, items: items)
    }

    private mutating func historyBefore() throws(Failure) -> HistoryEntry.Before {
        let start = index
        var id: String?
        var before: TodoItem??
        var after: HistoryEntry.After??
        try object { reader, key throws(Failure) in
            if id == nil, key.elementsEqual(Keys.id) {
                id = try reader.string()
            } else if before == nil, key.names(.before) {
                before = .some(try reader.nullOr { r throws(Failure) in try r.item() })
            } else if after == nil, key.names(.after) {
                let at = reader.index
                after = .some(
                    try reader.nullOr { r throws(Failure) in
                        guard let value = HistoryEntry.After(text: try r.string()) else {
                            throw Failure(offset: at, reason: "an undo step's todo with a bad after")
                        }
                        return value
                    })
            } else {
                try reader.skipValue()
            }
        }
        guard let id else { throw Failure(offset: start, reason: "an undo step's todo without an id") }
        return HistoryEntry.Before(id: id, item: before ?? nil, after: after ?? nil)
    }

    /// The snapshot body's keys.
    fileprivate enum SnapshotKey: String {
        case items, outbox, base, conflicts, numbers, history, versions, after, op, item, at, before
        case command = "cmd"
    }
}

extension UnsafeRawBufferPointer {
    /// This key is `key`'s name.
    fileprivate func names(_ key: FastJSONReader.SnapshotKey) -> Bool {
        elementsEqual(key.rawValue.utf8)
    }
}
