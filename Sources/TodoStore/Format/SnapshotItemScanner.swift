import Glibc
import TodoModel

/// A snapshot item read in place: where each field's JSON value is in the snapshot's bytes.
///
/// Strings are given with their quotes and escapes, integers as their digits: exactly the bytes
/// the wire element repeats, so `list --json` and `export` copy them instead of decoding the item.
struct RawSnapshotItem {
    var id: Range<Int>
    var text: Range<Int>
    var importance: Range<Int>
    var deadline: Range<Int>?
    var done: Bool
    var color: Range<Int>?
    var createdAt: Range<Int>
    var changedAt: Range<Int>
    var lastUpdatedBy: Range<Int>
    /// Just past the item's closing brace.
    var end: Int
    /// Whether the id is written with an escape (its bytes are then not its UTF-8).
    var idEscaped: Bool
}

/// Reads a snapshot item that is in the one form ``FastJSONWriter/item(_:)`` writes: its members in
/// that order, no whitespace, every string printable ASCII with only the escapes the writer makes,
/// integers without a sign or leading zero that `Int64` holds with room, a known importance and a
/// valid colour.
///
/// For such bytes, decoding the item (``FastJSONReader/item()``) and writing it again with
/// ``FastJSONWriter`` gives back the same value bytes, so they can be copied. Anything else (a
/// snapshot of another writer, non-ASCII text, an unknown member) gets `nil`, and the caller
/// decodes the item, which also refuses what is not an item.
enum SnapshotItemScanner {
    static func scan(_ bytes: UnsafeRawBufferPointer, at start: Int) -> RawSnapshotItem? {
        var cursor = Cursor(bytes: bytes, index: start)
        guard cursor.literal("{\"id\":"), let id = cursor.string(), id.count > 2,
            case let idEscaped = cursor.escaped,
            cursor.literal(",\"text\":"), let text = cursor.string(),
            cursor.literal(",\"importance\":"), let importance = cursor.importance()
        else { return nil }
        var deadline: Range<Int>?
        if cursor.literal(",\"deadline\":") {
            guard let value = cursor.integer() else { return nil }
            deadline = value
        }
        let done: Bool
        if cursor.literal(",\"done\":true") {
            done = true
        } else if cursor.literal(",\"done\":false") {
            done = false
        } else {
            return nil
        }
        var color: Range<Int>?
        if cursor.literal(",\"color\":") {
            guard let value = cursor.color() else { return nil }
            color = value
        }
        guard cursor.literal(",\"created_at\":"), let createdAt = cursor.integer(),
            cursor.literal(",\"changed_at\":"), let changedAt = cursor.integer(),
            cursor.literal(",\"last_updated_by\":"), let lastUpdatedBy = cursor.string(),
            cursor.literal("}")
        else { return nil }
        return RawSnapshotItem(
            id: id, text: text, importance: importance, deadline: deadline, done: done, color: color,
            createdAt: createdAt, changedAt: changedAt, lastUpdatedBy: lastUpdatedBy, end: cursor.index,
            idEscaped: idEscaped)
    }

    /// The value of canonical integer digits (at most 18 of them, so no overflow).
    static func integer(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> Int64 {
        var value: Int64 = 0
        var index = range.lowerBound
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        while index < range.upperBound {
            value = value &* 10 &+ Int64(bytes[index] &- 0x30)
            index += 1
        }
        return negative ? -value : value
    }

    private struct Cursor {
        let bytes: UnsafeRawBufferPointer
        var index: Int
        /// Whether the last string read had an escape.
        var escaped = false

        mutating func literal(_ text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard index + count <= bytes.count, memcmp(bytes.baseAddress! + index, text.utf8Start, count) == 0 else {
                return false
            }
            index += count
            return true
        }

        /// A string of printable ASCII whose escapes are the writer's: `\"`, `\\`, `\b`, `\f`,
        /// `\n`, `\r`, `\t`, and `\u00xx` (lower-case hex) for the other C0 controls.
        mutating func string() -> Range<Int>? {
            let start = index
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            index += 1
            escaped = false
            while index < bytes.count {
                // Eight plain bytes at a time; the byte loop below finds what stopped them.
                while index + 8 <= bytes.count,
                    !ASCIIBytes.mayStopJSONString(word: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                {
                    index += 8
                }
                guard index < bytes.count else { return nil }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    return start..<index
                }
                if byte == UInt8(ascii: "\\") {
                    guard escape() else { return nil }
                    escaped = true
                    continue
                }
                guard byte >= 0x20, byte < 0x80 else { return nil }
                index += 1
            }
            return nil
        }

        private mutating func escape() -> Bool {
            guard index + 1 < bytes.count else { return false }
            switch bytes[index + 1] {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"),
                UInt8(ascii: "r"), UInt8(ascii: "t"):
                index += 2
                return true
            case UInt8(ascii: "u"):
                guard index + 6 <= bytes.count, bytes[index + 2] == UInt8(ascii: "0"),
                    bytes[index + 3] == UInt8(ascii: "0"),
                    let high = Self.lowerHex(bytes[index + 4]), high <= 1,
                    let low = Self.lowerHex(bytes[index + 5])
                else { return false }
                switch high << 4 | low {
                case 0x08, 0x09, 0x0A, 0x0C, 0x0D:
                    return false  // these have a short escape, which the writer uses instead
                default:
                    index += 6
                    return true
                }
            default:
                return false
            }
        }

        private static func lowerHex(_ byte: UInt8) -> UInt8? {
            switch byte {
            case 0x30...0x39: byte - 0x30
            case 0x61...0x66: byte - 0x61 + 10
            default: nil
            }
        }

        mutating func importance() -> Range<Int>? {
            let start = index
            guard literal("\"low\"") || literal("\"basic\"") || literal("\"important\"") else { return nil }
            return start..<index
        }

        /// `"#RRGGBB"`, as ``TodoItem/isValidColor(_:)`` accepts it.
        mutating func color() -> Range<Int>? {
            guard index + 9 <= bytes.count, bytes[index] == UInt8(ascii: "\""), bytes[index + 1] == UInt8(ascii: "#"),
                bytes[index + 8] == UInt8(ascii: "\"")
            else { return nil }
            for k in 2..<8 {
                switch bytes[index + k] {
                case 0x30...0x39, 0x41...0x46, 0x61...0x66: continue
                default: return nil
                }
            }
            index += 9
            return (index - 9)..<index
        }

        /// `0`, or up to 18 digits not starting with 0, after an optional minus.
        mutating func integer() -> Range<Int>? {
            let start = index
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            let first = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            let digits = index - first
            guard digits >= 1, digits <= 18 else { return nil }
            if bytes[first] == 0x30 {
                // A single 0, and not "-0" (which the writer never makes).
                guard digits == 1, first == start else { return nil }
            }
            return start..<index
        }
    }
}

extension FastJSONWriter {
    /// A snapshot item read in place, as ``sortedItem(_:owner:)`` writes the item it holds;
    /// `owner` is the JSON string (quotes included) to add as its `owner`.
    mutating func sortedItem(_ item: RawSnapshotItem, in source: UnsafeRawBufferPointer, owner: [UInt8]?) {
        raw("{\"changed_at\":")
        copy(source, item.changedAt)
        if let color = item.color {
            raw(",\"color\":")
            copy(source, color)
        }
        raw(",\"created_at\":")
        copy(source, item.createdAt)
        if let deadline = item.deadline {
            raw(",\"deadline\":")
            copy(source, deadline)
        }
        raw(item.done ? ",\"done\":true" : ",\"done\":false")
        raw(",\"id\":")
        copy(source, item.id)
        raw(",\"importance\":")
        copy(source, item.importance)
        raw(",\"last_updated_by\":")
        copy(source, item.lastUpdatedBy)
        if let owner {
            raw(",\"owner\":")
            owner.withUnsafeBytes { raw($0) }
        }
        raw(",\"text\":")
        copy(source, item.text)
        byte(UInt8(ascii: "}"))
    }

    private mutating func copy(_ source: UnsafeRawBufferPointer, _ range: Range<Int>) {
        raw(UnsafeRawBufferPointer(rebasing: source[range]))
    }
}
