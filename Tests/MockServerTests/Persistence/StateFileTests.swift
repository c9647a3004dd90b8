import Foundation
import Testing
import TodoMockServer
import TodoTesting

@Suite("The state file")
struct StateFileTests {
    @Test("lists, revisions, accounts and tokens survive a restart")
    func survivesRestart() async throws {
        let folder = TemporaryDirectory(prefix: "todo-mock-")
        defer { folder.remove() }
        let path = folder.file("state.json")
        let configuration = MockServerConfiguration(tokens: ["T1"], statePath: path)
        let tokens = try await withServer(configuration) { server in
            try await MockClient.with(server, token: "T1") { client async throws in
                _ = try await client.post(Element.json(id: "a"), revision: 0)
                _ = try await client.post(Element.json(id: "b"), revision: 1)
                return try await client.send(.post, "/auth/signup", json: #"{"username":"sam","password":"secret1"}"#)
                    .decode(TokenReply.self)
            }
        }
        #expect(FileManager.default.fileExists(atPath: path))
        try await withServer(configuration) { server in
            try await MockClient.with(server, token: "T1") { client async throws in
                let list = try await client.list()
                #expect(list.revision == 2)
                #expect(list.list.map(\.id) == ["a", "b"])
                let login = try await client.send(
                    .post, "/auth/login", json: #"{"username":"sam","password":"secret1"}"#)
                #expect(login.status == 200)
                let byOldToken = try await client.send(
                    .get, "/list", headers: [.authorization: "Bearer \(tokens.accessToken)"])
                #expect(byOldToken.status == 200)
            }
        }
    }

    @Test("a state file that cannot be read stops the start and is left as it was")
    func corruptFile() async throws {
        let folder = TemporaryDirectory(prefix: "todo-mock-")
        defer { folder.remove() }
        let path = folder.file("state.json")
        try Data("{not json".utf8).write(to: URL(fileURLWithPath: path))
        await #expect(throws: MockServerError.self) {
            try await MockServer.start(MockServerConfiguration(statePath: path))
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{not json")
    }
}
