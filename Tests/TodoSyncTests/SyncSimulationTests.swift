import Testing
import TodoModel
import TodoSync
import TodoSyncTesting

/// An in-memory server with the contract's rules (revision checks, 404s, full replacement on
/// `PATCH`) and injected faults: `500` before applying, a lost response after applying, and a
/// third device writing just before the request arrives.
struct FakeServer {
    enum Fault {
        case none
        case error500
        case lostResponse
        case concurrentWrite
    }

    var items: [TodoItem] = []
    var revision = 0
    var faultRate = 0.0
    var writerEnabled = true
    /// Every request fails with `500`.
    var outage = false
    var random: SeededRandomNumberGenerator
    var requests = 0
    /// Ids the third device created and deleted.
    var created: Set<String> = []
    var deleted: Set<String> = []

    init(seed: UInt64) {
        random = SeededRandomNumberGenerator(seed: seed ^ 0xFEED)
    }

    private mutating func roll(now: Double) -> Fault {
        requests += 1
        if outage { return .error500 }
        guard Double.random(in: 0..<1, using: &random) < faultRate else { return .none }
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return .error500
        case 1: return .lostResponse
        default:
            guard writerEnabled else { return .error500 }
            write(now: now)
            return .concurrentWrite
        }
    }

    /// The third device: edits, deletes or adds one item.
    private mutating func write(now: Double) {
        let stamp = Int64(now)
        switch Int.random(in: 0..<3, using: &random) {
        case 0 where !items.isEmpty:
            let index = Int.random(in: 0..<items.count, using: &random)
            items[index].text = "writer \(requests)"
            items[index].changedAt = stamp
            items[index].lastUpdatedBy = "W"
        case 1 where !items.isEmpty:
            deleted.insert(items.remove(at: Int.random(in: 0..<items.count, using: &random)).id)
        default:
            let id = "W-\(requests)"
            created.insert(id)
            items.append(todo(id, "by writer", created: stamp, changed: stamp, by: "W"))
        }
        revision += 1
    }

    mutating func send(
        _ operation: PendingOperation,
        revision expected: Int,
        now: Double
    ) -> Result<Int, SyncStateMachine.Failure> {
        let fault = roll(now: now)
        if fault == .error500 { return .failure(.retryable(.unclassified("HTTP 500"))) }
        guard expected == revision else { return .failure(.unsynchronized) }
        let index = items.firstIndex { $0.id == operation.itemID }
        switch (operation, index) {
        case (.create, _?): return .failure(.unsynchronized)
        case (.create(let item), nil): items.append(item)
        case (.update(let item), let index?): items[index] = item
        case (.delete, let index?): items.remove(at: index)
        case (.update, nil), (.delete, nil): return .failure(.notFound)
        }
        revision += 1
        return fault == .lostResponse ? .failure(.retryable(.unclassified("connection reset"))) : .success(revision)
    }

    mutating func list(now: Double) -> Result<([TodoItem], Int), SyncStateMachine.Failure> {
        switch roll(now: now) {
        case .error500, .lostResponse: .failure(.retryable(.unclassified("HTTP 500")))
        case .none, .concurrentWrite: .success((items, revision))
        }
    }

    /// `GET /list/{id}`.
    mutating func item(_ id: String, now: Double) -> Result<(TodoItem, Int), SyncStateMachine.Failure> {
        switch roll(now: now) {
        case .error500, .lostResponse: return .failure(.retryable(.unclassified("HTTP 500")))
        case .none, .concurrentWrite:
            guard let item = items.first(where: { $0.id == id }) else { return .failure(.notFound) }
            return .success((item, revision))
        }
    }

    mutating func patch(
        _ list: [TodoItem],
        revision expected: Int,
        now: Double
    ) -> Result<([TodoItem], Int), SyncStateMachine.Failure> {
        let fault = roll(now: now)
        if fault == .error500 { return .failure(.retryable(.unclassified("HTTP 500"))) }
        guard expected == revision else { return .failure(.unsynchronized) }
        guard Set(list.map(\.id)).count == list.count else { return .failure(.other(.unclassified("duplicate ids"))) }
        items = list
        revision += 1
        return fault == .lostResponse
            ? .failure(.retryable(.unclassified("connection reset"))) : .success((items, revision))
    }
}

/// One device: its store, and what it wrote, for checking that nothing was lost.
struct Device {
    let name: String
    var snapshot = SyncSnapshot()
    var conflicts: [ConflictRecord] = []
    var created: Set<String> = []
    var deleted: Set<String> = []
    /// The last version this device wrote of each item.
    var written: [String: TodoItem] = [:]
    var count = 0

    init(_ name: String) {
        self.name = name
    }

    /// One local change, applied and queued as the DataManager does.
    mutating func change(now: Double, random: inout SeededRandomNumberGenerator) {
        let stamp = Int64(now)
        let choice = snapshot.items.isEmpty ? 0 : Int.random(in: 0..<4, using: &random)
        switch choice {
        case 0, 1:
            count += 1
            let item = todo("\(name)-\(count)", "new", created: stamp, changed: stamp, by: name)
            snapshot.items.append(item)
            snapshot.outbox.append(.create(item))
            created.insert(item.id)
            written[item.id] = item
        case 2:
            let index = Int.random(in: 0..<snapshot.items.count, using: &random)
            snapshot.items[index].text = "\(name) edit \(stamp)"
            snapshot.items[index].done.toggle()
            snapshot.items[index].changedAt = stamp
            snapshot.items[index].lastUpdatedBy = name
            snapshot.outbox.append(.update(snapshot.items[index]))
            written[snapshot.items[index].id] = snapshot.items[index]
        default:
            let item = snapshot.items.remove(at: Int.random(in: 0..<snapshot.items.count, using: &random))
            snapshot.outbox.append(.delete(id: item.id))
            deleted.insert(item.id)
        }
    }
}

/// The machine driven the way the DataManager will drive it, against ``FakeServer`` with a
/// ``ManualWallClock``: whole backoff schedules and chaos runs in milliseconds.
@Suite struct SyncSimulationTests {
    static func drive(
        _ mode: SyncStateMachine.Mode,
        _ device: inout Device,
        server: inout FakeServer,
        clock: ManualWallClock,
        policy: RetryPolicy,
        seed: UInt64,
        checksRevision: Bool = false
    ) async throws -> SyncReport {
        var machine = CheckedSyncMachine(
            mode: mode,
            snapshot: device.snapshot,
            configuration: SyncStateMachine.Configuration(retryPolicy: policy, checksRevision: checksRevision),
            seed: seed
        )
        var action = try machine.start(now: clock.now)
        for _ in 0..<5_000 {
            clock.advance(by: 0.001)
            switch action {
            case .send(let operation, let revision):
                switch server.send(operation, revision: revision, now: clock.now) {
                case .success(let revision): action = try machine.sendSucceeded(revision: revision, now: clock.now)
                case .failure(let failure): action = try machine.requestFailed(failure, now: clock.now)
                }
            case .fetchList:
                switch server.list(now: clock.now) {
                case .success(let (items, revision)):
                    action = try machine.listReceived(items, revision: revision, now: clock.now)
                case .failure(let failure): action = try machine.requestFailed(failure, now: clock.now)
                }
            case .fetchItem(let id):
                switch server.item(id, now: clock.now) {
                case .success(let (item, revision)):
                    action = try machine.itemReceived(item, revision: revision, now: clock.now)
                case .failure(let failure): action = try machine.requestFailed(failure, now: clock.now)
                }
            case .patchList(let items, let revision):
                switch server.patch(items, revision: revision, now: clock.now) {
                case .success(let (items, revision)):
                    action = try machine.patchSucceeded(items, revision: revision, now: clock.now)
                case .failure(let failure): action = try machine.requestFailed(failure, now: clock.now)
                }
            case .refreshToken:
                action = try machine.tokenRefreshed(now: clock.now)
            case .wait(let until):
                try await clock.sleep(until: until)
                action = try machine.waitFinished(now: clock.now)
            case .finish(let report):
                device.snapshot = machine.snapshot
                device.conflicts += report.conflicts
                return report
            }
        }
        Issue.record("the run did not finish")
        return try #require(nil as SyncReport?)
    }

    @Test func aWholeGiveUpScheduleRunsInstantly() async throws {
        let clock = ManualWallClock(now: 1_000)
        var server = FakeServer(seed: 1)
        server.outage = true
        var device = Device("A")
        var random = SeededRandomNumberGenerator(seed: 1)
        device.change(now: clock.now, random: &random)
        let report = try await Self.drive(
            .sync,
            &device,
            server: &server,
            clock: clock,
            policy: try exactPolicy(),
            seed: 1
        )
        #expect(report.outcome == .gaveUp)
        #expect(report.requests == 12)
        #expect(server.requests == 12)
        #expect(clock.sleeps.count == 11)
        for (slept, delay) in zip(clock.sleeps, RetryPolicyTests.defaultSchedule) {
            #expect(abs(slept - delay) < 0.002)
        }
        #expect(device.snapshot.dirty)
        #expect(device.snapshot.outbox.count == 1)
    }

    /// Two devices editing one list through 35 % faults (500s, lost responses, a third writer),
    /// then `sync --recover` on both: both lists equal the server's, no duplicates, nothing lost.
    @Test(arguments: 0..<100 as Range<UInt64>) func chaosThenRecoveryConverges(seed: UInt64) async throws {
        let clock = ManualWallClock(now: 1_000_000)
        var random = SeededRandomNumberGenerator(seed: seed)
        var server = FakeServer(seed: seed)
        server.faultRate = 0.35
        let policy = try RetryPolicy(minDelay: 0.05, factor: 1.5, jitter: 0.05, maxDelay: 0.4)
        var devices = [Device("A"), Device("B")]

        for round in 0..<10 {
            for index in devices.indices.shuffled(using: &random) {
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    clock.advance(by: 1)
                    devices[index].change(now: clock.now, random: &random)
                }
                let mode: SyncStateMachine.Mode = Bool.random(using: &random) ? .interactive : .sync
                let report = try await Self.drive(
                    mode,
                    &devices[index],
                    server: &server,
                    clock: clock,
                    policy: policy,
                    seed: seed &* 31 &+ UInt64(round),
                    checksRevision: seed % 2 == 0
                )
                #expect(report.outcome != .unauthorized)
                clock.advance(by: 1)
            }
        }

        server.writerEnabled = false
        for index in [0, 1, 0] {
            let report = try await Self.drive(
                .recover(deadline: clock.now + 1_000_000),
                &devices[index],
                server: &server,
                clock: clock,
                policy: policy,
                seed: seed &+ UInt64(index)
            )
            #expect(report.outcome == .synced, "seed \(seed)")
            #expect(report.resynced)
        }

        let serverList = server.items.sorted(by: ThreeWayMerge.isOrderedBefore)
        #expect(Set(serverList.map(\.id)).count == serverList.count, "no duplicates, seed \(seed)")
        for device in devices {
            #expect(device.snapshot.items == serverList, "device \(device.name), seed \(seed)")
            #expect(device.snapshot.base == serverList)
            #expect(device.snapshot.outbox.isEmpty)
            #expect(device.snapshot.dirty == false)
            #expect(device.snapshot.revision == server.revision)
        }

        // Nothing created is missing unless somebody deleted it; no write was replaced by an
        // older one.
        let deletedByAnyone = devices.reduce(server.deleted) { $0.union($1.deleted) }
        let createdByAnyone = devices.reduce(server.created) { $0.union($1.created) }
        let onServer = Dictionary(uniqueKeysWithValues: serverList.map { ($0.id, $0) })
        for id in createdByAnyone.subtracting(deletedByAnyone) {
            #expect(onServer[id] != nil, "\(id) lost, seed \(seed)")
        }
        for device in devices {
            for (id, item) in device.written where !deletedByAnyone.contains(id) {
                let kept = try #require(onServer[id], "\(id) lost, seed \(seed)")
                #expect(kept.changedAt >= item.changedAt, "\(id): \(device.name)'s write lost, seed \(seed)")
            }
        }
    }
}
