import Testing
import TodoMockServer

@Suite("GET, PUT and DELETE /list/{id}")
struct ElementEndpointTests {
    @Test("GET answers the element and the revision")
    func getElement() async throws {
        try await withServer { server in
            try await MockClient.with(server, token: "T1") { client async throws in
                _ = try await client.post(Element.json(id: "a"), revision: 0)
                let answer = try await client.send(.get, "/list/a")
                #expect(answer.status == 200)
                let reply = try answer.decode(ElementReply.self)
                #expect(reply.element == Element.model(id: "a"))
                #expect(reply.revision == 1)
            }
        }
    }

    @Test("a percent-encoded id in the path is decoded")
    func percentEncodedID() async throws {
        try await withServer { server in
            try await MockClient.with(server, token: "T1") { client async throws in
                _ = try await client.post(Element.json(id: "a b"), revision: 0)
                #expect(try await client.send(.get, "/list/a%20b").status == 200)
            }
        }
    }

    @Test("PUT replaces the element and bumps the revision")
    func putReplaces() async throws {
        try await withServer { server in
            try await MockClient.with(server, token: "T1") { client async throws in
                _ = try await client.post(Element.json(id: "a"), revision: 0)
                let answer = try await client.send(
                    .put, "/list/a", json: #"{"element":\#(Element.json(id: "a", text: "Buy oat milk"))}"#, revision: 1)
                #expect(answer.status == 200)
                let reply = try answer.decode(ElementReply.self)
                #expect(reply.element.text == "Buy oat milk")
                #expect(reply.revision == 2)
                #expect(try await client.list().list.map(\.text) == ["Buy oat milk"])
            }
        }
    }

    @Test("PUT whose body id differs from the path id is 400")
    func putMismatch() async throws {
        try await withServer { server in
            try await MockClient.with(server, token: "T1") { client async throws in
                _ = try await client.post(Element.json(id: "a"), revision: 0)
                let answer = try await client.send(
                    .put, "/list/a", json: #"{"element":\#(Element.json(id: "b"))}"#, revision: 1)
                #expect(answer.status == 400)
                let list = try await client.list()
                #expect(list.list.map(\.id) == ["a"])
                #expect(list.revision == 1)
            }
        }
    }

    @Test("DELETE removes the element and answers the removed one")
    func deleteRemoves() async throws {
        try await withServer { server in
            try await MockClient.with(server, token: "T1") { client async throws in
                _ = try await client.post(Element.json(id: "a"), revision: 0)
                _ = try await client.post(Element.json(id: "b"), revision: 1)
                let answer = try await client.send(.delete, "/list/a", revision: 2)
                #expect(answer.status == 200)
                let reply = try answer.decode(ElementReply.self)
                #expect(reply.element == Element.model(id: "a"))
                #expect(reply.revision == 3)
                #expect(try await client.list().list.map(\.id) == ["b"])
            }
        }
    }

    @Test("an unknown id is 404 for GET, PUT and DELETE, and changes nothing")
    func unknownID() async throws {
        try await withServer { server in
            try await MockClient.with(server, token: "T1") { client async throws in
                #expect(try await client.send(.get, "/list/nope").status == 404)
                let put = try await client.send(
                    .put, "/list/nope", json: #"{"element":\#(Element.json(id: "nope"))}"#, revision: 0)
                #expect(put.status == 404)
                #expect(try put.decode(ErrorReply.self).status == "error")
                #expect(try await client.send(.delete, "/list/nope", revision: 0).status == 404)
                #expect(try await client.list().revision == 0)
            }
        }
    }
}
