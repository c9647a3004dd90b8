import Foundation
import Testing
import TodoKit

#if canImport(Glibc)
import Glibc
#endif

/// `todo signup`, `login`, `logout` and syncing with a session, against the mock server binary.
@Suite("Accounts end to end")
struct AccountEndToEndTests {
    static let password = "correct horse battery"

    @Test("signup stores a 0600 session kept across invocations; changes go to the account's list")
    func signupAndSync() async throws {
        let mock = try await AccountMock()
        let box = try AccountSandbox(mock: mock)
        let signup = try box.signup("alice", Self.password)
        #expect(signup.status == 0, "\(signup)")
        #expect(signup.stdout.contains("alice"))
        var info = stat()
        #expect(stat(box.sessionPath, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)
        let session = try #require(try box.session())
        #expect(session.username == "alice")
        #expect(session.server == mock.url)

        let add = try box.ok(["add", "Buy milk"])
        #expect(add.stdout.contains("(synced)"), "\(add)")
        try box.ok(["add", "Call Bob"])
        #expect(try box.ok(["whoami"]).stdout.contains("alice"))
        try box.ok(["sync"])
        let texts = Set(try await mock.list(account: "alice").map(\.text))
        #expect(texts == ["Buy milk", "Call Bob"])
        #expect(try box.pending() == 0)
        try expectNoSecrets(box, tokens: [session.accessToken, session.refreshToken])
    }

    @Test("login: right password works, wrong password is 77, an unknown user names signup (77)")
    func loginOutcomes() async throws {
        let mock = try await AccountMock()
        let box = try AccountSandbox(mock: mock)
        #expect(try box.signup("alice", Self.password).status == 0)
        #expect(try box.ok(["logout"]).stdout.contains("logged out alice"))
        #expect(try box.session() == nil)
        #expect(try box.ok(["whoami"]).stdout.contains("not logged in"))

        let wrong = try box.login("alice", "not the password")
        #expect(wrong.status == 77, "\(wrong)")
        #expect(wrong.stderr.contains("wrong password"))
        #expect(try box.session() == nil)

        let unknown = try box.login("bob", Self.password)
        #expect(unknown.status == 77, "\(unknown)")
        #expect(unknown.stderr.contains("todo signup bob"), "\(unknown)")
        #expect(try box.session() == nil)

        let right = try box.login("alice", Self.password)
        #expect(right.status == 0, "\(right)")
        #expect(try box.session()?.username == "alice")

        let taken = try box.signup("alice", Self.password)
        #expect(taken.status == 64, "\(taken)")
        #expect(taken.stderr.contains("taken"))

        // The name is positional (`todo login alice`); `--username alice` is still understood.
        let noName = try box.run(["login", "--password-stdin"], stdin: Self.password + "\n")
        #expect(noName.status == 64, "\(noName)")
        #expect(noName.stderr.contains("`todo signup NAME` or `todo login NAME`"), "\(noName)")
        let twice = try box.run(["login", "bob", "--username", "alice", "--password-stdin"], stdin: Self.password)
        #expect(twice.status == 64, "\(twice)")
        let noTerminal = try box.run(["login", "--username", "alice"])
        #expect(noTerminal.status == 64, "\(noTerminal)")
        #expect(noTerminal.stderr.contains("--password-stdin"))
        try expectNoSecrets(box, tokens: [])
    }

    @Test("a password outside 6-128 characters is refused (64) before any request", arguments: [5, 129])
    func passwordLength(length: Int) async throws {
        let mock = try await AccountMock()
        let box = try AccountSandbox(mock: mock)
        let password = String(repeating: "p", count: length)
        for result in [try box.signup("carol", password), try box.login("carol", password)] {
            #expect(result.status == 64, "\(result)")
            #expect(result.stderr.contains("6 to 128 characters"))
        }
        let (_, lists) = try await mock.request(.get, "/_mock/lists")
        #expect(!lists.contains("carol"), "an account was created: \(lists)")
        // Not even an unreachable server is asked.
        let offline = try box.run(
            ["signup", "--username", "carol", "--password-stdin", "--server", "http://127.0.0.1:9"],
            stdin: password + "\n")
        #expect(offline.status == 64, "\(offline)")
        #expect(try box.signup("carol", String(repeating: "p", count: length < 6 ? 6 : 128)).status == 0)
    }

    @Test("an expired access token is refreshed once, the new tokens saved, and the request repeated")
    func refresh() async throws {
        let mock = try await AccountMock()
        let box = try AccountSandbox(mock: mock)
        #expect(try box.signup("alice", Self.password).status == 0)
        let first = try #require(try box.session())
        try box.ok(["add", "one"])
        try await mock.expire(account: "alice")
        let add = try box.ok(["add", "two"])
        #expect(add.stdout.contains("(synced)"), "\(add)")
        let second = try #require(try box.session())
        #expect(second.accessToken != first.accessToken)
        #expect(second.refreshToken != first.refreshToken)
        try await mock.expire(account: "alice")
        try box.ok(["sync"])
        let third = try #require(try box.session())
        #expect(third.refreshToken != second.refreshToken)
        #expect(Set(try await mock.list(account: "alice").map(\.text)) == ["one", "two"])
        var info = stat()
        #expect(stat(box.sessionPath, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)
        let tokens = [first, second, third].flatMap { [$0.accessToken, $0.refreshToken] }
        try expectNoSecrets(box, tokens: tokens)
    }

    @Test("a failed refresh is exit 77 asking to log in again; every queued change is kept and pushed after login")
    func refreshFailure() async throws {
        let mock = try await AccountMock()
        let box = try AccountSandbox(mock: mock)
        #expect(try box.signup("alice", Self.password).status == 0)
        let first = try #require(try box.session())
        try box.ok(["add", "one"])
        try await mock.expire(account: "alice", refreshTokens: true)
        let add = try box.ok(["add", "two"])
        #expect(add.stdout.contains("queued"), "\(add)")
        let sync = try box.run(["sync"])
        #expect(sync.status == 77, "\(sync)")
        #expect(sync.stderr.contains("log in again"))
        #expect(try box.pending() == 1)
        #expect(try await mock.list(account: "alice").map(\.text) == ["one"])

        #expect(try box.login("alice", Self.password).status == 0)
        let second = try #require(try box.session())
        try box.ok(["sync"])
        #expect(try box.pending() == 0)
        #expect(Set(try await mock.list(account: "alice").map(\.text)) == ["one", "two"])
        try expectNoSecrets(
            box, tokens: [first.accessToken, first.refreshToken, second.accessToken, second.refreshToken])
    }

    @Test("a damaged session file is exit 65 and left as it is; logout removes it")
    func damagedSession() async throws {
        let mock = try await AccountMock()
        let box = try AccountSandbox(mock: mock)
        try FileManager.default.createDirectory(
            atPath: box.sandbox.configHome + "/todo", withIntermediateDirectories: true)
        let garbage = Data("{\"username\":".utf8)
        #expect(FileManager.default.createFile(atPath: box.sessionPath, contents: garbage))
        let sync = try box.run(["sync"])
        #expect(sync.status == 65, "\(sync)")
        #expect(sync.stderr.contains("session"))
        #expect(box.sandbox.bytes(box.sessionPath) == garbage)
        #expect(try box.run(["whoami"]).status == 65)
        try box.ok(["logout"])
        #expect(!FileManager.default.fileExists(atPath: box.sessionPath))
    }

    /// No password or token in any output, nor in the store's files.
    func expectNoSecrets(_ box: AccountSandbox, tokens: [String]) throws {
        let store = box.storeText()
        for secret in [Self.password] + tokens {
            #expect(!box.transcript.contains(secret), "a secret appears in the output")
            #expect(!store.contains(secret), "a secret appears in the store")
        }
    }
}
