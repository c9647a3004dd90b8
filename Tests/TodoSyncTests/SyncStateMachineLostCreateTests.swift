import Testing
import TodoModel
import TodoSyncTesting

@testable import TodoSync

/// A create whose answer was lost (the server may hold the item), then a local delete of the item:
/// the delete must reach the server, not be cancelled out by the create and undone by a resync.
@Suite struct SyncStateMachineLostCreateTests {
    typealias F = Fixture
    let t0 = Fixture.t0

    /// A `.sync` machine that knows this device's id.
    static func machine(_ snapshot: SyncSnapshot, deviceID: String) throws -> CheckedSyncMachine {
        CheckedSyncMachine(
            mode: .sync, snapshot: snapshot,
            configuration: SyncStateMachine.Configuration(retryPolicy: try exactPolicy(), deviceID: deviceID), seed: 1)
    }

    @Test func noAnswerToACreateTurnsItIntoAnUpdateInPlace() throws {
        var m = try F.machine(.sync)
        try #require(try m.start(now: t0) == .send(.create(F.a), revision: 5))
        try #require(
            try m.requestFailed(.maybeApplied(.unclassified("connection dropped")), now: t0) == .wait(until: t0 + 2))
        #expect(m.snapshot.outbox.operations == [.update(F.a), .update(F.b1), .delete(id: "c")])
        #expect(m.snapshot.retry.attempt == 1)
        #expect(m.snapshot.retry.lastError == "connection dropped")

        // Deleted here meanwhile: update+delete → delete, which is then sent.
        var reloaded = m.snapshot
        reloaded.items.removeAll { $0.id == "a" }
        reloaded.outbox.append(.delete(id: "a"))
        #expect(reloaded.outbox.operations == [.delete(id: "a"), .update(F.b1), .delete(id: "c")])
        try #require(try m.waitFinished(now: t0 + 2, reloaded: reloaded) == .send(.delete(id: "a"), revision: 5))
    }

    @Test func aFailureThatAppliedNothingLeavesTheCreate() throws {
        var m = try F.machine(.sync)
        try #require(try m.start(now: t0) == .send(.create(F.a), revision: 5))
        try #require(
            try m.requestFailed(.retryable(.unclassified("could not connect")), now: t0) == .wait(until: t0 + 2))
        #expect(m.snapshot.outbox == F.snapshot.outbox)
        var outbox = m.snapshot.outbox
        outbox.append(.delete(id: "a"))
        #expect(outbox.operations == [.update(F.b1), .delete(id: "c")])
    }

    /// A `400` is a definite answer: the create was not applied, and it stays a `POST` while the
    /// resync that follows cannot finish.
    @Test func aCreateAnsweredWith400StaysACreate() throws {
        var m = try F.machine(.sync)
        try #require(try m.start(now: t0) == .send(.create(F.a), revision: 5))
        try #require(try m.requestFailed(.unsynchronized, now: t0) == .fetchList)
        #expect(m.snapshot.outbox == F.snapshot.outbox)
        try #require(
            try m.requestFailed(.retryable(.unclassified("could not connect")), now: t0) == .wait(until: t0 + 2))
        #expect(m.snapshot.outbox.operations == [.create(F.a), .update(F.b1), .delete(id: "c")])

        var interactive = try F.machine(.interactive)
        try #require(try interactive.start(now: t0) == .send(.create(F.a), revision: 5))
        try #require(try interactive.requestFailed(.unsynchronized, now: t0) == .fetchList)
        let report = try #require(
            finished(try interactive.requestFailed(.retryable(.unclassified("could not connect")), now: t0)))
        #expect(report.outcome == .queued)
        #expect(interactive.snapshot.outbox.operations == [.create(F.a), .update(F.b1), .delete(id: "c")])
    }

    @Test func noAnswerToAPatchTurnsEveryCreateItCarriedIntoAnUpdate() throws {
        let n = todo("n", "new too", created: 35, by: "me")
        var snapshot = F.snapshot
        snapshot.items.append(n)
        snapshot.outbox.append(.create(n))
        snapshot.dirty = true
        var m = try F.machine(.sync, snapshot)
        try #require(try m.start(now: t0) == .fetchList)
        let merged = [F.b1, F.a, n]
        try #require(try m.listReceived([F.b0, F.c0], revision: 5, now: t0) == .patchList(merged, revision: 5))
        try #require(try m.requestFailed(.maybeApplied(.unclassified("timed out")), now: t0) == .wait(until: t0 + 2))
        #expect(m.snapshot.outbox.operations == [.update(F.a), .update(F.b1), .delete(id: "c"), .update(n)])
    }

    /// The conflicts of a `PATCH` that may have been applied are reported at once: if it was, the
    /// next merge finds both sides alike and no conflict at all. Found again, they are not repeated.
    @Test func conflictsOfAPatchThatMayHaveBeenAppliedAreReportedOnce() throws {
        let b2 = todo("b", "edited there", created: 10, changed: 35, by: "other")
        let n = todo("n", "new", created: 50, by: "me")
        let conflict = ConflictRecord(
            itemID: "b", kind: .bothEdited, winner: .local, local: F.b1, remote: b2, base: F.b0, detectedAt: t0,
            fields: ["text"])
        let snapshot = SyncSnapshot(
            items: [F.b1, F.c0, n], base: [F.b0, F.c0], outbox: Outbox([.update(F.b1), .create(n)]), revision: 5,
            dirty: true)
        let merged = [F.b1, F.c0, n]

        // Applied: the next merge sees the server holding the merged list, and no conflict.
        var applied = try F.machine(.sync, snapshot)
        try #require(try applied.start(now: t0) == .fetchList)
        try #require(try applied.listReceived([b2, F.c0], revision: 6, now: t0) == .patchList(merged, revision: 6))
        try #require(
            try applied.requestFailed(.maybeApplied(.unclassified("connection dropped")), now: t0)
                == .wait(until: t0 + 2))
        #expect(applied.snapshot.outbox.operations == [.update(F.b1), .update(n)])
        try #require(try applied.waitFinished(now: t0 + 2) == .fetchList)
        let report = try #require(finished(try applied.listReceived(merged, revision: 7, now: t0 + 2)))
        #expect(report.outcome == .synced)
        #expect(report.conflicts == [conflict])

        // Not applied (a 400 after an unseen first try): the next merge finds the same conflict,
        // reported once.
        var lost = try F.machine(.sync, snapshot)
        try #require(try lost.start(now: t0) == .fetchList)
        try #require(try lost.listReceived([b2, F.c0], revision: 6, now: t0) == .patchList(merged, revision: 6))
        try #require(try lost.requestFailed(.unsynchronized, now: t0) == .wait(until: t0 + 2))
        try #require(try lost.waitFinished(now: t0 + 2) == .fetchList)
        try #require(try lost.listReceived([b2, F.c0], revision: 6, now: t0 + 2) == .patchList(merged, revision: 6))
        let second = try #require(finished(try lost.patchSucceeded(merged, revision: 7, now: t0 + 3)))
        #expect(second.conflicts.count == 1)
        #expect(second.conflicts.first?.isSameConflict(as: conflict) == true)
        #expect(lost.snapshot.conflictLog.count == 1)
        var later = conflict
        later.detectedAt = t0 + 9
        #expect(conflict.isSameConflict(as: later))
        later.winner = .remote
        #expect(!conflict.isSameConflict(as: later))
    }

    /// The resync after the delete: the server holds the item the base never knew; the pending
    /// delete makes it a local deletion, so the `PATCH` leaves it out, without a conflict.
    @Test func resyncHonoursTheDeleteOfAnItemTheBaseNeverHeld() throws {
        let snapshot = SyncSnapshot(
            items: [F.b0], base: [F.b0], outbox: Outbox([.delete(id: "a")]), revision: 5, dirty: true)
        var m = try F.machine(.sync, snapshot)
        try #require(try m.start(now: t0) == .fetchList)
        try #require(try m.listReceived([F.b0, F.a], revision: 6, now: t0) == .patchList([F.b0], revision: 6))
        let report = try #require(finished(try m.patchSucceeded([F.b0], revision: 7, now: t0)))
        #expect(report.outcome == .synced)
        #expect(report.conflicts.isEmpty)
        #expect(m.snapshot == SyncSnapshot(items: [F.b0], base: [F.b0], revision: 7))
    }

    /// A delete of an item that the server does not hold either changes nothing.
    @Test func resyncWithADeleteOfAnItemNobodyHolds() throws {
        let snapshot = SyncSnapshot(
            items: [F.b0], base: [F.b0], outbox: Outbox([.delete(id: "a")]), revision: 5, dirty: true)
        var m = try F.machine(.sync, snapshot)
        try #require(try m.start(now: t0) == .fetchList)
        let report = try #require(finished(try m.listReceived([F.b0], revision: 5, now: t0)))
        #expect(report.outcome == .synced)
        #expect(m.snapshot == SyncSnapshot(items: [F.b0], base: [F.b0], revision: 5))
    }

    /// The create kept as an update never reached the server: a `404` at the known revision says
    /// so, and it is sent as a create again, without a resync.
    @Test func notFoundOnAnUpdateOfAnItemTheBaseLacksSendsItAsACreate() throws {
        let snapshot = SyncSnapshot(items: [F.b0, F.a], base: [F.b0], outbox: Outbox([.update(F.a)]), revision: 5)
        var m = try F.machine(.sync, snapshot)
        try #require(try m.start(now: t0) == .send(.update(F.a), revision: 5))
        try #require(try m.requestFailed(.notFound, now: t0) == .send(.create(F.a), revision: 5))
        #expect(!m.snapshot.dirty)
        try #require(try m.sendSucceeded(revision: 6, now: t0) == .fetchList)
        let report = try #require(finished(try m.listReceived([F.b0, F.a], revision: 6, now: t0)))
        #expect(report.conflicts.isEmpty)
        #expect(m.snapshot == SyncSnapshot(items: [F.b0, F.a], base: [F.b0, F.a], revision: 6))
    }

    /// A `400` on a create, then the resync's list lacks the item: it never reached the server, so
    /// nothing is kept as an update and nothing is logged.
    @Test func aCreateTheServerLacksAfterA400StaysACreate() throws {
        var m = try F.machine(.sync)
        try #require(try m.start(now: t0) == .send(.create(F.a), revision: 5))
        try #require(try m.requestFailed(.unsynchronized, now: t0) == .fetchList)
        try #require(
            try m.requestFailed(.retryable(.unclassified("could not connect")), now: t0) == .wait(until: t0 + 2))
        #expect(m.snapshot.outbox.operations.first == .create(F.a))
        try #require(try m.waitFinished(now: t0 + 2) == .fetchList)
        let other = todo("o", "theirs", created: 5, by: "other")
        try #require(
            try m.listReceived([other, F.b0, F.c0], revision: 7, now: t0 + 2)
                == .patchList([other, F.b1, F.a], revision: 7))
        #expect(m.snapshot.outbox.operations == [.create(F.a), .update(F.b1), .delete(id: "c")])
        let report = try #require(finished(try m.patchSucceeded([other, F.b1, F.a], revision: 8, now: t0 + 3)))
        #expect(report.conflicts.isEmpty)
    }

    /// A create an earlier run kept as an update, which the server lacks while its revision moved:
    /// another device may have deleted it. It is kept, and that is logged; with the revision
    /// unchanged nobody deleted anything, and nothing is logged.
    @Test func anEarlierUnheardCreateTheServerLacksIsKeptAndLogged() throws {
        let snapshot = SyncSnapshot(
            items: [F.b0, F.a], base: [F.b0], outbox: Outbox([.update(F.a)]), revision: 5, dirty: true)
        var moved = try F.machine(.sync, snapshot)
        try #require(try moved.start(now: t0) == .fetchList)
        try #require(try moved.listReceived([F.b0], revision: 7, now: t0) == .patchList([F.b0, F.a], revision: 7))
        let report = try #require(finished(try moved.patchSucceeded([F.b0, F.a], revision: 8, now: t0)))
        #expect(
            report.conflicts == [
                ConflictRecord(
                    itemID: "a", kind: .unconfirmedCreateKept, winner: .local, local: F.a, remote: nil, base: nil,
                    detectedAt: t0)
            ])

        var same = try F.machine(.sync, snapshot)
        try #require(try same.start(now: t0) == .fetchList)
        try #require(try same.listReceived([F.b0], revision: 5, now: t0) == .patchList([F.b0, F.a], revision: 5))
        #expect(try #require(finished(try same.patchSucceeded([F.b0, F.a], revision: 6, now: t0))).conflicts.isEmpty)
    }

    /// Created here (answer lost), deleted here, but changed on the server by another device since:
    /// its version is kept, and the overridden deletion is logged.
    @Test func anUnheardCreateDeletedHereButChangedElsewhereIsKeptAndLogged() throws {
        let theirs = todo("a", "changed there", created: 30, changed: 60, by: "other")
        let snapshot = SyncSnapshot(
            items: [F.b0], base: [F.b0], outbox: Outbox([.delete(id: "a")]), revision: 5, dirty: true)
        var m = try Self.machine(snapshot, deviceID: "me")
        try #require(try m.start(now: t0) == .fetchList)
        let report = try #require(finished(try m.listReceived([F.b0, theirs], revision: 7, now: t0)))
        #expect(m.snapshot.items == [F.b0, theirs])
        #expect(
            report.conflicts == [
                ConflictRecord(
                    itemID: "a", kind: .localDeletedRemoteEdited, winner: .remote, local: nil, remote: theirs,
                    base: nil, detectedAt: t0)
            ])

        // Still as this device left it: the deletion wins.
        var mine = try Self.machine(snapshot, deviceID: "me")
        try #require(try mine.start(now: t0) == .fetchList)
        try #require(try mine.listReceived([F.b0, F.a], revision: 7, now: t0) == .patchList([F.b0], revision: 7))
    }

    /// Creates never sent stay creates, even when a dirty list's run ends at once.
    @Test func createsNeverSentStayCreates() throws {
        var snapshot = F.snapshot
        snapshot.dirty = true
        snapshot.retry = RetryState(attempt: 1, nextAttemptAt: t0 + 10, lastFailure: .unclassified("x"))
        var m = try F.machine(.interactive, snapshot)
        #expect(try #require(finished(try m.start(now: t0))).outcome == .queued)
        #expect(m.snapshot.outbox == F.snapshot.outbox)
    }
}
