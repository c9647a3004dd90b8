import Foundation
import Testing
import TodoModel
import TodoTesting

@testable import TodoStore
@testable import TodoSync

/// A journal line is written without `JSONEncoder` for the changes commands make, byte for byte
/// as `JSONEncoder` writes it; any other change is left to `JSONEncoder`.
@Suite struct JournalLineTests {
    static func encoded(_ change: StoreChange) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(change))
    }

    /// Text a person or a server might put in a todo.
    static let texts = [
        "Buy milk", "quote \" backslash \\ slash /", "tab\tnew\nline\r\u{08}\u{0C}", "ctl \u{01}\u{1F}\u{7F}",
        "é 漢字 \u{1F600}", "\u{202E}bidi", "",
    ]

    static func hostile(_ item: TodoItem, _ rng: inout SeededRandomNumberGenerator) -> TodoItem {
        var item = item
        item.text = texts[Int(rng.next() % UInt64(texts.count))]
        item.color = rng.next() % 2 == 0 ? nil : "#FF8800"
        item.deadline = rng.next() % 2 == 0 ? nil : Int64(bitPattern: rng.next()) >> 8
        item.lastUpdatedBy = texts[Int(rng.next() % UInt64(texts.count))]
        return item
    }

    /// Changes of every kind, nested in transactions; items with hostile text.
    static func randomChange(_ rng: inout SeededRandomNumberGenerator, depth: Int = 0) -> StoreChange {
        let change = StoreViewTests.randomChange(&rng, depth: depth)
        switch change {
        case .put(let item, let operation):
            let item = hostile(item, &rng)
            switch (operation, rng.next() % 3) {
            case (.create, 0): return .put(item, .create(hostile(item, &rng)))  // a stale queued version
            case (.create, _): return .put(item, .create(item))
            case (.update, _): return .put(item, .update(item))
            case (.delete, 0): return .put(item, .delete(id: "other"))
            case (.delete, _): return .put(item, .delete(id: item.id))
            default: return .put(item, nil)
            }
        case .remove(let id, let operation):
            return rng.next() % 5 == 0 ? .remove(id: id, .delete(id: "other")) : .remove(id: id, operation)
        case .record(let entry):
            let items = (0..<Int(rng.next() % 3)).map { index -> HistoryEntry.Before in
                let before = hostile(TodoItem.numbered(index + 1), &rng)
                // What the command left: unknown (an older entry), removed, or a content stamp.
                let after: HistoryEntry.After? = [nil, .removed, .of(hostile(before, &rng))][Int(rng.next() % 3)]
                return .init(id: before.id, item: rng.next() % 2 == 0 ? nil : before, after: after)
            }
            return rng.next() % 4 == 0
                ? .popHistory : .record(HistoryEntry(command: texts[Int(rng.next() % 7)], at: entry.at, items: items))
        case .transaction(let changes):
            return .transaction(changes.map { _ in randomChange(&rng, depth: 1) })
        default:
            return change
        }
    }

    @Test("every line written without JSONEncoder is JSONEncoder's line; the usual changes all are")
    func linesMatchJSONEncoder() throws {
        var rng = SeededRandomNumberGenerator(seed: 2026)
        var written = 0
        var left = 0
        for _ in 0..<4000 {
            let change = Self.randomChange(&rng)
            let expected = try Self.encoded(change)
            guard let line = FastJSONWriter.journalLine(change) else {
                left += 1
                #expect(!Self.isUsual(change), "\(change)")
                continue
            }
            written += 1
            #expect(
                line == expected,
                "\(String(decoding: line, as: UTF8.self))\n\(String(decoding: expected, as: UTF8.self))")
        }
        #expect(written > 1000)
        #expect(left > 500)
    }

    @Test("what add, done and rm write is written without JSONEncoder")
    func commandChangesAreWritten() throws {
        let item = TodoItem.numbered(1)
        var done = item
        done.done = true
        let changes: [StoreChange] = [
            .transaction([
                .put(item, .create(item)),
                .record(HistoryEntry(command: "add", at: 5, items: [.init(id: item.id, item: nil)])),
            ]),
            .transaction([
                .put(done, .update(done)),
                .record(HistoryEntry(command: "done 1", at: 6, items: [.init(id: item.id, item: item)])),
            ]),
            .transaction([
                .remove(id: item.id, .delete(id: item.id)),
                .record(HistoryEntry(command: "rm 1", at: 7, items: [.init(id: item.id, item: done)])),
            ]),
            .popHistory,
        ]
        for change in changes {
            let line = try #require(FastJSONWriter.journalLine(change))
            #expect(line == (try Self.encoded(change)))
        }
    }

    /// Changes ``FastJSONWriter/journalLine(_:)`` must write itself.
    static func isUsual(_ change: StoreChange) -> Bool {
        switch change {
        case .put(let item, let operation):
            switch operation {
            case nil: true
            case .create(let version), .update(let version): version == item
            case .delete(let id): id == item.id
            }
        case .remove(let id, let operation): operation == nil || operation == .delete(id: id)
        case .record, .popHistory: true
        case .transaction(let changes): changes.allSatisfy(isUsual)
        default: false
        }
    }
}

/// A journal line is read without `JSONDecoder` when it has a form the writer gives the usual
/// changes: then it reads as `JSONDecoder` reads it; any other line is left to `JSONDecoder`.
@Suite struct JournalLineReadingTests {
    static func fast(_ line: [UInt8]) -> StoreChange? {
        line.withUnsafeBytes { FastJSONReader.journalChange($0) }
    }

    @Test("every line the writer makes is read as JSONDecoder reads it; the usual ones without it")
    func writtenLinesReadBack() throws {
        var rng = SeededRandomNumberGenerator(seed: 77)
        var readPlainly = 0
        for _ in 0..<3000 {
            let change = JournalLineTests.randomChange(&rng)
            let line = try JournalLineTests.encoded(change)
            let decoded = try JSONDecoder().decode(StoreChange.self, from: Data(line))
            guard let plain = Self.fast(line) else {
                #expect(!JournalLineTests.isUsual(change), "\(String(decoding: line, as: UTF8.self))")
                continue
            }
            readPlainly += 1
            #expect(plain == decoded, "\(String(decoding: line, as: UTF8.self))")
        }
        #expect(readPlainly > 1000)
    }

    @Test("an undo step's after is read as JSONDecoder reads it; one that is not a stamp is refused by both")
    func afterIsReadAsJSONDecoderReadsIt() throws {
        let values: [(json: String, after: HistoryEntry.After??)] = [
            ("\"gone\"", .some(.removed)), ("\"00000000000000ff\"", .some(.content(255))), ("null", .some(nil)),
            ("\"0000000000000001\"", nil), ("\"GONE\"", nil), ("\"00000000000000FF\"", nil), ("\"ff\"", nil),
            ("1", nil),
        ]
        for (json, after) in values {
            let line = Array(#"{"hist":{"at":1,"cmd":"edit","items":[{"after":\#(json),"id":"x"}]}}"#.utf8)
            let decoded = try? JSONDecoder().decode(StoreChange.self, from: Data(line))
            let expected = after.map {
                StoreChange.record(HistoryEntry(command: "edit", at: 1, items: [.init(id: "x", item: nil, after: $0)]))
            }
            #expect(decoded == expected, "\(json)")
            #expect(Self.fast(line) == expected, "\(json)")
        }
    }

    @Test("an edited line is read as JSONDecoder reads it, or left to JSONDecoder")
    func editedLinesAreReadAsJSONDecoderReadsThemOrNotAtAll() throws {
        var rng = SeededRandomNumberGenerator(seed: 78)
        var readPlainly = 0
        var leftToJSONDecoder = 0
        let insertions = [
            ",\"q\":\"create\"", ",\"q\":\"delete\"", ",\"q\":\"move\"", ",\"undo\":true", ",\"undo\":false",
            ",\"op\":null", ",\"x\":1", " ", "{\"undo\":true}", "\\u0070",
            ",\"hist\":{\"at\":1,\"cmd\":\"c\",\"items\":[]}",
            ",\"after\":\"gone\"", ",\"after\":\"00000000000000ff\"", ",\"after\":\"0000000000000001\"",
            ",\"after\":null", ",\"after\":\"GONE\"",
        ]
        for _ in 0..<4000 {
            let change = JournalLineTests.randomChange(&rng)
            var line = try JournalLineTests.encoded(change)
            let at = Int.random(in: 0...line.count, using: &rng)
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: line.insert(contentsOf: insertions.randomElement(using: &rng)!.utf8, at: at)
            case 1: if at < line.count { line.remove(at: at) }
            default:
                // Just before the last brace: another member of the outer object.
                line.insert(contentsOf: insertions.randomElement(using: &rng)!.utf8, at: line.count - 1)
            }
            let decoded = try? JSONDecoder().decode(StoreChange.self, from: Data(line))
            guard let plain = Self.fast(line) else {
                leftToJSONDecoder += 1
                continue
            }
            readPlainly += 1
            let reference = try #require(
                decoded, "read plainly, refused by JSONDecoder: \(String(decoding: line, as: UTF8.self))")
            #expect(plain == reference, "\(String(decoding: line, as: UTF8.self))")
        }
        #expect(readPlainly > 300)
        #expect(leftToJSONDecoder > 300)
    }
}
