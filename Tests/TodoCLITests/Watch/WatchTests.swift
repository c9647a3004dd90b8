import Foundation
import Testing
import TodoKit
import TodoMockServer

#if canImport(Glibc)
import Glibc
import TodoTesting
#endif

extension SyncClient {
    /// The log file and its rotated copies, by name.
    func logFiles() -> [String: String] {
        let directory = sandbox.home + "/logs"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        var files: [String: String] = [:]
        for name in names {
            files[name] = FileManager.default.contents(atPath: directory + "/" + name).map {
                String(decoding: $0, as: UTF8.self)
            }
        }
        return files
    }

    /// Every line of the log files.
    func logLines() -> [String] {
        logFiles().values.flatMap { $0.split(separator: "\n").map(String.init) }
    }
}

/// `todo watch` and the log file, through the built binary against the mock server.
@Suite struct WatchTests {
    /// How often a test polls the store's files and the mock's counts while `todo watch` runs.
    static let poll: Duration = .milliseconds(50)

    /// An outage in the middle of a watch: it reports the failed attempts, keeps running, and once the
    /// outage ends it converges (the server's list equals the local one, another device's change pulled);
    /// SIGINT then stops it with exit 130 and one line on stderr.
    @Test func watchSurvivesAnOutageAndConverges() async throws {
        try await MockBackend.with { backend in
            let client = try SyncClient(server: backend.baseURL)
            client.now = nil
            let watch = try client.start(["watch", "--interval", "0.2"])
            let first = try await client.element(["add", "before the outage"])
            let reached = await eventually(every: Self.poll) { (try? backend.items().map(\.id)) == [first.id] }
            #expect(reached)

            await backend.server.refuseConnections(for: nil)
            _ = try await client.ok(["add", "during the outage 1"])
            _ = try await client.ok(["add", "during the outage 2"])
            try backend.add(phoneItem("phone-1", text: "from the phone"))
            // The watch tries during the outage, fails, and goes on.
            let triedDuringOutage = await eventually(every: Self.poll) {
                client.logLines().contains { $0.contains("mode=watch") && $0.contains("outcome=queued") }
            }
            #expect(triedDuringOutage)
            #expect(try backend.items().count == 2)

            try await backend.server.resumeConnections()
            var converged = false
            for _ in 0..<600 where !converged {
                let local = try await client.items()
                let remote = try backend.items()
                converged = local.count == 4 && Set(local) == Set(remote)
                if !converged { try await Task.sleep(for: .milliseconds(50)) }
            }
            #expect(converged)
            let status = try await client.status()
            #expect(status["pending"] == .int(0))
            #expect(status["dirty"] == .bool(false))

            kill(watch.pid, SIGINT)
            let result = await watch.finished(limit: 30)
            #expect(result.status == 130 && !result.signaled, "\(result)")
            #expect(result.lines.last == "stopped", "\(result)")
            let notSynced = result.lines.firstIndex { $0.contains(" not synced: ") }
            let syncedAfter = result.lines.lastIndex { $0.contains(" synced: ") }
            #expect(notSynced != nil, "\(result)")
            if let notSynced, let syncedAfter { #expect(syncedAfter > notSynced, "\(result)") }
            #expect(
                result.lines.dropLast().allSatisfy {
                    $0.range(of: #"^\d\d:\d\d:\d\d "#, options: .regularExpression) != nil
                })
        }
    }

    /// An attempt that changed nothing prints nothing; with -v each one prints (a heartbeat). The
    /// log records every attempt either way.
    @Test func watchPrintsOnlyWhenSomethingChanged() async throws {
        try await MockBackend.with { backend in
            let client = try SyncClient(server: backend.baseURL)
            client.now = nil
            try await client.ok(["add", "first"])
            for verbose in [false, true] {
                let before = client.logLines().filter { $0.contains("mode=watch") }.count
                let watch = try client.start(["watch", "--interval", "0.05"] + (verbose ? ["-v"] : []))
                let quietAttempts = await eventually(every: Self.poll) {
                    client.logLines().filter { $0.contains("mode=watch") }.count >= before + 6
                }
                #expect(quietAttempts)
                kill(watch.pid, SIGINT)
                let result = await watch.finished(limit: 30)
                #expect(result.status == 130 && !result.signaled, "\(result)")
                let attempts = result.lines.filter { $0.contains(" synced: ") }
                if verbose {
                    #expect(attempts.count >= 6, "\(result)")
                } else {
                    // The first attempt (news: the watch starts), then nothing until the stop,
                    // unless an attempt had news: on a loaded machine a request may time out
                    // (outcome queued), and the next one is news again. The log says which.
                    let logged = client.logLines().filter { $0.contains("mode=watch") }.dropFirst(before)
                    let plain = ["outcome=synced", "pushed=0", "merged=0", "conflicts=0"]
                    // An attempt the stop cut short is never printed ("stopped" follows it).
                    let eventful = logged.filter { line in
                        !line.contains("outcome=cancelled") && !plain.allSatisfy { line.contains($0) }
                    }.count
                    #expect(logged.count >= 6, "\(logged)")
                    #expect(attempts.count >= 1, "\(result)")
                    #expect(attempts.count <= 1 + 2 * eventful, "\(result)\n\(logged)")
                    #expect(result.lines.count == attempts.count + 1, "\(result)")
                    #expect(result.lines.last == "stopped", "\(result)")
                }
            }
        }
    }

    /// SIGTERM while a request hangs: the watch cancels it, exits 143, the store stays readable and the
    /// change stays queued.
    @Test func sigtermDuringASyncLeavesAReadableStoreAndTheChangeQueued() async throws {
        try await MockBackend.with { backend in
            let client = try SyncClient(server: backend.baseURL, env: ["TODO_TIMEOUT": "60"])
            let added = try await client.element(["add", "queued offline", "--offline"])
            try backend.server.inject(.hang, count: nil)
            let watch = try client.start(["watch", "--interval", "60", "--json"])
            let hanging = await eventually(every: Self.poll) { backend.server.hangingRequests >= 1 }
            #expect(hanging)

            kill(watch.pid, SIGTERM)
            let result = await watch.finished(limit: 30)
            #expect(result.status == 143 && !result.signaled, "\(result)")
            #expect(result.stderr.contains("interrupted: 1 change still queued"), "\(result)")
            let objects = try result.lines.map { try JSONValue.parse($0) }
            #expect(objects.last == .object(["event": .string("stopped")]), "\(result)")
            #expect(objects.contains { $0["outcome"] == .string("cancelled") }, "\(result)")

            let items = try await client.items()
            #expect(items.map(\.id) == [added.id])
            let status = try await client.status()
            #expect(status["pending"] == .int(1))
            #expect(try backend.items().isEmpty)
        }
    }

    /// `--json`: one object per attempt, then `{"event":"stopped"}`; SIGINT exits 130.
    @Test func watchJSONPrintsOneObjectPerAttemptAndStopsOnSIGINT() async throws {
        try await MockBackend.with { backend in
            let client = try SyncClient(server: backend.baseURL)
            _ = try await client.element(["add", "one", "--offline"])
            let watch = try client.start(["watch", "--interval", "0.2", "--json"])
            let pushed = await eventually(every: Self.poll) { (try? backend.items().count) == 1 }
            #expect(pushed)
            let polledTwice = await eventually(every: Self.poll) { backend.count("GET") >= 2 }
            #expect(polledTwice)

            kill(watch.pid, SIGINT)
            let result = await watch.finished(limit: 30)
            #expect(result.status == 130 && !result.signaled, "\(result)")
            let objects = try result.lines.map { try JSONValue.parse($0) }
            #expect(objects.count >= 3, "\(result)")
            #expect(objects.last == .object(["event": .string("stopped")]))
            let first = try #require(objects.first)
            #expect(first["trigger"] == .string("start"))
            #expect(first["outcome"] == .string("synced"))
            #expect(first["pushed"] == .int(1))
            #expect(first["items"] == .int(1))
            // Every attempt has a duration and the time of the next one, except an attempt the
            // signal cancelled (with a 0.2 s interval, SIGINT can land in one), which can only be
            // the last.
            let attempts = Array(objects.dropLast())
            #expect(attempts.allSatisfy { $0["duration"] != nil })
            let cancelled = attempts.indices.filter { attempts[$0]["outcome"] == .string("cancelled") }
            #expect(cancelled.allSatisfy { $0 == attempts.count - 1 }, "\(result)")
            #expect(
                attempts.indices.allSatisfy { cancelled.contains($0) || attempts[$0]["next_attempt_at"] != nil },
                "\(result)")
        }
    }

    /// A change queued by another command (here without its own push) is sent at once, long before
    /// the interval.
    @Test func aQueuedChangeIsSentWithoutWaitingForTheInterval() async throws {
        try await MockBackend.with { backend in
            let client = try SyncClient(server: backend.baseURL)
            let watch = try client.start(["watch", "--interval", "600", "--json"])
            let started = await eventually(every: Self.poll) { backend.count("GET") >= 1 }
            #expect(started)
            let added = try await client.element(["add", "queued by another command", "--offline"])
            let sent = await eventually(every: Self.poll) { (try? backend.items().map(\.id)) == [added.id] }
            #expect(sent)

            kill(watch.pid, SIGINT)
            let result = await watch.finished(limit: 30)
            #expect(result.status == 130 && !result.signaled, "\(result)")
            let objects = try result.lines.map { try JSONValue.parse($0) }
            let triggers = objects.compactMap { $0["trigger"] }
            #expect(triggers.first == .string("start"), "\(result)")
            #expect(triggers.contains(.string("change")), "\(result)")
            #expect(!triggers.contains(.string("interval")), "\(result)")
        }
    }

    /// Refused credentials (no session to refresh): the watch says to log in and keeps trying.
    @Test func watchSurvivesRefusedCredentials() async throws {
        try await MockBackend.with { backend in
            let client = try SyncClient(server: backend.baseURL, token: "not-the-token")
            // -v: every attempt prints (without it, a refusal like the last one is no news).
            let watch = try client.start(["watch", "--interval", "0.1", "-v"])
            // A fourth request means the third attempt's line is printed (one line per attempt,
            // printed before the next); the SIGINT may cancel the attempt in flight.
            let refusedThrice = await eventually(every: Self.poll) { backend.count(nil, 401) >= 4 }
            #expect(refusedThrice)
            kill(watch.pid, SIGINT)
            let result = await watch.finished(limit: 30)
            #expect(result.status == 130 && !result.signaled, "\(result)")
            #expect(result.lines.last == "stopped", "\(result)")
            let refusals = result.lines.filter { $0.contains("not authorized") && $0.contains("todo login") }
            #expect(refusals.count >= 3, "\(result)")
            // The wait is told as it is: 0.1 s, not rounded up to a second.
            #expect(refusals.allSatisfy { $0.hasSuffix("next try in 0.1 s") }, "\(result)")
        }
    }

    /// The attempts of one watch share one HTTP client, so they reuse its keep-alive connection
    /// instead of opening one per attempt.
    @Test func watchAttemptsReuseOneConnection() async throws {
        try await MockBackend.with { backend in
            let client = try SyncClient(server: backend.baseURL)
            let before = backend.server.stats.connections
            let watch = try client.start(["watch", "--interval", "0.1"])
            let polled = await eventually(every: Self.poll) { backend.count("GET", 200) >= 6 }
            #expect(polled)
            kill(watch.pid, SIGINT)
            let result = await watch.finished(limit: 30)
            #expect(result.status == 130 && !result.signaled, "\(result)")
            let attempts = backend.count("GET", 200)
            let connections = backend.server.stats.connections - before
            #expect(attempts >= 6)
            #expect(connections <= 2, "\(attempts) attempts over \(connections) connections")
        }
    }

    /// A signal that comes while an attempt waits for another process's store lock stops the
    /// watch at once, not after the lock timeout (60 s here; the watch is killed after 30).
    @Test func aSignalStopsAWaitForTheStoreLock() async throws {
        try await MockBackend.with { backend in
            let client = try SyncClient(server: backend.baseURL)
            _ = try await client.element(["add", "queued", "--offline"])
            let held = try #require(HeldLock(path: client.sandbox.lockPath))
            defer { held.release() }
            let watch = try client.start(["watch", "-v"], env: ["TODO_LOCK_TIMEOUT": "60"])
            let waiting = await eventually(every: Self.poll) {
                watch.stderrSoFar.contains("waiting for the store's lock")
            }
            #expect(waiting, "\(watch.stderrSoFar)")
            kill(watch.pid, SIGTERM)
            let result = await watch.finished(limit: 30)
            #expect(result.status == 143 && !result.signaled, "\(result)")
            #expect(result.lines.last == "stopped", "\(result)")
            #expect(result.stdout.contains("stopped while waiting for another todo process"), "\(result)")
            #expect(backend.count("GET") == 0)
        }
    }

    @Test func watchNeedsAServerAndAPositiveInterval() async throws {
        let sandbox = try Sandbox()
        let noServer = try sandbox.run(["watch"])
        #expect(noServer.status == 64, "\(noServer)")
        #expect(noServer.stderr.contains("no server configured"), "\(noServer)")
        for bad in ["0", "-1", "nan"] {
            let result = try sandbox.run(["watch", "--interval", bad, "--server", "http://127.0.0.1:9"])
            #expect(result.status == 64, "\(bad): \(result)")
        }
    }

    /// Every sync attempt (the quick push of `add`, `todo sync`, watch) is logged with its result and
    /// duration; the token is in no log file, nor in the `-v` output.
    @Test func theLogRecordsSyncAttemptsWithoutTheToken() async throws {
        try await MockBackend.with { backend in
            let client = try SyncClient(server: backend.baseURL)
            _ = try await client.ok(["add", "pushed at once", "--token", MockBackend.token])
            let verbose = try await client.ok(["sync", "-v", "--token", MockBackend.token])
            #expect(verbose.stderr.contains("debug"), "\(verbose)")
            #expect(verbose.stderr.contains("GET /list"), "\(verbose)")
            #expect(!verbose.stderr.contains(MockBackend.token))
            let watch = try client.start(["watch", "--interval", "0.2", "--token", MockBackend.token])
            let watchLogged = await eventually(every: Self.poll) {
                client.logLines().contains { $0.contains("mode=watch") }
            }
            #expect(watchLogged)
            kill(watch.pid, SIGTERM)
            let stopped = await watch.finished(limit: 30)
            #expect(stopped.status == 143)

            let lines = client.logLines().filter { $0.contains("sync attempt") }
            for mode in ["interactive", "sync", "watch"] {
                let line = lines.first { $0.contains("mode=\(mode)") }
                #expect(line != nil, "no \(mode) attempt in \(lines)")
                #expect(line?.contains("outcome=synced") == true, "\(line ?? "")")
                #expect(line?.range(of: #"duration=\d+\.\d{3}s"#, options: .regularExpression) != nil, "\(line ?? "")")
            }
            #expect(client.logLines().contains { $0.contains("watch started") })
            for (name, text) in client.logFiles() {
                #expect(!text.contains(MockBackend.token), "\(name)")
                #expect(!text.lowercased().contains("bearer"), "\(name)")
            }
        }
    }

    /// With a cap of a few hundred bytes the log rotates, keeping at most three old files, each under the cap.
    @Test func theLogFileRotatesAtTheCap() async throws {
        try await MockBackend.with { backend in
            let client = try SyncClient(server: backend.baseURL, env: ["TODO_LOG_MAX_BYTES": "600"])
            for index in 1...12 { _ = try await client.ok(["add", "item \(index)"]) }
            let files = client.logFiles()
            #expect(Set(files.keys) == ["todo.log", "todo.log.1", "todo.log.2", "todo.log.3"], "\(files.keys)")
            for (name, text) in files { #expect(text.utf8.count <= 600, "\(name): \(text.utf8.count) bytes") }
            #expect(files["todo.log"]?.contains("sync attempt") == true)
        }
    }

    /// A command that makes no network attempt never creates the log file.
    @Test func aLocalCommandDoesNotTouchTheLog() throws {
        let sandbox = try Sandbox()
        try sandbox.add(["local only"])
        _ = try sandbox.items()
        #expect(!FileManager.default.fileExists(atPath: sandbox.home + "/logs"))
        // Offline with a server configured: no attempt, no log either.
        try sandbox.add(["offline", "--offline"], env: ["TODO_SERVER": "http://127.0.0.1:9"])
        #expect(!FileManager.default.fileExists(atPath: sandbox.home + "/logs"))
    }
}
