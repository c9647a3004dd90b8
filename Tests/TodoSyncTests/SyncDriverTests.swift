import Synchronization
import Testing
import TodoModel
import TodoSync
import TodoSyncTesting

/// The driver against in-memory ports: what it asks of the store and the server, in what order.
@Suite struct SyncDriverTests {
    /// A store port in memory that records every call.
    final class MemoryStore: SyncStore {
        struct Broke: Error, Equatable {}
        typealias StoreFailure = Broke

        var stored: SyncSnapshot
        /// The todos only the whole store holds, for a run that starts over part of it.
        var alsoInWhole: [TodoItem]
        /// What ``takeBack()`` answers, in order (then ``SyncMeanwhile/nothing``).
        var meanwhile: [SyncMeanwhile] = []
        /// How each wait ends, in order (then ``SyncWaitEnd/elapsed``).
        var waitEnds: [SyncWaitEnd] = []
        private(set) var calls: [String] = []
        private(set) var waits: [Double] = []
        private(set) var failedAttempts: [Int] = []
        private(set) var finishedWith: SyncReport?
        /// Whether the store is held (taken back, not let go).
        private(set) var held = true
        /// The run's clock, which a wait moves on.
        let clock: ManualWallClock
        /// Commits left before one fails (`nil`: none fails).
        var commitsBeforeFailure: Int?

        init(_ snapshot: SyncSnapshot, alsoInWhole: [TodoItem] = [], clock: ManualWallClock = .init()) {
            stored = snapshot
            self.alsoInWhole = alsoInWhole
            self.clock = clock
        }

        func startingSnapshot(mode: SyncStateMachine.Mode, limit: Int) -> (snapshot: SyncSnapshot, isPart: Bool) {
            calls.append("start")
            return (stored, !alsoInWhole.isEmpty)
        }

        func wholeSnapshot() -> SyncSnapshot {
            calls.append("whole")
            #expect(held)
            stored.items += alsoInWhole
            alsoInWhole = []
            return stored
        }

        func commit(_ snapshot: SyncSnapshot, since previous: SyncSnapshot, isPart: Bool) throws(Broke) {
            calls.append("commit")
            if let left = commitsBeforeFailure {
                guard left > 0 else { throw Broke() }
                commitsBeforeFailure = left - 1
            }
            #expect(held, "a commit without the store")
            #expect(previous == stored, "the commit is against what the store holds")
            stored = snapshot
        }

        func finish(_ report: SyncReport, snapshot: SyncSnapshot, now: Double) {
            calls.append("finish")
            #expect(held)
            finishedWith = report
        }

        func letGo(keepingWhole: Bool) {
            calls.append(keepingWhole ? "letGo(whole)" : "letGo(part)")
            #expect(held)
            held = false
        }

        func takeBack() -> SyncMeanwhile {
            calls.append("takeBack")
            #expect(!held)
            held = true
            let found = meanwhile.isEmpty ? .nothing : meanwhile.removeFirst()
            if case .changed(let changes) = found {
                // Another command wrote them: the store holds them now (its items and outbox).
                for change in changes {
                    stored.items.removeAll { $0.id == change.id }
                    if let item = change.item { stored.items.append(item) }
                    stored.outbox.set(itemID: change.id, change.operation)
                }
            }
            return found
        }

        func wait(until: Double) async -> SyncWaitEnd {
            calls.append("wait")
            #expect(!held, "a wait holding the store")
            waits.append(until)
            let end = waitEnds.isEmpty ? SyncWaitEnd.elapsed : waitEnds.removeFirst()
            if end == .elapsed { try? await clock.sleep(until: until) }
            return end
        }

        func started(_ mode: SyncStateMachine.Mode) { calls.append("started") }

        func willRun(_ action: SyncStateMachine.Action, sent: Int, queued: Int, now: Double) {
            switch action {
            case .send: calls.append("run send \(sent)/\(sent + queued)")
            case .fetchList: calls.append("run fetchList")
            case .fetchItem: calls.append("run fetchItem")
            case .patchList: calls.append("run patchList")
            case .refreshToken: calls.append("run refreshToken")
            case .wait: calls.append("run wait")
            case .finish: calls.append("run finish")
            }
        }

        func requestFailed(_ failure: SyncStateMachine.Failure, attempt: Int) {
            calls.append("failed")
            failedAttempts.append(attempt)
        }

        func changedMeanwhile(_ count: Int) { calls.append("meanwhile \(count)") }

        func finished(_ report: SyncReport, mode: SyncStateMachine.Mode) { calls.append("finished") }
    }

    /// A server port in memory that answers as the contract says, failing the first `failures`
    /// requests.
    final class MemoryServer: SyncServer {
        struct State {
            var items: [TodoItem]
            var revision: Int
            var failures: Int
            var refusals: Int
            var requests: [String] = []
        }

        let state: Mutex<State>

        /// A server holding `items` at `revision` that fails the first `failures` requests and
        /// refuses the token of the first `refusals` (`401`).
        init(items: [TodoItem] = [], revision: Int = 0, failures: Int = 0, refusals: Int = 0) {
            state = Mutex(State(items: items, revision: revision, failures: failures, refusals: refusals))
        }

        var items: [TodoItem] { state.withLock { $0.items } }
        var requests: [String] { state.withLock { $0.requests } }

        private func answer<T>(
            _ name: String, _ body: (inout State) throws(SyncStateMachine.Failure) -> T
        ) throws(SyncStateMachine.Failure) -> T {
            try state.withLock { (state: inout State) throws(SyncStateMachine.Failure) -> T in
                state.requests.append(name)
                if state.failures > 0 {
                    state.failures -= 1
                    throw .retryable(.unclassified("unreachable"))
                }
                if state.refusals > 0, name != "refreshToken" {
                    state.refusals -= 1
                    throw .unauthorized
                }
                return try body(&state)
            }
        }

        func send(_ operation: PendingOperation, lastKnownRevision: Int) throws(SyncStateMachine.Failure) -> Int {
            try answer("send") { (state: inout State) throws(SyncStateMachine.Failure) in
                guard lastKnownRevision == state.revision else { throw .unsynchronized }
                switch operation {
                case .create(let item), .update(let item):
                    state.items.removeAll { $0.id == item.id }
                    state.items.append(item)
                case .delete(let id):
                    state.items.removeAll { $0.id == id }
                }
                state.revision += 1
                return state.revision
            }
        }

        func fetchList() throws(SyncStateMachine.Failure) -> (items: [TodoItem], revision: Int) {
            try answer("fetchList") { state in (state.items, state.revision) }
        }

        func replaceList(
            _ items: [TodoItem], lastKnownRevision: Int
        ) throws(SyncStateMachine.Failure) -> (items: [TodoItem], revision: Int) {
            try answer("patchList") { (state: inout State) throws(SyncStateMachine.Failure) in
                guard lastKnownRevision == state.revision else { throw .unsynchronized }
                state.items = items
                state.revision += 1
                return (state.items, state.revision)
            }
        }

        func refreshToken() throws(SyncStateMachine.Failure) {
            try answer("refreshToken") { _ in }
        }
    }

    static let a = TodoItem.fixture("a", text: "new")
    static let b = TodoItem.fixture("b", text: "also new")

    func run(
        _ mode: SyncStateMachine.Mode, store: MemoryStore, server: MemoryServer, canRefreshToken: Bool = false
    ) async throws -> SyncReport {
        let configuration = SyncStateMachine.Configuration(
            retryPolicy: try RetryPolicy(minDelay: 2, factor: 1.5, jitter: 0, maxDelay: 120),
            canRefreshToken: canRefreshToken)
        return try await SyncDriver(store: store, server: server, clock: store.clock)
            .run(mode: mode, configuration: configuration, seed: 1)
    }

    @Test func aQueuedChangeIsRecordedSentWithTheStoreLetGoAndCommittedAfter() async throws {
        let store = MemoryStore(SyncSnapshot(items: [Self.a], outbox: Outbox([.create(Self.a)])))
        let server = MemoryServer()
        let report = try await run(.interactive, store: store, server: server)

        #expect(report.outcome == .synced && report.pushed == 1)
        #expect(server.items == [Self.a])
        #expect(store.stored.outbox.isEmpty && store.stored.revision == 1 && store.stored.base == [Self.a])
        #expect(store.finishedWith == report)
        #expect(
            store.calls == [
                "start", "started", "commit", "run send 0/1", "letGo(whole)", "takeBack", "commit", "run finish",
                "finish", "finished",
            ])
    }

    @Test func aFailedRequestIsReportedThenWaitedOutWithoutTheStore() async throws {
        let store = MemoryStore(SyncSnapshot(items: [Self.a], outbox: Outbox([.create(Self.a)])))
        let server = MemoryServer(failures: 1)
        let report = try await run(.recover(deadline: store.clock.now + 3600), store: store, server: server)

        #expect(report.outcome == .synced)
        #expect(server.requests.prefix(2) == ["send", "send"])
        #expect(store.failedAttempts == [1])
        #expect(store.waits.count == 1 && store.clock.sleeps.count == 1)
        let failed = try #require(store.calls.firstIndex(of: "failed"))
        let wait = try #require(store.calls.firstIndex(of: "wait"))
        #expect(failed < wait)
        // The failure is committed (the retry state) before the wait.
        #expect(store.calls[failed + 1] == "commit" && store.calls[failed + 2] == "run wait")
        #expect(store.stored.outbox.isEmpty)
    }

    @Test func aChangeMadeDuringARequestGoesToTheMachineAndIsSynced() async throws {
        let store = MemoryStore(SyncSnapshot(items: [Self.a], outbox: Outbox([.create(Self.a)])))
        store.meanwhile = [
            .changed([SyncStateMachine.LocalChange(id: "b", item: Self.b, operation: .create(Self.b))])
        ]
        let server = MemoryServer()
        let report = try await run(.watch, store: store, server: server)

        #expect(report.outcome == .synced)
        #expect(Set(server.items.map(\.id)) == ["a", "b"])
        #expect(store.calls.contains("meanwhile 1"))
        #expect(store.stored.outbox.isEmpty && Set(store.stored.items.map(\.id)) == ["a", "b"])
    }

    @Test func aRunOverPartOfTheStoreWidensBeforeAResync() async throws {
        let part = SyncSnapshot(items: [Self.a], outbox: Outbox([.create(Self.a)]))
        let store = MemoryStore(part, alsoInWhole: [Self.b])
        let server = MemoryServer()
        let report = try await run(.watch, store: store, server: server)

        #expect(report.outcome == .synced)
        // The send is made over the part; the store is read whole just before the resync's `GET`.
        let calls = store.calls
        let fetch = try #require(calls.firstIndex(of: "run fetchList"))
        #expect(calls[..<fetch].contains("letGo(part)"))
        #expect(calls[fetch + 1] == "whole" && calls[fetch + 2] == "letGo(whole)")
        #expect(Set(server.items.map(\.id)) == ["a", "b"])
    }

    @Test func aWidenedRunKeepsWhatItKnowsOfItsTodos() {
        let edited = TodoItem.fixture("a", text: "edited elsewhere")
        let part = SyncSnapshot(items: [Self.a], base: [Self.a], revision: 3)
        let whole = SyncSnapshot(items: [edited, Self.b], base: [], outbox: Outbox([.update(edited)]), revision: 2)
        let widened = SyncDriver<MemoryStore, MemoryServer, ManualWallClock>.widened(part, to: whole)

        #expect(widened.snapshot.revision == 3 && widened.snapshot.base == [Self.a])
        #expect(Set(widened.snapshot.items) == [Self.a, Self.b])
        #expect(widened.changes == [.init(id: "a", item: edited, operation: .update(edited))])
    }

    @Test func aCancelledWaitEndsTheRunCancelled() async throws {
        let store = MemoryStore(SyncSnapshot(items: [Self.a], outbox: Outbox([.create(Self.a)])))
        store.waitEnds = [.cancelled]
        let server = MemoryServer(failures: 1)
        let report = try await run(.sync, store: store, server: server)

        #expect(report.outcome == .cancelled)
        #expect(server.requests == ["send"])
        #expect(store.stored.outbox.count == 1)
        #expect(store.calls.suffix(3) == ["run finish", "finish", "finished"])
    }

    @Test func aRefusedTokenIsRefreshedOnceAndTheRequestMadeAgain() async throws {
        let store = MemoryStore(SyncSnapshot(items: [Self.a], outbox: Outbox([.create(Self.a)])))
        let server = MemoryServer(refusals: 1)
        let report = try await run(.interactive, store: store, server: server, canRefreshToken: true)

        #expect(report.outcome == .synced)
        #expect(server.requests == ["send", "refreshToken", "send"])
        // The store is told of the refusal (its reports tell what to show), then of the refresh.
        let refusal = try #require(store.calls.firstIndex(of: "failed"))
        #expect(store.calls[refusal...].contains("run refreshToken"))
        #expect(store.failedAttempts.count == 1)
    }

    @Test func aCommitThatFailsEndsTheRunWithTheStoresError() async throws {
        let store = MemoryStore(SyncSnapshot(items: [Self.a], outbox: Outbox([.create(Self.a)])))
        store.commitsBeforeFailure = 1
        let server = MemoryServer()
        await #expect(throws: MemoryStore.Broke()) { try await run(.interactive, store: store, server: server) }
        // The answer came back and could not be committed: nothing more was asked of the server.
        #expect(server.requests == ["send"])
        #expect(!store.calls.contains("finish"))
    }
}
