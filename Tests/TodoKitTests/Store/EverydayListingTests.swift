import Foundation
import Testing
import TodoModel
import TodoSyncTesting
import TodoTesting
import TodoValues

@testable import TodoKit
@testable import TodoStore
@testable import TodoSync
@testable import TodoText

/// `list` in everyday state: a store whose journal holds the lines of ordinary commands (`add`,
/// `edit`, `done`, `undone`, `rm`, `clear`, `undo`) and of syncs (acknowledgements, base and
/// metadata changes, a resync's few changes) is listed by walking the snapshot with the journal
/// laid over it (``FileCache/listing()``), never by loading the store; what it shows is held to
/// what the loaded store shows, for many list options.
@Suite("list over a journal of everyday edits and syncs")
struct EverydayListingTests {
    static let start: Int64 = 1_800_000_000

    static func settings(_ home: String, now: Int64) -> Settings {
        var settings = PartialSyncTests.settings(home)
        settings.fixedNow = now
        return settings
    }

    static let words = ["milk", "call", "report", "bug", "flight", "rent", "plants", "docs", "dog", "laptop"]
    static let tags = ["+home", "+work", "@phone", "+bench"]

    static func randomText(_ rng: inout SeededRandomNumberGenerator) -> String {
        var parts: [String] = []
        for _ in 0..<Int.random(in: 1...4, using: &rng) { parts.append(words.randomElement(using: &rng)!) }
        if Int.random(in: 0..<3, using: &rng) == 0 { parts.append(tags.randomElement(using: &rng)!) }
        if Int.random(in: 0..<9, using: &rng) == 0 { parts.append("ñandú \"quoted\"") }
        return parts.joined(separator: " ")
    }

    static func randomDraft(_ rng: inout SeededRandomNumberGenerator, now: Int64) -> ItemDraft {
        ItemDraft(
            text: randomText(&rng),
            importance: [.low, .basic, .important].randomElement(using: &rng)!,
            deadline: Bool.random(using: &rng) ? now + Int64.random(in: -20...40, using: &rng) * 86_400 : nil,
            color: Int.random(in: 0..<5, using: &rng) == 0 ? "#A0B1C2" : nil)
    }

    /// The queries `list` is asked: every filter and order, a search, tags, without a tag, overdue.
    static let queries: [ListQuery] = {
        var queries: [ListQuery] = []
        for filter in ListQuery.Filter.allCases {
            for sort in ListQuery.Sort.allCases { queries.append(ListQuery(filter: filter, sort: sort)) }
        }
        queries += [
            ListQuery(search: ["milk"]), ListQuery(filter: .done, search: ["report", "bug"]),
            ListQuery(tags: ["+home"]), ListQuery(filter: .pending, sort: .due, tags: ["@phone"]),
            ListQuery(withoutTags: ["+work"]), ListQuery(overdueOnly: true),
            ListQuery(sort: .changed, search: ["ñandú"]),
        ]
        return queries
    }()

    /// What `list` prints for `query`, and what `list --json` prints, from `manager`.
    static func printed(_ manager: DataManager, _ query: ListQuery, now: Int64) throws -> (text: String, json: String) {
        let result = try manager.listNumbered(query)
        var renderer = ListRenderer(now: now)
        renderer.pendingNumbers = result.numbers
        let text = renderer.render(
            pending: result.pending, done: result.done, showPending: query.filter != .done,
            showDone: query.filter != .pending && !query.overdueOnly)
        return (text, WireJSON.elements(result.pending + result.done))
    }

    /// Lists the store at `home` as `list` does (a new manager, nothing loaded) and as the loaded
    /// store gives it, for every query; the first must not have loaded the store.
    static func expectListedAsLoaded(home: String, now: Int64, seed: UInt64, step: Int) throws {
        let label = "seed \(seed), step \(step)"
        // One manager at a time: each holds the store's lock.
        var walkedOutput: [(text: String, json: String)] = []
        var written: [String] = []
        let walkedNumbers: [String: Int]
        do {
            let walked = try DataManager(settings: settings(home, now: now))
            defer { walked.close() }
            // `list --json` in creation order is written from the snapshot's bytes (before
            // anything is listed: a manager that has read the list writes from that).
            for filter in ListQuery.Filter.allCases {
                let bytes = try #require(
                    try walked.wireElements(.sections(pending: filter != .done, done: filter != .pending), owner: nil),
                    "\(label)")
                written.append(String(decoding: bytes, as: UTF8.self))
            }
            for query in queries { walkedOutput.append(try printed(walked, query, now: now)) }
            walkedNumbers = try walked.shortNumbers()
            #expect(!walked.hasLoadedWholeStore, "\(label): list loaded the whole store")
            #expect(!walked.cache.listingDecodedStore, "\(label): list decoded the store instead of walking it")
        }
        let loaded = try DataManager(settings: settings(home, now: now))
        defer { loaded.close() }
        let state = try loaded.state()
        for (query, output) in zip(queries, walkedOutput) {
            let expected = try printed(loaded, query, now: now)
            #expect(output.text == expected.text, "\(label): \(query)")
            #expect(output.json == expected.json, "\(label): \(query) --json")
        }
        for (filter, json) in zip(ListQuery.Filter.allCases, written) {
            let result = try loaded.listNumbered(ListQuery(filter: filter))
            #expect(json == WireJSON.elements(result.pending + result.done), "\(label): --json from the snapshot")
        }
        #expect(walkedNumbers == state.numbers.byID, "\(label)")
    }

    /// One everyday step on the store at `home`, as a command run would make it (a new manager
    /// each time); returns what it was.
    static func randomStep(
        home: String, server: ListServer, now: Int64, rng: inout SeededRandomNumberGenerator
    ) async throws -> String {
        let manager = try DataManager(settings: settings(home, now: now))
        defer { manager.close() }
        let items = try manager.allItems()
        let pending = items.filter { !$0.done }.map(\.id)
        let done = items.filter(\.done).map(\.id)
        func some(_ ids: [String], upTo count: Int) -> [String] {
            Array(ids.shuffled(using: &rng).prefix(Int.random(in: 1...count, using: &rng)))
        }
        switch Int.random(in: 0..<20, using: &rng) {
        case 0, 1, 2:
            _ = try manager.add(randomDraft(&rng, now: now))
            return "add"
        case 3, 4, 5:
            guard let id = items.randomElement(using: &rng)?.id else { return "nothing to edit" }
            var edit = ItemEdit()
            edit.text = randomText(&rng)
            if Bool.random(using: &rng) { edit.importance = [.low, .basic, .important].randomElement(using: &rng)! }
            try manager.edit(id, edit)
            return "edit"
        case 6, 7:
            guard !pending.isEmpty else { return "nothing to do" }
            _ = try manager.setDone(some(pending, upTo: 3), done: true, command: .done)
            return "done"
        case 8:
            guard !done.isEmpty else { return "nothing done" }
            _ = try manager.setDone(some(done, upTo: 2), done: false, command: .undone)
            return "undone"
        case 9, 10:
            guard !items.isEmpty else { return "nothing to remove" }
            try manager.remove(ids: some(items.map(\.id), upTo: 2))
            return "rm"
        case 11:
            guard !done.isEmpty else { return "nothing to clear" }
            try manager.clear(doneOnly: true, only: Set(some(done, upTo: 4)))
            return "clear --done"
        case 12, 13:
            _ = try manager.undo()
            return "undo"
        case 14, 15, 16:
            let report = try await manager.sync(
                mode: .sync, server: server, clock: ManualWallClock(now: Double(now)), seed: rng.next())
            try #require(report.outcome == .synced, "sync: \(report.outcome)")
            return "sync"
        case 17:
            // Another device changed a few todos on the server: the next sync resyncs, and its
            // few changes are journal lines.
            server.state.withLock { state in
                guard !state.items.isEmpty else { return }
                let at = Int.random(in: 0..<state.items.count, using: &rng)
                state.items[at].text = "changed elsewhere \(now)"
                state.items[at].done.toggle()
                state.items[at].changedAt = now + 5
                if state.items.count > 1, Bool.random(using: &rng) {
                    state.items.remove(at: Int.random(in: 0..<state.items.count, using: &rng))
                }
                let item = TodoItem(
                    id: UUID().uuidString, text: "made elsewhere +home", done: false, createdAt: now,
                    changedAt: now, lastUpdatedBy: "other-device")
                state.items.append(item)
                state.revision += 1
            }
            return "change elsewhere"
        default:
            // Lines a sync writes without a todo changing: metadata, a base version, a conflict
            // record (all over the store's own values, so later syncs stay sound).
            var sync = try manager.syncMetadata()
            sync.lastSync = now
            var changes: [StoreChange] = [.meta(sync)]
            if let item = items.randomElement(using: &rng) {
                var record = ConflictRecord(
                    itemID: item.id, kind: .bothEdited, winner: .remote, detectedAt: Double(now))
                record.local = item
                record.remote = item
                changes.append(.logConflicts([record]))
            }
            try manager.commit(changes)
            return "sync lines"
        }
    }

    /// The lines of `add`, `edit`, `done`, `undone`, `rm` and `undo` are laid over the snapshot:
    /// `list` neither loads the store nor decodes its snapshot.
    @Test func ordinaryEditsAreLaidOverTheSnapshot() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        var ids: [String] = []
        do {
            let manager = try DataManager(settings: Self.settings(dir.path, now: Self.start))
            defer { manager.close() }
            for index in 0..<30 { ids.append(try manager.add(ItemDraft(text: "todo \(index)")).id) }
            try manager.commitWhole(try manager.state())
        }
        do {
            let manager = try DataManager(settings: Self.settings(dir.path, now: Self.start + 60))
            defer { manager.close() }
            _ = try manager.add(ItemDraft(text: "added"))
            var edit = ItemEdit()
            edit.text = "edited"
            try manager.edit(ids[3], edit)
            _ = try manager.setDone([ids[4], ids[5]], done: true, command: .done)
            _ = try manager.setDone([ids[5]], done: false, command: .undone)
            try manager.remove(ids: [ids[6]])
            _ = try manager.undo()
        }
        try #require(dir.bytes(StoreFormat.journalFile).count(where: { $0 == 0x0A }) > 5)
        let listed = try DataManager(settings: Self.settings(dir.path, now: Self.start + 60))
        defer { listed.close() }
        let items = try listed.allItems()
        #expect(!listed.hasLoadedWholeStore && !listed.cache.listingDecodedStore)
        #expect(items.count == 31 && items.contains { $0.text == "edited" })
        // The hooks tell the other ways apart: decoding the snapshot, loading the store.
        #expect(try listed.cache.listingByDecoding()?.items == items)
        #expect(listed.cache.listingDecodedStore)
        #expect(Array(try listed.state().items.values) == items)
        #expect(listed.hasLoadedWholeStore)
    }

    /// Random sequences of everyday steps over a store of a few hundred todos, listed after each
    /// step as it is listed and as the loaded store gives it.
    // One case at a time, and a yield after each step: the cases are long and CPU-bound, and on the
    // cooperative pool (two threads here) they would keep the mock servers that other tests run in
    // this process from answering before their clients' timeouts.
    // One seed in `make test` (a case is some 20 s on 2 cores, and this test was the run's long
    // pole), 12 in `make soak`.
    @Test(.serialized, arguments: TestScale.seeds(1, soak: 12))
    func listsAsTheLoadedStore(seed: UInt64) async throws {
        print("EverydayListingTests seed \(seed)")
        var rng = SeededRandomNumberGenerator(seed: seed &+ 9_000)
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        var now = Self.start
        let server = ListServer(.init(items: [], revision: 0))
        do {
            let manager = try DataManager(settings: Self.settings(dir.path, now: now))
            defer { manager.close() }
            for _ in 0..<(200 + Int.random(in: 0..<150, using: &rng)) {
                let item = try manager.add(Self.randomDraft(&rng, now: now))
                if Int.random(in: 0..<5, using: &rng) == 0 {
                    _ = try manager.setDone([item.id], done: true, command: .done)
                }
            }
            let report = try await manager.sync(
                mode: .sync, server: server, clock: ManualWallClock(now: Double(now)), seed: seed)
            try #require(report.outcome == .synced)
            // A fresh snapshot, as an import or a compaction leaves it: the journal is empty.
            try manager.commitWhole(try manager.state())
        }
        try Self.expectListedAsLoaded(home: dir.path, now: now, seed: seed, step: 0)
        var steps: [String] = []
        for step in 1...40 {
            now += Int64.random(in: 0...3_600, using: &rng)
            steps.append(try await Self.randomStep(home: dir.path, server: server, now: now, rng: &rng))
            try Self.expectListedAsLoaded(home: dir.path, now: now, seed: seed, step: step)
            await Task.yield()
        }
        let journal = dir.bytes(StoreFormat.journalFile)
        #expect(journal.count(where: { $0 == 0x0A }) > 1, "seed \(seed): the steps left a journal (\(steps))")
    }
}
