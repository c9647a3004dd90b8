import Foundation
import Testing
import TodoKit
import TodoMockServer
import TodoTesting

#if canImport(Glibc)
import Glibc
#endif

extension SyncClient {
    /// The running sync's note in `sync.lock` (`pid started [next try]`), when there is one.
    func syncLockNote() -> [String] {
        let text = FileManager.default.contents(atPath: sandbox.home + "/sync.lock").map {
            String(decoding: $0, as: UTF8.self)
        }
        return text?.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init) ?? []
    }
}

/// Runs `body` on a thread of its own, so that a blocking wait does not hold a thread of the
/// cooperative pool (two on this machine) that the mock server in this process and other tests need.
func offThePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}

/// Several syncs of one store at once, through the binary: `sync.lock` first, the store's lock
/// second, and a typed `todo sync` that makes a run waiting out its backoff try at once.
@Suite struct SyncLockOrderTests {
    static let poll: Duration = .milliseconds(20)

    /// A sync waiting out a 10-minute backoff is nudged by a typed `todo sync`: it tries at once, the
    /// server is back, it ends; the typed one then makes its own pass (its change was queued after the
    /// running one read the outbox). Without the nudge the typed one waits out its lock timeout
    /// (30 s) and exits 75.
    @Test func aTypedSyncMakesARunWaitingOutItsBackoffTryNow() async throws {
        try await MockBackend.with(seed: 32) { backend in
            let client = try SyncClient(
                server: backend.baseURL, env: ["TODO_MIN_DELAY": "600", "TODO_MAX_DELAY": "6000"])
            try await client.ok(["add", "first", "--offline"])
            try backend.server.inject(.status(500), count: 1)
            let running = try client.start(["sync", "--json"])
            let waiting = await eventually(every: Self.poll) { client.syncLockNote().count == 3 }
            try #require(waiting, "the first sync never began its backoff wait")
            #expect(client.syncLockNote().first == String(running.pid))
            try await client.ok(["add", "second", "--offline"])

            let typed = try await client.run(["sync", "--json"], env: ["TODO_LOCK_TIMEOUT": "30"])
            let first = await running.finished(limit: 45)
            #expect(typed.status == 0, "\(typed)")
            #expect(first.status == 0, "\(first)")
            #expect(try backend.items().map(\.text).sorted() == ["first", "second"])
            let status = try await client.status()
            #expect(status["pending"] == .int(0))
            #expect(status["dirty"] == .bool(false))
        }
    }

    /// Two syncs started together, again and again, against a slow server: one waits for the
    /// other, and both exit 0 (the lock order: a sync never holds the store's lock while it waits
    /// for `sync.lock`, so neither waits out a lock timeout).
    @Test func twoSyncsAtOnceBothFinish() async throws {
        try await MockBackend.with(seed: 33) { backend in
            try backend.server.setLatency(milliseconds: 50...150)
            // A lock-order fault deadlocks the two for the whole lock timeout, then one exits 75: 20 s
            // catches it inside the 45 s limit. A shorter one (5 s) also failed when the first sync
            // merely ran longer than that on a loaded machine, as the second waits for it.
            let client = try SyncClient(server: backend.baseURL, env: ["TODO_LOCK_TIMEOUT": "20"])
            for round in 1...4 {
                try await client.ok(["add", "round \(round)", "--offline"])
                let one = try client.start(["sync"])
                let two = try client.start(["sync", "--recover", "--deadline", "30"])
                let results = [await one.finished(limit: 45), await two.finished(limit: 45)]
                for result in results {
                    #expect(result.status == 0 && !result.signaled, "round \(round): \(result)")
                    #expect(!result.stderr.contains("locked"), "round \(round): \(result)")
                }
            }
            #expect(try backend.items().count == 4)
        }
    }

    /// A device with one queued todo and a `sync --recover` of it that failed against a server
    /// answering 500 to everything and now waits out a 10-minute backoff.
    static func recoverWaitingOutAnOutage(_ backend: MockBackend) async throws -> (SyncClient, Subprocess) {
        let client = try SyncClient(server: backend.baseURL, env: ["TODO_MIN_DELAY": "600", "TODO_MAX_DELAY": "600"])
        try await client.ok(["add", "first", "--offline"])
        try backend.server.inject(.status(500), count: nil)
        let running = try client.start(["sync", "--recover", "--deadline", "3600"])
        let waiting = await eventually(every: poll) { client.syncLockNote().count == 3 }
        if !waiting { running.kill9() }
        try #require(waiting, "the sync never began its backoff wait")
        return (client, running)
    }

    /// Off a terminal, a sync that finds another running waits up to the lock timeout, then exits
    /// 75 with a line that names the running one. `--recover` does not nudge it.
    @Test func aScriptGivesUpNamingTheRunningSync() async throws {
        try await MockBackend.with(seed: 34) { backend in
            let (client, running) = try await Self.recoverWaitingOutAnOutage(backend)
            defer { running.kill9() }
            let next = client.syncLockNote()[2]

            let second = try await client.run(["sync", "--recover"], env: ["TODO_LOCK_TIMEOUT": "0.5"])
            #expect(second.status == 75, "\(second)")
            let named = "another sync of this store is running (pid \(running.pid), for "
            #expect(second.stderr.contains(named), "\(second)")
            #expect(!second.stderr.contains("the store is locked"))
            // The running one was not nudged: its next try is still the one it planned.
            #expect(client.syncLockNote().count == 3 && client.syncLockNote()[2] == next)
            kill(running.pid, SIGTERM)
            let stopped = await running.finished(limit: 45)
            #expect(stopped.status == 143, "\(stopped)")
            #expect(try await client.status()["pending"] == .int(1))
        }
    }

    /// SIGTERM to a sync that waits for another ends it as a signal ends a run: exit 143, the
    /// wait named on stderr, not exit 75 (chaos seed 46).
    @Test func aSignalEndsAWaitForAnotherSyncWithTheSignalsCode() async throws {
        try await MockBackend.with(seed: 37) { backend in
            let (client, running) = try await Self.recoverWaitingOutAnOutage(backend)
            defer { running.kill9() }
            let second = try client.start(["sync", "--recover", "-v"], env: ["TODO_LOCK_TIMEOUT": "60"])
            defer { second.kill9() }
            let waiting = await eventually(every: Self.poll) {
                second.stderrSoFar.contains("another sync of this store is running (pid \(running.pid), ")
            }
            try #require(waiting, "\(second.stderrSoFar)")
            kill(second.pid, SIGTERM)
            let stopped = await second.finished(limit: 45)
            #expect(stopped.status == 143, "\(stopped)")
            #expect(stopped.stderr.contains("stopped while waiting"), "\(stopped)")
            #expect(try await client.status()["pending"] == .int(1))
        }
    }

    /// On a terminal, a typed `todo sync` says which sync runs and when it tries next, nudges it once
    /// (it fails again and waits another 10 minutes), waits for it without a limit, and makes its
    /// own pass once it has ended.
    @Test func onATerminalATypedSyncSaysWhoRunsAndWaitsForIt() async throws {
        try await MockBackend.with(seed: 36) { backend in
            let (client, running) = try await Self.recoverWaitingOutAnOutage(backend)
            defer { running.kill9() }

            let session = try TerminalSession(
                ["sync"], env: client.sandbox.environment(client.env.merging(["TODO_LOCK_TIMEOUT": "0.5"]) { $1 }))
            // The session reads and waits blocking: off the cooperative pool, which runs the mock.
            try await offThePool { try session.expect("another sync of this store is running (pid \(running.pid), ") }
            try await offThePool { try session.expect("next try in 10 min") }
            // Nudged once: the running sync tried again (and failed again).
            #expect(await eventually(every: Self.poll) { backend.count("POST", 500) == 2 })
            // Past the lock timeout it still waits: a person at a terminal can press Ctrl-C.
            try await Task.sleep(for: .seconds(1))
            #expect(backend.count("POST", 500) == 2)
            backend.server.clearFaults()
            kill(running.pid, SIGTERM)
            _ = await running.finished(limit: 45)
            #expect(try await offThePool { try session.finish(seconds: 30) } == 0, "\(session.output)")
            #expect(session.output.contains("synced"))
            #expect(try backend.items().map(\.text) == ["first"])
        }
    }

    /// With `todo watch` running and waiting out a 10-minute backoff, and the server back, a typed
    /// `todo sync` runs at once (the watch holds `sync.lock` only during an attempt) and exits 0.
    @Test func aTypedSyncBesideAWatchRunsAtOnce() async throws {
        try await MockBackend.with(seed: 35) { backend in
            let client = try SyncClient(
                server: backend.baseURL, env: ["TODO_MIN_DELAY": "600", "TODO_MAX_DELAY": "6000"])
            client.now = nil
            await backend.server.refuseConnections(for: nil)
            let watch = try client.start(["watch", "--interval", "600", "--json"])
            defer { watch.kill9() }
            try await client.ok(["add", "during the outage"])
            let backedOff = await eventually(every: Self.poll) {
                (try? await client.status())?["next_retry_at"] != .null
            }
            try #require(backedOff)
            try await backend.server.resumeConnections()

            // The harness kills a run after 20 s: one that waited out the watch's window would show
            // as signalled.
            let typed = try await client.run(["sync", "--json"], limit: 20)
            #expect(typed.status == 0 && !typed.signaled, "\(typed)")
            #expect(try backend.items().map(\.text) == ["during the outage"])
            kill(watch.pid, SIGINT)
            let stopped = await watch.finished(limit: 45)
            #expect(stopped.status == 130, "\(stopped)")
        }
    }
}
