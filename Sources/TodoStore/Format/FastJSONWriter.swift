import FoundationEssentials
import TodoModel

/// Writes the store's JSON without `JSONEncoder`: the snapshot body straight into one byte
/// buffer, with no tree of values in between (`JSONEncoder` held several times the body's size
/// in memory, and most of a bulk commit's time).
///
/// What it writes, ``FastJSONReader`` and `JSONDecoder` read back as the same values: strings
/// escape `"`, `\` and the C0 controls, and nothing else; optional fields are omitted when absent.
struct FastJSONWriter {
    private(set) var bytes: [UInt8] = []
    /// How many bytes ``flush(to:)`` has handed on.
    private var flushed = 0

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The snapshot body `{"items":[…],"numbers":[…],"outbox":[…],…}` of `state`: the members of
    /// ``SnapshotBody``, the short numbers right after the items (where `list` stops reading).
    static func snapshotBody(_ state: StoreState) throws -> [UInt8] {
        var ranges: [Range<Int>] = []
        return try snapshotBody(state, itemRanges: &ranges)
    }

    /// The snapshot body, and where in it each item's JSON is (in the items' order): what
    /// ``StoreIndex`` points at.
    static func snapshotBody(_ state: StoreState, itemRanges: inout [Range<Int>]) throws -> [UInt8] {
        var writer = FastJSONWriter(capacity: 160 * (state.items.count + state.outbox.count) + 64)
        let conflicts = try conflictsJSON(state)
        let versions = try versionsJSON(state)
        var ranges: [Range<Int>]? = []
        writer.snapshotBody(state, conflicts: conflicts, versions: versions, itemRanges: &ranges, piece: .max) {
            (_: UnsafeRawBufferPointer) in
        }
        itemRanges = ranges ?? []
        return writer.bytes
    }

    /// The conflict log as the snapshot body holds it (written by `JSONEncoder`; it is short), its
    /// keys sorted so that the same log is always the same bytes.
    static func conflictsJSON(_ state: StoreState) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(state.conflicts))
    }

    /// The store's history (``StoreState/versions``) as the snapshot body holds it, after all else
    /// (written by `JSONEncoder`, keys sorted; read only by a full load, never by `list` or the index).
    static func versionsJSON(_ state: StoreState) throws -> [UInt8] {
        // None: no bytes, and the body has no `versions` member.
        guard !state.versions.isEmpty else { return [] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(state.versions))
    }

    /// Writes the snapshot body of `state`, handing `sink` each piece of about `piece` bytes as it
    /// is ready (the last piece stays in ``bytes``), so that a bulk commit never holds the whole
    /// body. `itemRanges`, when not `nil`, gets where each item is in the body.
    mutating func snapshotBody<E: Error>(
        _ state: StoreState, conflicts: [UInt8], versions: [UInt8], itemRanges: inout [Range<Int>]?, piece: Int,
        sink: (UnsafeRawBufferPointer) throws(E) -> Void
    ) throws(E) {
        raw("{\"items\":[")
        itemRanges?.removeAll(keepingCapacity: true)
        itemRanges?.reserveCapacity(state.items.count)
        try commaSeparated(state.items.values) { writer, item throws(E) in
            let start = writer.position
            writer.item(item)
            itemRanges?.append(start..<writer.position)
            try writer.flush(reaching: piece, to: sink)
        }
        // The short numbers next, so that `list` reads what it needs and stops there.
        raw("],\"numbers\":[")
        try commaSeparated(state.numbers.slots) { writer, slot throws(E) in
            if let slot { writer.string(slot) } else { writer.raw("null") }
            try writer.flush(reaching: piece, to: sink)
        }
        raw("],\"outbox\":[")
        try commaSeparated(state.outbox.inOrder) { writer, operation throws(E) in
            // A queued version that is the item's current one is written as a reference.
            switch operation {
            case .create(let item):
                let current = state.items[item.id] == item
                writer.entry(op: "create", id: current ? item.id : nil, item: current ? nil : item)
            case .update(let item):
                let current = state.items[item.id] == item
                writer.entry(op: "update", id: current ? item.id : nil, item: current ? nil : item)
            case .delete(let id):
                writer.entry(op: "delete", id: id, item: nil)
            }
            try writer.flush(reaching: piece, to: sink)
        }
        byte(UInt8(ascii: "]"))
        raw(",\"base\":[")
        try commaSeparated(state.baseDelta.keys.sorted()) { writer, id throws(E) in
            writer.entry(op: "base", id: id, item: state.baseDelta[id] ?? nil)
            try writer.flush(reaching: piece, to: sink)
        }
        byte(UInt8(ascii: "]"))
        raw(",\"conflicts\":")
        conflicts.withUnsafeBytes { raw($0) }
        raw(",\"history\":[")
        try commaSeparated(state.history) { writer, entry throws(E) in
            try writer.history(entry, piece: piece, sink: sink)
        }
        byte(UInt8(ascii: "]"))
        // The history of issue 34, last: only a full load reads it.
        if !versions.isEmpty {
            raw(",\"versions\":")
            versions.withUnsafeBytes { raw($0) }
        }
        byte(UInt8(ascii: "}"))
    }

    /// One command of the undo history, as `HistoryEntry`'s `Codable` form has it
    /// (`{"cmd":…,"at":…,"items":[{"id":…,"before":{…},"after":…},…]}`, an absent `before` or
    /// `after` omitted).
    private mutating func history<E: Error>(
        _ entry: HistoryEntry, piece: Int, sink: (UnsafeRawBufferPointer) throws(E) -> Void
    ) throws(E) {
        raw("{\"cmd\":")
        string(entry.command)
        raw(",\"at\":")
        integer(entry.at)
        raw(",\"items\":[")
        try commaSeparated(entry.items) { writer, before throws(E) in
            writer.raw("{\"id\":")
            writer.string(before.id)
            if let item = before.item {
                writer.raw(",\"before\":")
                writer.item(item)
            }
            if let after = before.after {
                writer.raw(",\"after\":")
                writer.string(after.text)
            }
            writer.byte(UInt8(ascii: "}"))
            try writer.flush(reaching: piece, to: sink)
        }
        raw("]}")
    }

    /// Writes `elements` separated by commas, each by `write`.
    private mutating func commaSeparated<Elements: Sequence, E: Error>(
        _ elements: Elements, _ write: (inout Self, Elements.Element) throws(E) -> Void
    ) throws(E) {
        var first = true
        for element in elements {
            if !first { byte(UInt8(ascii: ",")) }
            first = false
            try write(&self, element)
        }
    }

    /// Where the next byte goes, counting the bytes already handed on by ``flush(to:)``.
    var position: Int { flushed + bytes.count }

    /// ``flush(to:)`` once `piece` bytes or more are waiting.
    mutating func flush<E: Error>(reaching piece: Int, to sink: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
        if bytes.count >= piece { try flush(to: sink) }
    }

    /// Hands the bytes written so far to `sink` and forgets them, keeping the buffer.
    mutating func flush<E: Error>(to sink: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
        try bytes.withTypedBytes(sink)
        flushed += bytes.count
        bytes.removeAll(keepingCapacity: true)
    }

    /// An outbox or base entry: `{"op":…,"id":…,"item":{…}}`, absent members omitted.
    mutating func entry(op: String, id: String?, item: TodoItem?) {
        raw("{\"op\":")
        string(op)
        if let id {
            raw(",\"id\":")
            string(id)
        }
        if let item {
            raw(",\"item\":")
            self.item(item)
        }
        byte(UInt8(ascii: "}"))
    }

    /// One element, its fields in ``TodoField``'s order (the contract's), an absent one omitted.
    mutating func item(_ item: TodoItem) {
        var first = true
        for field in TodoField.inOrder {
            guard let value = field.value(of: item) else { continue }
            key(field, first: first)
            first = false
            self.value(value)
        }
        byte(UInt8(ascii: "}"))
    }

    /// `{"key":` for the first member of an element, `,"key":` for the others.
    mutating func key(_ field: TodoField, first: Bool) {
        // One append of the member's literal (four appends a member, for each of 100k todos,
        // were an eighth of `list --json`).
        let at = bytes.count
        raw(field.member)
        if first { bytes[at] = UInt8(ascii: "{") }
    }

    /// A field's value as JSON.
    mutating func value(_ value: TodoFieldValue) {
        switch value {
        case .string(let text): string(text)
        case .integer(let number): integer(number)
        case .bool(let flag): raw(flag ? "true" : "false")
        }
    }

    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            byte(UInt8(ascii: "\""))
            var runStart = 0
            for (offset, unit) in utf8.enumerated() where unit < 0x20 || unit == 0x22 || unit == 0x5C {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<offset]))
                runStart = offset + 1
                escape(unit)
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
            byte(UInt8(ascii: "\""))
        }
    }

    private mutating func escape(_ unit: UInt8) {
        byte(UInt8(ascii: "\\"))
        switch unit {
        case 0x22, 0x5C: byte(unit)
        case 0x08: byte(UInt8(ascii: "b"))
        case 0x0C: byte(UInt8(ascii: "f"))
        case 0x0A: byte(UInt8(ascii: "n"))
        case 0x0D: byte(UInt8(ascii: "r"))
        case 0x09: byte(UInt8(ascii: "t"))
        default:
            let hex = Array("0123456789abcdef".utf8)
            raw("u00")
            byte(hex[Int(unit >> 4)])
            byte(hex[Int(unit & 0x0F)])
        }
    }

    mutating func integer(_ value: Int64) {
        if value < 0 { byte(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes, room for UInt64's 20 digits
        withUnsafeMutableBytes(of: &digits) { buffer in
            var end = buffer.count
            repeat {
                end -= 1
                buffer[end] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            bytes.append(contentsOf: buffer[end...])
        }
    }

    mutating func raw(_ literal: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    mutating func byte(_ value: UInt8) {
        bytes.append(value)
    }

    /// Bytes that are JSON already.
    mutating func raw(_ json: UnsafeRawBufferPointer) {
        bytes.append(contentsOf: json.assumingMemoryBound(to: UInt8.self))
    }
}
