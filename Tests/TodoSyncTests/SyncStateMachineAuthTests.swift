import Testing
import TodoSync

/// 401: one refresh where a refresh token exists; never dirty, never drops the outbox.
@Suite struct SyncStateMachineAuthTests {
    typealias F = Fixture
    let t0 = Fixture.t0

    @Test func withARefreshTokenRefreshesOnceAndRepeatsTheRequest() throws {
        var m = try F.machine(.sync, canRefreshToken: true)
        try #require(try m.start(now: t0) == .send(.create(F.a), revision: 5))
        try #require(try m.requestFailed(.unauthorized, now: t0) == .refreshToken)
        try #require(try m.tokenRefreshed(now: t0) == .send(.create(F.a), revision: 5))
        try #require(try m.sendSucceeded(revision: 6, now: t0) == .send(.update(F.b1), revision: 6))
        // A second 401 in the same run: no second refresh.
        let report = try #require(finished(try m.requestFailed(.unauthorized, now: t0)))
        #expect(report.outcome == .unauthorized)
        #expect(report.outcome.exitCode == 77)
        #expect(report.requests == 4)
        #expect(report.pushed == 1)
        #expect(report.pending == 2)
        #expect(report.dirty == false)
        #expect(m.snapshot.outbox.operations == [.update(F.b1), .delete(id: "c")])
        #expect(m.snapshot.retry == RetryState())
    }

    @Test func withoutARefreshTokenStopsAtOnceKeepingEverything() throws {
        var m = try F.machine(.sync)
        _ = try m.start(now: t0)
        let report = try #require(finished(try m.requestFailed(.unauthorized, now: t0)))
        #expect(report.outcome == .unauthorized)
        #expect(report.requests == 1)
        #expect(report.lastError == "the server refused the credentials")
        #expect(m.snapshot == F.snapshot)
    }

    @Test func refusedRefreshStops() throws {
        var m = try F.machine(.interactive, canRefreshToken: true)
        _ = try m.start(now: t0)
        try #require(try m.requestFailed(.unauthorized, now: t0) == .refreshToken)
        let report = try #require(finished(try m.requestFailed(.unauthorized, now: t0)))
        #expect(report.outcome == .unauthorized)
        #expect(report.requests == 2)
        #expect(report.lastError == "the token refresh was refused")
        #expect(m.snapshot == F.snapshot)
    }

    @Test func refreshThatCannotReachTheServerBacksOffAndMayRefreshAgain() throws {
        var m = try F.machine(.sync, canRefreshToken: true)
        _ = try m.start(now: t0)
        try #require(try m.requestFailed(.unauthorized, now: t0) == .refreshToken)
        try #require(try m.requestFailed(.retryable(.unclassified("timeout")), now: t0) == .wait(until: t0 + 2))
        try #require(try m.waitFinished(now: t0 + 2) == .send(.create(F.a), revision: 5))
        try #require(try m.requestFailed(.unauthorized, now: t0 + 2) == .refreshToken)
        try #require(try m.tokenRefreshed(now: t0 + 2) == .send(.create(F.a), revision: 5))
    }

    @Test func unauthorizedDuringAResyncRepeatsTheSamePatch() throws {
        var snapshot = F.single
        snapshot.dirty = true
        var m = try F.machine(.sync, snapshot, canRefreshToken: true)
        try #require(try m.start(now: t0) == .fetchList)
        let patch = try m.listReceived([F.b0, F.c0], revision: 6, now: t0)
        #expect(patch == .patchList([F.b1, F.c0], revision: 6))
        try #require(try m.requestFailed(.unauthorized, now: t0) == .refreshToken)
        try #require(try m.tokenRefreshed(now: t0) == patch)
    }

    @Test func unauthorizedNeverChangesTheDirtyFlag() throws {
        var dirty = F.single
        dirty.dirty = true
        var m = try F.machine(.sync, dirty)
        try #require(try m.start(now: t0) == .fetchList)
        let report = try #require(finished(try m.requestFailed(.unauthorized, now: t0)))
        #expect(report.dirty)
        #expect(m.snapshot == dirty)
    }

    @Test func otherRefreshFailuresEndTheRun() throws {
        var m = try F.machine(.sync, canRefreshToken: true)
        _ = try m.start(now: t0)
        _ = try m.requestFailed(.unauthorized, now: t0)
        let report = try #require(
            finished(try m.requestFailed(.other(.unclassified("HTTP 502 from the auth proxy")), now: t0)))
        #expect(report.outcome.failure?.description == "token refresh: HTTP 502 from the auth proxy")
    }
}
