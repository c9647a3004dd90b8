import Foundation
import Testing
import TodoNetwork
import TodoSync

@testable import TodoKit
@testable import TodoText

#if canImport(Glibc)
import Glibc
import TodoValues
#endif

@Suite("Session file")
struct SessionStoreTests {
    let directory: String
    let store: SessionStore
    let session = Session(
        server: "http://127.0.0.1:8080", username: "alice", accessToken: "access-SECRET-1",
        refreshToken: "refresh-SECRET-2", expiresAt: 1_900_000_000)

    init() {
        directory = FileManager.default.temporaryDirectory.path + "/todo-session-" + UUID().uuidString.lowercased()
        store = SessionStore(path: directory + "/todo/session.json")
    }

    @Test("the path is in the config directory")
    func path() {
        #expect(SessionStore.defaultPath(environment: ["XDG_CONFIG_HOME": "/x"]) == "/x/todo/session.json")
        #expect(SessionStore.defaultPath(environment: ["HOME": "/h"]) == "/h/.config/todo/session.json")
    }

    @Test("save then load gives the session back; the file is mode 0600; remove forgets it")
    func roundTrip() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try store.load() == nil)
        try store.save(session)
        #expect(try store.load() == session)
        var info = stat()
        #expect(stat(store.path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(try store.remove())
        #expect(try store.load() == nil)
        #expect(try !store.remove())
    }

    @Test("a damaged file is exit 65 and kept byte for byte", arguments: ["", "{", "[]", #"{"username":"a"}"#])
    func damaged(contents: String) throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/todo", withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: store.path, contents: Data(contents.utf8)))
        let error = #expect(throws: TodoError.self) { try store.load() }
        #expect(error?.exitCode == 65)
        #expect(FileManager.default.contents(atPath: store.path) == Data(contents.utf8))
    }

    @Test("printing or dumping a session never shows a token")
    func redacted() {
        var dumped = ""
        dump(session, to: &dumped)
        for text in [session.description, session.debugDescription, String(describing: session), dumped] {
            #expect(!text.contains("SECRET"), "\(text)")
            #expect(text.contains("alice"))
        }
    }

    @Test("new tokens keep the account and set the expiry from now")
    func replacingTokens() {
        let renewed = session.replacingTokens(
            AuthTokens(accessToken: "a2", refreshToken: "r2", expiresIn: 60), now: 1000)
        #expect(renewed.username == "alice")
        #expect(renewed.server == session.server)
        #expect(renewed.accessToken == "a2")
        #expect(renewed.refreshToken == "r2")
        #expect(renewed.expiresAt == 1060)
    }
}

@Suite("Account client checks")
struct AccountClientCheckTests {
    @Test("passwords of 6 to 128 characters pass, others are usage errors", arguments: [0, 5, 6, 128, 129])
    func passwordLength(length: Int) {
        let password = String(repeating: "é", count: length)
        if (6...128).contains(length) {
            #expect(throws: Never.self) { try AccountClient.validate(password: password) }
        } else {
            let error = #expect(throws: TodoError.self) { try AccountClient.validate(password: password) }
            #expect(error?.exitCode == 64)
            #expect(error?.message.contains(password) == false)
        }
    }

    @Test("usernames must be non-empty without spaces", arguments: ["", " ", "a b", "a\tb", "a\nb"])
    func badUsername(name: String) {
        let error = #expect(throws: TodoError.self) { try AccountClient.validate(username: name) }
        #expect(error?.exitCode == 64)
    }

    @Test("no server configured, or offline: a usage error before anything else")
    func noServer() async {
        let store = SessionStore(path: "/nonexistent/session.json")
        var settings = Settings(home: "/nonexistent")
        let error = await #expect(throws: TodoError.self) {
            try await AccountClient(settings: settings, store: store).login(username: "a", password: "123456")
        }
        #expect(error?.exitCode == 64)
        settings.server = "http://127.0.0.1:9"
        settings.offline = true
        let offline = await #expect(throws: TodoError.self) {
            try await AccountClient(settings: settings, store: store).signup(username: "a", password: "123456")
        }
        #expect(offline?.exitCode == 64)
    }
}

@Suite("Session refresh")
struct SessionTokensTests {
    let directory = FileManager.default.temporaryDirectory.path + "/todo-tokens-" + UUID().uuidString.lowercased()
    let old = Session(
        server: "http://127.0.0.1:9", username: "alice", accessToken: "a1", refreshToken: "r1", expiresAt: 0)

    /// An API on a port nothing listens on: any request fails.
    func deadAPI(_ client: HTTPClient) -> TodoAPI {
        TodoAPI(client: client, configuration: TodoAPIConfiguration(baseURL: old.server, timeout: .seconds(2)))
    }

    @Test("tokens another process refreshed meanwhile are taken without a request")
    func adoptsNewerTokens() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = SessionStore(path: directory + "/session.json")
        var newer = old
        newer.accessToken = "a2"
        newer.refreshToken = "r2"
        try store.save(newer)
        let tokens = SessionTokens(session: old, store: store)
        let client = HTTPClient()
        defer { client.shutdown() }
        try await tokens.refresh(using: deadAPI(client))
        #expect(tokens.accessToken == "a2")
        #expect(try store.load() == newer)
    }

    @Test("with the same tokens on file, the refresh asks the server (and fails here, keeping the file)")
    func refreshesOtherwise() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = SessionStore(path: directory + "/session.json")
        try store.save(old)
        let tokens = SessionTokens(session: old, store: store)
        let client = HTTPClient()
        defer { client.shutdown() }
        await #expect(throws: SyncStateMachine.Failure.self) { try await tokens.refresh(using: deadAPI(client)) }
        #expect(tokens.accessToken == "a1")
        #expect(try store.load() == old)
    }
}
