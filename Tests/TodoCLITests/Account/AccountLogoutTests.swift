import Foundation
import Testing
import TodoKit
import TodoValues

/// `todo logout` with queued changes, and fixed tokens next to sessions.
@Suite("Accounts: logout and fixed tokens")
struct AccountLogoutTests {
    static let password = "correct horse battery"

    @Test("logout pushes queued changes first, then forgets the session")
    func logoutPushes() async throws {
        let mock = try await AccountMock()
        let box = try AccountSandbox(mock: mock)
        #expect(try box.signup("alice", Self.password).status == 0)
        try box.ok(["add", "written offline", "--offline"])
        #expect(try box.pending() == 1)
        let logout = try box.ok(["logout"])
        #expect(logout.stdout.contains("logged out alice"))
        #expect(try box.session() == nil)
        #expect(try box.pending() == 0)
        #expect(try await mock.list(account: "alice").map(\.text) == ["written offline"])
    }

    @Test("logout with changes that cannot be pushed is refused (69) naming how many, unless --force")
    func logoutRefused() async throws {
        let mock = try await AccountMock()
        let box = try AccountSandbox(mock: mock)
        #expect(try box.signup("alice", Self.password).status == 0)
        let first = try #require(try box.session())
        try await mock.expire(account: "alice", refreshTokens: true)
        try box.ok(["add", "one"])
        try box.ok(["add", "two"])
        let refused = try box.run(["logout"])
        #expect(refused.status == 69, "\(refused)")
        #expect(refused.stderr.contains("2 queued changes"))
        #expect(refused.stderr.contains("--force"))
        #expect(try box.session() != nil)
        #expect(try box.pending() == 2)

        let forced = try box.run(["logout", "--force", "--json"])
        #expect(forced.status == 0, "\(forced)")
        #expect(try box.session() == nil)
        #expect(try JSONValue.parse(forced.stdout)["queued_kept"] == .number(2))
        #expect(FileManager.default.fileExists(atPath: box.accountHome("alice")), "kept for the next login")
        #expect(try box.texts(of: StoreSelection.localDevice) == ["one", "two"])

        // The next login pushes them; the local copies give way to the account's versions.
        #expect(try box.login("alice", Self.password).status == 0)
        #expect(Set(try await mock.list(account: "alice").map(\.text)) == ["one", "two"])
        #expect(try box.owned().map(\.owner) == ["alice", "alice"])
        #expect(try box.pending() == 0)
        for secret in [Self.password, first.accessToken, first.refreshToken] {
            #expect(!box.transcript.contains(secret), "a secret appears in the output")
        }
    }

    @Test("with no session a fixed token syncs as before; a session for another server is not used")
    func fixedToken() async throws {
        let mock = try await AccountMock(["--token", "fixed-T"])
        let box = try AccountSandbox(mock: mock)
        let add = try box.run(["add", "with the token"], env: ["TODO_TOKEN": "fixed-T"])
        #expect(add.status == 0)
        #expect(add.stdout.contains("(synced)"), "\(add)")
        let elsewhere = Session(
            server: "http://127.0.0.1:9", username: "zed", accessToken: "a", refreshToken: "r", expiresAt: 0)
        try SessionStore(path: box.sessionPath).save(elsewhere)
        #expect(try box.run(["sync"], env: ["TODO_TOKEN": "fixed-T"]).status == 0)
        let (status, body) = try await mock.request(.get, "/_mock/list?token=fixed-T")
        #expect(status == 200)
        #expect(body.contains("with the token"))
    }

    @Test("a session for the configured server wins over a fixed token")
    func sessionWins() async throws {
        let mock = try await AccountMock(["--token", "fixed-T"])
        let box = try AccountSandbox(mock: mock)
        #expect(try box.signup("alice", Self.password).status == 0)
        let add = try box.run(["add", "for alice"], env: ["TODO_TOKEN": "fixed-T"])
        #expect(add.stdout.contains("(synced)"), "\(add)")
        #expect(try await mock.list(account: "alice").map(\.text) == ["for alice"])
        let (_, body) = try await mock.request(.get, "/_mock/list?token=fixed-T")
        #expect(!body.contains("for alice"))
    }
}
