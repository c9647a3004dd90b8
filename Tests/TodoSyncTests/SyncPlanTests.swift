import Testing
import TodoModel
import TodoSyncTesting

@testable import TodoSync

/// The dry run's planner (`todo sync --dry-run`): pure, over the machine's own merge and guard, so
/// what it says is what a sync then does.
@Suite struct SyncPlanTests {
    typealias F = Fixture
    let t0 = Fixture.t0

    /// Another device edited b and c, created r and deleted nothing; this device created a,
    /// edited b and deleted c (the fixture).
    static let c2 = todo("c", "edited there", created: 20, changed: 60, by: "other")
    static let r = todo("r", "theirs", created: 40, by: "other")

    static func configuration(
        deviceID: String? = "me", deletionGuard: SyncStateMachine.DeletionGuard? = .init()
    ) -> SyncStateMachine.Configuration {
        SyncStateMachine.Configuration(retryPolicy: .standard, deviceID: deviceID, deletionGuard: deletionGuard)
    }

    @Test func listsThePushesTheIncomingVersionsAndTheConflicts() {
        let plan = SyncStateMachine.plan(
            snapshot: F.snapshot, configuration: Self.configuration(), remote: [Self.r, F.b0, Self.c2], revision: 9,
            now: t0)
        #expect(
            plan.push == [
                .init(kind: .create, id: "a", item: F.a), .init(kind: .update, id: "b", item: F.b1),
                // A delete names the version the server was known to hold.
                .init(kind: .delete, id: "c", item: F.c0),
            ])
        // c comes back (deleted here, edited there: the remote version wins), r is new.
        #expect(
            plan.taken == [IncomingChange(kind: .created, item: Self.c2), IncomingChange(kind: .created, item: Self.r)])
        #expect(plan.deletedHere.isEmpty)
        #expect(plan.conflicts.map(\.kind) == [.localDeletedRemoteEdited])
        #expect(plan.conflicts.first?.itemID == "c")
        #expect(plan.changesServer)
        #expect(!plan.serverReset)
        #expect(plan.knownRevision == 5)
        #expect(plan.serverRevision == 9)
        #expect(!plan.deletionGuard.blocks)
        #expect(!plan.changesNothing)
    }

    @Test func aTodoDeletedElsewhereIsDeletedHereAndAnEditElsewhereUpdatesIt() {
        let c1 = todo("c", "changed there", created: 20, changed: 70, by: "other")
        let plan = SyncStateMachine.plan(
            snapshot: F.clean, configuration: Self.configuration(), remote: [c1], revision: 7, now: t0)
        #expect(plan.push.isEmpty)
        #expect(plan.taken == [IncomingChange(kind: .updated, item: c1, previous: F.c0)])
        #expect(plan.deletedHere == [IncomingChange(kind: .deleted, item: F.b0)])
        #expect(plan.taken.first?.device == "other")
        #expect(plan.deletedHere.first?.device == nil)
        #expect(plan.conflicts.isEmpty)
        #expect(!plan.changesServer)
        #expect(plan.deletionGuard.deletions == 1)
        #expect(plan.deletionGuard.total == 2)
    }

    @Test func nothingToDoWhenTheServerHoldsTheBase() {
        let plan = SyncStateMachine.plan(
            snapshot: F.clean, configuration: Self.configuration(), remote: [F.b0, F.c0], revision: 5, now: t0)
        #expect(plan.changesNothing)
        #expect(plan.incoming.isEmpty)
    }

    @Test func theGuardWouldStopAMassDeletionAsTheSyncDoes() throws {
        let items = (1...20).map { TodoItem.numbered($0) }
        let snapshot = SyncSnapshot(items: items, base: items, revision: 3)
        let remote = Array(items.prefix(2))
        let plan = SyncStateMachine.plan(
            snapshot: snapshot, configuration: Self.configuration(), remote: remote, revision: 4, now: t0)
        #expect(plan.deletionGuard.blocks)
        #expect(plan.deletionGuard.deletions == 18)
        #expect(plan.deletionGuard.total == 20)
        #expect(plan.deletedHere.count == 18)
        // The sync itself stops there, on the same count.
        let end = try Self.sync(snapshot, configuration: Self.configuration(), remote: remote, revision: 4, now: t0)
        #expect(end.report.outcome == .blocked(deletions: 18))

        // Allowed, the same plan does not block.
        let allowed = SyncStateMachine.plan(
            snapshot: snapshot, configuration: Self.configuration(deletionGuard: nil), remote: remote, revision: 4,
            now: t0)
        #expect(!allowed.deletionGuard.blocks)
        #expect(allowed.deletedHere.count == 18)
    }

    @Test func aServerThatWentBackDeletesNothing() {
        let plan = SyncStateMachine.plan(
            snapshot: F.clean, configuration: Self.configuration(), remote: [], revision: 0, now: t0)
        #expect(plan.serverReset)
        #expect(plan.deletedHere.isEmpty)
        #expect(plan.restored == 2)
        #expect(plan.changesServer)
    }

    @Test func ownVersionsAndSameContentAreNotIncoming() {
        let mine = todo("m", "mine", created: 50, by: "me")
        let sameB = todo("b", "old", created: 10, changed: 99, by: "other")
        let changes = IncomingChange.changes(from: [F.b0], to: [sameB, mine], deviceID: "me")
        #expect(changes.isEmpty)
        // Without a device id every other version counts.
        #expect(IncomingChange.changes(from: [F.b0], to: [sameB, mine], deviceID: nil).map(\.id) == ["m"])
    }

    /// The preview cannot drift: for each scenario the plan's incoming changes, conflicts and guard
    /// are what the machine's run against a server holding `remote` reports and leaves.
    @Test(arguments: 0..<6) func thePlanIsWhatTheSyncDoes(scenario: Int) throws {
        let c1 = todo("c", "changed there", created: 20, changed: 70, by: "other")
        let b2 = todo("b", "edited there", created: 10, changed: 80, by: "other")
        let cases: [(SyncSnapshot, [TodoItem], Int)] = [
            (F.snapshot, [Self.r, F.b0, Self.c2], 9),  // moved on: the sends fail, resync
            (F.snapshot, [F.b0, F.c0], 5),  // nobody else wrote: replayed one by one
            (F.single, [b2, c1], 8),  // both edited b: a conflict
            (F.clean, [c1], 7),  // deleted and changed elsewhere
            (F.clean, [], 0),  // the server went back
            (F.single, [F.b0, F.c0, Self.r], 6),  // one new todo elsewhere
        ]
        let (snapshot, remote, revision) = cases[scenario]
        let plan = SyncStateMachine.plan(
            snapshot: snapshot, configuration: Self.configuration(), remote: remote, revision: revision, now: t0)
        let end = try Self.sync(
            snapshot, configuration: Self.configuration(), remote: remote, revision: revision, now: t0)
        #expect(end.report.outcome == .synced)
        #expect(end.report.incoming == plan.incoming)
        #expect(end.report.conflicts.map(\.itemID) == plan.conflicts.map(\.itemID))
        #expect(end.report.conflicts.map(\.kind) == plan.conflicts.map(\.kind))
        #expect(end.report.serverReset == plan.serverReset)
        // What the plan says changes here is exactly the change the run left.
        let before = Set(snapshot.items.map(\.id))
        let after = Set(end.snapshot.items.map(\.id))
        #expect(before.subtracting(after) == Set(plan.deletedHere.map(\.id)))
        #expect(Set(plan.taken.filter { $0.kind == .created }.map(\.id)) == after.subtracting(before))
        // A push the merge overrode (both edited, theirs later) changes nothing there.
        #expect(end.serverChanged == plan.changesServer)
    }

    /// Runs a `.sync` machine over `snapshot` against an in-memory server holding `remote` at
    /// `revision` (the contract: a write at another revision is `400`), to its end.
    static func sync(
        _ snapshot: SyncSnapshot, configuration: SyncStateMachine.Configuration, remote: [TodoItem], revision: Int,
        now: Double
    ) throws -> (report: SyncReport, snapshot: SyncSnapshot, serverChanged: Bool) {
        var list = remote
        var serverRevision = revision
        var m = CheckedSyncMachine(mode: .sync, snapshot: snapshot, configuration: configuration, seed: 1)
        var action = try m.start(now: now)
        for _ in 0..<50 {
            switch action {
            case .finish(let report):
                return (report, m.snapshot, serverRevision != revision)
            case .send(let operation, let known):
                guard known == serverRevision else {
                    action = try m.requestFailed(.unsynchronized, now: now)
                    continue
                }
                switch operation {
                case .create(let item), .update(let item):
                    list.removeAll { $0.id == item.id }
                    list.append(item)
                case .delete(let id):
                    list.removeAll { $0.id == id }
                }
                serverRevision += 1
                action = try m.sendSucceeded(revision: serverRevision, now: now)
            case .fetchList:
                action = try m.listReceived(list, revision: serverRevision, now: now)
            case .fetchItem(let id):
                guard let item = list.first(where: { $0.id == id }) else {
                    action = try m.requestFailed(.notFound, now: now)
                    continue
                }
                action = try m.itemReceived(item, revision: serverRevision, now: now)
            case .patchList(let items, let known):
                #expect(known == serverRevision)
                list = items
                serverRevision += 1
                action = try m.patchSucceeded(items, revision: serverRevision, now: now)
            case .refreshToken, .wait:
                Issue.record("unexpected \(action)")
                action = try m.cancel(now: now)
            }
        }
        throw CancellationError()
    }
}
