import Testing
import TodoModel
import TodoSync
import TodoValues

@testable import TodoKit

/// `list --json` and `export` write their elements without `JSONEncoder` (``WireJSON/elements(_:)-…``);
/// a differential test holds them to what `JSONEncoder` writes, byte for byte.
@Suite("ElementsJSON")
struct ElementsJSONTests {
    /// Characters a hostile text may hold: every C0 control, DEL, quotes, both slashes, line and
    /// paragraph separators, combining marks, wide and astral characters.
    static let alphabet: [String] =
        (0..<0x20).map { String(UnicodeScalar(UInt8($0))) } + [
            "\u{7F}", "\"", "\\", "/", "\u{2028}", "\u{2029}", "e\u{301}", "ñ", "中", "🎉", "👩‍👩‍👧", "\u{FEFF}", "a", "Z",
            " ", "+home", "@phone", "{", "}", "[", "]", ",", ":",
        ]

    static func randomText(_ rng: inout SeededRandomNumberGenerator) -> String {
        let length = Int(rng.next() % 12)
        return (0..<length).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }.joined()
    }

    static func randomItem(_ rng: inout SeededRandomNumberGenerator) -> TodoItem {
        let times: [Int64] = [0, 1, -1, 1_700_000_000, Int64.max, Int64.min, 253_402_300_799]
        return TodoItem(
            id: rng.next() % 5 == 0 ? randomText(&rng) + "x" : "ID-\(rng.next() % 1000)",
            text: randomText(&rng),
            importance: [.low, .basic, .important][Int(rng.next() % 3)],
            deadline: rng.next() % 2 == 0 ? nil : times[Int(rng.next() % UInt64(times.count))],
            done: rng.next() % 2 == 0,
            color: rng.next() % 3 == 0 ? "#A0b1C2" : nil,
            createdAt: times[Int(rng.next() % UInt64(times.count))],
            changedAt: times[Int(rng.next() % UInt64(times.count))],
            lastUpdatedBy: rng.next() % 4 == 0 ? randomText(&rng) : "device-1")
    }

    @Test(arguments: 0..<30)
    func elementsAreWhatJSONEncoderWrites(seed: UInt64) {
        var rng = SeededRandomNumberGenerator(seed: seed)
        let items = (0..<Int(rng.next() % 40)).map { _ in Self.randomItem(&rng) }
        #expect(WireJSON.elements(items) == WireJSON.string(items), "seed \(seed)")
        let owned = items.map { OwnedItem($0, owner: rng.next() % 2 == 0 ? "Local Device" : Self.randomText(&rng)) }
        #expect(WireJSON.elements(owned) == WireJSON.string(owned), "seed \(seed)")
    }

    @Test func anEmptyListIsAnEmptyArray() {
        #expect(WireJSON.elements([TodoItem]()) == "[]")
        #expect(WireJSON.elements([OwnedItem]()) == "[]")
    }
}
