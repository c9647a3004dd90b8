import Foundation
import Testing
import TodoModel
import TodoTesting

@testable import TodoKit
@testable import TodoStore
@testable import TodoSync

/// The store read through its index (``StoreView``) answers as the loaded store does: a
/// differential test over random snapshots and journals, and the index's rebuilds.
@Suite("StoreView")
struct StoreViewTests {
    /// Ids that share prefixes, differ only in case, or are not UUIDs.
    static let pool: [String] =
        (1...30).map { TodoItem.numberedID($0) }
        + ["abcd-1", "ABCD-1", "abcd-12", "abce", "x", "x1", "zz-last"]

    static func randomItem(_ id: String, _ rng: inout SeededRandomNumberGenerator) -> TodoItem {
        var item = TodoItem.fixture(id, text: "t\(rng.next() % 1000)", done: rng.next() % 3 == 0)
        item.changedAt += Int64(rng.next() % 100)
        return item
    }

    static func randomOperation(_ item: TodoItem, _ rng: inout SeededRandomNumberGenerator) -> PendingOperation? {
        switch rng.next() % 4 {
        case 0: .create(item)
        case 1: .update(item)
        case 2: .delete(id: item.id)
        default: nil
        }
    }

    static func randomChange(_ rng: inout SeededRandomNumberGenerator, depth: Int = 0) -> StoreChange {
        let id = pool[Int(rng.next() % UInt64(pool.count))]
        let item = randomItem(id, &rng)
        switch rng.next() % (depth == 0 ? 9 : 8) {
        case 0, 1, 2: return .put(item, randomOperation(item, &rng))
        case 3: return .remove(id: id, rng.next() % 4 == 0 ? nil : .delete(id: id))
        case 4:
            var sync = SyncMetadata(revision: Int(rng.next() % 50), dirty: rng.next() % 2 == 0)
            sync.retry = RetryState(attempt: Int(rng.next() % 3), nextAttemptAt: Double(rng.next() % 1000))
            return .meta(sync)
        case 5: return .setOperation(id: id, randomOperation(item, &rng))
        case 6: return .setBase(id: id, rng.next() % 2 == 0 ? item : nil)
        case 7: return .record(HistoryEntry(command: "edit", at: 1, items: [.init(id: id, item: item)]))
        default: return .transaction((0..<(2 + Int(rng.next() % 3))).map { _ in randomChange(&rng, depth: 1) })
        }
    }

    /// What `DataManager.matches` answers from a loaded store.
    static func expectedMatches(_ needle: String, in state: StoreState) -> [TodoItem] {
        if let exact = state.items.values.first(where: { $0.id.lowercased() == needle }) { return [exact] }
        return state.items.values.filter { $0.id.lowercased().hasPrefix(needle) }
    }

    /// Checks every answer of `view` against `state`; returns how many prefix questions the view
    /// answered itself.
    @discardableResult
    static func compare(_ view: StoreView, _ state: StoreState, seed: UInt64) -> Int {
        #expect(view.deviceID == state.deviceID, "seed \(seed)")
        #expect(view.sync == state.sync, "seed \(seed)")
        #expect(view.itemCount == state.items.count, "seed \(seed)")
        #expect(view.doneCount == state.items.values.filter(\.done).count, "seed \(seed)")
        #expect(view.outboxCount == state.outbox.count, "seed \(seed)")
        for id in pool + ["nothing"] {
            #expect(view.item(id) == state.items[id], "seed \(seed) id \(id)")
        }
        for number in 1...(state.numbers.count + 3) {
            #expect(view.item(number: number) == state.item(number: number), "seed \(seed) number \(number)")
        }
        var answered = 0
        for id in pool {
            for needle in Set([id.lowercased(), String(id.lowercased().prefix(4)), String(id.lowercased().prefix(9))]) {
                guard let found = view.matches(needle) else { continue }
                answered += 1
                #expect(found == expectedMatches(needle, in: state), "seed \(seed) needle \(needle)")
            }
        }
        #expect(!view.damaged, "seed \(seed)")
        return answered
    }

    // 10 seeds in `make test`, 40 in `make soak`.
    @Test(arguments: TestScale.seeds(10, soak: 40))
    func answersAsTheLoadedStore(seed: UInt64) throws {
        var rng = SeededRandomNumberGenerator(seed: seed)
        let dir = TemporaryDirectory()
        var state: StoreState
        // A snapshot of a random state, then a random journal over it.
        do {
            let cache = try FileCache(directory: dir.path, lockTimeout: 1)
            defer { cache.close() }
            state = try cache.load()
            for _ in 0..<(20 + Int(rng.next() % 40)) { state.apply(Self.randomChange(&rng)) }
            try cache.writeSnapshot(state)
            for _ in 0..<Int(rng.next() % 30) {
                let change = Self.randomChange(&rng)
                state.apply(change)
                try cache.commit([change], state: nil)
            }
        }
        #expect(try Self.load(dir) == state)
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        let view = try #require(try cache.view())
        #expect(!cache.rebuiltIndex, "the index written with the snapshot was used")
        let answered = Self.compare(view, state, seed: seed)
        #expect(answered > 0)
        // Commits after opening keep the view in step, as DataManager applies them.
        for _ in 0..<20 {
            let change = Self.randomChange(&rng)
            state.apply(change)
            try cache.commit([change], state: nil)
            #expect(view.apply(change))
        }
        Self.compare(view, state, seed: seed)
        cache.close()
        #expect(try Self.load(dir) == state)
    }

    static func load(_ dir: TemporaryDirectory) throws -> StoreState {
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        defer { cache.close() }
        return try cache.load()
    }

    /// A store of `count` numbered todos with a snapshot and its index.
    func makeStore(_ count: Int) throws -> (TemporaryDirectory, StoreState) {
        let dir = TemporaryDirectory()
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        defer { cache.close() }
        var state = try cache.load()
        for n in 1...count { state.apply(.put(.numbered(n), .create(.numbered(n)))) }
        try cache.writeSnapshot(state)
        return (dir, state)
    }

    func rebuilds(_ dir: TemporaryDirectory, _ state: StoreState) throws {
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        let view = try #require(try cache.view())
        #expect(cache.rebuiltIndex)
        Self.compare(view, state, seed: 0)
        cache.close()
        // Rebuilt once: the next open uses it as it is.
        let again = try FileCache(directory: dir.path, lockTimeout: 1)
        defer { again.close() }
        _ = try #require(try again.view())
        #expect(!again.rebuiltIndex)
    }

    @Test func idsBeyondASCIIAreFoundByIDAndByNumber() throws {
        var rng = SeededRandomNumberGenerator(seed: 3)
        let dir = TemporaryDirectory()
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        var state = try cache.load()
        let ids = ["Ärger-1", "ärger-2", "ÄRGER-3", "abc", "ABC-Ω", "zz"]
        for id in ids {
            let item = Self.randomItem(id, &rng)
            state.apply(.put(item, .create(item)))
        }
        state.apply(.setOperation(id: "gone-é", .delete(id: "gone-é")))
        try cache.writeSnapshot(state)
        cache.close()
        let reopened = try FileCache(directory: dir.path, lockTimeout: 1)
        defer { reopened.close() }
        let view = try #require(try reopened.view())
        #expect(!reopened.rebuiltIndex)
        for id in ids + ["ärger-1", "nothing"] { #expect(view.item(id) == state.items[id], "id \(id)") }
        for number in 1...(state.numbers.count + 2) {
            #expect(view.item(number: number) == state.item(number: number), "number \(number)")
        }
        #expect(view.outboxCount == state.outbox.count)
        #expect(!view.damaged)
    }

    @Test func aMissingIndexIsRebuilt() throws {
        let (dir, state) = try makeStore(20)
        unlink(dir.path + "/" + StoreFormat.indexFile)
        try rebuilds(dir, state)
    }

    @Test func aDamagedIndexIsRebuilt() throws {
        let (dir, state) = try makeStore(20)
        let path = dir.path + "/" + StoreFormat.indexFile
        var bytes = try POSIXFile.readAll(path)
        bytes[StoreIndex.headerSize + 5] ^= 0x01
        try POSIXFile.atomicWrite(bytes, to: path, directory: dir.path)
        try rebuilds(dir, state)
    }

    /// The index is mapped, not read: an empty file and one cut short (a torn copy) are seen as
    /// damaged and rebuilt, never read past their end.
    @Test(arguments: [0, 1, StoreIndex.headerSize + 15, StoreIndex.headerSize + 40])
    func aShortIndexIsRebuilt(keep: Int) throws {
        let (dir, state) = try makeStore(20)
        let path = dir.path + "/" + StoreFormat.indexFile
        let bytes = try POSIXFile.readAll(path)
        #expect(bytes.count > keep)
        try POSIXFile.atomicWrite(Array(bytes.prefix(keep)), to: path, directory: dir.path)
        try rebuilds(dir, state)
    }

    /// The index's checksum (7 MB at 100k todos) is computed once per index file: a stamp then
    /// names the file (inode, size, times) and its checksum, and vouches for it alone. A write in
    /// place changes the file's times, a new file its inode: both are checked again.
    @Test func theIndexStampVouchesForTheFileItNamesOnly() throws {
        let (dir, state) = try makeStore(20)
        let path = dir.path + "/" + StoreFormat.indexFile
        let stampPath = dir.path + "/" + StoreFormat.indexVerifiedFile
        usleep(50_000)  // past the stamp's margin after the index was written (setup, not a bound)
        func open() throws -> StoreIndex? {
            let cache = try FileCache(directory: dir.path, lockTimeout: 1)
            defer { cache.close() }
            return cache.openIndex(try cache.peekSnapshotHeader())
        }
        #expect(try #require(try open()).checked)
        #expect(POSIXFile.exists(stampPath), "stamped once checked")
        #expect(try #require(try open()).checked == false, "the stamp vouches for the same file")

        // A byte of the records changed in place: same inode and size, a new change time.
        let fd = Glibc.open(path, O_WRONLY)
        #expect(fd >= 0)
        var byte: UInt8 = 0x5A
        #expect(pwrite(fd, &byte, 1, off_t(StoreIndex.headerSize + 5)) == 1)
        close(fd)
        #expect(try open() == nil, "checked again, and found damaged")
        try rebuilds(dir, state)

        // The proof that the stamp is what skips the check: a file whose stored checksum is wrong
        // passes while a stamp names it, and fails without one.
        let bytes = try POSIXFile.readAll(path)
        var wrong = bytes
        wrong[wrong.count - 1] = wrong[wrong.count - 1] == UInt8(ascii: "0") ? UInt8(ascii: "1") : UInt8(ascii: "0")
        try POSIXFile.atomicWrite(wrong, to: path, directory: dir.path)
        let stored = String(decoding: wrong.suffix(16), as: UTF8.self)
        let stamp = try #require(VerifiedStamp(path: path, checksum: stored))
        try POSIXFile.atomicWrite(Array(stamp.line.utf8), to: stampPath, directory: dir.path)
        #expect(try #require(try open()).checked == false)
        unlink(stampPath)
        #expect(try open() == nil)
    }

    @Test func aMappedFileHoldsTheFilesBytes() throws {
        let dir = TemporaryDirectory()
        try dir.write("data", Array(0..<200).map { UInt8($0) })
        try dir.write("empty", [])
        let data = try MappedFile(path: dir.file("data"))
        let empty = try MappedFile(path: dir.file("empty"))
        withExtendedLifetime((data, empty)) {
            #expect(Array(data.bytes) == Array(0..<200).map { UInt8($0) })
            #expect(empty.bytes.isEmpty)
        }
        #expect(throws: POSIXFile.Failure.self) { try MappedFile(path: dir.file("missing")) }
    }

    @Test func anIndexOfAnotherSnapshotIsRebuilt() throws {
        let (dir, state) = try makeStore(20)
        let path = dir.path + "/" + StoreFormat.indexFile
        let old = try POSIXFile.readAll(path)
        // A compaction whose index write was lost (a crash between the two) leaves the old one.
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        try cache.writeSnapshot(try cache.load())
        cache.close()
        try POSIXFile.atomicWrite(old, to: path, directory: dir.path)
        try rebuilds(dir, state)
    }

    @Test func anIndexThatCannotBeWrittenFallsBackToLoading() throws {
        let (dir, state) = try makeStore(20)
        let path = dir.path + "/" + StoreFormat.indexFile
        unlink(path)
        mkdir(path, 0o700)
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        defer { cache.close() }
        #expect(try cache.view() == nil)
        #expect(try cache.view() == nil, "rebuilt at most once")
        #expect(try cache.load() == state)
    }

    /// An index whose checksum holds but whose records point at the wrong todos (a bug, not bit
    /// rot): the view notices, and the data manager answers from the loaded store.
    @Test func anIndexPointingAtTheWrongTodosIsNotBelieved() throws {
        let (dir, state) = try makeStore(20)
        let snapshot = try POSIXFile.readAll(dir.path + "/" + StoreFormat.snapshotFile)
        let header = try #require(snapshot.firstIndex(of: 0x0A))
        let body = try FastJSONWriter.snapshotBody(state)
        var ranges: [Range<Int>] = []
        _ = try FastJSONWriter.snapshotBody(state, itemRanges: &ranges)
        ranges.reverse()
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        let stamp = try cache.peekSnapshotHeader()
        cache.close()
        let wrong = StoreIndex.make(
            state: state, itemRanges: ranges, bodyOffset: header + 1, generation: stamp.generation,
            bodyChecksum: CheckedDocument.checksum(body), snapshotSize: snapshot.count)
        try POSIXFile.atomicWrite(wrong, to: dir.path + "/" + StoreFormat.indexFile, directory: dir.path)

        let manager = try DataManager(settings: Settings(home: dir.path))
        defer { manager.close() }
        let first = try #require(state.items.values.first)
        #expect(try manager.item(first.id) == first)
        #expect(try manager.resolve(String(first.id.prefix(13))) == first)
        #expect(try manager.status().items == 20)
    }

    /// A crash at every write of a compaction (snapshot, journal, index) leaves the old store or
    /// the new one, and a view that answers as it.
    @Test func aCrashAtEveryWriteOfACompactionLeavesAWorkingView() throws {
        let (probe, _) = try makeStore(8)
        var writes = 0
        do {
            let cache = try FileCache(directory: probe.path, lockTimeout: 1)
            let state = try cache.load()
            CrashPoint.arm(directory: probe.path, at: nil, torn: false)
            try cache.writeSnapshot(state)
            writes = CrashPoint.disarm(directory: probe.path).writes
            cache.close()
        }
        #expect(writes >= 3, "snapshot, journal and index")
        for point in 1...writes {
            let (dir, before) = try makeStore(8)
            var after = before
            let extra = TodoItem.numbered(99)
            after.apply(.put(extra, .create(extra)))
            let cache = try FileCache(directory: dir.path, lockTimeout: 1)
            #expect(try cache.load() == before)
            CrashPoint.arm(directory: dir.path, at: point, torn: true)
            _ = try? cache.writeSnapshot(after)
            #expect(CrashPoint.disarm(directory: dir.path).crashed)
            cache.close()
            let loaded = try Self.load(dir)
            let reopened = try FileCache(directory: dir.path, lockTimeout: 1)
            defer { reopened.close() }
            #expect(loaded == before || loaded == after, "crash at write \(point)")
            let view = try #require(try reopened.view())
            Self.compare(view, loaded, seed: UInt64(point))
        }
    }
}
