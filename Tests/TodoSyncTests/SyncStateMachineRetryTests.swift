import Foundation
import Testing
import TodoSyncTesting

@testable import TodoSync

/// The retry schedule as the machine runs it: waits, give-up, recovery, the persisted window.
@Suite struct SyncStateMachineRetryTests {
    typealias F = Fixture
    let t0 = Fixture.t0

    /// Fails every attempt of `m` (whose next action is `first`) until it finishes; returns the
    /// waits (relative to the failure) and the report.
    func failEveryAttempt(
        _ m: inout CheckedSyncMachine,
        first: SyncStateMachine.Action,
        from start: Double,
        failure: SyncStateMachine.Failure = .retryable(.unclassified("connection refused")),
        limit: Int = 100
    ) throws -> (waits: [Double], report: SyncReport?) {
        var now = start
        var action = first
        var waits: [Double] = []
        for _ in 0..<limit {
            try #require(action == .send(.update(F.b1), revision: 5))
            action = try m.requestFailed(failure, now: now)
            switch action {
            case .wait(let until):
                waits.append(until - now)
                now = until
                action = try m.waitFinished(now: now)
            case .finish(let report):
                return (waits, report)
            default:
                Issue.record("unexpected \(action)")
                return (waits, nil)
            }
        }
        return (waits, nil)
    }

    @Test func syncRunsTheExactScheduleThenGivesUpAfterTwelveAttempts() throws {
        var m = try F.machine(.sync, F.single)
        let (waits, report) = try failEveryAttempt(&m, first: try m.start(now: t0), from: t0)
        #expect(waits == RetryPolicyTests.defaultSchedule)
        let end = t0 + RetryPolicyTests.defaultSchedule.reduce(0, +)
        #expect(
            report
                == SyncReport(
                    outcome: .gaveUp,
                    pushed: 0,
                    merged: 0,
                    conflicts: [],
                    requests: 12,
                    attempts: 12,
                    resynced: false,
                    pending: 1,
                    dirty: true,
                    lastFailure: .unclassified("connection refused"),
                    startedAt: t0,
                    finishedAt: end
                )
        )
        #expect(report?.outcome.exitCode == 69)
        // Later processes stay away for a capped delay; the outbox is intact.
        #expect(
            m.snapshot.retry
                == RetryState(attempt: 12, nextAttemptAt: end + 120, lastFailure: .unclassified("connection refused")))
        #expect(m.snapshot.outbox == F.single.outbox)
        #expect(m.snapshot.dirty)
    }

    @Test(arguments: 0..<20 as Range<UInt64>) func syncScheduleWithJitterStaysInBounds(seed: UInt64) throws {
        var m = try F.machine(.sync, F.single, policy: .standard, seed: seed)
        let (waits, report) = try failEveryAttempt(&m, first: try m.start(now: t0), from: t0)
        #expect(waits.count == 11)
        for (wait, base) in zip(waits, RetryPolicyTests.defaultSchedule) {
            #expect(wait >= base * 0.95)
            #expect(wait <= min(base * 1.05, 120))
        }
        #expect(report?.outcome == .gaveUp)
        #expect(report?.requests == 12)
    }

    @Test func differentSeedsJitterDifferently() throws {
        var first = try F.machine(.sync, F.single, policy: .standard, seed: 1)
        var second = try F.machine(.sync, F.single, policy: .standard, seed: 2)
        _ = try first.start(now: t0)
        _ = try second.start(now: t0)
        try #require(
            try first.requestFailed(.retryable(.unclassified("x")), now: t0)
                != second.requestFailed(.retryable(.unclassified("x")), now: t0))
    }

    @Test func interactiveFailureIsQueuedWithoutWaiting() throws {
        var m = try F.machine(.interactive, F.single)
        try #require(try m.start(now: t0) == .send(.update(F.b1), revision: 5))
        let report = try #require(finished(try m.requestFailed(.retryable(.unclassified("HTTP 503")), now: t0 + 0.5)))
        #expect(report.outcome == .queued)
        #expect(report.outcome.exitCode == 0)
        #expect(report.requests == 1)
        #expect(report.pending == 1)
        #expect(report.dirty == false)
        #expect(
            m.snapshot.retry == RetryState(attempt: 1, nextAttemptAt: t0 + 2.5, lastFailure: .unclassified("HTTP 503")))
        #expect(m.snapshot.outbox == F.single.outbox)
    }

    /// A second process, built from what the first persisted, makes no attempt while the window
    /// is open, and continues the schedule after it.
    @Test func persistedBackoffWindowIsHonouredByASecondProcess() throws {
        var first = try F.machine(.interactive, F.single)
        _ = try first.start(now: t0)
        _ = try first.requestFailed(.retryable(.unclassified("timeout")), now: t0 + 0.5)
        // Through the store's JSON, as another process would read it.
        var persisted = first.snapshot
        persisted.retry = try JSONDecoder().decode(RetryState.self, from: JSONEncoder().encode(first.snapshot.retry))
        #expect(
            persisted.retry == RetryState(attempt: 1, nextAttemptAt: t0 + 2.5, lastFailure: .unclassified("timeout")))

        var second = try F.machine(.interactive, persisted)
        let report = try #require(finished(try second.start(now: t0 + 1)))
        #expect(report.outcome == .queued)
        #expect(report.requests == 0)
        #expect(second.snapshot == persisted)

        var waiting = try F.machine(.recover(deadline: t0 + 1000), persisted)
        try #require(try waiting.start(now: t0 + 1) == .wait(until: t0 + 2.5))
        try #require(try waiting.waitFinished(now: t0 + 2.5) == .send(.update(F.b1), revision: 5))

        var third = try F.machine(.interactive, persisted)
        try #require(try third.start(now: t0 + 2.5) == .send(.update(F.b1), revision: 5))
        _ = try third.requestFailed(.retryable(.unclassified("timeout")), now: t0 + 3)
        #expect(
            third.snapshot.retry == RetryState(attempt: 2, nextAttemptAt: t0 + 6, lastFailure: .unclassified("timeout"))
        )
    }

    @Test func earlyWakeUpWaitsForTheRestOfTheWindow() throws {
        var m = try F.machine(.sync, F.single)
        _ = try m.start(now: t0)
        try #require(try m.requestFailed(.retryable(.unclassified("x")), now: t0) == .wait(until: t0 + 2))
        try #require(try m.waitFinished(now: t0 + 1) == .wait(until: t0 + 2))
        try #require(try m.waitFinished(now: t0 + 2) == .send(.update(F.b1), revision: 5))
    }

    @Test func retriesRunningOutInInteractiveModeMarkTheListDirty() throws {
        var snapshot = F.single
        snapshot.retry = RetryState(attempt: 11, nextAttemptAt: t0 - 1, lastFailure: .unclassified("timeout"))
        var m = try F.machine(.interactive, snapshot)
        try #require(try m.start(now: t0) == .send(.update(F.b1), revision: 5))
        let report = try #require(finished(try m.requestFailed(.retryable(.unclassified("timeout")), now: t0)))
        #expect(report.outcome == .queued)
        #expect(report.dirty)
        #expect(
            m.snapshot.retry == RetryState(attempt: 12, nextAttemptAt: t0 + 120, lastFailure: .unclassified("timeout")))
    }

    /// `todo sync` is typed by a person: it tries at once, whatever window an earlier run left
    /// open, on a fresh schedule (after an earlier give-up it still gets every retry).
    @Test func syncStartsAtOnceOnAFreshSchedule() throws {
        var snapshot = F.single
        snapshot.retry = RetryState(attempt: 12, nextAttemptAt: t0 + 50, lastFailure: .unclassified("timeout"))
        var m = try F.machine(.sync, snapshot)
        try #require(try m.start(now: t0) == .send(.update(F.b1), revision: 5))
        #expect(m.snapshot.retry == RetryState(attempt: 0, nextAttemptAt: nil, lastFailure: .unclassified("timeout")))
        try #require(try m.requestFailed(.retryable(.unclassified("timeout")), now: t0 + 1) == .wait(until: t0 + 3))
        #expect(
            m.snapshot.retry == RetryState(attempt: 1, nextAttemptAt: t0 + 3, lastFailure: .unclassified("timeout")))
    }

    /// `todo sync --recover` (unattended) continues the persisted count and waits out the window.
    @Test func recoverContinuesThePersistedAttemptCount() throws {
        var snapshot = F.single
        snapshot.retry = RetryState(attempt: 12, nextAttemptAt: t0 + 50, lastFailure: .unclassified("timeout"))
        var m = try F.machine(.recover(deadline: t0 + 1000), snapshot)
        try #require(try m.start(now: t0) == .wait(until: t0 + 50))
        try #require(try m.waitFinished(now: t0 + 50) == .send(.update(F.b1), revision: 5))
        try #require(try m.requestFailed(.retryable(.unclassified("timeout")), now: t0 + 51) == .wait(until: t0 + 171))
        #expect(
            m.snapshot.retry == RetryState(attempt: 13, nextAttemptAt: t0 + 171, lastFailure: .unclassified("timeout")))
    }

    @Test func successResetsTheRetryState() throws {
        var m = try F.machine(.sync, F.single)
        _ = try m.start(now: t0)
        try #require(try m.requestFailed(.retryable(.unclassified("x")), now: t0) == .wait(until: t0 + 2))
        try #require(try m.waitFinished(now: t0 + 2) == .send(.update(F.b1), revision: 5))
        try #require(try m.sendSucceeded(revision: 6, now: t0 + 2) == .fetchList)
        #expect(m.snapshot.retry == RetryState())
        // A fresh failure starts the schedule again.
        try #require(try m.requestFailed(.retryable(.unclassified("y")), now: t0 + 3) == .wait(until: t0 + 5))
        try #require(try m.waitFinished(now: t0 + 5) == .fetchList)
    }

    @Test func recoverCapsEachWaitAndKeepsGoingThenEndsWithAResync() throws {
        var m = try F.machine(.recover(deadline: t0 + 100_000), F.single)
        let first = try m.start(now: t0)
        var now = t0
        var action = first
        var waits: [Double] = []
        for _ in 0..<20 {
            try #require(action == .send(.update(F.b1), revision: 5))
            let until = try #require(waitTime(try m.requestFailed(.retryable(.unclassified("down")), now: now)))
            waits.append(until - now)
            now = until
            action = try m.waitFinished(now: now)
        }
        #expect(waits == RetryPolicyTests.defaultSchedule + Array(repeating: 120, count: 9))
        #expect(m.snapshot.retry.attempt == 20)
        #expect(m.snapshot.dirty == false)
        try #require(try m.sendSucceeded(revision: 6, now: now) == .fetchList)
        let report = try #require(finished(try m.listReceived([F.b1, F.c0], revision: 6, now: now)))
        #expect(report.outcome == .synced)
        #expect(report.requests == 22)
        #expect(report.resynced)
        #expect(m.snapshot == SyncSnapshot(items: [F.b1, F.c0], base: [F.b1, F.c0], revision: 6))
    }

    @Test(arguments: 0..<20 as Range<UInt64>) func recoverWaitsNeverExceedMaxDelay(seed: UInt64) throws {
        var m = try F.machine(.recover(deadline: t0 + 100_000), F.single, policy: .standard, seed: seed)
        _ = try m.start(now: t0)
        var now = t0
        for _ in 0..<30 {
            let until = try #require(waitTime(try m.requestFailed(.retryable(.unclassified("down")), now: now)))
            #expect(until - now <= 120 + 1e-9)  // the subtraction rounds
            #expect(until - now >= 1.9)
            now = until
            _ = try m.waitFinished(now: now)
        }
    }

    @Test func recoverGivesUpWhenTheNextAttemptWouldPassTheDeadline() throws {
        var m = try F.machine(.recover(deadline: t0 + 10), F.single)
        _ = try m.start(now: t0)
        try #require(try m.requestFailed(.retryable(.unclassified("down")), now: t0) == .wait(until: t0 + 2))
        _ = try m.waitFinished(now: t0 + 2)
        try #require(try m.requestFailed(.retryable(.unclassified("down")), now: t0 + 2) == .wait(until: t0 + 5))
        _ = try m.waitFinished(now: t0 + 5)
        try #require(try m.requestFailed(.retryable(.unclassified("down")), now: t0 + 5) == .wait(until: t0 + 9.5))
        _ = try m.waitFinished(now: t0 + 9.5)
        // The next wait, 6.75 s, would end at t0 + 16.25, past the deadline.
        let report = try #require(finished(try m.requestFailed(.retryable(.unclassified("down")), now: t0 + 9.5)))
        #expect(report.outcome == .gaveUp)
        #expect(report.requests == 4)
        #expect(report.dirty)
        #expect(
            m.snapshot.retry
                == RetryState(attempt: 4, nextAttemptAt: t0 + 9.5 + 6.75, lastFailure: .unclassified("down")))
    }

    @Test func recoverWithAWindowPastTheDeadlineGivesUpAtOnce() throws {
        var snapshot = F.single
        snapshot.retry = RetryState(attempt: 3, nextAttemptAt: t0 + 50)
        var late = try F.machine(.recover(deadline: t0 + 10), snapshot)
        let report = try #require(finished(try late.start(now: t0)))
        #expect(report.outcome == .gaveUp)
        #expect(report.requests == 0)
        #expect(late.snapshot.dirty)

        var patient = try F.machine(.recover(deadline: t0 + 100), snapshot)
        try #require(try patient.start(now: t0) == .wait(until: t0 + 50))
    }

    @Test func recoverOnACleanListStillResyncs() throws {
        var m = try F.machine(.recover(deadline: t0 + 60), F.clean)
        try #require(try m.start(now: t0) == .fetchList)
        let report = try #require(finished(try m.listReceived([F.c0, F.b0], revision: 5, now: t0)))
        #expect(report.outcome == .synced)
        #expect(report.resynced)
        #expect(report.requests == 1)
    }

    @Test func reloadedSnapshotAfterAWaitIsTakenIntoAccount() throws {
        var m = try F.machine(.sync, F.single)
        _ = try m.start(now: t0)
        try #require(try m.requestFailed(.retryable(.unclassified("x")), now: t0) == .wait(until: t0 + 2))
        // Another process pushed the change meanwhile, then failed a request itself.
        let pushed = SyncSnapshot(
            items: [F.b1, F.c0],
            base: [F.b1, F.c0],
            revision: 6,
            retry: RetryState(attempt: 1, nextAttemptAt: t0 + 4, lastFailure: .unclassified("y"))
        )
        try #require(try m.waitFinished(now: t0 + 2, reloaded: pushed) == .wait(until: t0 + 4))
        try #require(try m.waitFinished(now: t0 + 4) == .fetchList)
        #expect(m.snapshot.outbox.isEmpty)
        #expect(m.snapshot.revision == 6)
    }

    /// Whatever the server answers, an interactive run never waits and ends within a few steps.
    @Test(arguments: 0..<100 as Range<UInt64>) func interactiveNeverWaits(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        var snapshot = F.snapshot
        snapshot.dirty = Bool.random(using: &random)
        if Bool.random(using: &random) {
            snapshot.retry = RetryState(attempt: Int.random(in: 1...15, using: &random), nextAttemptAt: t0 - 1)
        }
        var m = try F.machine(
            .interactive,
            snapshot,
            canRefreshToken: Bool.random(using: &random),
            resyncThreshold: Int.random(in: 0...4, using: &random)
        )
        let failures: [SyncStateMachine.Failure] = [
            .retryable(.unclassified("x")), .unsynchronized, .unauthorized, .notFound,
        ]
        var action = try m.start(now: t0)
        for _ in 0..<50 {
            let failure = Bool.random(using: &random) ? failures.randomElement(using: &random) : nil
            switch action {
            case .send(_, let revision):
                action =
                    try failure.map { try m.requestFailed($0, now: t0) }
                    ?? m.sendSucceeded(revision: revision + 1, now: t0)
            case .fetchList:
                action =
                    try failure.map { try m.requestFailed($0, now: t0) } ?? m.listReceived([F.c0], revision: 9, now: t0)
            case .fetchItem:
                action =
                    try failure.map { try m.requestFailed($0, now: t0) } ?? m.itemReceived(F.c0, revision: 9, now: t0)
            case .patchList(let items, let revision):
                action =
                    try failure.map { try m.requestFailed($0, now: t0) }
                    ?? m.patchSucceeded(items, revision: revision + 1, now: t0)
            case .refreshToken:
                action = try failure.map { try m.requestFailed($0, now: t0) } ?? m.tokenRefreshed(now: t0)
            case .wait:
                Issue.record("an interactive run waited (seed \(seed))")
                return
            case .finish(let report):
                switch report.outcome {
                case .synced, .queued, .unauthorized, .failed: break
                case .gaveUp, .cancelled, .blocked:
                    Issue.record("interactive run ended \(report.outcome) (seed \(seed))")
                }
                #expect(report.requests <= 12)
                return
            }
        }
        Issue.record("the interactive run did not finish (seed \(seed))")
    }

    /// Whatever the server answers, a `sync` run ends, and a give-up always leaves the list dirty.
    @Test(arguments: 0..<100 as Range<UInt64>) func everySyncRunEnds(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        var m = try F.machine(.sync, F.snapshot, policy: .standard, canRefreshToken: true, seed: seed)
        let failures: [SyncStateMachine.Failure] = [
            .retryable(.unclassified("x")), .retryable(.unclassified("x")), .retryable(.unclassified("x")),
            .unsynchronized, .unauthorized, .notFound,
        ]
        var action = try m.start(now: t0)
        var now = t0
        for _ in 0..<1_000 {
            let failure = Int.random(in: 0..<10, using: &random) < 7 ? failures.randomElement(using: &random) : nil
            switch action {
            case .send(_, let revision):
                action =
                    try failure.map { try m.requestFailed($0, now: now) }
                    ?? m.sendSucceeded(revision: revision + 1, now: now)
            case .fetchList:
                action =
                    try failure.map { try m.requestFailed($0, now: now) }
                    ?? m.listReceived([F.c0], revision: 9, now: now)
            case .fetchItem:
                action =
                    try failure.map { try m.requestFailed($0, now: now) } ?? m.itemReceived(F.c0, revision: 9, now: now)
            case .patchList(let items, let revision):
                action =
                    try failure.map { try m.requestFailed($0, now: now) }
                    ?? m.patchSucceeded(items, revision: revision + 1, now: now)
            case .refreshToken:
                action = try failure.map { try m.requestFailed($0, now: now) } ?? m.tokenRefreshed(now: now)
            case .wait(let until):
                #expect(until > now)
                now = until
                action = try m.waitFinished(now: now)
            case .finish(let report):
                if report.outcome == .gaveUp { #expect(report.dirty) }
                if report.outcome == .synced {
                    #expect(report.pending == 0)
                    #expect(report.dirty == false)
                    #expect(m.snapshot.items == m.snapshot.base)
                }
                if report.outcome != .synced {
                    // No resync completed: every operation was acknowledged or is still queued.
                    #expect(report.pending + report.pushed == 3)
                }
                return
            }
        }
        Issue.record("the sync run did not finish (seed \(seed))")
    }
}
