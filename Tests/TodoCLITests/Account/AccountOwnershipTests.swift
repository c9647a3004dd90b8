import Foundation
import Testing
import TodoKit

/// Local Device todos and account todos: separate stores, import at login, keep or wipe at
/// logout, re-login replacing kept copies, two accounts on one device.
@Suite("Accounts: whose todos")
struct AccountOwnershipTests {
    static let password = "correct horse battery"
    static let device = StoreSelection.localDevice

    @Test("a login leaves the device's todos alone unless --import-local; imported, they sync to the account")
    func importLocal() async throws {
        let mock = try await AccountMock()
        let box = try AccountSandbox(mock: mock)
        try box.ok(["add", "local one", "--offline"])
        try box.ok(["add", "local two", "--offline"])

        let declined = try box.signup("alice", Self.password)
        #expect(declined.status == 0, "\(declined)")
        #expect(declined.stderr.contains("2 todos of this device"), "\(declined)")
        #expect(declined.stderr.contains("`todo login alice --import-local` adds them to the account"), "\(declined)")
        #expect(!declined.stderr.contains("log in with"), "\(declined)")
        #expect(try box.texts(of: Self.device) == ["local one", "local two"])
        #expect(try await mock.list(account: "alice").isEmpty)

        // --no-import-local says nothing and imports nothing.
        try box.ok(["logout"])
        let quiet = try box.run(
            ["login", "--username", "alice", "--password-stdin", "--no-import-local"], stdin: Self.password)
        #expect(quiet.status == 0 && !quiet.stderr.contains("of this device"), "\(quiet)")
        #expect(try await mock.list(account: "alice").isEmpty)

        try box.ok(["logout"])
        let accepted = try box.run(
            ["login", "--username", "alice", "--password-stdin", "--import-local"], stdin: Self.password)
        #expect(accepted.status == 0, "\(accepted)")
        #expect(accepted.stdout.contains("2 todos of this device imported into alice's account"), "\(accepted)")
        #expect(!accepted.stderr.contains("imported"), "\(accepted)")
        #expect(Set(try await mock.list(account: "alice").map(\.text)) == ["local one", "local two"])
        #expect(try box.texts(of: "alice") == ["local one", "local two"])
        #expect(try box.texts(of: Self.device).isEmpty)
    }

    @Test("login --json reports the download, the replaced copies, the import and the device's todos left")
    func loginJSONReportsWhatItDid() async throws {
        let mock = try await AccountMock()
        let box = try AccountSandbox(mock: mock)
        try box.ok(["add", "local one", "--offline"])
        try box.ok(["add", "local two", "--offline"])
        let declined = try box.run(
            ["signup", "--username", "alice", "--password-stdin", "--no-import-local", "--json"],
            stdin: Self.password + "\n")
        #expect(declined.status == 0, "\(declined)")
        let first = try JSONValue.parse(declined.stdout)
        #expect(first["username"] == .string("alice"))
        #expect(first["downloaded"] == .bool(true))
        #expect(first["imported"] == .int(0))
        #expect(first["local_items"] == .int(2))
        #expect(first["replaced_copies"] == .int(0))
        #expect(!declined.stdout.contains(Self.password))

        try box.ok(["logout", "--keep-local"])
        let accepted = try box.run(
            ["login", "--username", "alice", "--password-stdin", "--import-local", "--json"],
            stdin: Self.password + "\n")
        #expect(accepted.status == 0, "\(accepted)")
        let second = try JSONValue.parse(accepted.stdout)
        #expect(second["imported"] == .int(2), "\(accepted)")
        #expect(second["local_items"] == .int(0), "\(accepted)")
        #expect(Set(try await mock.list(account: "alice").map(\.text)) == ["local one", "local two"])
    }

    @Test("add --local while logged in stays on the device; list, show and status say whose each todo is")
    func addLocal() async throws {
        let mock = try await AccountMock()
        let box = try AccountSandbox(mock: mock)
        #expect(try box.signup("alice", Self.password).status == 0)
        let shared = try box.ok(["add", "shared"])
        #expect(shared.stdout.contains("(synced)"), "\(shared)")
        let mine = try box.ok(["add", "private", "--local"])
        #expect(mine.stdout.contains("Local Device"), "\(mine)")
        try box.ok(["sync"])
        #expect(try await mock.list(account: "alice").map(\.text) == ["shared"])

        let owned = try box.owned()
        #expect(Set(owned.map { "\($0.text)/\($0.owner)" }) == ["shared/alice", "private/\(Self.device)"])
        let local = try #require(owned.first { $0.text == "private" })
        let listed = try box.ok(["list"]).stdout
        #expect(listed.contains("private  · Local Device"), "\(listed)")
        #expect(!listed.contains("shared  ·"), "\(listed)")
        #expect(try box.ok(["show", String(local.id.prefix(8))]).stdout.contains("owner:       Local Device"))
        let sharedID = try #require(owned.first { $0.text == "shared" }).id
        #expect(try box.ok(["show", sharedID]).stdout.contains("owner:       alice"))

        // Changes by prefix reach whichever store holds the todo; the local one is never pushed.
        try box.ok(["done", String(local.id.prefix(8))])
        try box.ok(["sync"])
        #expect(try await mock.list(account: "alice").map(\.text) == ["shared"])

        let status = try box.ok(["status"]).stdout
        #expect(status.contains("account:     alice, logged in (and 1 Local Device todo)"), "\(status)")
        let json = try JSONValue.parse(try box.ok(["status", "--json"]).stdout)
        #expect(json["account"] == .string("alice"))
        #expect(json["local_items"] == .number(1))
        #expect(json["items"] == .number(1))

        try box.ok(["logout", "--wipe"])
        let after = try JSONValue.parse(try box.ok(["status", "--json"]).stdout)
        #expect(after["account"] == .null)
        #expect(try box.run(["add", "x", "--local"]).status == 64, "--local without a login, with a server")
    }

    @Test("logout --wipe removes the account's todos from the device, --keep-local keeps them as local copies")
    func logoutKeepAndWipe() async throws {
        let mock = try await AccountMock()
        let box = try AccountSandbox(mock: mock)
        #expect(try box.signup("alice", Self.password).status == 0)
        try box.ok(["add", "one"])
        try box.ok(["add", "two"])

        let wiped = try JSONValue.parse(try box.ok(["logout", "--wipe", "--json"]).stdout)
        #expect(wiped["removed"] == .number(2))
        #expect(try box.owned().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: box.accountHome("alice")))
        #expect(Set(try await mock.list(account: "alice").map(\.text)) == ["one", "two"], "the server keeps them")

        #expect(try box.login("alice", Self.password).status == 0)
        #expect(try box.texts(of: "alice") == ["one", "two"])
        let kept = try box.ok(["logout", "--keep-local"])
        #expect(kept.stdout.contains("2 todos kept as Local Device copies"), "\(kept)")
        #expect(try box.texts(of: Self.device) == ["one", "two"])
        #expect(!FileManager.default.fileExists(atPath: box.accountHome("alice")))

        // Without a flag and without a terminal, logout keeps them.
        #expect(try box.login("alice", Self.password).status == 0)
        try box.ok(["add", "three"])
        let plain = try JSONValue.parse(try box.ok(["logout", "--json"]).stdout)
        #expect(plain["kept"] == .number(3))
        #expect(try box.texts(of: Self.device) == ["one", "two", "three"])
    }

    @Test("re-login replaces kept copies with the server's versions; copies deleted on the server stay local")
    func reloginReplacesKeptCopies() async throws {
        let mock = try await AccountMock()
        let phone = try AccountSandbox(mock: mock)
        let laptop = try AccountSandbox(mock: mock)
        #expect(try phone.signup("alice", Self.password).status == 0)
        let edited = try phone.ok(["add", "buy milk", "--json"])
        let gone = try phone.ok(["add", "call bob", "--json"])
        let editedID = try #require(try JSONValue.parse(edited.stdout)["id"]?.string)
        let goneID = try #require(try JSONValue.parse(gone.stdout)["id"]?.string)
        try phone.ok(["logout", "--keep-local"])
        // The kept copy is edited locally; elsewhere the account edits one and deletes the other.
        try phone.ok(["edit", editedID, "--text", "buy milk (phone, logged out)"])
        #expect(try laptop.login("alice", Self.password).status == 0)
        try laptop.ok(["edit", editedID, "--text", "buy oat milk"])
        try laptop.ok(["rm", goneID])

        let again = try phone.login("alice", Self.password)
        #expect(again.status == 0, "\(again)")
        #expect(again.stdout.contains("1 todo kept on this device at an earlier logout replaced"), "\(again)")
        let owned = try phone.owned()
        #expect(owned.filter { $0.id == editedID } == [Owned(id: editedID, text: "buy oat milk", owner: "alice")])
        #expect(owned.filter { $0.id == goneID } == [Owned(id: goneID, text: "call bob", owner: Self.device)])
        #expect(try await mock.list(account: "alice").map(\.text) == ["buy oat milk"])
    }

    @Test("two accounts on one device never mix; the device's store syncs with a fixed token only when logged out")
    func twoAccounts() async throws {
        let mock = try await AccountMock(["--token", "fixed-T"])
        let box = try AccountSandbox(mock: mock)
        #expect(try box.signup("alice", Self.password).status == 0)
        try box.ok(["add", "alice's"])
        try box.ok(["logout", "--wipe"])

        #expect(try box.signup("bob", Self.password).status == 0)
        #expect(try box.owned().isEmpty, "bob sees none of alice's todos")
        try box.ok(["add", "bob's"])
        try box.ok(["logout", "--keep-local"])

        #expect(try box.login("alice", Self.password).status == 0)
        #expect(try box.texts(of: "alice") == ["alice's"])
        #expect(try box.texts(of: Self.device) == ["bob's"], "bob's kept copy is the device's, not alice's")
        try box.ok(["sync"])
        #expect(try await mock.list(account: "alice").map(\.text) == ["alice's"])
        #expect(try await mock.list(account: "bob").map(\.text) == ["bob's"])
        try box.ok(["logout", "--wipe"])

        // Logged out, the device's store syncs with the fixed token: bob's copy, never alice's.
        let token = try box.run(["sync"], env: ["TODO_TOKEN": "fixed-T"])
        #expect(token.status == 0, "\(token)")
        let (_, fixed) = try await mock.request(.get, "/_mock/list?token=fixed-T")
        #expect(fixed.contains("bob's") && !fixed.contains("alice's"), "\(fixed)")
    }

    @Test("logging in to another account without logging out switches stores; the first is kept for its next login")
    func switchWithoutLogout() async throws {
        let mock = try await AccountMock()
        let box = try AccountSandbox(mock: mock)
        #expect(try box.signup("alice", Self.password).status == 0)
        try box.ok(["add", "alice's", "--offline"])
        #expect(try box.signup("bob", Self.password).status == 0)
        #expect(try box.owned().isEmpty, "bob sees none of alice's todos")
        try box.ok(["add", "bob's"])
        #expect(try await mock.list(account: "bob").map(\.text) == ["bob's"])
        #expect(try await mock.list(account: "alice").isEmpty, "alice's queued change never went to bob")

        #expect(try box.login("alice", Self.password).status == 0)
        #expect(try box.texts(of: "alice") == ["alice's"])
        #expect(try await mock.list(account: "alice").map(\.text) == ["alice's"], "pushed at alice's next login")
        #expect(try await mock.list(account: "bob").map(\.text) == ["bob's"])
    }

    @Test("todos synced with a fixed token stay the device's at signup, or join the account with --import-local")
    func fromFixedToken() async throws {
        let mock = try await AccountMock(["--token", "fixed-T"])
        let box = try AccountSandbox(mock: mock)
        for text in ["one", "two"] {
            #expect(try box.run(["add", text], env: ["TODO_TOKEN": "fixed-T"]).stdout.contains("(synced)"))
        }
        #expect(try box.signup("alice", Self.password).status == 0)
        #expect(try box.texts(of: Self.device) == ["one", "two"])
        try box.ok(["logout"])
        let accepted = try box.run(
            ["login", "--username", "alice", "--password-stdin", "--import-local"], stdin: Self.password)
        #expect(accepted.status == 0, "\(accepted)")
        #expect(Set(try await mock.list(account: "alice").map(\.text)) == ["one", "two"])
        #expect(try box.texts(of: "alice") == ["one", "two"])
    }
}

/// The questions asked only on a terminal, answered through a pseudo-terminal.
@Suite("Accounts: questions on a terminal")
struct AccountTerminalTests {
    static let password = "correct horse battery"

    @Test("logout with neither --keep-local nor --wipe asks: no removes the todos, yes keeps them")
    func logoutAsks() async throws {
        let mock = try await AccountMock()
        let box = try AccountSandbox(mock: mock)
        #expect(try box.signup("alice", Self.password).status == 0)
        try box.ok(["add", "one"])
        try box.ok(["add", "two"])

        let no = try box.terminal(["logout"])
        try no.expect("Keep alice's 2 todos on this device as Local Device todos?")
        no.send("n")
        #expect(try no.finish() == 0, "\(no.output)")
        #expect(no.output.contains("2 todos removed from this device"), "\(no.output)")
        #expect(try box.owned().isEmpty)

        #expect(try box.login("alice", Self.password).status == 0)
        let yes = try box.terminal(["logout"])
        try yes.expect("Keep alice's 2 todos")
        yes.send("y")
        #expect(try yes.finish() == 0, "\(yes.output)")
        #expect(try box.texts(of: StoreSelection.localDevice) == ["one", "two"])
    }

    /// A question waits for a person with no store lock held: a cron sync or an `add` meanwhile
    /// succeeds at once (with the lock held they gave up with exit 75), and `clear` then removes
    /// only the todos it asked about.
    @Test("clear asks with no lock held: a sync and an add meanwhile succeed, and only what was asked about goes")
    func clearAsksWithoutTheLock() async throws {
        let mock = try await AccountMock()
        let box = try AccountSandbox(mock: mock)
        #expect(try box.signup("alice", Self.password).status == 0)
        try box.ok(["add", "one"])
        try box.ok(["add", "two"])

        let session = try box.terminal(["clear"])
        try session.expect("Delete 2 todos?")
        let sync = try box.run(["sync"], env: ["TODO_LOCK_TIMEOUT": "1"])
        #expect(sync.status == 0, "\(sync.stdout)\(sync.stderr)")
        let add = try box.run(["add", "three"], env: ["TODO_LOCK_TIMEOUT": "1"])
        #expect(add.status == 0, "\(add.stdout)\(add.stderr)")
        session.send("y")
        #expect(try session.finish() == 0, "\(session.output)")
        #expect(session.output.contains("Removed 2 todos"), "\(session.output)")
        #expect(try box.texts(of: "alice") == ["three"])
    }

    @Test("a login shows the warning of a store it repaired (a torn journal line of the device's store)")
    func loginShowsStoreWarnings() async throws {
        let mock = try await AccountMock()
        let box = try AccountSandbox(mock: mock)
        try box.ok(["add", "local one", "--offline"])
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: box.sandbox.journalPath))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("{\"put\":{\"id\":\"TORN-0001\",\"text\":\"half writ".utf8))
        try handle.close()

        let login = try box.run(
            ["signup", "alice", "--password-stdin", "--import-local"], stdin: Self.password + "\n")
        #expect(login.status == 0, "\(login)")
        #expect(
            login.errorLines.filter { $0.hasPrefix("todo: warning: ") && $0.contains("torn") }.count == 1, "\(login)")
        #expect(try await mock.list(account: "alice").map(\.text) == ["local one"])
    }

    @Test("logout asks with no lock held: a sync meanwhile succeeds")
    func logoutAsksWithoutTheLock() async throws {
        let mock = try await AccountMock()
        let box = try AccountSandbox(mock: mock)
        #expect(try box.signup("alice", Self.password).status == 0)
        try box.ok(["add", "one"])

        let session = try box.terminal(["logout"])
        try session.expect("Keep alice's 1 todo")
        let sync = try box.run(["sync"], env: ["TODO_LOCK_TIMEOUT": "1"])
        #expect(sync.status == 0, "\(sync.stdout)\(sync.stderr)")
        session.send("y")
        #expect(try session.finish() == 0, "\(session.output)")
        #expect(try box.texts(of: StoreSelection.localDevice) == ["one"])
    }

    @Test("login on a terminal: the password without echo, then the offer to import the device's todos")
    func loginOffersImport() async throws {
        let mock = try await AccountMock()
        let box = try AccountSandbox(mock: mock)
        try box.ok(["add", "written before any account", "--offline"])

        // An unknown user is offered signup with the password just typed.
        let session = try box.terminal(["login", "--username", "alice"])
        try session.expect("Password for alice: ")
        session.send(Self.password)
        try session.expect("No account named 'alice'. Create it with this password?")
        session.send("y")
        try session.expect("This device holds 1 todo (Local Device). Import it into alice's account?")
        session.send("y")
        #expect(try session.finish() == 0, "\(session.output)")
        #expect(!session.output.contains(Self.password), "the password was echoed")
        #expect(try await mock.list(account: "alice").map(\.text) == ["written before any account"])
        #expect(try box.texts(of: "alice") == ["written before any account"])
    }

    @Test("signup NAME on a terminal: the password twice, then the offer to import the device's todos")
    func signupOffersImport() async throws {
        let mock = try await AccountMock()
        let box = try AccountSandbox(mock: mock)
        try box.ok(["add", "made before the account", "--offline"])
        let session = try box.terminal(["signup", "carol"])
        try session.expect("Password for carol: ")
        session.send(Self.password)
        try session.expect("Repeat the password: ")
        session.send(Self.password)
        try session.expect("This device holds 1 todo (Local Device). Import it into carol's account?")
        session.send("y")
        #expect(try session.finish() == 0, "\(session.output)")
        #expect(try await mock.list(account: "carol").map(\.text) == ["made before the account"])
    }
}
