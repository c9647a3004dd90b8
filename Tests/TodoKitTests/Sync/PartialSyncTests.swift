import Foundation
import Synchronization
import Testing
import TodoModel
import TodoStore
import TodoSync
import TodoSyncTesting
import TodoTesting

@testable import TodoKit

/// A server in memory with the contract's rules; `during` runs inside each request before it is
/// answered, with the request's number (another command writing the store meanwhile).
final class ListServer: SyncServer {
    struct State: Sendable, Equatable {
        var items: [TodoItem]
        var revision: Int
        var requests: [String] = []
    }

    let state: Mutex<State>
    let during: @Sendable (Int) -> Void

    init(_ state: State, during: @escaping @Sendable (Int) -> Void = { _ in }) {
        self.state = Mutex(state)
        self.during = during
    }

    private func note(_ request: String) {
        let number = state.withLock { state in
            state.requests.append(request)
            return state.requests.count
        }
        during(number)
    }

    func send(_ operation: PendingOperation, lastKnownRevision: Int) async throws(SyncStateMachine.Failure) -> Int {
        switch operation {
        case .create(let item): note("POST \(item.id)")
        case .update(let item): note("PUT \(item.id)")
        case .delete(let id): note("DELETE \(id)")
        }
        return try state.withLock { (state: inout State) throws(SyncStateMachine.Failure) -> Int in
            try applyAsTheContractSays(
                operation, lastKnownRevision: lastKnownRevision, items: &state.items, revision: &state.revision)
        }
    }

    func fetchList() async throws(SyncStateMachine.Failure) -> (items: [TodoItem], revision: Int) {
        note("GET /list")
        return state.withLock { ($0.items, $0.revision) }
    }

    func fetchItem(id: String) async throws(SyncStateMachine.Failure) -> (item: TodoItem, revision: Int) {
        note("GET /list/\(id)")
        return try state.withLock { (state: inout State) throws(SyncStateMachine.Failure) -> (TodoItem, Int) in
            guard let item = state.items.first(where: { $0.id == id }) else { throw .notFound }
            return (item, state.revision)
        }
    }

    func replaceList(
        _ items: [TodoItem], lastKnownRevision: Int
    ) async throws(SyncStateMachine.Failure) -> (items: [TodoItem], revision: Int) {
        note("PATCH /list")
        return try state.withLock { (state: inout State) throws(SyncStateMachine.Failure) -> ([TodoItem], Int) in
            guard lastKnownRevision == state.revision else { throw .unsynchronized }
            state.items = items
            state.revision += 1
            return (items, state.revision)
        }
    }

    func refreshToken() async throws(SyncStateMachine.Failure) { throw .unauthorized }
}

/// A sync run over a short outbox starts over part of the store (the outbox's todos, read through
/// the index) and reads the rest only when it must: these runs are held to runs over the whole
/// store, from copies of the same store against copies of the same server.
@Suite("Sync over part of the store")
struct PartialSyncTests {
    static let url = "http://todo.invalid"

    static func settings(_ home: String) -> Settings {
        var settings = Settings(home: home)
        settings.server = url
        settings.token = "token"
        settings.fixedNow = 1_800_000_000
        return settings
    }

    /// A store of `count` todos in step with a server that holds them.
    static func syncedStore(count: Int) async throws -> (TemporaryDirectory, ListServer.State) {
        let dir = TemporaryDirectory()
        let manager = try DataManager(settings: settings(dir.path))
        for index in 0..<count { _ = try manager.add(ItemDraft(text: "todo \(index)")) }
        let server = ListServer(.init(items: [], revision: 0))
        let report = try await manager.sync(
            mode: .sync, server: server, clock: ManualWallClock(now: 1_800_000_000), seed: 1)
        try #require(report.outcome == .synced)
        manager.close()
        var state = server.state.withLock { $0 }
        state.requests = []
        return (dir, state)
    }

    /// One run: its report, the requests it made, the store after it and the server's state.
    struct Outcome: Equatable {
        var outcome: SyncOutcome
        var pushed: Int
        var resynced: Bool
        var requests: [String]
        var items: [String: TodoItem]
        var order: [String]
        var base: [String: TodoItem]
        var outbox: [PendingOperation]
        var sync: SyncMetadata
        var conflicts: [ConflictRecord]
        var server: [TodoItem]
        var revision: Int
    }

    static func run(
        home: String, server: ListServer.State, overPart: Bool, seed: UInt64,
        during: @escaping @Sendable (Int) -> Void
    ) async throws -> (Outcome, loadedWhole: Bool) {
        let manager = try DataManager(settings: settings(home))
        manager.syncsOverPart = overPart
        let listServer = ListServer(server, during: during)
        let report = try await manager.sync(
            mode: .sync, server: listServer, clock: ManualWallClock(now: 1_800_000_100), seed: seed)
        let loadedWhole = manager.hasLoadedWholeStore
        manager.close()
        let reader = try DataManager(settings: settings(home))
        defer { reader.close() }
        let state = try reader.state()
        let served = listServer.state.withLock { $0 }
        return (
            Outcome(
                outcome: report.outcome, pushed: report.pushed, resynced: report.resynced, requests: served.requests,
                items: Dictionary(uniqueKeysWithValues: state.items.map { ($0.key, $0.value) }),
                order: Array(state.items.keys),
                base: Dictionary(state.base.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last }),
                outbox: state.outbox.operations, sync: state.sync, conflicts: state.conflicts,
                server: served.items, revision: served.revision),
            loadedWhole
        )
    }

    /// The ids whose todos differ, with both versions' texts.
    static func difference(_ a: [String: TodoItem], _ b: [String: TodoItem]) -> [String] {
        Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }.sorted().map {
            "\($0.prefix(8)): \(a[$0].map { "\($0.text) done \($0.done) by \($0.lastUpdatedBy.prefix(4))" } ?? "-")"
                + " vs \(b[$0].map { "\($0.text) done \($0.done) by \($0.lastUpdatedBy.prefix(4))" } ?? "-")"
        }
    }

    /// Deletions only: the run still ends with the one-todo check, over part of the store.
    @Test func deletionsOnlyEndWithTheCheck() async throws {
        let (dir, synced) = try await Self.syncedStore(count: 30)
        defer { dir.remove() }
        let manager = try DataManager(settings: Self.settings(dir.path))
        let ids = Array(try manager.state().items.keys)
        _ = try manager.remove(ids: [ids[3]])
        _ = try manager.remove(ids: [ids[7]])
        manager.close()
        let copy = TemporaryDirectory()
        defer { copy.remove() }
        try? FileManager.default.removeItem(atPath: copy.path)
        try FileManager.default.copyItem(atPath: dir.path, toPath: copy.path)
        let (part, loadedWhole) = try await Self.run(
            home: dir.path, server: synced, overPart: true, seed: 1, during: { _ in })
        let (whole, _) = try await Self.run(home: copy.path, server: synced, overPart: false, seed: 1, during: { _ in })
        #expect(!loadedWhole)
        #expect(Array(part.requests.prefix(2)) == ["DELETE \(ids[3])", "DELETE \(ids[7])"])
        #expect(part.requests.count == 3 && part.requests[2].hasPrefix("GET /list/"), "\(part.requests)")
        #expect(part.items == whole.items && part.base == whole.base && part.outbox == whole.outbox)
        #expect(part.sync == whole.sync && part.server == whole.server && part.revision == whole.revision)
        #expect(part.items.count == 28)
    }

    /// The closing read is of the todo acknowledged last before the run (the newest the server
    /// held, so the first a reset or a restored backup lacks), not of the one the run writes: a
    /// server that lost its data and counted back up to the device's revision accepts the write
    /// and answers with it too (chaos seed 38). Such a server lacks the held todo: a resync.
    @Test(arguments: [false, true])
    func theCheckReadsTheTodoAcknowledgedLastBeforeTheRun(serverReset: Bool) async throws {
        let (dir, synced) = try await Self.syncedStore(count: 30)
        defer { dir.remove() }
        var manager = try DataManager(settings: Self.settings(dir.path))
        let ids = Array(try manager.state().items.keys)
        _ = try manager.edit(ids[5], ItemEdit(text: "edited first"))
        manager.close()
        let first = ListServer(synced)
        manager = try DataManager(settings: Self.settings(dir.path))
        let report = try await manager.sync(
            mode: .sync, server: first, clock: ManualWallClock(now: 1_800_000_050), seed: 1)
        try #require(report.outcome == .synced)
        let added = try manager.add(ItemDraft(text: "added second"))
        manager.close()

        var server = first.state.withLock { $0 }
        server.requests = []
        if serverReset {
            // Lost everything, then others counted back up to the revision this device knows.
            server.items = [TodoItem.fixture("other", text: "another device's", createdAt: 1_800_000_060)]
        }
        let (part, loadedWhole) = try await Self.run(
            home: dir.path, server: server, overPart: true, seed: 1, during: { _ in })
        #expect(Array(part.requests.prefix(2)) == ["POST \(added.id)", "GET /list/\(ids[5])"], "\(part.requests)")
        if serverReset {
            #expect(part.requests.dropFirst(2) == ["GET /list", "PATCH /list"])
            #expect(part.server.count == 32, "every todo uploaded again")
            #expect(loadedWhole)
        } else {
            #expect(part.requests.count == 2)
            #expect(!loadedWhole)
        }
        #expect(part.outcome == .synced)
    }

    /// Review of the rule above: `todo add`'s quick push, not `todo sync`, wrote the newest todo to
    /// a server that had lost its data and counted back up to the device's revision. The next
    /// `todo sync` does not read that todo (the store keeps it among the writes not yet checked)
    /// but one held before: the reset shows and every todo is uploaded again.
    @Test func aQuickPushToAResetServerIsNotWhatTheCheckReads() async throws {
        let (dir, synced) = try await Self.syncedStore(count: 30)
        defer { dir.remove() }
        var server = synced
        server.items = [TodoItem.fixture("other", text: "another device's", createdAt: 1_800_000_060)]
        let reset = ListServer(server)
        var manager = try DataManager(settings: Self.settings(dir.path))
        let added = try manager.add(ItemDraft(text: "added and pushed"))
        let push = try await manager.sync(
            mode: .interactive, server: reset, clock: ManualWallClock(now: 1_800_000_070), seed: 1)
        try #require(push.outcome == .synced && push.pushed == 1)
        #expect(try manager.state().sync.unchecked == [added.id])
        manager.close()

        var after = reset.state.withLock { $0 }
        after.requests = []
        let (run, _) = try await Self.run(home: dir.path, server: after, overPart: true, seed: 1, during: { _ in })
        let check = try #require(run.requests.first)
        #expect(check.hasPrefix("GET /list/") && check != "GET /list/\(added.id)", "\(run.requests)")
        #expect(run.requests.dropFirst() == ["GET /list", "PATCH /list"])
        #expect(run.server.count == 32, "every todo uploaded again")
        #expect(run.sync.unchecked == [])
        manager = try DataManager(settings: Self.settings(dir.path))
        defer { manager.close() }
        #expect(try manager.state().items.count == 32)
    }

    /// Chaos seed 29 through the store: an edit whose push reached the server unheard, then `rm`.
    /// The resync finds the edited version on the server, the one the `rm` removed here (the undo
    /// history holds it): deleted there too, no record. Another device's version is kept and logged.
    @Test(arguments: [false, true])
    func aDeletionOverItsOwnUnheardEdit(otherDevice: Bool) async throws {
        let (dir, synced) = try await Self.syncedStore(count: 30)
        defer { dir.remove() }
        let manager = try DataManager(settings: Self.settings(dir.path))
        let id = Array(try manager.state().items.keys)[4]
        var edited = try manager.edit(id, ItemEdit(text: "edited here"))
        var server = synced
        let index = try #require(server.items.firstIndex { $0.id == id })
        if otherDevice {
            edited.text = "edited elsewhere"
            edited.lastUpdatedBy = "phone"
        }
        server.items[index] = edited  // the PUT applied, its answer lost
        server.revision += 1
        _ = try manager.remove(ids: [id])
        manager.close()
        let (run, _) = try await Self.run(home: dir.path, server: server, overPart: true, seed: 1, during: { _ in })
        let patch = otherDevice ? [] : ["PATCH /list"]  // the merge keeps the server's list as it is
        #expect(run.requests == ["DELETE \(id)", "GET /list"] + patch, "\(run.requests)")
        #expect(run.server.contains { $0.id == id } == otherDevice)
        #expect(run.items[id] == (otherDevice ? edited : nil))
        #expect(run.conflicts.map(\.kind) == (otherDevice ? [.localDeletedRemoteEdited] : []))
    }

    /// Local changes, perhaps another device's write on the server, perhaps another command's
    /// write during the first request: the store, the requests and the server come out of a run
    /// over part of the store as they come out of a run over the whole of it. With none of the
    /// interference and a short outbox, the run never loads the whole store.
    // 10 seeds in `make test`, 40 in `make soak`.
    @Test(arguments: TestScale.seeds(10, soak: 40))
    func aRunOverPartEndsAsARunOverTheWhole(seed: UInt64) async throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        let (dir, synced) = try await Self.syncedStore(count: 30)
        defer { dir.remove() }
        var server = synced
        let manager = try DataManager(settings: Self.settings(dir.path))
        let ids = Array(try manager.state().items.keys)
        let changes = Int.random(in: 0...10, using: &random)
        var queued: [String] = []
        for step in 0..<changes {
            let id = ids.randomElement(using: &random)!
            queued.append(id)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: _ = try manager.add(ItemDraft(text: "added \(step)"))
            case 1: _ = try? manager.edit(id, ItemEdit(text: "edited \(step)"))
            case 2: _ = try? manager.setDone([id], done: true, command: .done)
            default: _ = try? manager.remove(ids: [id])
            }
        }
        manager.close()
        let serverWrite = Int.random(in: 0..<4, using: &random) == 0
        if serverWrite {
            let index = Int.random(in: 0..<server.items.count, using: &random)
            server.items[index].text = "changed on another device"
            server.items[index].changedAt += 50
            server.items[index].lastUpdatedBy = "other"
            server.revision += 1
        }
        // Another command during the first request: none, an edit, an add or a removal; half the
        // time of a todo the run is sending.
        let interference = Int.random(in: 0..<4, using: &random)
        let victim =
            Bool.random(using: &random) && !queued.isEmpty
            ? queued.randomElement(using: &random)! : ids.randomElement(using: &random)!

        let copy = TemporaryDirectory()
        defer { copy.remove() }
        try? FileManager.default.removeItem(atPath: copy.path)
        try FileManager.default.copyItem(atPath: dir.path, toPath: copy.path)

        func during(_ home: String) -> @Sendable (Int) -> Void {
            { number in
                guard number == 1, interference != 0, let other = try? DataManager(settings: Self.settings(home))
                else { return }
                defer { other.close() }
                let item = TodoItem.fixture("during-\(seed)", text: "added meanwhile", createdAt: 1_800_000_050)
                switch interference {
                case 1: _ = try? other.edit(victim, ItemEdit(text: "edited meanwhile"))
                case 2: try? other.commit([.put(item, .create(item))])
                default: _ = try? other.remove(ids: [victim])
                }
            }
        }
        let (part, partLoaded) = try await Self.run(
            home: dir.path, server: server, overPart: true, seed: seed, during: during(dir.path))
        let (whole, _) = try await Self.run(
            home: copy.path, server: server, overPart: false, seed: seed, during: during(copy.path))
        // Which todo the closing read picks is free: both read one.
        func shape(_ requests: [String]) -> [String] {
            requests.map { $0.hasPrefix("GET /list/") ? "GET /list/{id}" : $0 }
        }
        #expect(shape(part.requests) == shape(whole.requests), "seed \(seed)")
        #expect(part.outcome == whole.outcome && part.pushed == whole.pushed && part.resynced == whole.resynced)
        #expect(part.items == whole.items, "seed \(seed): \(Self.difference(part.items, whole.items))")
        #expect(part.order == whole.order, "seed \(seed)")
        #expect(part.base == whole.base, "seed \(seed): \(Self.difference(part.base, whole.base))")
        #expect(part.outbox == whole.outbox, "seed \(seed)")
        #expect(part.sync == whole.sync, "seed \(seed): \(part.sync) vs \(whole.sync)")
        #expect(part.conflicts == whole.conflicts, "seed \(seed)")
        #expect(part.server == whole.server && part.revision == whole.revision, "seed \(seed)")
        #expect(part.outcome == .synced)
        if changes <= 8 && !serverWrite && interference == 0 {
            #expect(!partLoaded, "seed \(seed): the run loaded the whole store")
            #expect(!part.requests.contains("GET /list"), "seed \(seed): \(part.requests)")
        }
    }
}
