import Foundation
import Testing
import TodoKit

/// A store belongs to one account at most: logins on a store holding other todos need
/// `--import-local`, and a store of an account syncs only with that account's session.
@Suite("Accounts: whose store")
struct AccountStoreOwnerTests {
    static let password = "correct horse battery"

    @Test(
        "local todos: a login without --import-local is refused (64) before any request; with it they go to the account"
    )
    func importLocal() async throws {
        let mock = try AccountMock()
        let box = try AccountSandbox(mock: mock)
        try box.ok(["add", "local one", "--offline"])
        try box.ok(["add", "local two", "--offline"])
        for flags in [[String](), ["--no-import-local"]] {
            let refused = try box.run(
                ["signup", "--username", "alice", "--password-stdin"] + flags, stdin: Self.password)
            #expect(refused.status == 64, "\(refused)")
            #expect(refused.stderr.contains("2 todos"))
            #expect(refused.stderr.contains("--import-local"))
            #expect(try box.session() == nil)
        }
        let (_, lists) = try await mock.request(.get, "/_mock/lists")
        #expect(!lists.contains("alice"), "signup reached the server: \(lists)")

        let accepted = try box.run(
            ["signup", "--username", "alice", "--password-stdin", "--import-local"], stdin: Self.password)
        #expect(accepted.status == 0, "\(accepted)")
        try box.ok(["sync"])
        #expect(Set(try await mock.list(account: "alice").map(\.text)) == ["local one", "local two"])
        // The account's own store: a second login asks nothing.
        try box.ok(["logout"])
        #expect(try box.login("alice", Self.password).status == 0)
    }

    @Test("a store synced with a fixed token is not emptied by a login: refused, or merged with --import-local")
    func fromFixedToken() async throws {
        let mock = try AccountMock(["--token", "fixed-T"])
        let box = try AccountSandbox(mock: mock)
        for text in ["one", "two"] {
            #expect(try box.run(["add", text], env: ["TODO_TOKEN": "fixed-T"]).stdout.contains("(synced)"))
        }
        #expect(try box.signup("alice", Self.password).status == 64)
        let accepted = try box.run(
            ["signup", "--username", "alice", "--password-stdin", "--import-local"], stdin: Self.password)
        #expect(accepted.status == 0, "\(accepted)")
        #expect(try box.run(["sync"], env: ["TODO_TOKEN": "fixed-T"]).status == 0)
        #expect(Set(try box.sandbox.items().map(\.text)) == ["one", "two"])
        #expect(Set(try await mock.list(account: "alice").map(\.text)) == ["one", "two"])
    }

    @Test("two accounts on one device: the store of one never syncs with the other or a fixed token")
    func twoAccounts() async throws {
        let mock = try AccountMock(["--token", "fixed-T"])
        let box = try AccountSandbox(mock: mock)
        #expect(try box.signup("alice", Self.password).status == 0)
        try box.ok(["add", "alice's"])
        try box.ok(["logout"])

        let bob = try box.signup("bob", Self.password)
        #expect(bob.status == 64, "\(bob)")
        #expect(bob.stderr.contains("alice"))
        let token = try box.run(["sync"], env: ["TODO_TOKEN": "fixed-T"])
        #expect(token.status == 64, "\(token)")
        #expect(token.stderr.contains("todo login --username alice"))

        // Bob in a store of his own.
        let bobHome = box.sandbox.root + "/bob-store"
        let own = try box.run(
            ["signup", "--username", "bob", "--password-stdin", "--home", bobHome], stdin: Self.password)
        #expect(own.status == 0, "\(own)")
        try box.ok(["add", "bob's", "--home", bobHome])
        #expect(try await mock.list(account: "bob").map(\.text) == ["bob's"])
        #expect(try await mock.list(account: "alice").map(\.text) == ["alice's"])
        let (_, fixed) = try await mock.request(.get, "/_mock/list?token=fixed-T")
        #expect(!fixed.contains("alice's") && !fixed.contains("bob's"))
    }
}
