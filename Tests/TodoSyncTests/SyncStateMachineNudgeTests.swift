import Testing
import TodoSyncTesting

@testable import TodoSync

/// A backoff wait cut short by a typed `todo sync` (``SyncStateMachine/waitCutShort(now:reloaded:)``).
@Suite struct SyncStateMachineNudgeTests {
    typealias F = Fixture
    let t0 = Fixture.t0

    /// The machine of `mode` after one failed attempt, waiting; and when its wait ends.
    func waiting(_ mode: SyncStateMachine.Mode) throws -> (CheckedSyncMachine, Double) {
        var m = try F.machine(mode, F.single)
        try #require(try m.start(now: t0) == .send(.update(F.b1), revision: 5))
        let action = try m.requestFailed(.retryable(.unclassified("HTTP 500")), now: t0)
        guard case .wait(let until) = action else {
            Issue.record("expected a wait, got \(action)")
            throw CancellationError()
        }
        return (m, until)
    }

    @Test(arguments: [SyncStateMachine.Mode.sync, .recover(deadline: Fixture.t0 + 3_600)])
    func aNudgedWaitTriesAtOnce(mode: SyncStateMachine.Mode) throws {
        var (m, until) = try waiting(mode)
        let now = t0 + 0.1
        try #require(now < until)
        // The same moment, ended by the clock, would wait again: the window is still open.
        var unnudged = m
        #expect(try unnudged.waitFinished(now: now) == .wait(until: until))
        #expect(try m.waitCutShort(now: now) == .send(.update(F.b1), revision: 5))
        #expect(m.snapshot.retry.nextAttemptAt == nil)
        // The failures so far still count: the next failure waits as the schedule says for it.
        #expect(m.snapshot.retry.attempt == 1)
        let next = try m.requestFailed(.retryable(.unclassified("HTTP 500")), now: now)
        #expect(next == .wait(until: now + 3))
        #expect(m.snapshot.retry.attempt == 2)
    }

    @Test func aNudgedWaitThatSucceedsFinishesSynced() throws {
        var (m, _) = try waiting(.sync)
        try #require(try m.waitCutShort(now: t0 + 0.1) == .send(.update(F.b1), revision: 5))
        let action = try m.sendSucceeded(revision: 6, now: t0 + 0.2)
        // `.sync` ends with a read of the list (no check configured).
        #expect(action == .fetchList)
        #expect(m.snapshot.retry.attempt == 0)
    }
}
