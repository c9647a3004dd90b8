import Testing
import TodoKit

private typealias F = Fixture
private let t0 = Fixture.t0

/// Issue 11, cost: a sync whose changes were all applied at the revision it knew ends without the
/// closing `GET /list` (the contract applies a change only at the sender's revision, one revision
/// each, so the base is then the server's list); anything less certain still fetches.
@Suite struct SyncStateMachineClosingFetchTests {
    @Test("three changes applied in step: the run ends after the last answer, the base as the server's list")
    func changesAppliedInStepEndWithoutAGet() throws {
        var m = try F.machine(.sync)
        #expect(m.start(now: t0) == .send(.create(F.a), revision: 5))
        #expect(m.sendSucceeded(revision: 6, now: t0) == .send(.update(F.b1), revision: 6))
        #expect(m.sendSucceeded(revision: 7, now: t0) == .send(.delete(id: "c"), revision: 7))
        let report = try #require(finished(m.sendSucceeded(revision: 8, now: t0)))
        #expect(report.outcome == .synced)
        #expect(report.pushed == 3)
        #expect(Set(m.snapshot.base) == Set([F.a, F.b1]))
        #expect(m.snapshot.revision == 8)
    }

    @Test("an answer at a revision other than the next one: the run fetches")
    func aRevisionJumpFetches() throws {
        var m = try F.machine(.sync, F.single)
        #expect(m.start(now: t0) == .send(.update(F.b1), revision: 5))
        #expect(m.sendSucceeded(revision: 9, now: t0) == .fetchList)
    }

    @Test("a 404 to a delete, a lost answer, or a refresh of the token before the change: the run fetches")
    func doubtFetches() throws {
        var deleteGone = try F.machine(
            .sync, SyncSnapshot(items: [], base: [F.c0], outbox: Outbox([.delete(id: "c")]), revision: 5))
        #expect(deleteGone.start(now: t0) == .send(.delete(id: "c"), revision: 5))
        #expect(deleteGone.requestFailed(.notFound, now: t0) == .fetchList)

        var lost = try F.machine(.sync, F.single)
        #expect(lost.start(now: t0) == .send(.update(F.b1), revision: 5))
        #expect(lost.requestFailed(.maybeApplied("timeout"), now: t0) == .wait(until: t0 + 2))
        #expect(lost.waitFinished(now: t0 + 2) == .send(.update(F.b1), revision: 5))
        #expect(lost.sendSucceeded(revision: 6, now: t0 + 2) == .fetchList)
    }

    @Test("a 500 refused the change (it applies nothing): the retried change applied in step still ends the run")
    func aRefusalKeepsTheRunInStep() throws {
        var m = try F.machine(.sync, F.single)
        #expect(m.start(now: t0) == .send(.update(F.b1), revision: 5))
        #expect(m.requestFailed(.retryable("HTTP 500"), now: t0) == .wait(until: t0 + 2))
        #expect(m.waitFinished(now: t0 + 2) == .send(.update(F.b1), revision: 5))
        #expect(finished(m.sendSucceeded(revision: 6, now: t0 + 2))?.outcome == .synced)
    }

    @Test("nothing to send: the run fetches, to learn what others changed")
    func nothingToSendFetches() throws {
        var m = try F.machine(.sync, F.clean)
        #expect(m.start(now: t0) == .fetchList)
    }
}
