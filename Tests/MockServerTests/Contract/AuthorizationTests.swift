import HTTPTypes
import Testing
import TodoMockServer

@Suite("Authorization and per-token lists")
struct AuthorizationTests {
    @Test("a missing, unknown or malformed Authorization is 401 on every /list endpoint")
    func unauthorized() async throws {
        try await withServer { server in
            try await MockClient.with(server) { client async throws in
                let cases: [HTTPFields] = [
                    [:], [.authorization: "Bearer nope"], [.authorization: "Basic T1"], [.authorization: "T1"],
                    [.authorization: "Bearer "],
                ]
                for headers in cases {
                    #expect(try await client.send(.get, "/list", headers: headers).status == 401)
                    #expect(try await client.send(.get, "/list/a", headers: headers).status == 401)
                    #expect(try await client.post(Element.json(id: "a"), revision: 0, headers: headers).status == 401)
                    #expect(try await client.send(.delete, "/list/a", revision: 0, headers: headers).status == 401)
                    let patch = try await client.send(
                        .patch, "/list", json: #"{"list":[]}"#, revision: 0, headers: headers)
                    #expect(patch.status == 401)
                    #expect(try patch.decode(ErrorReply.self).status == "error")
                }
            }
            #expect(try server.list(of: .token("T1")).revision == 0)
        }
    }

    @Test("Bearer and OAuth both work, the scheme in any case")
    func schemes() async throws {
        try await withServer { server in
            try await MockClient.with(server) { client async throws in
                for value in ["Bearer T1", "OAuth T1", "bearer T1", "OAUTH T1"] {
                    #expect(try await client.send(.get, "/list", headers: [.authorization: value]).status == 200)
                }
            }
        }
    }

    @Test("each fixed token has its own list and revision")
    func isolation() async throws {
        try await withServer { server in
            try await MockClient.with(server, token: "T1") { client async throws in
                _ = try await client.post(Element.json(id: "a"), revision: 0)
                _ = try await client.post(Element.json(id: "b"), revision: 1)
            }
            try await MockClient.with(server, token: "T2") { client async throws in
                let list = try await client.list()
                #expect(list.list.isEmpty)
                #expect(list.revision == 0)
                #expect(try await client.send(.get, "/list/a").status == 404)
                #expect(try await client.post(Element.json(id: "a"), revision: 0).status == 200)
            }
            #expect(try server.list(of: .token("T1")).revision == 2)
            #expect(try server.list(of: .token("T2")).revision == 1)
        }
    }
}
