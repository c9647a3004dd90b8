import Foundation
import Testing
import TodoKit

/// A sync that talks: what `todo sync` says while it retries, through the built binary.
@Suite struct SyncTalkTests {
    /// A server nobody listens on.
    static let dead = "http://127.0.0.1:1"

    /// On a terminal: each failed attempt on a line of its own, the countdown to the next try, how
    /// long the run may still go on, and that Ctrl-C stops it with the changes kept; Ctrl-C then
    /// stops it, and the change is still queued.
    @Test func syncOnATerminalSaysWhatItIsDoing() async throws {
        let s = try Sandbox()
        let env = s.environment([
            "TODO_SERVER": Self.dead, "TODO_TOKEN": "x", "TODO_MIN_DELAY": "3", "TODO_FACTOR": "2",
            "TODO_MAX_DELAY": "100", "TODO_JITTER": "0",
        ])
        try s.ok(["add", "milk", "--offline"])
        let session = try TerminalSession(["sync"], env: env)
        try session.expect("attempt 1 failed")
        // 3 s to the next try; then 6, 12, 24, 48 and 96 s: the run may go on for 3 min 9 s more.
        try session.expect("next try in 3 s · may go on for 3 min 9 s · Ctrl-C stops, changes are kept")
        try session.expect("next try in 2 s")
        session.interrupt()
        let status = try session.finish()
        #expect(status == 130, "\(session.output)")
        #expect(session.output.contains("interrupted: 1 change still queued"), "\(session.output)")
        let queued = try JSONValue.parse(try s.ok(["status", "--json"]).stdout)
        #expect(queued["queued"] == .number(1))
        #expect(queued["pending"] == .number(1))
    }

    /// Off a terminal: nothing but the report without -v; with -v one line per failed attempt.
    @Test func syncThroughAPipeWritesOneLinePerAttemptWithVerbose() async throws {
        let s = try Sandbox()
        try s.add(["milk"])
        let env = [
            "TODO_SERVER": Self.dead, "TODO_TOKEN": "x", "TODO_MIN_DELAY": "0.05", "TODO_MAX_DELAY": "0.3",
            "TODO_JITTER": "0",
        ]
        // 0.05, 0.075, 0.1125, 0.169, 0.253 s: five waits, six attempts, then the retries ran out.
        let quiet = try s.run(["sync"], env: env)
        #expect(quiet.status == 69, "\(quiet)")
        #expect(!quiet.stderr.contains("attempt"), "\(quiet)")
        #expect(quiet.stdout.hasPrefix("gave up (retries ran out): 1 queued change kept"), "\(quiet)")
        // The log records each failed attempt all the same.
        let log = String(
            decoding: FileManager.default.contents(atPath: s.home + "/logs/todo.log") ?? Data(), as: UTF8.self)
        #expect(log.components(separatedBy: "sync attempt failed").count - 1 == 5, "\(log)")

        let verbose = try s.run(["sync", "-v"], env: env)
        #expect(verbose.status == 69, "\(verbose)")
        let attempts = verbose.stderr.split(separator: "\n").filter { $0.hasPrefix("todo: attempt ") }
        #expect(attempts.count == 5, "\(verbose)")
        #expect(attempts.first?.hasPrefix("todo: attempt 1 failed") == true, "\(verbose)")
        // Sub-second waits in tenths ("0.1 s"), not rounded up to a second.
        #expect(attempts.allSatisfy { $0.contains("; next try in 0.") }, "\(verbose)")
        #expect(!verbose.stderr.contains("\r"))
    }

    /// `todo sync` typed by a person tries at once, whatever backoff window an earlier failure
    /// left; the quick push after a change keeps to the window, and says why and until when.
    @Test func syncTriesAtOnceWhileTheWindowIsOpen() async throws {
        try await MockBackend.with { backend in
            // A 10-minute window: a sync that waited it out would be killed by the run's limit.
            let client = try SyncClient(
                server: backend.baseURL, env: ["TODO_MIN_DELAY": "600", "TODO_MAX_DELAY": "1200"])
            try backend.server.inject(.status(500), count: nil)
            let first = try await client.run(["add", "first"])
            #expect(first.status == 0, "\(first)")
            #expect(first.stdout.contains("(queued: server error (HTTP 500), next try in 10 min)"), "\(first)")
            let second = try await client.run(["add", "second"])
            // No attempt this time (the window is open), yet it says why and until when.
            #expect(second.stdout.contains("(queued: server error (HTTP 500), next try in "), "\(second)")
            #expect(second.stdout.contains(" min"), "\(second)")
            #expect(backend.count("POST", 500) == 1)

            backend.server.clearFaults()
            let synced = try await client.run(["sync"], limit: 60)
            #expect(synced.status == 0, "\(synced)")
            #expect(synced.stdout.hasPrefix("synced: "), "\(synced)")
            #expect(Set(try backend.items().map(\.text)) == ["first", "second"])
        }
    }
}
