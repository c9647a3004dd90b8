import Foundation
import Testing
import TodoKit
import TodoMockServer
import TodoModel
import TodoSync
import TodoTesting

/// The mock server of one test, in this process, on 127.0.0.1 and a free port.
struct MockBackend {
    static let token = "sync-e2e-token"

    let server: MockServer

    var owner: MockOwner { .token(Self.token) }
    var baseURL: String { server.baseURL }

    /// Runs `body` against a fresh mock that knows the fixed token ``token``, then stops it; `seed`
    /// fixes the mock's random fails and latency.
    static func with<T>(
        seed: UInt64 = UInt64.random(in: .min ... .max), _ body: (MockBackend) async throws -> T
    ) async throws -> T {
        try await withMockServer(MockServerConfiguration(tokens: [token], seed: seed)) { server in
            try await body(MockBackend(server: server))
        }
    }

    /// The server's list, as client items.
    func items() throws -> [TodoItem] {
        try server.list(of: owner).elements.map { try TodoItem($0) }
    }

    /// The server's revision.
    func revision() throws -> Int {
        try server.list(of: owner).revision
    }

    /// The concurrent writer: another device adds `item` to the list.
    func add(_ item: TodoItem) throws {
        try server.write(.add(try MockElement(item)), to: owner)
    }

    /// The concurrent writer: another device replaces the item with `item`'s id.
    func edit(_ item: TodoItem) throws {
        try server.write(.edit(try MockElement(item)), to: owner)
    }

    /// The concurrent writer: another device deletes the item.
    func delete(_ id: String) throws {
        try server.write(.delete(id: id), to: owner)
    }

    /// Answered API requests with this method and/or status.
    func count(_ method: String? = nil, _ status: Int? = nil) -> Int {
        server.stats.count(method: method, status: status)
    }
}

/// One device: a sandboxed store whose `todo` syncs with a ``MockBackend``, on fast retry schedules.
final class SyncClient {
    let sandbox: Sandbox
    /// Added to every command's environment (after the sandbox's own).
    var env: [String: String]

    init(server: String, token: String = MockBackend.token, env extra: [String: String] = [:]) throws {
        sandbox = try Sandbox()
        env = [
            "TODO_SERVER": server,
            "TODO_TOKEN": token,
            "TODO_MIN_DELAY": "0.02",
            "TODO_MAX_DELAY": "0.2",
            "TODO_JITTER": "0",
            // The usual client timeout: on a loaded machine (the full suite on 2 cores) a request can
            // take seconds, and a shorter one made tests that test no timeout flaky. A test that holds
            // requests (`.hang`, `.trickle`) sets its own short timeout.
            "TODO_TIMEOUT": "10",
        ]
        env.merge(extra) { _, new in new }
    }

    /// "now" for the items this device creates and edits (`TODO_NOW`).
    var now: Int64? {
        get { sandbox.now }
        set { sandbox.now = newValue }
    }

    /// Runs `todo ARGS`; a run still going after `limit` seconds is killed (and shows as signalled).
    func run(_ args: [String], env extra: [String: String] = [:], limit: Double = 45) async throws -> ProcessResult {
        try await TodoProcess.run(args, env: sandbox.environment(env.merging(extra) { _, new in new }), limit: limit)
    }

    /// Starts `todo ARGS` without waiting; finish it with ``Subprocess/finished(limit:)``.
    func start(_ args: [String], env extra: [String: String] = [:]) throws -> Subprocess {
        try TodoProcess.start(args, env: sandbox.environment(env.merging(extra) { _, new in new }))
    }

    /// Runs `todo ARGS`, which must exit 0.
    @discardableResult
    func ok(_ args: [String], env extra: [String: String] = [:]) async throws -> ProcessResult {
        let result = try await run(args, env: extra)
        guard result.status == 0, !result.signaled else { throw CommandFailed(args: args, result: result) }
        return result
    }

    /// Runs `todo ARGS --json`, which must exit 0, and decodes the element it prints.
    func element(_ args: [String], env extra: [String: String] = [:]) async throws -> TodoItem {
        try JSONDecoder().decode(TodoItem.self, from: Data(try await ok(args + ["--json"], env: extra).stdout.utf8))
    }

    /// `todo list --json`, decoded.
    func items() async throws -> [TodoItem] {
        try JSONDecoder().decode([TodoItem].self, from: Data(try await ok(["list", "--json"]).stdout.utf8))
    }

    /// `todo status --json`.
    func status() async throws -> JSONValue {
        try JSONValue.parse(try await ok(["status", "--json"]).stdout)
    }

    /// `todo conflicts --json`, raw and decoded.
    func conflicts() async throws -> (raw: JSONValue, records: [ConflictRecord]) {
        let text = try await ok(["conflicts", "--json"]).stdout
        return (try JSONValue.parse(text), try JSONDecoder().decode([ConflictRecord].self, from: Data(text.utf8)))
    }

    /// `todo sync --json` (plus `args`), decoded; the exit status beside it.
    func syncReport(_ args: [String] = [], env extra: [String: String] = [:]) async throws -> (
        result: ProcessResult, report: JSONValue?
    ) {
        let result = try await run(["sync", "--json"] + args, env: extra)
        return (result, try? JSONValue.parse(result.stdout))
    }
}

/// A todo written by "another device", for the concurrent writer.
func phoneItem(_ id: String, text: String, done: Bool = false, createdAt: Int64 = Clock.now, changedAt: Int64? = nil)
    -> TodoItem
{
    TodoItem.fixture(id, text: text, done: done, createdAt: createdAt, changedAt: changedAt, by: "phone")
}

extension JSONValue {
    /// `.number(Double(value))`, for comparing integers in JSON.
    static func int(_ value: Int) -> JSONValue { .number(Double(value)) }
}

/// Whether a run ended by itself (not by a signal, in particular not by a crash or the watchdog).
func exitedNormally(_ result: ProcessResult) -> Bool {
    !result.signaled && !result.stderr.contains("Fatal error")
}

/// Each item's text by id (a repeated id keeps its last text; compare counts to catch one).
func textsByID(_ items: [TodoItem]) -> [String: String] {
    Dictionary(items.map { ($0.id, $0.text) }, uniquingKeysWith: { _, last in last })
}
