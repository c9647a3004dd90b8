import Testing
import TodoMockServer

@Suite("The concurrent writer")
struct WriterTests {
    @Test("add, edit, delete and replace each bump the revision by 1; the client's old revision is then stale")
    func inProcess() async throws {
        try await withServer { server in
            var revisions: [Int] = []
            revisions.append(try server.write(.add(Element.model(id: "a")), to: .token("T1")).revision)
            revisions.append(try server.write(.edit(Element.model(id: "a", text: "edited")), to: .token("T1")).revision)
            revisions.append(try server.write(.add(Element.model(id: "b")), to: .token("T1")).revision)
            revisions.append(try server.write(.delete(id: "a"), to: .token("T1")).revision)
            let replaced = try server.write(
                .replace([Element.model(id: "x"), Element.model(id: "y")]), to: .token("T1"))
            revisions.append(replaced.revision)
            #expect(revisions == [1, 2, 3, 4, 5])
            #expect(replaced.elements.map(\.id) == ["x", "y"])
            try await MockClient.with(server, token: "T1") { client async throws in
                #expect(try await client.post(Element.json(id: "c"), revision: 4).status == 400)
                let list = try await client.list()
                #expect(list.revision == 5)
                #expect(list.list.map(\.id) == ["x", "y"])
            }
        }
    }

    @Test("the writer refuses what the contract refuses, and unknown owners")
    func refusals() async throws {
        try await withServer { server in
            try server.write(.add(Element.model(id: "a")), to: .token("T1"))
            #expect(throws: MockServerError.idExists("a")) {
                try server.write(.add(Element.model(id: "a")), to: .token("T1"))
            }
            #expect(throws: MockServerError.notFound("z")) {
                try server.write(.edit(Element.model(id: "z")), to: .token("T1"))
            }
            #expect(throws: MockServerError.notFound("z")) { try server.write(.delete(id: "z"), to: .token("T1")) }
            #expect(throws: MockServerError.duplicateID("d")) {
                try server.write(.replace([Element.model(id: "d"), Element.model(id: "d")]), to: .token("T1"))
            }
            #expect(throws: MockServerError.self) { try server.write(.add(Element.model(id: "")), to: .token("T1")) }
            #expect(throws: MockServerError.unknownOwner(.token("T9"))) {
                try server.write(.add(Element.model(id: "q")), to: .token("T9"))
            }
            #expect(throws: MockServerError.unknownOwner(.account("zed"))) { try server.list(of: .account("zed")) }
            #expect(try server.list(of: .token("T1")).revision == 1)
            // A refused write leaves the list as it was (it is changed in place, not copied).
            #expect(try server.list(of: .token("T1")).elements == [Element.model(id: "a")])
        }
    }

    @Test("POST /_mock/list writes to a token's or an account's list; GET /_mock/list and /_mock/lists show them")
    func overHTTP() async throws {
        try await withServer { server in
            try await MockClient.with(server) { client async throws in
                let add = try await client.send(
                    .post, "/_mock/list?token=T1", json: #"{"add":\#(Element.json(id: "a"))}"#)
                #expect(add.status == 200)
                #expect(try add.decode(ListReply.self).revision == 1)
                let edit = try await client.send(
                    .post, "/_mock/list?token=T1", json: #"{"edit":\#(Element.json(id: "a", text: "edited"))}"#)
                #expect(try edit.decode(ListReply.self).list.map(\.text) == ["edited"])
                let delete = try await client.send(.post, "/_mock/list?token=T1", json: #"{"delete":"a"}"#)
                #expect(try delete.decode(ListReply.self).revision == 3)
                let replace = try await client.send(
                    .post, "/_mock/list?token=T2", json: #"{"replace":[\#(Element.json(id: "r"))]}"#)
                #expect(try replace.decode(ListReply.self).list.map(\.id) == ["r"])

                _ = try await client.send(.post, "/auth/signup", json: #"{"username":"ann","password":"secret1"}"#)
                let account = try await client.send(
                    .post, "/_mock/list?account=ann", json: #"{"add":\#(Element.json(id: "n"))}"#)
                #expect(account.status == 200)

                let shown = try await client.send(.get, "/_mock/list?token=T1").decode(ListReply.self)
                #expect(shown.revision == 3)
                #expect(shown.list.isEmpty)
                let lists = try await client.send(.get, "/_mock/lists")
                #expect(lists.status == 200)
                #expect(lists.text.contains(#"{"count":0,"revision":3,"token":"T1"}"#))
                #expect(lists.text.contains(#"{"count":1,"revision":1,"token":"T2"}"#))
                #expect(lists.text.contains(#"{"account":"ann","count":1,"revision":1}"#))

                #expect(try await client.send(.post, "/_mock/list?token=T1", json: #"{"delete":"a"}"#).status == 404)
                #expect(try await client.send(.post, "/_mock/list?token=T9", json: #"{"delete":"a"}"#).status == 404)
                #expect(try await client.send(.get, "/_mock/list").status == 400)
                #expect(try await client.send(.post, "/_mock/list?token=T1", json: "{}").status == 400)
                let two = #"{"delete":"a","add":\#(Element.json(id: "b"))}"#
                #expect(try await client.send(.post, "/_mock/list?token=T1", json: two).status == 400)
            }
            #expect(try server.list(of: .account("ann")).elements.map(\.id) == ["n"])
            #expect(server.owners == [.token("T1"), .token("T2"), .account("ann")])
        }
    }
}
