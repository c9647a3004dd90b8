import Foundation
import Testing
import TodoModel
import TodoTesting

@testable import TodoStore
@testable import TodoSync

/// What `list` reads without the outbox, base and history (``FileCache/listing()``) is what the
/// loaded store holds: a differential test over random snapshots and journals.
@Suite("StoreListing")
struct StoreListingTests {
    /// A random change as ``StoreViewTests/randomChange(_:depth:)`` makes them, or now and then a
    /// whole new list (a resync).
    static func randomChange(_ rng: inout SeededRandomNumberGenerator) -> StoreChange {
        guard rng.next() % 12 == 0 else { return StoreViewTests.randomChange(&rng) }
        let ids = StoreViewTests.pool.filter { _ in rng.next() % 3 == 0 }
        let items = ids.map { StoreViewTests.randomItem($0, &rng) }
        return .replaceAll(items: items, outbox: Outbox(), sync: SyncMetadata(revision: 7), base: nil)
    }

    static func expect(_ listing: StoreListing?, equals state: StoreState, seed: UInt64) throws {
        let listing = try #require(listing, "seed \(seed)")
        #expect(listing.items.map(\.id) == Array(state.items.keys), "seed \(seed): the order of creation")
        #expect(listing.items == Array(state.items.values), "seed \(seed)")
        #expect(listing.numbers == state.numbers.byID, "seed \(seed)")
    }

    // 10 seeds in `make test`, 40 in `make soak`.
    @Test(arguments: TestScale.seeds(10, soak: 40))
    func readsAsTheLoadedStore(seed: UInt64) throws {
        var rng = SeededRandomNumberGenerator(seed: seed)
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        defer { cache.close() }
        var state = try cache.load()
        for _ in 0..<(20 + Int(rng.next() % 40)) { state.apply(Self.randomChange(&rng)) }
        // A history entry that holds todos, as an import's does (and one it created): the listing
        // skips it unread, the load decodes it.
        state.apply(
            .record(
                HistoryEntry(
                    command: "import", at: 1,
                    items: state.items.values.map { .init(id: $0.id, item: $0) } + [.init(id: "made-by-it", item: nil)])
            ))
        try cache.writeSnapshot(state)
        try Self.expect(try cache.listing(), equals: state, seed: seed)
        for _ in 0..<Int(rng.next() % 40) {
            let change = Self.randomChange(&rng)
            state.apply(change)
            // A whole new list is written as a snapshot, any other change appended to the journal.
            try cache.commit([change], state: state)
        }
        try Self.expect(try cache.listing(), equals: state, seed: seed)
        #expect(try cache.load() == state, "seed \(seed)")
    }

    @Test("a damaged snapshot is an error, as when the store is loaded; nothing is rewritten")
    func damagedSnapshot() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        do {
            let cache = try FileCache(directory: dir.path, lockTimeout: 1)
            defer { cache.close() }
            var state = try cache.load()
            for n in 1...5 { state.apply(.put(.numbered(n), .create(.numbered(n)))) }
            try cache.writeSnapshot(state)
        }
        var bytes = dir.bytes(StoreFormat.snapshotFile)
        // One letter of the last todo's text: still JSON, but not the body the header's hash names.
        let key = Array("\"text\":\"".utf8)
        let at = try #require((0..<(bytes.count - key.count)).last { Array(bytes[$0..<($0 + key.count)]) == key })
        bytes[at + key.count] ^= 0x01
        try Data(bytes).write(to: URL(fileURLWithPath: dir.file(StoreFormat.snapshotFile)))
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        defer { cache.close() }
        #expect(throws: StoreError.self) { try cache.listing() }
        #expect(throws: StoreError.self) { try cache.load() }
        #expect(dir.bytes(StoreFormat.snapshotFile) == bytes)
    }

    @Test("no snapshot yet: no listing (the store is created by loading it)")
    func noSnapshot() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        defer { cache.close() }
        #expect(try cache.listing() == nil)
    }
}
