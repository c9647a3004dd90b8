import Testing
import TodoMockServer

@Suite("GET, PATCH and POST /list")
struct ListEndpointTests {
    @Test("a new token has an empty list at revision 0")
    func emptyList() async throws {
        try await withServer { server in
            let reply = try await MockClient.with(server, token: "T1") { try await $0.list() }
            #expect(reply.status == "ok")
            #expect(reply.list.isEmpty)
            #expect(reply.revision == 0)
        }
    }

    @Test("POST adds the element and answers it with revision + 1")
    func postAdds() async throws {
        try await withServer { server in
            try await MockClient.with(server, token: "T1") { client async throws in
                let answer = try await client.post(Element.json(id: "a"), revision: 0)
                #expect(answer.status == 200)
                #expect(answer.contentType?.hasPrefix("application/json") == true)
                let reply = try answer.decode(ElementReply.self)
                #expect(reply.status == "ok")
                #expect(reply.element == Element.model(id: "a"))
                #expect(reply.revision == 1)
                let list = try await client.list()
                #expect(list.list == [Element.model(id: "a")])
                #expect(list.revision == 1)
            }
        }
    }

    @Test("PATCH replaces the whole list and answers it")
    func patchReplaces() async throws {
        try await withServer { server in
            try await MockClient.with(server, token: "T1") { client async throws in
                _ = try await client.post(Element.json(id: "old"), revision: 0)
                let body = #"{"list":[\#(Element.json(id: "x")),\#(Element.json(id: "y"))]}"#
                let answer = try await client.send(.patch, "/list", json: body, revision: 1)
                #expect(answer.status == 200)
                let reply = try answer.decode(ListReply.self)
                #expect(reply.list.map(\.id) == ["x", "y"])
                #expect(reply.revision == 2)
                #expect(try await client.list().list.map(\.id) == ["x", "y"])
            }
        }
    }

    @Test("PATCH with an empty list empties it")
    func patchEmpty() async throws {
        try await withServer { server in
            try await MockClient.with(server, token: "T1") { client async throws in
                _ = try await client.post(Element.json(id: "a"), revision: 0)
                let answer = try await client.send(.patch, "/list", json: #"{"list":[]}"#, revision: 1)
                #expect(answer.status == 200)
                #expect(try await client.list().list.isEmpty)
            }
        }
    }

    @Test("PATCH with duplicate ids is 400 and changes nothing")
    func patchDuplicates() async throws {
        try await withServer { server in
            try await MockClient.with(server, token: "T1") { client async throws in
                let body = #"{"list":[\#(Element.json(id: "x")),\#(Element.json(id: "x", text: "again"))]}"#
                let answer = try await client.send(.patch, "/list", json: body, revision: 0)
                #expect(answer.status == 400)
                let error = try answer.decode(ErrorReply.self)
                #expect(error.status == "error")
                #expect(error.message.contains("duplicate"))
                let list = try await client.list()
                #expect(list.list.isEmpty)
                #expect(list.revision == 0)
            }
        }
    }

    @Test("POST with an id already present is 400 and changes nothing")
    func postExistingID() async throws {
        try await withServer { server in
            try await MockClient.with(server, token: "T1") { client async throws in
                _ = try await client.post(Element.json(id: "a"), revision: 0)
                let answer = try await client.post(Element.json(id: "a", text: "other"), revision: 1)
                #expect(answer.status == 400)
                let list = try await client.list()
                #expect(list.list == [Element.model(id: "a")])
                #expect(list.revision == 1)
            }
        }
    }

    @Test("a body that is not the endpoint's JSON is 400")
    func malformedBodies() async throws {
        try await withServer { server in
            try await MockClient.with(server, token: "T1") { client async throws in
                #expect(try await client.send(.post, "/list", json: "not json", revision: 0).status == 400)
                #expect(try await client.send(.post, "/list", json: #"{"list":[]}"#, revision: 0).status == 400)
                #expect(try await client.send(.patch, "/list", json: #"{"element":{}}"#, revision: 0).status == 400)
                #expect(try await client.send(.patch, "/list", json: #"{"list":null}"#, revision: 0).status == 400)
                #expect(try await client.send(.post, "/list", revision: 0).status == 400)
                #expect(try await client.list().revision == 0)
            }
        }
    }

    @Test("methods and paths outside the contract are 405 and 404")
    func unknownRoutes() async throws {
        try await withServer { server in
            try await MockClient.with(server, token: "T1") { client async throws in
                #expect(try await client.send(.delete, "/list", revision: 0).status == 405)
                #expect(try await client.send(.get, "/lists").status == 404)
                #expect(try await client.send(.get, "/list/a/b").status == 404)
                #expect(try await client.send(.get, "/auth/login").status == 405)
            }
        }
    }
}
