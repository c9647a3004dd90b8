import Foundation
import TodoKit
import TodoModel
import TodoNetwork
import TodoTesting
import TodoValues

/// The `todo-mock-server` executable on a free loopback port, stopped on deinit: these tests drive
/// two programs, `todo` and the mock, as a user would.
final class AccountMock {
    /// `http://127.0.0.1:PORT`.
    let url: String
    private let server: MockServerProcess
    private let client = HTTPClient()

    struct StartFailed: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts the mock next to the `todo` under test with `arguments` after `--port 0`; returns once
    /// it accepts connections.
    init(_ arguments: [String] = []) async throws {
        let todo = try TodoBinary.require()
        let binary = URL(fileURLWithPath: (todo as NSString).deletingLastPathComponent + "/todo-mock-server")
        let server = try MockServerProcess(
            arguments: ["--host", "127.0.0.1", "--port", "0"] + arguments, binary: binary)
        // The first line is `listening on http://HOST:PORT`; none means it did not start.
        let first = await server.firstLine() ?? ""
        guard first.hasPrefix("listening on http://") else {
            _ = await server.stop()
            throw StartFailed(description: "todo-mock-server did not start: \(first.debugDescription)")
        }
        url = String(first.dropFirst("listening on ".count))
        self.server = server
    }

    deinit {
        client.shutdown()
    }

    /// A control or API request; returns the status and the body.
    @discardableResult
    func request(_ method: HTTPMethod, _ path: String, json: String? = nil) async throws -> (Int, String) {
        var headers: HTTPHeaders = [:]
        if json != nil { headers = ["Content-Type": "application/json"] }
        let request = HTTPRequest(method: method, url: url + path, headers: headers, body: json.map { Data($0.utf8) })
        let response = try await client.execute(request)
        return (response.status, String(decoding: response.body, as: UTF8.self))
    }

    /// The account's list on the server.
    func list(account: String) async throws -> [TodoItem] {
        struct Answer: Decodable { var list: [TodoItem] }
        let (status, body) = try await request(.get, "/_mock/list?account=\(account)")
        guard status == 200 else { throw StartFailed(description: "GET /_mock/list: \(status) \(body)") }
        return try JSONDecoder().decode(Answer.self, from: Data(body.utf8)).list
    }

    /// Expires the account's access tokens (and its refresh tokens too, when asked).
    func expire(account: String, refreshTokens: Bool = false) async throws {
        let body = refreshTokens ? #"{"account":"\#(account)","refresh_tokens":true}"# : #"{"account":"\#(account)"}"#
        let (status, answer) = try await request(.post, "/_mock/expire", json: body)
        guard status == 200 else { throw StartFailed(description: "POST /_mock/expire: \(status) \(answer)") }
    }
}

/// A sandbox whose commands talk to `mock`, collecting every output for the secrets check.
final class AccountSandbox {
    let sandbox: Sandbox
    let mock: AccountMock
    /// Every standard output and error of the commands run so far.
    private(set) var transcript = ""

    init(mock: AccountMock) throws {
        sandbox = try Sandbox()
        sandbox.now = nil
        self.mock = mock
    }

    var sessionPath: String { sandbox.configHome + "/todo/session.json" }

    /// Runs `todo ARGS` against the mock with `stdin`, recording its output.
    @discardableResult
    func run(_ args: [String], stdin: String? = nil, env: [String: String] = [:]) throws -> ProcessResult {
        var extra = ["TODO_SERVER": mock.url, "TODO_MIN_DELAY": "0.05", "TODO_MAX_DELAY": "0.2", "TODO_TIMEOUT": "10"]
        extra.merge(env) { _, new in new }
        let result = try sandbox.run(args, env: extra, stdin: stdin.map { Data($0.utf8) })
        transcript += result.stdout + result.stderr
        return result
    }

    /// Starts `todo ARGS` on a terminal of its own, against the mock.
    func terminal(_ args: [String]) throws -> TerminalSession {
        let env = sandbox.environment([
            "TODO_SERVER": mock.url, "TODO_MIN_DELAY": "0.05", "TODO_MAX_DELAY": "0.2", "TODO_TIMEOUT": "10",
        ])
        return try TerminalSession(args, env: env)
    }

    /// Runs a command that must exit 0.
    @discardableResult
    func ok(_ args: [String], stdin: String? = nil) throws -> ProcessResult {
        let result = try run(args, stdin: stdin)
        guard result.status == 0, !result.signaled else { throw CommandFailed(args: args, result: result) }
        return result
    }

    /// `signup --password-stdin`.
    @discardableResult
    func signup(_ username: String, _ password: String) throws -> ProcessResult {
        try run(["signup", username, "--password-stdin"], stdin: password + "\n")
    }

    /// `login --password-stdin`.
    @discardableResult
    func login(_ username: String, _ password: String) throws -> ProcessResult {
        try run(["login", username, "--password-stdin"], stdin: password + "\n")
    }

    /// The session file, decoded.
    func session() throws -> Session? {
        guard let data = FileManager.default.contents(atPath: sessionPath) else { return nil }
        return try JSONDecoder().decode(Session.self, from: data)
    }

    /// `status --json`'s `pending`.
    func pending() throws -> Int? {
        let status = try JSONValue.parse(try ok(["status", "--json"]).stdout)
        if case .number(let value) = status["pending"] { return Int(value) }
        return nil
    }

    /// Everything the store directory holds, the accounts' stores included, as text.
    func storeText() -> String {
        let files = FileManager.default.subpaths(atPath: sandbox.home) ?? []
        return files.map { String(decoding: sandbox.bytes(sandbox.home + "/" + $0) ?? Data(), as: UTF8.self) }
            .joined(separator: "\n")
    }

    /// `todo list --json` against the mock: each todo's text and owner.
    func owned() throws -> [Owned] {
        try JSONDecoder().decode([Owned].self, from: Data(try ok(["list", "--json"]).stdout.utf8))
    }

    /// The texts `todo list --json` shows for `owner`.
    func texts(of owner: String) throws -> Set<String> {
        Set(try owned().filter { $0.owner == owner }.map(\.text))
    }

    /// The store directory of `username`'s account on the mock.
    func accountHome(_ username: String) -> String {
        let port = URL(string: mock.url)?.port.map { "_\($0)" } ?? ""
        return sandbox.home + "/accounts/127.0.0.1\(port)/\(username)"
    }
}

/// A todo of `list --json` with its owner.
struct Owned: Decodable, Equatable {
    var id: String
    var text: String
    var owner: String
}
