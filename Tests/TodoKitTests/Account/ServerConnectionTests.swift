import Foundation
import Testing
import TodoNetwork
import TodoValues

@testable import TodoKit

/// One connection per command: made once from the settings and the session, the session/server
/// rule in one place, the session file read once.
@Suite("Server connection")
struct ServerConnectionTests {
    let root = FileManager.default.temporaryDirectory.path + "/todo-connection-" + UUID().uuidString.lowercased()
    let server = "http://127.0.0.1:9"

    func session(_ server: String, _ username: String = "alice") -> Session {
        Session(server: server, username: username, accessToken: "a", refreshToken: "r", expiresAt: 0)
    }

    func settings(server: String?, token: String? = nil, offline: Bool = false) -> Settings {
        var settings = Settings(home: root + "/home")
        settings.server = server
        settings.token = token
        settings.offline = offline
        settings.lockTimeout = 1
        return settings
    }

    /// The exit code `body` throws, or `nil` when it does not throw.
    func exitCode(_ body: () throws(TodoError) -> Void) -> Int32? {
        do {
            try body()
            return nil
        } catch {
            return error.exitCode
        }
    }

    @Test func aSessionBelongsOnlyToItsOwnServer() {
        let alice = session(server)
        #expect(alice.belongs(to: server))
        #expect(!alice.belongs(to: "http://127.0.0.1:10"))
        #expect(!alice.belongs(to: nil))
        #expect(alice.isSameAccount(as: session(server)))
        #expect(!alice.isSameAccount(as: session(server, "bob")))
        #expect(!alice.isSameAccount(as: session("http://127.0.0.1:10")))
    }

    @Test func theConnectionUsesTheSessionOnlyForItsServer() {
        let sessions = SessionStore(path: root + "/session.json")
        let own = ServerConnection(settings: settings(server: server), session: session(server), sessions: sessions)
        #expect(own.session == session(server))
        let other = ServerConnection(
            settings: settings(server: "http://127.0.0.1:10"), session: session(server), sessions: sessions)
        #expect(other.session == nil)
        // The selection and its connection decide alike.
        let selection = StoreSelection(settings: settings(server: server), session: session(server), sessions: sessions)
        #expect(selection.isAccount && selection.connection.session == session(server))
        let elsewhere = StoreSelection(
            settings: settings(server: "http://127.0.0.1:10"), session: session(server), sessions: sessions)
        #expect(!elsewhere.isAccount && elsewhere.connection.session == nil)
    }

    @Test func theSyncServerChecksInTheOrderTheyWere() {
        let client = HTTPClient()
        defer { client.shutdown() }
        func code(_ connection: ServerConnection, home: String? = nil) -> Int32? {
            exitCode { () throws(TodoError) in
                _ = try connection.syncServer(home: home ?? root + "/home", interactive: true) { client }
            }
        }
        let sessions = SessionStore(path: root + "/session.json")
        #expect(code(ServerConnection(settings: settings(server: nil, token: "t"), session: nil)) == 64)
        #expect(
            code(ServerConnection(settings: settings(server: server, token: "t", offline: true), session: nil)) == 64)
        #expect(code(ServerConnection(settings: settings(server: server), session: nil)) == 77)
        #expect(code(ServerConnection(settings: settings(server: server, token: "t"), session: nil)) == nil)
        #expect(
            code(ServerConnection(settings: settings(server: server), session: session(server), sessions: sessions))
                == nil)
    }

    @Test func aStoreOfAnAccountSyncsOnlyWithThatAccountsSession() throws {
        let home = root + "/account"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try StoreOwner(session(server)).save(home: home)
        let client = HTTPClient()
        defer { client.shutdown() }
        let sessions = SessionStore(path: root + "/session.json")
        let bob = ServerConnection(
            settings: settings(server: server), session: session(server, "bob"), sessions: sessions)
        let token = ServerConnection(settings: settings(server: server, token: "t"), session: nil)
        let alice = ServerConnection(settings: settings(server: server), session: session(server), sessions: sessions)
        for (connection, expected) in [(bob, Int32(64)), (token, 64), (alice, nil)] {
            let code = exitCode { () throws(TodoError) in
                _ = try connection.syncServer(home: home, interactive: false) { client }
            }
            #expect(code == expected)
        }
    }

    @Test func theSessionFileIsReadOnlyWhereARequestCanBeMade() throws {
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let sessions = SessionStore(path: root + "/session.json")
        try Data("{ damaged".utf8).write(to: URL(fileURLWithPath: sessions.path))
        #expect(
            exitCode { () throws(TodoError) in
                _ = try ServerConnection.load(settings: settings(server: nil), sessions: sessions)
            } == nil)
        #expect(
            exitCode { () throws(TodoError) in
                _ = try ServerConnection.load(settings: settings(server: server, offline: true), sessions: sessions)
            } == nil)
        #expect(
            exitCode { () throws(TodoError) in
                _ = try ServerConnection.load(settings: settings(server: server), sessions: sessions)
            } == 65)
    }

    @Test func aCommandsStoreSyncsThroughTheConnectionItWasGivenWithoutReadingTheFileAgain() throws {
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let sessions = SessionStore(path: root + "/session.json")
        let selection = StoreSelection(settings: settings(server: server), session: session(server), sessions: sessions)
        // The file changes after the command read it: the command goes on with what it read.
        try Data("{ damaged".utf8).write(to: URL(fileURLWithPath: sessions.path))
        let coordinator = Coordinator(selection: selection)
        let (api, canRefresh) = try coordinator.withPrimary { manager throws(TodoError) in
            try manager.syncServer(interactive: true)
        }
        #expect(canRefresh && (api as? TodoAPISyncServer)?.session?.session == session(server))
    }
}
