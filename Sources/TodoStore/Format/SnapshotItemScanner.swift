import Glibc
import TodoModel

/// A snapshot item read in place: where each field's JSON value is in the snapshot's bytes.
///
/// Strings are given with their quotes and escapes, integers as their digits, booleans as `true`
/// or `false`: exactly the bytes the wire element repeats, so `list --json` and `export` copy them
/// instead of decoding the item.
struct RawSnapshotItem {
    /// Where each field's value is; `nil` for an absent one.
    var ranges = FieldRanges()
    /// Just past the item's closing brace.
    var end: Int
    /// Whether the id is written with an escape (its bytes are then not its UTF-8).
    var idEscaped: Bool

    var id: Range<Int> { ranges[.id] ?? 0..<0 }
    var text: Range<Int> { ranges[.text] ?? 0..<0 }
    var createdAt: Range<Int> { ranges[.createdAt] ?? 0..<0 }
    var changedAt: Range<Int> { ranges[.changedAt] ?? 0..<0 }
    var deadline: Range<Int>? { ranges[.deadline] }
    var done: Bool { ranges[.done]?.count == 4 }
}

/// A byte range for each ``TodoField``, kept inline in 96 bytes (no allocation per item, and a
/// small copy: the walk copies it with each item).
///
/// Offsets are kept in 32 bits: ``SnapshotItemScanner/scan(_:at:)`` leaves a snapshot of 4 GiB or
/// more to the decoder.
struct FieldRanges {
    /// Room for this many fields; ``TodoField`` has fewer (`FieldRangesTests` checks it).
    static let capacity = 12
    /// Each range as its start in the high half and its end in the low one; 0 (empty): absent.
    private var slots:
        (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

    /// The range of `field`'s value; `nil` (kept as an empty range, which no value has) when absent.
    subscript(field: TodoField) -> Range<Int>? {
        @inline(__always) get {
            precondition(field.rawValue < Self.capacity, "a slot for each field")
            let packed = withUnsafeBytes(of: slots) {
                $0.load(fromByteOffset: field.rawValue * MemoryLayout<UInt64>.stride, as: UInt64.self)
            }
            let start = Int(packed >> 32)
            let end = Int(packed & 0xFFFF_FFFF)
            return start < end ? start..<end : nil
        }
        @inline(__always) set {
            precondition(field.rawValue < Self.capacity, "a slot for each field")
            let packed = newValue.map { UInt64($0.lowerBound) << 32 | UInt64($0.upperBound) } ?? 0
            withUnsafeMutableBytes(of: &slots) {
                $0.storeBytes(of: packed, toByteOffset: field.rawValue * MemoryLayout<UInt64>.stride, as: UInt64.self)
            }
        }
    }
}

/// Reads a snapshot item that is in the one form ``FastJSONWriter/item(_:)`` writes: its members in
/// ``TodoField``'s order, no whitespace, every string printable ASCII with only the escapes the
/// writer makes, integers without a sign or leading zero that `Int64` holds with room, and a value
/// the field holds as it is written (a known importance, a valid colour: ``TodoField/isChecked``).
///
/// For such bytes, decoding the item (``FastJSONReader/item()``) and writing it again with
/// ``FastJSONWriter`` gives back the same value bytes, so they can be copied. Anything else (a
/// snapshot of another writer, non-ASCII text, an unknown member) gets `nil`, and the caller
/// decodes the item, which also refuses what is not an item.
enum SnapshotItemScanner {
    static func scan(_ bytes: UnsafeRawBufferPointer, at start: Int) -> RawSnapshotItem? {
        // Offsets past 32 bits do not fit ``FieldRanges``.
        guard bytes.count <= UInt32.max else { return nil }
        var cursor = Cursor(bytes: bytes, index: start)
        var item = RawSnapshotItem(end: start, idEscaped: false)
        var first = true
        var next: TodoField? = TodoField.first
        while let field = next {
            next = field.next
            guard cursor.member(field.member, first: first) else {
                if field.isOptional { continue }
                return nil
            }
            first = false
            let range: Range<Int>
            switch field.kind {
            case .string:
                guard let value = cursor.string() else { return nil }
                range = value
            case .integer:
                guard let value = cursor.integer() else { return nil }
                range = value
            case .bool:
                let at = cursor.index
                guard cursor.literal("true") || cursor.literal("false") else { return nil }
                range = at..<cursor.index
            }
            if field == .id {
                guard range.count > 2 else { return nil }
                item.idEscaped = cursor.escaped
            }
            if field.isChecked {
                // The importance and the colour on their bytes, here (a call per item cost).
                switch field {
                case .importance: guard Self.importance(bytes, range) != nil else { return nil }
                case .color: guard Self.isColor(bytes, range) else { return nil }
                default: guard Self.holdsAsWritten(field, bytes, range) else { return nil }
                }
            }
            item.ranges[field] = range
        }
        guard cursor.literal("}") else { return nil }
        item.end = cursor.index
        return item
    }

    /// The value of `field` whose bytes are `range` of `source`, as the scanner read them.
    static func value(_ field: TodoField, _ source: UnsafeRawBufferPointer, _ range: Range<Int>) -> TodoFieldValue {
        switch field.kind {
        case .string: .string(RawSnapshotItem.string(source, range))
        case .integer: .integer(integer(source, range))
        case .bool: .bool(range.count == 4)
        }
    }

    /// Whether `field` holds the value of `range` and writes it back as those bytes: a checked
    /// field that ``scan(_:at:)`` has no check on the bytes for. (The importance and the colour
    /// are checked on their bytes, a known name and `#RRGGBB`: decoding them into a value for
    /// each item cost a sixth of `list`.)
    private static func holdsAsWritten(_ field: TodoField, _ source: UnsafeRawBufferPointer, _ range: Range<Int>)
        -> Bool
    {
        let value = value(field, source, range)
        var item = TodoItem(id: "", text: "", createdAt: 0, lastUpdatedBy: "")
        return field.set(value, in: &item) && field.value(of: item) == value
    }

    /// The importance whose quoted name `range` holds, by its bytes; `nil` for another value.
    static func importance(_ source: UnsafeRawBufferPointer, _ range: Range<Int>) -> Importance? {
        // The three names differ in length: the length picks the one to compare with.
        let importance: Importance
        let name: StaticString
        switch range.count - 2 {
        case 3: (importance, name) = (.low, "low")
        case 5: (importance, name) = (.basic, "basic")
        case 9: (importance, name) = (.important, "important")
        default: return nil
        }
        guard memcmp(source.baseAddress! + range.lowerBound + 1, name.utf8Start, name.utf8CodeUnitCount) == 0 else {
            return nil
        }
        return importance
    }

    /// Whether `range` holds a quoted `#RRGGBB` (``TodoItem/isValidColor(_:)`` on the bytes).
    static func isColor(_ source: UnsafeRawBufferPointer, _ range: Range<Int>) -> Bool {
        guard range.count == 9, source[range.lowerBound + 1] == UInt8(ascii: "#") else { return false }
        return source[(range.lowerBound + 2)..<(range.upperBound - 1)].allSatisfy { byte in
            (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 70) || (byte >= 97 && byte <= 102)
        }
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

        /// `{"key":` (`first`) or `,"key":`, given as the field's ``TodoField/member``.
        mutating func member(_ member: StaticString, first: Bool) -> Bool {
            let count = member.utf8CodeUnitCount
            guard index + count <= bytes.count,
                bytes[index] == (first ? UInt8(ascii: "{") : UInt8(ascii: ",")),
                memcmp(bytes.baseAddress! + index + 1, member.utf8Start + 1, count - 1) == 0
            else { return false }
            index += count
            return true
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
        var first = true
        // Through a buffer pointer: no retain of the array for each field of 100k todos.
        TodoField.sorted.withUnsafeBufferPointer { sorted in
            for position in sorted.indices {
                if position == Self.fieldsBeforeOwner, let owner {
                    raw(first ? "{\"owner\":" : ",\"owner\":")
                    owner.withUnsafeBytes { raw($0) }
                    first = false
                }
                guard let range = item.ranges[sorted[position]] else { continue }
                key(sorted[position], first: first)
                first = false
                raw(UnsafeRawBufferPointer(rebasing: source[range]))
            }
        }
        if TodoField.sorted.count == Self.fieldsBeforeOwner, let owner {
            raw(first ? "{\"owner\":" : ",\"owner\":")
            owner.withUnsafeBytes { raw($0) }
        }
        byte(UInt8(ascii: "}"))
    }
}
