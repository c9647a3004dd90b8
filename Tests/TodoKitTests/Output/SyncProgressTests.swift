import Foundation
import Testing
import TodoModel
import TodoSync
import TodoTesting
import TodoValues

@testable import TodoKit
@testable import TodoTerminal
@testable import TodoText

/// A server that is never reachable.
struct DeadServer: SyncServer {
    static let error = SyncFailure.unreachable(
        .init(request: "POST /list", curlCode: 7, message: "Failed to connect to 127.0.0.1 port 1"))

    func send(_ operation: PendingOperation, lastKnownRevision: Int) async throws(SyncStateMachine.Failure) -> Int {
        throw .retryable(Self.error)
    }

    func fetchList() async throws(SyncStateMachine.Failure) -> (items: [TodoItem], revision: Int) {
        throw .retryable(Self.error)
    }

    func replaceList(
        _ items: [TodoItem], lastKnownRevision: Int
    ) async throws(SyncStateMachine.Failure) -> (items: [TodoItem], revision: Int) {
        throw .retryable(Self.error)
    }

    func refreshToken() async throws(SyncStateMachine.Failure) {}
}

@Suite("Sync progress: a sync that talks")
struct SyncProgressTests {
    static let policy = RetryPolicy.standard

    @Test("off a terminal, one line per failed attempt: the attempt, its reason, the next try")
    func linesForm() {
        let written = WrittenText()
        let progress = SyncProgress(form: .lines, policy: Self.policy, clock: ManualWallClock(), write: written.append)
        progress.report(ProgressEvent(.pushing, total: 1))
        progress.report(ProgressEvent(.attemptFailed(attempt: 1, reason: DeadServer.error)))
        progress.report(ProgressEvent(.waiting(seconds: 2), total: 1))
        progress.report(ProgressEvent(.pushing, total: 1))
        progress.report(
            ProgressEvent(.attemptFailed(attempt: 2, reason: .status(503, reason: "busy", request: "GET /list"))))
        progress.report(ProgressEvent(.waiting(seconds: 2.9), total: 1))
        progress.finish()
        #expect(
            written.all == [
                "todo: attempt 1 failed: server unreachable; next try in 2 s\n",
                "todo: attempt 2 failed: server error (HTTP 503); next try in 3 s\n",
            ])
    }

    @Test("without an attemptFailed event, each wait after a request still counts as a failed attempt")
    func countsWaits() {
        let written = WrittenText()
        let progress = SyncProgress(form: .lines, policy: Self.policy, clock: ManualWallClock(), write: written.append)
        // Before any request: the window an earlier run left open, not a failure.
        progress.report(ProgressEvent(.waiting(seconds: 30)))
        for _ in 0..<2 {
            progress.report(ProgressEvent(.downloading))
            progress.report(ProgressEvent(.waiting(seconds: 4)))
        }
        #expect(
            written.all == [
                "todo: waiting out the backoff of an earlier run; next try in 30 s\n",
                "todo: attempt 1 failed; next try in 4 s\n",
                "todo: attempt 2 failed; next try in 4 s\n",
            ])
    }

    @Test("on a terminal: the failure on a line of its own, then the countdown, how long it may go on, and Ctrl-C")
    func terminalForm() {
        let written = WrittenText()
        let clock = ManualWallClock()
        let progress = SyncProgress(
            form: .terminal(width: nil), policy: Self.policy, clock: clock, tick: nil, write: written.append)
        progress.report(ProgressEvent(.pushing, total: 1))
        progress.report(ProgressEvent(.attemptFailed(attempt: 1, reason: DeadServer.error)))
        progress.report(ProgressEvent(.waiting(seconds: 2), total: 1))
        let text = written.joined
        #expect(text.contains(TerminalProgress.eraseLine + "attempt 1 failed: server unreachable\n"))
        // 2 s now, then the rest of the default schedule: 3 + 4.5 + … + 115.3 s (about 5 min 40 s).
        #expect(
            text.hasSuffix(
                TerminalProgress.eraseLine
                    + "next try in 2 s · may go on for 5 min 42 s · Ctrl-C stops, changes are kept"
            ))
        progress.finish()
        #expect(written.all.last == TerminalProgress.eraseLine)
    }

    @Test("with --recover the run may go on until its deadline")
    func recoverDeadline() {
        let written = WrittenText()
        let clock = ManualWallClock()
        let progress = SyncProgress(
            form: .terminal(width: nil), policy: Self.policy, deadline: clock.now + 600, clock: clock, tick: nil,
            write: written.append)
        progress.report(ProgressEvent(.downloading))
        progress.report(ProgressEvent(.waiting(seconds: 2)))
        #expect(written.joined.contains("next try in 2 s · may go on for 10 min · Ctrl-C stops"))
        progress.finish()
    }

    @Test("the countdown is redrawn as the wait goes on")
    func countdown() async throws {
        let written = WrittenText()
        let progress = SyncProgress(
            form: .terminal(width: nil), policy: Self.policy, clock: SystemWallClock(), tick: 0.05,
            write: written.append)
        progress.report(ProgressEvent(.downloading))
        progress.report(ProgressEvent(.waiting(seconds: 2)))
        // Bounded: the 2 s wait is over well before 200 × 20 ms, and the line has changed by then.
        func lines() -> Set<String> { Set(written.all.filter { $0.contains("next try in") }) }
        for _ in 0..<200 where lines().count < 2 { try await Task.sleep(for: .milliseconds(20)) }
        #expect(lines().count >= 2, "\(written.all)")
        #expect(
            lines().contains(
                TerminalProgress.eraseLine
                    + "next try in 2 s · may go on for 5 min 42 s · Ctrl-C stops, changes are kept"))
        progress.finish()
        let draws = written.all.count
        try await Task.sleep(for: .milliseconds(200))
        #expect(written.all.count == draws, "no draw after finish")
    }

    @Test("a failure's reason in words; an unknown error as it is")
    func reasons() {
        #expect(SyncReason.words(DeadServer.error) == "server unreachable")
        #expect(
            SyncReason.words(.timedOut(.init(request: "GET /list", curlCode: 28, message: "x"))) == "no answer in time")
        #expect(SyncReason.words(.status(500, reason: "boom", request: "POST /list")) == "server error (HTTP 500)")
        #expect(SyncReason.words(.badAnswer(request: "GET /list", status: 200, detail: "half")) == "garbled answer")
        #expect(SyncReason.words(.unclassified("something else")) == "something else")
        #expect(SyncReason.words(DeadServer.error).isEmpty == false)
    }

    @Test("spans of time in words")
    func spans() {
        #expect(TimeSpan.words(0) == "0 s")
        #expect(TimeSpan.words(0.2) == "0.2 s")
        #expect(TimeSpan.words(0.05) == "0.1 s")
        #expect(TimeSpan.words(0.96) == "1 s")
        #expect(TimeSpan.words(40) == "40 s")
        #expect(TimeSpan.words(60) == "1 min")
        #expect(TimeSpan.words(342) == "5 min 42 s")
        #expect(TimeSpan.words(7300) == "2 h 1 min")
        #expect(TimeSpan.words(.infinity) == "0 s")
    }

    /// The sync driver's side of the contract: after each failed request it reports
    /// `.attemptFailed` with the retry state's attempt and error, before the wait.
    @Test("the sync driver reports each failed attempt with its reason")
    func driverReportsFailures() async throws {
        let directory = TemporaryDirectory()
        var settings = Settings(home: directory.path)
        settings.fixedNow = 1_741_600_000
        settings.server = "http://127.0.0.1:1"
        settings.minDelay = 1
        settings.maxDelay = 3
        settings.jitter = 0
        let manager = try DataManager(settings: settings)
        defer { manager.close() }
        _ = try manager.add(ItemDraft(text: "milk"))
        let progress = RecordingProgress()
        let report = try await manager.sync(
            mode: .sync, server: DeadServer(), clock: ManualWallClock(), seed: 1, progress: progress)
        #expect(report.outcome == .gaveUp)
        let failures = progress.events.compactMap { event -> Int? in
            if case .attemptFailed(let attempt, let reason) = event.stage, reason == DeadServer.error { return attempt }
            return nil
        }
        #expect(failures == [1, 2, 3, 4])
    }
}
