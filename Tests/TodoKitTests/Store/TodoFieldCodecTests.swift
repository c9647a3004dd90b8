import Foundation
import Testing
import TodoFormats
import TodoModel
import TodoSync

@testable import TodoKit
@testable import TodoStore

/// Every codec that ``TodoField`` drives, held to `JSONEncoder` and `JSONDecoder` (CSV: to its own
/// round trip) on random todos made from the table itself, so a field added to it is covered too.
@Suite struct TodoFieldCodecTests {
    /// Strings a todo's string field may hold, hostile ones among them.
    static let strings = [
        "Buy milk", "quote \" backslash \\ slash /", "tab\tnew\nline\r\u{08}\u{0C}", "ctl \u{01}\u{1F}\u{7F}",
        "é 漢字 \u{1F600}", "\u{202E}bidi", "low", "basic", "important", "#A0b1C2", "#ff8800", "", "x,y",
    ]
    static let integers: [Int64] = [0, 1, 2, 3, -1, 1_741_600_000, Int64.max, Int64.min, 253_402_300_799]

    /// A todo whose every field takes a random value it may hold (an optional one absent at times);
    /// `scannable`: one ``SnapshotItemScanner`` reads in place (ASCII strings, at most 18 digits).
    static func randomItem(_ index: Int, _ rng: inout SeededRandomNumberGenerator, scannable: Bool = false) -> TodoItem
    {
        let integers = scannable ? Self.integers.filter { $0.magnitude < 1_000_000_000_000_000_000 } : Self.integers
        var item = TodoItem(id: "id\(index)", text: "", createdAt: 0, lastUpdatedBy: "")
        for field in TodoField.inOrder where field != .id {
            if field.isOptional, rng.next() % 3 == 0 {
                field.set(nil, in: &item)
                continue
            }
            // Values of the field's kind until one it holds (a field that refuses them all keeps its own).
            for _ in 0..<32 {
                let value: TodoFieldValue
                switch field.kind {
                case .string:
                    let text = strings[Int(rng.next() % UInt64(strings.count))]
                    value = .string(scannable ? String(text.unicodeScalars.filter { $0.isASCII }) : text)
                case .integer: value = .integer(integers[Int(rng.next() % UInt64(integers.count))])
                case .bool: value = .bool(rng.next() % 2 == 0)
                }
                if field.set(value, in: &item) { break }
            }
        }
        return item
    }

    static func randomItems(seed: UInt64, scannable: Bool = false) -> [TodoItem] {
        print("TodoFieldCodecTests seed \(seed)")
        var rng = SeededRandomNumberGenerator(seed: seed)
        return (0..<Int(rng.next() % 20 + 1)).map { randomItem($0, &rng, scannable: scannable) }
    }

    static func encoder(sorted: Bool) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = sorted ? [.sortedKeys, .withoutEscapingSlashes] : [.withoutEscapingSlashes]
        return encoder
    }

    @Test("the table lists each field once, in the element's order, and fits the scanner's ranges")
    func table() {
        #expect(TodoField.inOrder == TodoField.allCases)
        #expect(Set(TodoField.sorted) == Set(TodoField.allCases))
        #expect(Set(TodoField.inOrder.map(\.name)).count == TodoField.allCases.count)
        #expect(TodoField.allCases.count <= FieldRanges.capacity)
        #expect(TodoField.merged.allSatisfy { $0.isContent && $0.mergeName != nil })
        for field in TodoField.allCases { #expect(TodoField(name: field.name) == field) }
        // The writers' and the scanner's literal of each member spells its key.
        for field in TodoField.allCases { #expect(field.member.description == ",\"" + field.name + "\":") }
    }

    @Test(
        "the store's element writer writes JSONEncoder's object, keys in the table's order, and reads back",
        arguments: 0..<40 as Range<UInt64>)
    func elementWriter(seed: UInt64) throws {
        for item in Self.randomItems(seed: seed) {
            var writer = FastJSONWriter()
            writer.item(item)
            // JSONEncoder without `.sortedKeys` orders keys by hash on Linux: the same object, and the
            // writer's bytes in the table's order are the sorted writer's members reordered.
            let reference = try Self.encoder(sorted: false).encode(item)
            let written = try JSONSerialization.jsonObject(with: Data(writer.bytes)) as? NSDictionary
            #expect(written == (try JSONSerialization.jsonObject(with: reference) as? NSDictionary), "seed \(seed)")
            #expect(written?.count == TodoField.inOrder.filter { $0.value(of: item) != nil }.count)
            let keys = TodoField.inOrder.filter { $0.value(of: item) != nil }.map { "\"\($0.name)\":" }
            let text = String(decoding: writer.bytes, as: UTF8.self)
            let places = keys.compactMap { text.range(of: $0)?.lowerBound }
            #expect(places.count == keys.count && places == places.sorted(), "seed \(seed): \(text)")
            #expect(try JSONDecoder().decode(TodoItem.self, from: Data(writer.bytes)) == item, "seed \(seed)")
            #expect(try FastJSONReader.items([UInt8(ascii: "[")] + writer.bytes + [UInt8(ascii: "]")]) == [item])
        }
    }

    @Test("the wire elements (list --json, export) are JSONEncoder's sorted bytes", arguments: 0..<40 as Range<UInt64>)
    func sortedWriter(seed: UInt64) throws {
        let items = Self.randomItems(seed: seed)
        let reference = String(decoding: try Self.encoder(sorted: true).encode(items), as: UTF8.self)
        #expect(ElementsJSON.array(items) == reference, "seed \(seed)")
        for item in items {
            let owned = String(decoding: try Self.encoder(sorted: true).encode(Owned(item: item)), as: UTF8.self)
            #expect(ElementsJSON.element(item, owner: "alice") == owned, "seed \(seed)")
        }
    }

    @Test("the fast reader reads what JSONDecoder reads, sorted or not", arguments: 0..<40 as Range<UInt64>)
    func reader(seed: UInt64) throws {
        let items = Self.randomItems(seed: seed)
        for sorted in [false, true] {
            let bytes = try Self.encoder(sorted: sorted).encode(items)
            #expect(try JSONDecoder().decode([TodoItem].self, from: bytes) == items, "seed \(seed)")
            #expect(try FastJSONReader.items(bytes) == items, "seed \(seed)")
        }
    }

    @Test(
        "a snapshot item read in place is the item, and copies as JSONEncoder writes it",
        arguments: 0..<40 as Range<UInt64>)
    func snapshotScanner(seed: UInt64) throws {
        for item in Self.randomItems(seed: seed, scannable: true) {
            var writer = FastJSONWriter()
            writer.item(item)
            let bytes = writer.bytes
            try bytes.withUnsafeBytes { source in
                let raw = try #require(SnapshotItemScanner.scan(source, at: 0), "seed \(seed)")
                #expect(raw.end == source.count)
                #expect(raw.item(in: source) == item, "seed \(seed)")
                var copy = FastJSONWriter()
                copy.sortedItem(raw, in: source, owner: Array("\"bob\"".utf8))
                let reference = try Self.encoder(sorted: true).encode(Owned(item: item, owner: "bob"))
                #expect(copy.bytes == Array(reference), "seed \(seed)")
            }
        }
    }

    @Test("a journal line is JSONEncoder's bytes and reads back as the change", arguments: 0..<40 as Range<UInt64>)
    func journal(seed: UInt64) throws {
        for (position, item) in Self.randomItems(seed: seed).enumerated() {
            let change: StoreChange = position % 2 == 0 ? .put(item, nil) : .put(item, .update(item))
            let line = try #require(FastJSONWriter.journalLine(change))
            #expect(line == Array(try Self.encoder(sorted: true).encode(change)), "seed \(seed)")
            #expect(try JSONDecoder().decode(StoreChange.self, from: Data(line)) == change, "seed \(seed)")
            #expect(line.withUnsafeBytes { FastJSONReader.journalChange($0) } == change, "seed \(seed)")
        }
    }

    @Test("CSV reads back what it writes", arguments: 0..<40 as Range<UInt64>)
    func csvRoundTrip(seed: UInt64) throws {
        let items = Self.randomItems(seed: seed)
        let csv = CSVCodec.encode(items)
        // An empty `last_updated_by` reads as the importing device's: here the empty one.
        let decoded = try CSVCodec.decode(csv, source: "t.csv", now: 0, deviceID: "", makeID: { "new" })
        #expect(decoded == items, "seed \(seed): \(csv)")
    }

    /// An element with an `owner`, as `list --json` writes one for a shared list.
    struct Owned: Encodable {
        var item: TodoItem
        var owner = "alice"

        func encode(to encoder: any Encoder) throws {
            try item.encode(to: encoder)
            var c = encoder.container(keyedBy: Key.self)
            try c.encode(owner, forKey: Key(stringValue: "owner"))
        }

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { return nil }
        }
    }
}
