import Foundation
import Testing
import TodoKit
import TodoMockServer

#if canImport(Glibc)
import Glibc
import TodoTesting
#endif

/// Issue 11 through the binary: a sync waiting on a slow server holds no lock; Ctrl-C and SIGTERM
/// stop it with one line and everything kept; a server reset loses nothing.
@Suite struct SyncDurabilityCLITests {
    @Test func commandsAnswerWhileASyncWaitsOnASlowServer() async throws {
        try await MockBackend.with { backend in
            let client = try SyncClient(server: backend.baseURL)
            _ = try await client.ok(["add", "first", "--offline"])
            // Every request now hangs until the faults are cleared.
            try backend.server.inject(.hang, count: nil, scope: .list)
            let sync = try client.start(["sync"], env: ["TODO_TIMEOUT": "30"])
            // Give it time to send its first request, which hangs.
            try await Task.sleep(for: .seconds(1))
            // The sync is waiting on the network: other commands get the store at once.
            let quick = ["TODO_LOCK_TIMEOUT": "1"]
            let added = try await client.run(["add", "second", "--offline"], env: quick)
            #expect(added.status == 0, "\(added)")
            let listed = try await client.run(["list"], env: quick)
            #expect(listed.status == 0, "\(listed)")
            #expect(listed.stdout.contains("second"))
            backend.server.clearFaults()
            let result = await sync.finished(limit: 60)
            #expect(result.status == 0, "\(result)")
            // The change made meanwhile is kept, and a later sync sends it.
            _ = try await client.ok(["sync"])
            #expect(Set(try backend.items().map(\.text)) == ["first", "second"])
        }
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalStopsTheSyncWithOneLineAndNothingLost(signal: Int32) async throws {
        try await MockBackend.with { backend in
            let client = try SyncClient(server: backend.baseURL)
            _ = try await client.ok(["add", "kept", "--offline"])
            try backend.server.script(statuses: Array(repeating: 500, count: 50), scope: .list)
            let sync = try client.start(["sync"], env: ["TODO_MIN_DELAY": "5", "TODO_MAX_DELAY": "60"])
            // Stop it during its first backoff wait.
            #expect(await eventually(within: 20, every: .milliseconds(20)) { backend.count("POST", 500) >= 1 })
            try await Task.sleep(for: .milliseconds(300))
            kill(sync.pid, signal)
            let result = await sync.finished(limit: 30)
            #expect(result.status == 128 + signal, "\(result)")
            #expect(result.stderr.contains("interrupted: 1 change still queued"), "\(result)")
            let status = try await client.status()
            #expect(status["pending"] == .int(1))
            backend.server.clearFaults()
            _ = try await client.ok(["sync"])
            #expect(try backend.items().map(\.text) == ["kept"])
        }
    }
}

/// The mass-deletion guard's limits come from the settings and the `sync` flags.
@Suite struct DeletionGuardCLITests {
    /// 12 todos synced; then another writer deletes 8 of them on the server.
    static func twelveSyncedEightDeletedElsewhere(_ backend: MockBackend) async throws -> SyncClient {
        let client = try SyncClient(server: backend.baseURL)
        for index in 1...12 { _ = try await client.ok(["add", "todo \(index)", "--offline"]) }
        _ = try await client.ok(["sync"])
        for item in try backend.items().prefix(8) { try backend.delete(item.id) }
        return client
    }

    @Test func theDefaultGuardLetsEightOfTwelveGo() async throws {
        try await MockBackend.with { backend in
            let client = try await Self.twelveSyncedEightDeletedElsewhere(backend)
            _ = try await client.ok(["sync"])
            #expect(try await client.items().count == 4)
        }
    }

    @Test func aLowerLimitInTheConfigStopsItAndTheFlagOverridesIt() async throws {
        try await MockBackend.with { backend in
            let client = try await Self.twelveSyncedEightDeletedElsewhere(backend)
            let stopped = try await client.run(["sync"], env: ["TODO_MAX_DELETE": "5"])
            #expect(stopped.status == 1, "\(stopped)")
            #expect(stopped.stdout.contains("would delete 8 local todos"), "\(stopped)")
            #expect(stopped.stderr.contains("--allow-deletions"), "\(stopped)")
            #expect(try await client.items().count == 12)
            // A share of 70% lets 8 of 12 (67%) through, for this run only.
            let shared = try await client.run(["sync", "--max-delete-share", "70%"], env: ["TODO_MAX_DELETE": "5"])
            #expect(shared.status == 0, "\(shared)")
            #expect(try await client.items().count == 4)
        }
    }

    @Test func badLimitsAreUsageErrors() async throws {
        try await MockBackend.with { backend in
            let client = try SyncClient(server: backend.baseURL)
            for (args, env) in [
                (["sync", "--max-delete", "-1"], [:]), (["sync", "--max-delete-share", "101"], [:]),
                (["sync"], ["TODO_MAX_DELETE_SHARE": "half"]),
            ] as [([String], [String: String])] {
                let result = try await client.run(args, env: env)
                #expect(result.status == 64, "\(args) \(env): \(result)")
                #expect(result.stderr.contains("max-delete"), "\(result)")
            }
        }
    }
}

/// A server that restarts empty or is restored from a backup: its revision goes back, and no
/// todo it forgot is deleted on this device or on the server.
@Suite struct SyncServerResetCLITests {
    /// Runs a mock with a state file on `port` (0: a free one).
    static func start(state: String, port: Int = 0) async throws -> MockServer {
        try await MockServer.start(
            MockServerConfiguration(port: port, tokens: [MockBackend.token], statePath: state))
    }

    @Test(arguments: [false, true])
    func aServerRestoredFromABackupLosesNothing(restartedEmpty: Bool) async throws {
        let dir = TemporaryDirectory(prefix: "todo-reset-")
        defer { dir.remove() }
        let state = dir.file("state.json")
        var server = try await Self.start(state: state)
        let port = server.port
        let client = try SyncClient(server: server.baseURL)
        _ = try await client.ok(["add", "before the backup"])
        // The backup: the state file as it is now (revision 1), or nothing at all.
        let backup = try Data(contentsOf: URL(fileURLWithPath: state))
        _ = try await client.ok(["add", "after the backup 1"])
        _ = try await client.ok(["add", "after the backup 2"])
        await server.stop()
        if restartedEmpty {
            try FileManager.default.removeItem(atPath: state)
        } else {
            try backup.write(to: URL(fileURLWithPath: state))
        }
        server = try await Self.start(state: state, port: port)
        defer { Task { [server] in await server.stop() } }

        let result = try await client.run(["sync"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("the server's revision went back"), "\(result)")
        let expected: Set = ["before the backup", "after the backup 1", "after the backup 2"]
        #expect(Set(try await client.items().map(\.text)) == expected)
        let owner = MockOwner.token(MockBackend.token)
        #expect(Set(try server.list(of: owner).elements.map(\.text)) == expected)
        let (_, records) = try await client.conflicts()
        #expect(records.count == (restartedEmpty ? 3 : 2), "\(records)")
        #expect(records.allSatisfy { $0.kind == .serverResetRestored })
    }

    /// Issue 32: a server that lost its data and is back at this device's revision with part of the
    /// list this device synced (another device uploaded what it had) was reset: what it lacks goes
    /// back up with a record, and nothing is deleted here as if deleted elsewhere.
    @Test func aServerBackAtTheSameRevisionWithPartOfTheListIsAReset() async throws {
        try await MockBackend.with { backend in
            let client = try SyncClient(server: backend.baseURL)
            for text in ["one", "two", "three"] { _ = try await client.ok(["add", text]) }
            _ = try await client.ok(["sync"])
            let synced = try backend.server.list(of: backend.owner)
            try #require(synced.elements.count == 3)
            let lost = try #require(synced.elements.last)
            let kept = Array(synced.elements.dropLast())
            try backend.server.forget(backend.owner)
            // Another device uploads what it has, until the revision is this device's again.
            for _ in 0..<synced.revision { try backend.server.write(.replace(kept), to: backend.owner) }
            try #require(try backend.revision() == synced.revision)
            // `--recover` ends with a whole-list resync whichever todo `todo sync`'s check would read.
            let (result, report) = try await client.syncReport(["--recover", "--deadline", "30"])
            #expect(result.status == 0, "\(result)")
            #expect(report?["server_reset"] == .bool(true), "\(result)")
            #expect(report?["restored"] == .int(1), "\(result)")
            let all = Set(synced.elements.map(\.id))
            #expect(Set(try await client.items().map(\.id)) == all)
            #expect(Set(try backend.items().map(\.id)) == all)
            let (_, records) = try await client.conflicts()
            #expect(records.map(\.kind) == [.serverResetRestored])
            #expect(records.map(\.itemID) == [lost.id])
        }
    }
}
