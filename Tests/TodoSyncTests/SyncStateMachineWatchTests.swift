import Testing
import TodoSync

/// The `.watch` mode: one pass without waiting, as interactive, but ending with a resync.
@Suite struct SyncStateMachineWatchTests {
    typealias F = Fixture
    let t0 = Fixture.t0

    @Test func aCleanStoreIsResyncedToPullOtherDevicesChanges() throws {
        var m = try F.machine(.watch, F.clean)
        try #require(try m.start(now: t0) == .fetchList)
        let phone = todo("p", "from the phone", created: 50, changed: 50, by: "phone")
        let report = try #require(
            finished(try m.listReceived([F.b0, F.c0, phone], revision: 6, now: t0 + 0.1)))
        #expect(report.outcome == .synced)
        #expect(report.resynced)
        #expect(Set(m.snapshot.items) == [F.b0, F.c0, phone])
        #expect(m.snapshot.revision == 6)
    }

    @Test func aFailureBacksOffAndFinishesQueuedWithoutWaiting() throws {
        var m = try F.machine(.watch, F.single)
        try #require(try m.start(now: t0) == .send(.update(F.b1), revision: 5))
        let report = try #require(
            finished(try m.requestFailed(.retryable(.unclassified("connection refused")), now: t0 + 0.5)))
        #expect(report.outcome == .queued)
        #expect(report.pending == 1)
        #expect(
            m.snapshot.retry
                == RetryState(attempt: 1, nextAttemptAt: t0 + 2.5, lastFailure: .unclassified("connection refused")))
    }

    @Test func noRequestWhileThePersistedWindowIsOpen() throws {
        var snapshot = F.single
        snapshot.retry = RetryState(attempt: 2, nextAttemptAt: t0 + 10, lastFailure: .unclassified("timeout"))
        var m = try F.machine(.watch, snapshot)
        let report = try #require(finished(try m.start(now: t0)))
        #expect(report.outcome == .queued)
        #expect(report.requests == 0)
        #expect(m.snapshot.retry == snapshot.retry)
    }

    @Test func afterTheWindowTheQueueIsSentThenTheListResynced() throws {
        var snapshot = F.single
        snapshot.retry = RetryState(attempt: 2, nextAttemptAt: t0 + 10, lastFailure: .unclassified("timeout"))
        var m = try F.machine(.watch, snapshot)
        try #require(try m.start(now: t0 + 10) == .send(.update(F.b1), revision: 5))
        try #require(try m.sendSucceeded(revision: 6, now: t0 + 10.1) == .fetchList)
        let report = try #require(finished(try m.listReceived([F.b1, F.c0], revision: 6, now: t0 + 10.2)))
        #expect(report.outcome == .synced)
        #expect(report.pushed == 1)
        #expect(m.snapshot.retry == RetryState())
    }
}
