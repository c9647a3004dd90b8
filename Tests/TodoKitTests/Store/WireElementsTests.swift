import Foundation
import Testing
import TodoModel
import TodoTesting
import TodoValues

@testable import TodoKit
@testable import TodoStore
@testable import TodoSync

/// `list --json` and `export` write their elements from the snapshot's bytes
/// (``FileCache/wireElements(_:owner:)``): a differential test holds them to what the listing,
/// the query and ``ElementsJSON`` give, over hostile texts and random journals.
@Suite("Wire elements from the snapshot")
struct WireElementsTests {
    static let times: [Int64] = [
        0, 1, -1, 7, 1_700_000_000, 1_700_000_001, Int64.max, Int64.min, 999_999_999_999_999_999,
    ]

    static func randomItem(_ id: String, _ rng: inout SeededRandomNumberGenerator) -> TodoItem {
        TodoItem(
            id: id,
            text: rng.next() % 2 == 0 ? "plain text \(rng.next() % 100)" : ElementsJSONTests.randomText(&rng),
            importance: [.low, .basic, .important][Int(rng.next() % 3)],
            deadline: rng.next() % 2 == 0 ? nil : times[Int(rng.next() % UInt64(times.count))],
            done: rng.next() % 3 == 0,
            color: rng.next() % 3 == 0 ? ["#A0b1C2", "#FFFFFF", "#000000"][Int(rng.next() % 3)] : nil,
            createdAt: rng.next() % 3 == 0 ? times[Int(rng.next() % UInt64(times.count))] : 1_700_000_000,
            changedAt: times[Int(rng.next() % UInt64(times.count))],
            lastUpdatedBy: rng.next() % 4 == 0 ? ElementsJSONTests.randomText(&rng) : "device-1")
    }

    /// Ids of ``StoreViewTests/pool``, and a few that need escapes or are not ASCII.
    static let ids = StoreViewTests.pool + ["q\"uote", "back\\slash", "ctl\u{1}", "ñandú", "中"]

    static func randomChange(_ rng: inout SeededRandomNumberGenerator) -> StoreChange {
        let id = ids[Int(rng.next() % UInt64(ids.count))]
        switch rng.next() % 6 {
        case 0, 1: return .put(randomItem(id, &rng), nil)
        case 2: return .remove(id: id, nil)
        case 3: return .transaction([.remove(id: id, nil), .put(randomItem(id, &rng), nil)])
        default: return StoreViewTests.randomChange(&rng)
        }
    }

    static func expectSame(_ cache: FileCache, _ state: StoreState, seed: UInt64) throws {
        let items = Array(state.items.values)
        // `list` reads the same walk, into todos.
        let listing = try #require(try cache.listing(), "seed \(seed)")
        #expect(listing.items == items, "seed \(seed): listing")
        #expect(listing.numbers == state.numbers.byID, "seed \(seed): numbers")
        let all = try #require(try cache.wireElements(.all, owner: nil), "seed \(seed)")
        #expect(String(decoding: all, as: UTF8.self) == ElementsJSON.array(items), "seed \(seed): export")
        for filter in ListQuery.Filter.allCases {
            let owner = filter == .done ? "Ow\"ner ñ" : "Local Device"
            let result = ListQuery(filter: filter).run(on: items, startOfToday: 0)
            let listed = result.pending + result.done
            let expected = ElementsJSON.array(listed, owners: listed.map { _ in owner })
            let written = try #require(
                try cache.wireElements(.sections(pending: filter != .done, done: filter != .pending), owner: owner),
                "seed \(seed)")
            #expect(String(decoding: written, as: UTF8.self) == expected, "seed \(seed): list --json, \(filter)")
        }
    }

    // 15 seeds in `make test`, 60 in `make soak`.
    @Test(arguments: TestScale.seeds(15, soak: 60))
    func writesWhatTheListingGives(seed: UInt64) throws {
        var rng = SeededRandomNumberGenerator(seed: seed)
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        defer { cache.close() }
        var state = try cache.load()
        for id in Self.ids where rng.next() % 3 != 0 { state.apply(.put(Self.randomItem(id, &rng), nil)) }
        try cache.writeSnapshot(state)
        try Self.expectSame(cache, state, seed: seed)
        for _ in 0..<Int(rng.next() % 40) {
            let change = Self.randomChange(&rng)
            state.apply(change)
            try cache.commit([change], state: nil)
        }
        try Self.expectSame(cache, state, seed: seed)
        #expect(try cache.load() == state, "seed \(seed)")
    }

    @Test func aListOutOfCreationOrderIsSortedAsTheQuerySortsIt() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        defer { cache.close() }
        var state = try cache.load()
        for (n, created) in [Int64(5), 3, 5, 1, 3].enumerated() {
            var item = TodoItem.fixture("id-\(n)", text: "t\(n)", done: n == 4)
            item.createdAt = created
            state.apply(.put(item, nil))
        }
        try cache.writeSnapshot(state)
        let written = try #require(try cache.wireElements(.sections(pending: true, done: true), owner: nil))
        let ids = try JSONDecoder().decode([TodoItem].self, from: Data(written)).map(\.id)
        #expect(ids == ["id-3", "id-1", "id-0", "id-2", "id-4"])
        let all = try #require(try cache.wireElements(.all, owner: nil))
        #expect(try JSONDecoder().decode([TodoItem].self, from: Data(all)).map(\.id) == (0..<5).map { "id-\($0)" })
    }

    /// A stamp that does not describe the snapshot (another file's, or garbage) is not believed:
    /// the body is hashed, and a damaged one is an error.
    @Test(arguments: ["garbage", "another file's"])
    func aStampForSomethingElseDoesNotVouch(stamp kind: String) throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        defer { cache.close() }
        var state = try cache.load()
        state.apply(.put(.fixture("some-todo", text: "hello"), nil))
        try cache.writeSnapshot(state)
        let path = cache.layout.snapshot
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let at = try #require(bytes.lastIndex(of: UInt8(ascii: "h")))
        bytes[at] = UInt8(ascii: "j")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let stamp =
            kind == "garbage"
            ? "not a stamp\n" : "1 \(bytes.count) 0 0 \(CheckedDocument.checksum(Array(bytes.dropFirst())))\n"
        try Data(stamp.utf8).write(to: URL(fileURLWithPath: cache.layout.verified))
        #expect(throws: StoreError.self) { try cache.wireElements(.all, owner: nil) }
        #expect(throws: StoreError.self) { try cache.listing() }
    }

    /// Numbers out of step with the todos (a done todo numbered, a pending one not) are not taken
    /// as they are: the listing brings them in step as loading the store does.
    /// A temporary store whose snapshot holds `items` (no journal).
    static func store(with items: [TodoItem]) throws -> TemporaryDirectory {
        let dir = TemporaryDirectory()
        do {
            let cache = try FileCache(directory: dir.path, lockTimeout: 1)
            defer { cache.close() }
            var state = try cache.load()
            for item in items { state.apply(.put(item, nil)) }
            try cache.writeSnapshot(state)
            return dir
        } catch {
            dir.remove()
            throw error
        }
    }

    /// Replaces the snapshot's body in `directory` with `change(body)`, its size and checksum
    /// made to match (a file the store's writer would not make, that passes the checks).
    static func rewriteBody(in directory: String, _ change: (String) throws -> String) throws {
        let path = directory + "/" + StoreFormat.snapshotFile
        let file = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let newline = try #require(file.firstIndex(of: 0x0A))
        var header = try JSONDecoder().decode(SnapshotHeader.self, from: Data(file[..<newline]))
        let body = Array(try change(String(decoding: file[(newline + 1)..<(file.count - 1)], as: UTF8.self)).utf8)
        header.bodyBytes = body.count
        header.bodyChecksum = CheckedDocument.checksum(body)
        let headerBytes = [UInt8](try JSONEncoder().encode(header))
        try Data(headerBytes + [0x0A] + body + [0x0A]).write(to: URL(fileURLWithPath: path))
    }

    @Test func numbersOutOfStepAreBroughtInStepAsTheLoadDoes() throws {
        let dir = try Self.store(with: [("a", false), ("b", false), ("c", true)].map { .fixture($0, done: $1) })
        defer { dir.remove() }
        try Self.rewriteBody(in: dir.path) { body in
            let numbers = try #require(body.range(of: #""numbers":["#))
            let close = try #require(body[numbers.upperBound...].firstIndex(of: "]"))
            return String(body[..<numbers.upperBound]) + #""c",null,"a""# + String(body[close...])
        }

        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        defer { cache.close() }
        let listing = try #require(try cache.listing())
        #expect(listing.numbers == ["a": 3, "b": 1])
        let loaded = try cache.load()
        #expect(listing.items == Array(loaded.items.values))
        #expect(listing.numbers == loaded.numbers.byID)
    }

    /// A snapshot holding one id twice (not one the store's writer makes; its checksum made to
    /// match): the listing gives what the load gives, which keeps one of them.
    @Test(arguments: [false, true])
    func anIDTwiceInTheSnapshotIsListedAsTheLoadDoes(done: Bool) throws {
        let dir = try Self.store(with: ["a", "b"].map { id in .fixture(id, done: done) })
        defer { dir.remove() }
        try Self.rewriteBody(in: dir.path) { body in
            #expect(body.contains(#""id":"b""#))
            return body.replacingOccurrences(of: #""id":"b""#, with: #""id":"a""#)
                .replacingOccurrences(of: #""numbers":["a","b"]"#, with: #""numbers":["a","a"]"#)
        }

        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        defer { cache.close() }
        let listing = try #require(try cache.listing())
        let loaded = try cache.load()
        #expect(loaded.items.count == 1)
        #expect(listing.items == Array(loaded.items.values))
        #expect(listing.numbers == loaded.numbers.byID)
    }

    /// Without the index that vouches for distinct ids, each id is checked, and a store of
    /// distinct ids is still read by the walk, as the load reads it.
    @Test func withoutTheIndexEachIDIsCheckedAndTheListingIsTheLoads() throws {
        let dir = try Self.store(with: (0..<50).map { index in .fixture("id\(index)", done: index % 3 == 0) })
        defer { dir.remove() }
        try FileManager.default.removeItem(atPath: dir.path + "/" + StoreFormat.indexFile)
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        defer { cache.close() }
        let listing = try #require(try cache.listing())
        let loaded = try cache.load()
        #expect(listing.items.count == 50)
        #expect(listing.items == Array(loaded.items.values))
        #expect(listing.numbers == loaded.numbers.byID)
    }

    @Test func aJournalThatReplacesTheListIsLeftToTheListing() {
        #expect(JournalOverlay([.put(.fixture("a"), nil)]) != nil)
        #expect(
            JournalOverlay([.transaction([.replaceAll(items: [], outbox: Outbox(), sync: SyncMetadata(), base: nil)])])
                == nil)
    }

    @Test func noSnapshotYetIsLeftToTheListing() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        defer { cache.close() }
        if !FileManager.default.fileExists(atPath: cache.layout.snapshot) {
            #expect(try cache.wireElements(.all, owner: nil) == nil)
        }
    }

    @Test(arguments: ["checksum", "size"])
    func aDamagedSnapshotIsAnErrorAndKept(damage: String) throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        do {
            let cache = try FileCache(directory: dir.path, lockTimeout: 1)
            defer { cache.close() }
            var state = try cache.load()
            state.apply(.put(.fixture("some-todo", text: "hello"), nil))
            try cache.writeSnapshot(state)
            // Past the stamp's margin, a checked read stamps the snapshot as verified.
            usleep(30_000)
            _ = try cache.wireElements(.all, owner: nil)
            #expect(FileManager.default.fileExists(atPath: cache.layout.verified), "the read stamped the snapshot")
        }
        let path = dir.path + "/" + StoreFormat.snapshotFile
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        if damage == "checksum" {
            let at = try #require(bytes.lastIndex(of: UInt8(ascii: "h")))
            bytes[at] = UInt8(ascii: "j")
        } else {
            bytes.removeLast(2)
            bytes.append(0x0A)
        }
        // A later write, in place: the stamp must not vouch for it.
        usleep(30_000)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        defer { cache.close() }
        #expect(throws: StoreError.self) { try cache.wireElements(.all, owner: nil) }
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == bytes, "the damaged file is kept")
    }
}

/// ``SnapshotItemScanner`` reads in place exactly the items whose bytes the wire element repeats.
@Suite("SnapshotItemScanner")
struct SnapshotItemScannerTests {
    static func scan(_ json: String) -> RawSnapshotItem? {
        let bytes = Array(json.utf8)
        return bytes.withUnsafeBytes { SnapshotItemScanner.scan($0, at: 0) }
    }

    static let canonical =
        ##"{"id":"a1","text":"x","importance":"basic","deadline":12,"done":false,"color":"#A0b1C2","created_at":0,"changed_at":-5,"last_updated_by":"d"}"##

    @Test func readsTheWritersForm() throws {
        let item = try #require(Self.scan(Self.canonical))
        let bytes = Array(Self.canonical.utf8)
        #expect(item.end == bytes.count)
        #expect(String(decoding: bytes[item.id], as: UTF8.self) == "\"a1\"")
        #expect(String(decoding: bytes[try #require(item.deadline)], as: UTF8.self) == "12")
        #expect(String(decoding: bytes[item.changedAt], as: UTF8.self) == "-5")
        #expect(!item.idEscaped)
        #expect(try #require(Self.scan(Self.canonical.replacingOccurrences(of: "\"a1\"", with: #""a\"1""#))).idEscaped)
    }

    @Test(arguments: [
        ("\"deadline\":12", "\"deadline\":012"), ("\"deadline\":12", "\"deadline\":-0"),
        ("\"deadline\":12", "\"deadline\":1234567890123456789"), ("\"deadline\":12", "\"deadline\":1.0"),
        ("\"deadline\":12", "\"deadline\":null"), ("\"text\":\"x\"", "\"text\":\"\\/\""),
        ("\"text\":\"x\"", "\"text\":\"\\u00e9\""), ("\"text\":\"x\"", "\"text\":\"\\u001F\""),
        ("\"text\":\"x\"", "\"text\":\"\\u000a\""), ("\"text\":\"x\"", "\"text\":\"é\""),
        ("\"text\":\"x\"", "\"text\": \"x\""), ("\"id\":\"a1\"", "\"id\":\"\""), ("\"basic\"", "\"urgent\""),
        ("#A0b1C2", "#A0b1CG"), ("#A0b1C2", "A0b1C2"), ("\"done\":false", "\"done\":0"),
        ("\"last_updated_by\":\"d\"", "\"last_updated_by\":\"d\",\"files\":[]"),
        ("\"text\":\"x\",", ""), ("\"text\":\"x\",\"importance\":\"basic\"", "\"importance\":\"basic\",\"text\":\"x\""),
    ])
    func anythingElseIsDecoded(original: String, replacement: String) {
        let json = Self.canonical.replacingOccurrences(of: original, with: replacement)
        #expect(json != Self.canonical)
        #expect(Self.scan(json) == nil, "\(json)")
    }

    @Test func readsWhatTheWriterEscapes() {
        let text = "q\"b\\s\u{8}\u{9}\u{A}\u{C}\u{D}\u{1}\u{1F}\u{7F}/"
        var writer = FastJSONWriter()
        writer.item(.fixture("id", text: text))
        #expect(writer.bytes.withUnsafeBytes { SnapshotItemScanner.scan($0, at: 0) } != nil)
    }

    /// Read in place or not, the element written is the item's.
    @Test(arguments: 0..<30 as Range<UInt64>)
    func writesTheItemsElement(seed: UInt64) throws {
        var rng = SeededRandomNumberGenerator(seed: seed)
        for _ in 0..<50 {
            let item = WireElementsTests.randomItem(
                rng.next() % 4 == 0 ? "ñ-\(rng.next() % 9)" : "id-\(rng.next())", &rng)
            var writer = FastJSONWriter()
            writer.item(item)
            var expected = FastJSONWriter()
            expected.sortedItem(item, owner: "o")
            let ascii = (item.text + item.lastUpdatedBy + item.id).utf8.allSatisfy { $0 < 0x80 }
            let fits = [item.createdAt, item.changedAt, item.deadline ?? 0].allSatisfy {
                $0.magnitude < 1_000_000_000_000_000_000
            }
            let raw = writer.bytes.withUnsafeBytes { SnapshotItemScanner.scan($0, at: 0) }
            #expect((raw != nil) == (ascii && fits), "seed \(seed): \(item)")
            guard let raw else { continue }
            var written = FastJSONWriter()
            writer.bytes.withUnsafeBytes { written.sortedItem(raw, in: $0, owner: Array("\"o\"".utf8)) }
            #expect(written.bytes == expected.bytes, "seed \(seed): \(item)")
            #expect(writer.bytes.withUnsafeBytes { SnapshotItemScanner.integer($0, raw.createdAt) } == item.createdAt)
        }
    }
}
