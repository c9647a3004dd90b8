import Synchronization
import Testing
import TodoTesting
import TodoValues

@testable import TodoKit
@testable import TodoSync

/// What a scripted watch saw: the time and trigger of each attempt.
private final class WatchScript: Sendable {
    let clock: ManualWallClock
    let start: Double
    /// The store's signature changes (to 1) at this time after `start`, if set.
    let changeAt: Double?
    private let results: [@Sendable (Double) -> WatchAttempt]
    private let seen = Mutex<[WatchAttempt]>([])
    private let calls = Mutex(0)

    init(changeAt: Double? = nil, results: [@Sendable (Double) -> WatchAttempt]) {
        clock = ManualWallClock()
        start = clock.now
        self.changeAt = changeAt
        self.results = results
    }

    /// The attempts reported, in order.
    var reported: [WatchAttempt] { seen.withLock { $0 } }
    /// Seconds after `start` of each reported attempt.
    var times: [Double] { reported.map { $0.startedAt - start } }
    var triggers: [WatchAttempt.Trigger] { reported.map(\.trigger) }

    /// Runs a watcher until every scripted result was used (the last attempt cancels the watch).
    func run(interval: Double) async {
        let watcher = Watcher(
            interval: interval,
            pollInterval: 0.25,
            clock: clock,
            attempt: { self.attempt() },
            signature: { self.signature() },
            report: { attempt in self.seen.withLock { $0.append(attempt) } }
        )
        let task = Task { await watcher.run() }
        await task.value
    }

    private func attempt() -> WatchAttempt {
        let index = calls.withLock { count in
            defer { count += 1 }
            return count
        }
        if index >= results.count - 1 { withUnsafeCurrentTask { $0?.cancel() } }
        return results[min(index, results.count - 1)](clock.now)
    }

    private func signature() -> StoreSignature {
        guard let changeAt, clock.now >= start + changeAt else { return StoreSignature(0) }
        return StoreSignature(1)
    }
}

private func report(_ outcome: SyncOutcome, at now: Double, attempts: Int = 1, error: String? = nil) -> SyncReport {
    SyncReport(
        outcome: outcome, pushed: 0, merged: 0, conflicts: [], requests: attempts, resynced: outcome == .synced,
        pending: 0, dirty: false, lastFailure: error.map(SyncFailure.unclassified), startedAt: now, finishedAt: now)
}

private let synced: @Sendable (Double) -> WatchAttempt = { now in
    WatchAttempt(result: .report(report(.synced, at: now)), itemCount: 0, startedAt: now, finishedAt: now)
}

/// A failed attempt that backed off: the persisted window closes `delay` seconds later.
private func backedOff(_ delay: Double) -> @Sendable (Double) -> WatchAttempt {
    { now in
        WatchAttempt(
            result: .report(report(.queued, at: now, error: "connection refused")), retryAt: now + delay,
            startedAt: now, finishedAt: now)
    }
}

@Suite struct WatcherTests {
    @Test func syncsAtOnceThenEveryInterval() async {
        let script = WatchScript(results: [synced, synced, synced, synced])
        await script.run(interval: 10)
        #expect(script.times == [0, 10, 20, 30])
        #expect(script.triggers == [.start, .interval, .interval, .interval])
        #expect(script.reported.map { $0.nextAttemptAt - $0.finishedAt } == [10, 10, 10, 10])
    }

    @Test func aChangeToTheStoreSyncsBeforeTheInterval() async {
        let script = WatchScript(changeAt: 5, results: [synced, synced, synced])
        await script.run(interval: 60)
        #expect(script.times == [0, 5, 65])
        #expect(script.triggers == [.start, .change, .interval])
    }

    @Test func noAttemptWhileTheBackoffWindowIsOpenEvenAfterAChange() async {
        // The first attempt fails and backs off for 30 s; a change at 5 s must wait for the window.
        let script = WatchScript(changeAt: 5, results: [backedOff(30), synced, synced])
        await script.run(interval: 10)
        #expect(script.times == [0, 30, 40])
        #expect(script.triggers == [.start, .retry, .interval])
        #expect(script.reported[0].nextAttemptAt - script.reported[0].finishedAt == 30)
    }

    @Test func aShortBackoffRetriesBeforeTheInterval() async {
        let script = WatchScript(results: [backedOff(2), backedOff(3), synced, synced])
        await script.run(interval: 60)
        #expect(script.times == [0, 2, 5, 65])
        #expect(script.triggers == [.start, .retry, .retry, .interval])
    }

    @Test func refusedCredentialsAndErrorsAreWaitedOut() async {
        let unauthorized: @Sendable (Double) -> WatchAttempt = { now in
            WatchAttempt(result: .report(report(.unauthorized, at: now)), startedAt: now, finishedAt: now)
        }
        let locked: @Sendable (Double) -> WatchAttempt = { now in
            WatchAttempt(
                result: .error(.locked(.storeLocked, ["seconds": "1", "path": "/store"])), startedAt: now,
                finishedAt: now)
        }
        let script = WatchScript(results: [unauthorized, locked, synced])
        await script.run(interval: 7)
        #expect(script.times == [0, 7, 14])
        #expect(script.triggers == [.start, .interval, .interval])
    }

    @Test func aWindowLongerThanTheIntervalIsHonouredAfterAnyOutcome() async {
        // Refused credentials, but another process's failure left a window 100 s long.
        let unauthorizedInWindow: @Sendable (Double) -> WatchAttempt = { now in
            WatchAttempt(
                result: .report(report(.unauthorized, at: now)), retryAt: now + 100, startedAt: now, finishedAt: now)
        }
        let script = WatchScript(results: [unauthorizedInWindow, synced])
        await script.run(interval: 10)
        #expect(script.times == [0, 100])
        #expect(script.triggers == [.start, .retry])
    }
}
