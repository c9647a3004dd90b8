import Foundation
import Testing
import TodoKit
import TodoMockServer
import TodoModel

/// How the server is unavailable during an outage test.
enum OutageMode: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// The listening socket is closed: connections are refused.
    case refused
    /// Requests are accepted and never answered (the client's timeout ends them).
    case hang
    /// The connection is closed without an answer.
    case close
    /// `500` on every request (nothing applied).
    case status500
    /// `503` on every request (nothing applied).
    case status503
    /// `200` with half the JSON (applied!).
    case invalidJSON
    /// `200` declaring the full length, half sent, then closed (applied!).
    case truncated
    /// `200` declaring the full length, then the body one byte per 200 ms (applied!).
    case trickle
    /// `200` with a proxy's HTML page (applied!).
    case html
    /// `200` with `{"hello":1}` (applied!).
    case notAnAnswer

    var testDescription: String { rawValue }

    /// Starts the outage.
    func begin(on backend: MockBackend) async throws {
        let server = backend.server
        switch self {
        case .refused: await server.refuseConnections(for: nil)
        case .hang: try server.inject(.hang, count: nil)
        case .close: try server.inject(.close, count: nil)
        case .status500: try server.inject(.status(500), count: nil)
        case .status503: try server.inject(.status(503), count: nil)
        case .invalidJSON: try server.inject(.invalidJSON, count: nil)
        case .truncated: try server.inject(.truncatedBody, count: nil)
        case .trickle: try server.inject(.trickle(intervalMs: 200), count: nil)
        case .html: try server.inject(.wrongContentType, count: nil)
        case .notAnAnswer: try server.inject(.notAnAnswer, count: nil)
        }
    }

    /// Ends it: the server answers normally again.
    func end(on backend: MockBackend) async throws {
        if self == .refused {
            try await backend.server.resumeConnections()
        } else {
            backend.server.clearFaults()
        }
    }

    /// The environment for the client: a held request costs a whole timeout, so keep it short.
    var clientEnv: [String: String] {
        self == .hang || self == .trickle ? ["TODO_TIMEOUT": "0.3"] : [:]
    }
}

/// Outages against the mock server, through the built `todo` binary and real sockets.
@Suite struct SyncOutageTests {
    /// Adds during an outage are queued; `sync` gives up (69, dirty); after the outage `sync` converges.
    @Test func outageWhileAddingQueuesGivesUpAndRecovers() async throws {
        try await MockBackend.with { backend in
            let client = try SyncClient(server: backend.baseURL)
            await backend.server.refuseConnections(for: nil)

            for index in 1...3 {
                let added = try await client.run(["add", "offline \(index)"])
                #expect(added.status == 0, "\(added)")
                #expect(added.stdout.contains("(queued"), "\(added)")
            }
            let queued = try await client.status()
            #expect(queued["pending"] == .int(3))
            #expect(queued["dirty"] == .bool(false))
            #expect(queued["last_error"] != .null)
            #expect(queued["next_retry_at"] != .null)

            let gaveUp = try await client.run(["sync"])
            #expect(gaveUp.status == 69, "\(gaveUp)")
            #expect(gaveUp.stdout.hasPrefix("gave up (retries ran out): 3 queued changes kept"), "\(gaveUp)")
            let dirty = try await client.status()
            #expect(dirty["dirty"] == .bool(true))
            #expect(dirty["pending"] == .int(3))
            #expect(dirty["last_sync"] == .null)
            #expect(try backend.items().isEmpty)

            try await backend.server.resumeConnections()
            let synced = try await client.run(["sync"])
            #expect(synced.status == 0, "\(synced)")
            #expect(synced.stdout.hasPrefix("synced: "), "\(synced)")
            let clean = try await client.status()
            #expect(clean["dirty"] == .bool(false))
            #expect(clean["pending"] == .int(0))
            #expect(clean["last_error"] == .null)
            #expect(clean["next_retry_at"] == .null)
            #expect(clean["last_sync"] != .null)
            #expect(clean["revision"] == .int(try backend.revision()))

            let local = try await client.items()
            let remote = try backend.items()
            #expect(Set(local) == Set(remote))
            #expect(remote.count == 3)
            #expect(Set(remote.map(\.text)) == ["offline 1", "offline 2", "offline 3"])
        }
    }

    /// Every kind of outage: changes made during it are queued, the client never crashes, `sync` gives up
    /// while it lasts, and converges (exact lists, no duplicate) once it is over.
    @Test(arguments: OutageMode.allCases)
    func everyOutageModeQueuesAndRecovers(mode: OutageMode) async throws {
        try await MockBackend.with { backend in
            let client = try SyncClient(server: backend.baseURL, env: mode.clientEnv)
            // Before the outage the usual timeout: the short one of `hang` is for the outage only, and
            // a loaded machine can take longer than it for a first request.
            let before = try await client.element(["add", "before the outage"], env: ["TODO_TIMEOUT": "10"])
            #expect(try backend.items() == [before])

            try await mode.begin(on: backend)
            var during: [TodoItem] = []
            for index in 1...2 {
                let added = try await client.run(["add", "during \(index)"])
                #expect(added.status == 0, "\(added)")
                #expect(added.stdout.contains("(queued"), "\(added)")
                during.append(contentsOf: try await client.items().filter { $0.text == "during \(index)" })
            }
            let done = try await client.run(["done", before.id])
            #expect(done.status == 0, "\(done)")
            #expect(done.stdout.contains("(queued"), "\(done)")
            #expect(during.count == 2)
            #expect(try await client.status()["pending"] == .int(3))

            let gaveUp = try await client.run(["sync"])
            #expect(gaveUp.status == 69, "\(gaveUp)")
            #expect(exitedNormally(gaveUp), "\(gaveUp)")
            let dirty = try await client.status()
            #expect(dirty["dirty"] == .bool(true))
            #expect(dirty["pending"] == .int(3))

            try await mode.end(on: backend)
            // After the outage the usual timeout again: `hang`'s and `trickle`'s 0.3 s is for the
            // outage, and on a loaded machine (the suite runs in parallel) a resync's request can
            // take longer than that with the server up, which gave up (69) in full runs.
            let synced = try await client.run(["sync"], env: ["TODO_TIMEOUT": "10"])
            #expect(synced.status == 0, "\(synced)")
            let clean = try await client.status()
            #expect(clean["dirty"] == .bool(false))
            #expect(clean["pending"] == .int(0))

            let local = try await client.items()
            let remote = try backend.items()
            #expect(Set(local) == Set(remote))
            #expect(remote.count == 3)
            #expect(Set(remote.map(\.id)) == Set([before.id] + during.map(\.id)))
            #expect(remote.first { $0.id == before.id }?.done == true)
            #expect(try await client.conflicts().records.isEmpty)
        }
    }

    /// A command run while the persisted backoff window of an earlier failure is open makes no request
    /// at all, and still exits 0 with "queued" (without sleeping through the window).
    @Test func persistedBackoffWindowKeepsTheNextCommandOffTheServer() async throws {
        try await MockBackend.with { backend in
            // A 300 s window: long enough to be open for the next commands however slow the machine
            // (a 30 s one closed before the edit when the suite shared 2 cores with two more).
            let client = try SyncClient(
                server: backend.baseURL, env: ["TODO_MIN_DELAY": "300", "TODO_MAX_DELAY": "600"])
            try backend.server.inject(.status(500), count: nil)

            let first = try await client.run(["add", "first"])
            #expect(first.status == 0, "\(first)")
            #expect(first.stdout.contains("(queued: "), "\(first)")
            #expect(backend.count("POST", 500) == 1)
            let window = try await client.status()
            guard case .number(let nextRetry) = window["next_retry_at"] else {
                Issue.record("no next_retry_at in \(window)")
                return
            }
            #expect(nextRetry > Date().timeIntervalSince1970)

            let requests = backend.count()
            let connections = backend.server.stats.connections
            // Had it slept through the window, the watchdog would kill it after 20 s.
            let second = try await client.run(["add", "second"], limit: 20)
            #expect(second.status == 0, "\(second)")
            #expect(second.stdout.contains("(queued"), "\(second)")
            let firstID = try #require(try await client.items().first { $0.text == "first" }).id
            let edited = try await client.run(["edit", firstID, "--text", "first, edited"], limit: 20)
            #expect(edited.status == 0, "\(edited)")
            #expect(edited.stdout.contains("(queued"), "\(edited)")

            #expect(backend.count() == requests)
            #expect(backend.server.stats.connections == connections)
            let after = try await client.status()
            #expect(after["pending"] == .int(2))
            #expect(after["next_retry_at"] == .number(nextRetry))
            #expect(try backend.items().isEmpty)
        }
    }
}
