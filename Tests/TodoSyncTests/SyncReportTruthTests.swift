import Testing
import TodoSync
import TodoSyncTesting

private typealias F = Fixture
private let t0 = Fixture.t0

/// Issue 41, point 5: the report says what the run did. One rule a test.
@Suite struct SyncReportTruthTests {
    /// The server lost its list and another device uploaded the same todos again: this device
    /// reads the list (nothing to send) and pushed nothing, although its base was not trusted.
    @Test func aResetServerThatHoldsEverythingAlreadyIsPushedNothing() throws {
        let items = [todo("x", "one", created: 1), todo("y", "two", created: 2), todo("z", "three", created: 3)]
        var m = try F.machine(.sync, SyncSnapshot(items: items, base: items, revision: 40))
        try #require(try m.start(now: t0) == .fetchList)
        var uploaded = items
        for index in uploaded.indices { uploaded[index].lastUpdatedBy = "phone" }
        let report = try #require(finished(try m.listReceived(uploaded, revision: 3, now: t0 + 1)))
        #expect(report.outcome == .synced)
        #expect(report.serverReset)
        #expect(report.requests == 1, "one GET")
        #expect(report.pushed == 0, "the server took nothing from this device")
    }

    /// A resync whose PATCH carried one local change, beside one the server held already.
    @Test func pushedCountsWhatThePatchCarriedOnly() throws {
        let base = [
            todo("x", "one", created: 1, changed: 1, by: "s"), todo("y", "two", created: 2, changed: 2, by: "s"),
        ]
        let x1 = todo("x", "one edited", created: 1, changed: 5, by: "me")
        let y1 = todo("y", "two edited", created: 2, changed: 5, by: "me")
        var snapshot = SyncSnapshot(
            items: [x1, y1], base: base, outbox: Outbox([.update(x1), .update(y1)]), revision: 4)
        snapshot.dirty = true
        var m = try F.machine(.sync, snapshot)
        try #require(try m.start(now: t0) == .fetchList)
        // The server holds y's edit already (an earlier push whose answer was lost).
        let remote = [base[0], y1]
        try #require(try m.listReceived(remote, revision: 5, now: t0) == .patchList([x1, y1], revision: 5))
        let report = try #require(finished(try m.patchSucceeded([x1, y1], revision: 6, now: t0)))
        #expect(report.pushed == 1)
    }

    /// Two failures, then the try that goes through: three attempts, and no last error, since
    /// the run synced.
    @Test func attemptsCountTriesAndASyncedRunHasNoLastError() throws {
        var m = try F.machine(.sync, F.single)
        var action = try m.start(now: t0)
        var now = t0
        for _ in 0..<2 {
            try #require(action == .send(.update(F.b1), revision: 5))
            let wait = try m.requestFailed(.retryable(.unclassified("HTTP 503")), now: now)
            guard case .wait(let until) = wait else {
                Issue.record("expected a wait, got \(wait)")
                return
            }
            now = until
            action = try m.waitFinished(now: now)
        }
        try #require(action == .send(.update(F.b1), revision: 5))
        // The run proves it converged with a GET of the list, in the same attempt.
        try #require(try m.sendSucceeded(revision: 6, now: now) == .fetchList)
        let report = try #require(finished(try m.listReceived([F.b1, F.c0], revision: 6, now: now)))
        #expect(report.outcome == .synced)
        #expect(report.attempts == 3)
        #expect(report.requests == 4)
        #expect(report.pushed == 1)
        #expect(report.lastFailure != nil, "the run saw failures")
        #expect(report.lastError == nil, "`last_error` is null after a run that synced")
    }

    /// One attempt can make several requests (a 400, then the list and the merge's PATCH).
    @Test func oneAttemptMakesSeveralRequests() throws {
        var m = try F.machine(.sync, F.single)
        try #require(try m.start(now: t0) == .send(.update(F.b1), revision: 5))
        try #require(try m.requestFailed(.unsynchronized, now: t0) == .fetchList)
        let remote = [F.b0, F.c0]
        try #require(try m.listReceived(remote, revision: 7, now: t0) == .patchList([F.b1, F.c0], revision: 7))
        let report = try #require(finished(try m.patchSucceeded([F.b1, F.c0], revision: 8, now: t0)))
        #expect(report.requests == 3)
        #expect(report.attempts == 1)
    }

    /// The answer to this run's POST was lost, and the server had applied it: the resync finds it
    /// there, and it counts as pushed, for this run's request put it there.
    @Test func aChangeAppliedUnheardInThisRunIsPushed() throws {
        let snapshot = SyncSnapshot(items: [F.b0, F.a], base: [F.b0], outbox: Outbox([.create(F.a)]), revision: 5)
        var m = try F.machine(.sync, snapshot)
        try #require(try m.start(now: t0) == .send(.create(F.a), revision: 5))
        let wait = try m.requestFailed(.maybeApplied(.unclassified("connection reset")), now: t0)
        try #require(wait == .wait(until: t0 + 2))
        let retry = try m.waitFinished(now: t0 + 2)
        guard case .send = retry else {
            Issue.record("expected a send, got \(retry)")
            return
        }
        try #require(try m.requestFailed(.unsynchronized, now: t0 + 2) == .fetchList)
        let report = try #require(finished(try m.listReceived([F.a, F.b0], revision: 6, now: t0 + 3)))
        #expect(report.outcome == .synced)
        #expect(report.pushed == 1)
        #expect(report.attempts == 2)
    }
}
