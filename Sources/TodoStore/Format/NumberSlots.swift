import Glibc
import TodoModel

/// The short-number slots of a snapshot: for each number from 1, the id holding it, or none.
///
/// ``SnapshotNumbers`` reads them through this, so that `list` can check the slots against its
/// todos without building a string per id (``RawNumberSlots``), and the tests can give them as
/// an array.
protocol NumberSlots {
    var count: Int { get }
    /// Whether the number `index + 1` is free.
    func isFree(_ index: Int) -> Bool
    /// The id holding the number `index + 1` (`nil`: free).
    func id(at index: Int) -> String?
    /// Whether the number `index + 1` is held by `id`.
    func holds(_ id: String, at index: Int) -> Bool
    /// ``IDHashSet/hash(_:)`` of the id holding the number `index + 1`, when it is ASCII (its
    /// bytes are then the only spelling `String` holds equal to it); `nil` otherwise or when free.
    func plainHash(at index: Int) -> UInt64?
}

extension Array: NumberSlots where Element == String? {
    func isFree(_ index: Int) -> Bool { self[index] == nil }
    func id(at index: Int) -> String? { self[index] }
    func holds(_ id: String, at index: Int) -> Bool { self[index] == id }
    func plainHash(at index: Int) -> UInt64? { self[index].flatMap(IDHashSet.asciiHash) }
}

/// The slots as the snapshot's bytes hold them, each id checked by the walk but built only when
/// asked for: an ASCII id is compared with the todos' byte for byte. Valid while `source` is.
struct RawNumberSlots: NumberSlots {
    let source: UnsafeRawBufferPointer
    /// Each id's string in `source`, quotes included (see ``FastJSONReader/stringRange()``).
    let ranges: [Range<Int>?]

    var count: Int { ranges.count }

    func isFree(_ index: Int) -> Bool { ranges[index] == nil }

    func id(at index: Int) -> String? {
        ranges[index].map { RawSnapshotItem.string(source, $0) }
    }

    func holds(_ id: String, at index: Int) -> Bool {
        guard let range = ranges[index] else { return false }
        let inner = UnsafeRawBufferPointer(rebasing: source[(range.lowerBound + 1)..<(range.upperBound - 1)])
        var id = id
        let same: Bool? = id.withUTF8 { utf8 in
            // An escaped or non-ASCII id is compared as the string it spells (`String` equality is
            // Unicode's canonical equivalence: "é" is "e" with a combining accent).
            guard ASCIIBytes.isASCII(inner), ASCIIBytes.isASCII(UnsafeRawBufferPointer(utf8)),
                inner.isEmpty || memchr(inner.baseAddress!, Int32(UInt8(ascii: "\\")), inner.count) == nil
            else { return nil }
            return utf8.count == inner.count
                && (inner.isEmpty || memcmp(utf8.baseAddress!, inner.baseAddress!, inner.count) == 0)
        }
        return same ?? (RawSnapshotItem.string(source, range) == id)
    }

    func plainHash(at index: Int) -> UInt64? {
        guard let range = ranges[index] else { return nil }
        let inner = UnsafeRawBufferPointer(rebasing: source[(range.lowerBound + 1)..<(range.upperBound - 1)])
        // An escape spells the id with other bytes than its own.
        guard IDHashSet.isASCII(inner),
            inner.isEmpty || memchr(inner.baseAddress!, Int32(UInt8(ascii: "\\")), inner.count) == nil
        else { return nil }
        return IDHashSet.hash(inner)
    }
}
