import HTTPTypes
import Testing
import TodoMockServer

@Suite("Revision rules")
struct RevisionTests {
    @Test("every change bumps the revision by exactly 1; reads do not")
    func bumps() async throws {
        try await withServer { server in
            try await MockClient.with(server, token: "T1") { client async throws in
                var revisions: [Int] = []
                revisions.append(
                    try await client.post(Element.json(id: "a"), revision: 0).decode(ElementReply.self).revision)
                revisions.append(
                    try await client.send(.put, "/list/a", json: #"{"element":\#(Element.json(id: "a"))}"#, revision: 1)
                        .decode(ElementReply.self).revision)
                _ = try await client.list()
                _ = try await client.send(.get, "/list/a")
                revisions.append(
                    try await client.send(.patch, "/list", json: #"{"list":[\#(Element.json(id: "b"))]}"#, revision: 2)
                        .decode(ListReply.self).revision)
                revisions.append(
                    try await client.send(.delete, "/list/b", revision: 3).decode(ElementReply.self).revision)
                #expect(revisions == [1, 2, 3, 4])
                #expect(try await client.list().revision == 4)
                #expect(try await client.list().revision == 4)
            }
        }
    }

    @Test("a stale X-Last-Known-Revision is 400 for every change, and nothing is applied", arguments: [-1, 0, 2, 99])
    func stale(_ known: Int) async throws {
        try await withServer { server in
            try await MockClient.with(server, token: "T1") { client async throws in
                _ = try await client.post(Element.json(id: "a"), revision: 0)
                #expect(
                    try await client.post(Element.json(id: "b"), revision: known).status == (known == 1 ? 200 : 400))
                guard known != 1 else {
                    return
                }
                let put = try await client.send(
                    .put, "/list/a", json: #"{"element":\#(Element.json(id: "a", text: "x"))}"#, revision: known)
                #expect(put.status == 400)
                #expect(try put.decode(ErrorReply.self).message.contains("unsynchronized"))
                #expect(try await client.send(.delete, "/list/a", revision: known).status == 400)
                #expect(try await client.send(.patch, "/list", json: #"{"list":[]}"#, revision: known).status == 400)
                let list = try await client.list()
                #expect(list.revision == 1)
                #expect(list.list == [Element.model(id: "a")])
            }
        }
    }

    @Test("a missing or non-integer X-Last-Known-Revision is 400 for every change")
    func missing() async throws {
        try await withServer { server in
            try await MockClient.with(server, token: "T1") { client async throws in
                _ = try await client.post(Element.json(id: "a"), revision: 0)
                let body = #"{"element":\#(Element.json(id: "b"))}"#
                #expect(try await client.send(.post, "/list", json: body).status == 400)
                #expect(
                    try await client.send(.put, "/list/a", json: #"{"element":\#(Element.json(id: "a"))}"#).status
                        == 400)
                #expect(try await client.send(.delete, "/list/a").status == 400)
                #expect(try await client.send(.patch, "/list", json: #"{"list":[]}"#).status == 400)
                let notANumber: HTTPFields = [HTTPField.Name("X-Last-Known-Revision")!: "one"]
                #expect(try await client.send(.post, "/list", json: body, headers: notANumber).status == 400)
                #expect(try await client.list().revision == 1)
            }
        }
    }

    @Test("a stale revision wins over an unknown id: 400, not 404")
    func staleBeforeNotFound() async throws {
        try await withServer { server in
            try await MockClient.with(server, token: "T1") { client async throws in
                #expect(try await client.send(.delete, "/list/nope", revision: 5).status == 400)
            }
        }
    }
}
