import Testing
import TodoSyncTesting

@testable import TodoSync

/// A `429` or `503` that says `Retry-After` is waited for at least that long, never more than
/// `maxDelay`; the schedule's own delay stands when it is longer.
@Suite struct RetryAfterBackoffTests {
    typealias F = Fixture
    let t0 = Fixture.t0

    static func busy(_ status: Int = 429, retryAfter: Double?) -> SyncStateMachine.Failure {
        .retryable(.status(status, reason: "slow down", endpoint: .init("PATCH /list"), retryAfter: retryAfter))
    }

    @Test("the wait is the server's Retry-After when it is longer than the schedule's delay")
    func waitsForRetryAfter() throws {
        var m = try F.machine(.sync, F.single)
        try #require(try m.start(now: t0) == .send(.update(F.b1), revision: 5))
        #expect(try m.requestFailed(Self.busy(retryAfter: 7.25), now: t0) == .wait(until: t0 + 7.25))
        #expect(m.snapshot.retry.nextAttemptAt == t0 + 7.25)
    }

    @Test("Retry-After is capped at maxDelay", arguments: [429, 503])
    func capsRetryAfterAtMaxDelay(status: Int) throws {
        var m = try F.machine(.sync, F.single, policy: try exactPolicy(maxDelay: 30))
        try #require(try m.start(now: t0) == .send(.update(F.b1), revision: 5))
        #expect(try m.requestFailed(Self.busy(status, retryAfter: 3_600), now: t0) == .wait(until: t0 + 30))
    }

    @Test("a Retry-After shorter than the schedule's delay leaves the delay")
    func keepsTheLongerDelay() throws {
        var m = try F.machine(.sync, F.single)
        try #require(try m.start(now: t0) == .send(.update(F.b1), revision: 5))
        #expect(try m.requestFailed(Self.busy(retryAfter: 0.5), now: t0) == .wait(until: t0 + 2))
    }

    @Test("the policy's wait, in milliseconds")
    func policyWait() throws {
        let policy = try exactPolicy(minDelay: 0.002, maxDelay: 0.010)
        #expect(policy.wait(0.002, retryAfter: nil) == 0.002)
        #expect(policy.wait(0.002, retryAfter: 0.007) == 0.007)
        #expect(policy.wait(0.002, retryAfter: 0.050) == 0.010)
        #expect(policy.wait(0.004, retryAfter: 0.001) == 0.004)
    }

    @Test("the run's time left is asked of the policy: the rest of the wait and the delays to come")
    func timeLeft() throws {
        let policy = try exactPolicy()
        #expect(policy.timeLeft(afterAttempt: 10, remaining: 5) == 5 + policy.baseDelay(forAttempt: 11))
        #expect(try exactPolicy(factor: 1).timeLeft(afterAttempt: 1, remaining: 1) == nil)
    }

    @Test("Retry-After is not stored: the window it opened is")
    func notStored() {
        let failure = SyncFailure.status(503, reason: "busy", endpoint: .init("GET /list"), retryAfter: 9)
        #expect(failure.retryAfter == 9)
        #expect(SyncFailure(failure.fields) == .status(503, reason: "busy", request: "GET /list"))
        #expect(failure.description == "GET /list: serverError (HTTP 503): busy")
    }
}
