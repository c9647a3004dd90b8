import Foundation
import Testing
import TodoValues

@testable import TodoKit

/// The per-account stores and the moves between the local store and an account's.
@Suite("Account stores")
struct AccountStoresTests {
    let root = FileManager.default.temporaryDirectory.path + "/todo-accounts-" + UUID().uuidString.lowercased()
    let session = Session(
        server: "http://127.0.0.1:8080", username: "alice", accessToken: "a", refreshToken: "r", expiresAt: 0)

    func manager(_ home: String) throws -> DataManager {
        var settings = Settings(home: home)
        settings.fixedNow = 1_741_600_000
        return try DataManager(settings: settings)
    }

    @Test("each account of each server has its own directory; odd names cannot escape it")
    func paths() {
        #expect(AccountStores.home(base: "/h", session: session) == "/h/accounts/127.0.0.1_8080/alice")
        var other = session
        other.username = "../../etc"
        let path = AccountStores.home(base: "/h", session: other)
        #expect(path.hasPrefix("/h/accounts/127.0.0.1_8080/"))
        #expect(!path.dropFirst("/h/accounts/127.0.0.1_8080/".count).contains("/"))
        #expect(!path.hasSuffix("/.."))
        other.username = "bob"
        #expect(AccountStores.home(base: "/h", session: other) != AccountStores.home(base: "/h", session: session))
        other.username = "alice"
        other.server = "http://127.0.0.1:9090"
        #expect(AccountStores.home(base: "/h", session: other) != AccountStores.home(base: "/h", session: session))
    }

    @Test("the account's store is used only when the session belongs to the configured server")
    func settingsChoice() {
        var settings = Settings(home: "/h")
        #expect(AccountStores.settings(settings, session: session).home == "/h")
        settings.server = "http://127.0.0.1:8080"
        #expect(AccountStores.settings(settings, session: nil).home == "/h")
        #expect(AccountStores.settings(settings, session: session).home == "/h/accounts/127.0.0.1_8080/alice")
        settings.server = "http://elsewhere:1"
        #expect(AccountStores.settings(settings, session: session).home == "/h")
    }

    @Test("import moves the local todos into the account as queued creates; the local store ends empty")
    func importLocal() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let local = try manager(root + "/local")
        defer { local.close() }
        let first = try local.add(ItemDraft(text: "one"))
        let second = try local.add(ItemDraft(text: "two"))
        let account = try manager(AccountStores.home(base: root, session: session))
        defer { account.close() }
        #expect(try account.importLocal(from: local) == 2)
        #expect(try local.allItems().isEmpty)
        #expect(try local.state().outbox.isEmpty)
        #expect(try account.allItems().map(\.id) == [first.id, second.id])
        #expect(try account.state().outbox.operations == [.create(first), .create(second)])
        // Again: nothing left to move, nothing duplicated.
        #expect(try account.importLocal(from: local) == 0)
        #expect(try account.state().outbox.count == 2)
    }

    @Test("keep-local copies the account's todos, unqueued; the next login drops the copies the account still has")
    func keepAndReplace() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let local = try manager(root + "/local")
        defer { local.close() }
        let account = try manager(AccountStores.home(base: root, session: session))
        defer { account.close() }
        let kept = try account.add(ItemDraft(text: "still on the server"))
        let gone = try account.add(ItemDraft(text: "deleted on the server"))
        #expect(try account.keepAsLocal(into: local) == 2)
        #expect(Set(try local.allItems().map(\.id)) == [kept.id, gone.id])
        #expect(try local.state().outbox.isEmpty)
        try account.remove(gone.id)
        #expect(try account.dropKeptCopies(in: local) == 1)
        #expect(try local.allItems().map(\.id) == [gone.id])
        #expect(try local.state().outbox.isEmpty)
    }
}
