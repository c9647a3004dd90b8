import Foundation
import Testing
import TodoKit
import TodoMockServer

/// `401`, `sync --recover` and the long-outbox resync, end to end.
@Suite struct SyncRecoveryTests {
    /// No session and no token: no request is made (the server could only refuse it); `add` queues
    /// and says how to log in, `sync` exits 77 keeping the outbox, `doctor` names the problem.
    @Test func noCredentialsMakesNoRequest() async throws {
        try await MockBackend.with { backend in
            let client = try SyncClient(server: backend.baseURL, token: "")
            let added = try await client.run(["add", "not sent"])
            #expect(added.status == 0, "\(added)")
            // The hint names both ways in: a new account or an existing one.
            #expect(
                added.stdout.contains(
                    "(queued: not logged in and no token: `todo signup NAME` creates an account, `todo login NAME` uses one"
                ), "\(added)")
            let refused = try await client.run(["sync"])
            #expect(refused.status == 77, "\(refused)")
            #expect(refused.stderr.contains("not logged in and no token"), "\(refused)")
            let doctor = try await client.run(["doctor"])
            #expect(doctor.status == 1, "\(doctor)")
            #expect(doctor.stdout.contains("answers, but there is no session and no token"), "\(doctor)")
            #expect(doctor.stdout.contains("`todo signup NAME` (a new account) or `todo login NAME`"), "\(doctor)")
            // Only doctor's probe went out, without a token.
            #expect(backend.count() == 1 && backend.count("GET", 401) == 1)
            #expect(try await client.status()["pending"] == .int(1))

            client.env["TODO_TOKEN"] = MockBackend.token
            try await client.ok(["sync"])
            #expect(try backend.items().map(\.text) == ["not sent"])
        }
    }

    /// A wrong token: `sync` exits 77, keeps the outbox and does not mark the list dirty; the right
    /// token then syncs everything.
    @Test func wrongTokenExits77KeepsTheOutboxThenTheRightTokenSyncs() async throws {
        try await MockBackend.with { backend in
            let client = try SyncClient(server: backend.baseURL, token: "wrong-token")
            for index in 1...2 {
                try await client.ok(["add", "offline \(index)", "--offline"])
            }
            let added = try await client.run(["add", "refused"])
            #expect(added.status == 0, "\(added)")
            #expect(added.stdout.hasSuffix("(queued: the server refused the credentials)\n"), "\(added)")

            let refused = try await client.run(["sync"])
            #expect(refused.status == 77, "\(refused)")
            #expect(refused.stdout.hasPrefix("not synced: the server refused the credentials; 3 queued changes kept"))
            #expect(refused.stderr.contains("check the token"), "\(refused)")
            #expect(!refused.stdout.contains("wrong-token") && !refused.stderr.contains("wrong-token"))
            #expect(backend.count(nil, 401) == 2)
            #expect(backend.count() == 2)
            let status = try await client.status()
            #expect(status["pending"] == .int(3))
            #expect(status["dirty"] == .bool(false))
            #expect(try backend.items().isEmpty)

            let synced = try await client.run(["sync"], env: ["TODO_TOKEN": MockBackend.token])
            #expect(synced.status == 0, "\(synced)")
            let after = try await client.status()
            #expect(after["pending"] == .int(0))
            #expect(after["dirty"] == .bool(false))
            let remote = try backend.items()
            #expect(Set(remote.map(\.text)) == ["offline 1", "offline 2", "refused"])
            #expect(Set(try await client.items()) == Set(remote))
        }
    }

    /// `sync --recover` through three scripted `500`s: synced, every attempt counted, ending with a
    /// resync that proves the lists equal.
    @Test func recoverThroughScriptedFailuresEndsWithAResync() async throws {
        try await MockBackend.with { backend in
            let client = try SyncClient(server: backend.baseURL)
            try await client.ok(["add", "queued while away", "--offline"])
            try backend.server.script(statuses: [500, 500, 500])

            let (result, report) = try await client.syncReport(["--recover", "--deadline", "20"])
            #expect(result.status == 0, "\(result)")
            #expect(report?["outcome"] == .string("synced"))
            // Every 500 is a definite answer that applied nothing (changes go out on a new
            // connection, so libcurl never repeats one unseen): the create stays a POST through
            // all three, then the POST and the GET of the final resync. No false conflict.
            #expect(report?["requests"] == .int(5))
            #expect(report?["attempts"] == .int(4), "three 500s, then the try that went through")
            #expect(report?["last_error"] == .null, "the run synced: its failures are behind it")
            #expect(report?["pushed"] == .int(1))
            #expect(report?["resynced"] == .bool(true))
            #expect(report?["pending"] == .int(0))
            #expect(report?["dirty"] == .bool(false))
            #expect(report?["last_error"] != nil)
            #expect(backend.count("POST", 500) == 3)
            #expect(backend.count("PUT") == 0)
            #expect(backend.count("POST", 200) == 1)
            #expect(backend.count("GET", 200) == 1)
            #expect(backend.count() == 5)
            #expect(Set(try await client.items()) == Set(try backend.items()))
            #expect(try backend.items().map(\.text) == ["queued while away"])
            #expect(try await client.conflicts().records.isEmpty)
        }
    }

    /// `sync --recover` started while connections are refused: it keeps trying, and syncs once the
    /// server listens again.
    @Test func recoverOutlastsARefusingOutage() async throws {
        try await MockBackend.with { backend in
            let client = try SyncClient(server: backend.baseURL)
            try await client.ok(["add", "queued while away", "--offline"])
            let other = phoneItem("phone-1", text: "from the phone")
            try backend.add(other)
            await backend.server.refuseConnections(for: nil)

            let run = try client.start(["sync", "--recover", "--deadline", "30", "--json"])
            // Let the outage last until the run has seen a refused attempt (it lets go of the store
            // during its waits, so `status` can look).
            var sawFailure = false
            for _ in 0..<200 where !sawFailure {
                sawFailure = try await client.status()["last_error"] != .null
                if !sawFailure { try await Task.sleep(for: .milliseconds(50)) }
            }
            #expect(sawFailure)
            try await backend.server.resumeConnections()

            let result = await run.finished(limit: 40)
            #expect(result.status == 0, "\(result)")
            let report = try JSONValue.parse(result.stdout)
            #expect(report["outcome"] == .string("synced"))
            guard case .number(let requests) = report["requests"] else {
                Issue.record("no requests in \(result)")
                return
            }
            // At least one refused attempt, then the push (400: the phone wrote), GET and PATCH.
            #expect(requests >= 4)
            #expect(report["resynced"] == .bool(true))
            #expect(report["last_error"] == .null, "issue 41: a run that synced has no last error")
            let remote = try backend.items()
            #expect(Set(remote.map(\.text)) == ["queued while away", "from the phone"])
            #expect(Set(try await client.items()) == Set(remote))
        }
    }

    /// Down for the whole run: `sync --recover --deadline 1` gives up with 69, changes kept, list dirty.
    @Test func recoverGivesUpAtTheDeadline() async throws {
        try await MockBackend.with { backend in
            // A 2 s client timeout, for the bound on the duration below (refused connections fail at once).
            let client = try SyncClient(server: backend.baseURL, env: ["TODO_TIMEOUT": "2"])
            try await client.ok(["add", "queued while away", "--offline"])
            await backend.server.refuseConnections(for: nil)

            // The watchdog bounds the run: a run that ignored the deadline would be killed and fail here.
            let result = try await client.run(["sync", "--recover", "--deadline", "1", "--json"], limit: 20)
            #expect(result.status == 69, "\(result)")
            let report = try JSONValue.parse(result.stdout)
            #expect(report["outcome"] == .string("gave_up"))
            #expect(report["pending"] == .int(1))
            #expect(report["dirty"] == .bool(true))
            #expect(report["resynced"] == .bool(false))
            guard case .number(let attempts) = report["requests"], case .number(let duration) = report["duration"]
            else {
                Issue.record("no attempts or duration in \(result)")
                return
            }
            #expect(attempts >= 2)
            // No attempt starts after the deadline; the last one lasts at most one timeout (2 s).
            #expect(duration <= 1 + 2)
            let status = try await client.status()
            #expect(status["dirty"] == .bool(true))
            #expect(status["pending"] == .int(1))

            try await backend.server.resumeConnections()
            let (synced, _) = try await client.syncReport(["--recover", "--deadline", "20"])
            #expect(synced.status == 0, "\(synced)")
            #expect(try backend.items().map(\.text) == ["queued while away"])
        }
    }

    /// 50 changes queued offline drain in one resync: at most 3 requests, not 50.
    @Test func longOutboxDrainsInAFewRequests() async throws {
        try await MockBackend.with { backend in
            let client = try SyncClient(server: backend.baseURL, env: ["TODO_OFFLINE": "1"])
            for index in 1...50 {
                try await client.ok(["add", "offline \(index)"])
            }
            #expect(try await client.status()["pending"] == .int(50))
            #expect(backend.count() == 0)

            let synced = try await client.run(["sync"], env: ["TODO_OFFLINE": "0"])
            #expect(synced.status == 0, "\(synced)")
            #expect(backend.count() <= 3)
            #expect(backend.count("PATCH", 200) == 1)
            #expect(backend.count("POST") == 0)
            let remote = try backend.items()
            #expect(remote.count == 50)
            #expect(Set(remote.map(\.text)) == Set((1...50).map { "offline \($0)" }))
            #expect(Set(try await client.items()) == Set(remote))
            #expect(try await client.status()["pending"] == .int(0))
        }
    }
}
