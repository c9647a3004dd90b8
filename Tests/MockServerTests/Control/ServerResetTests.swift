import Testing
import TodoMockServer

@Suite("Server reset and restore from backup")
struct ServerResetTests {
    @Test("forget empties one owner's list and sets its revision back to 0, as a restarted memory-only server")
    func forget() async throws {
        try await withServer { server in
            try server.write(.add(Element.model(id: "a")), to: .token("T1"))
            try server.write(.add(Element.model(id: "b")), to: .token("T1"))
            try server.write(.add(Element.model(id: "t2")), to: .token("T2"))
            try await MockClient.with(server, token: "T1") { client async throws in
                // Warms the GET /list answer cache at revision 2.
                #expect(try await client.list().list.map(\.id) == ["a", "b"])
            }
            let forgotten = try server.forget(.token("T1"))
            #expect(forgotten == MockList())
            #expect(try server.list(of: .token("T1")) == MockList())
            #expect(try server.list(of: .token("T2")).elements.map(\.id) == ["t2"])
            try await MockClient.with(server, token: "T1") { client async throws in
                let empty = try await client.list()
                #expect(empty.revision == 0)
                #expect(empty.list.isEmpty)
                // The old revision is stale now; 0 is the current one.
                #expect(try await client.post(Element.json(id: "c"), revision: 2).status == 400)
                #expect(try await client.post(Element.json(id: "c"), revision: 0).status == 200)
                #expect(try await client.post(Element.json(id: "d"), revision: 1).status == 200)
                // Revision 2 again, with another list: not the cached answer of the first revision 2.
                let again = try await client.list()
                #expect(again.revision == 2)
                #expect(again.list.map(\.id) == ["c", "d"])
            }
            #expect(throws: MockServerError.unknownOwner(.token("T9"))) { try server.forget(.token("T9")) }
        }
    }

    @Test("restore puts a named backup back, revision included, so the revision goes down (5 → 3)")
    func restore() async throws {
        try await withServer { server in
            for id in ["a", "b", "c"] {
                try server.write(.add(Element.model(id: id)), to: .token("T1"))
            }
            let saved = try server.backup(.token("T1"), as: "nightly")
            #expect(saved.revision == 3)
            try server.write(.add(Element.model(id: "d")), to: .token("T1"))
            try server.write(.delete(id: "a"), to: .token("T1"))
            #expect(try server.list(of: .token("T1")).revision == 5)
            try await MockClient.with(server, token: "T1") { client async throws in
                #expect(try await client.list().revision == 5)
            }

            let restored = try server.restore(.token("T1"), from: "nightly")
            #expect(restored == saved)
            #expect(try server.list(of: .token("T1")) == saved)
            try await MockClient.with(server, token: "T1") { client async throws in
                let list = try await client.list()
                #expect(list.revision == 3)
                #expect(list.list.map(\.id) == ["a", "b", "c"])
                #expect(try await client.post(Element.json(id: "e"), revision: 5).status == 400)
                #expect(try await client.post(Element.json(id: "e"), revision: 3).status == 200)
                // Revision 4 again, with another list than the first revision 4.
                #expect(try await client.list().list.map(\.id) == ["a", "b", "c", "e"])
            }
            // A backup can be restored again; it is a copy, untouched by later changes.
            #expect(try server.restore(.token("T1"), from: "nightly").revision == 3)
            // Backups are per owner and by name.
            #expect(throws: MockServerError.self) { try server.restore(.token("T2"), from: "nightly") }
            #expect(throws: MockServerError.self) { try server.restore(.token("T1"), from: "weekly") }
            #expect(throws: MockServerError.self) { try server.backup(.token("T1"), as: "") }
            #expect(throws: MockServerError.unknownOwner(.token("T9"))) { try server.backup(.token("T9"), as: "x") }
        }
    }

    @Test("POST /_mock/forget, /_mock/backup and /_mock/restore do the same over HTTP")
    func overHTTP() async throws {
        try await withServer { server in
            try await MockClient.with(server) { client async throws in
                for id in ["a", "b"] {
                    _ = try await client.send(
                        .post, "/_mock/list?token=T1", json: #"{"add":\#(Element.json(id: id))}"#)
                }
                let backup = try await client.send(.post, "/_mock/backup?token=T1", json: #"{"name":"b1"}"#)
                #expect(backup.status == 200)
                #expect(try backup.decode(ListReply.self).revision == 2)
                _ = try await client.send(.post, "/_mock/list?token=T1", json: #"{"delete":"a"}"#)
                _ = try await client.send(.post, "/_mock/list?token=T1", json: #"{"delete":"b"}"#)
                _ = try await client.send(.post, "/_mock/list?token=T1", json: #"{"add":\#(Element.json(id: "c"))}"#)

                let restore = try await client.send(.post, "/_mock/restore?token=T1", json: #"{"name":"b1"}"#)
                #expect(restore.status == 200)
                let restored = try restore.decode(ListReply.self)
                #expect(restored.revision == 2)
                #expect(restored.list.map(\.id) == ["a", "b"])

                let forget = try await client.send(.post, "/_mock/forget?token=T1")
                #expect(forget.status == 200)
                #expect(try forget.decode(ListReply.self).revision == 0)
                #expect(try await client.send(.get, "/_mock/list?token=T1").decode(ListReply.self).list.isEmpty)

                #expect(try await client.send(.post, "/_mock/restore?token=T1", json: #"{"name":"b9"}"#).status == 400)
                #expect(try await client.send(.post, "/_mock/backup?token=T1", json: "{}").status == 400)
                #expect(try await client.send(.post, "/_mock/backup", json: #"{"name":"b1"}"#).status == 400)
                #expect(try await client.send(.post, "/_mock/forget?token=T9").status == 404)
            }
            // The backup survived the forget.
            #expect(try server.restore(.token("T1"), from: "b1").elements.map(\.id) == ["a", "b"])
        }
    }

    @Test("reset with data forgets the backups too")
    func resetForgetsBackups() async throws {
        try await withServer { server in
            try server.write(.add(Element.model(id: "a")), to: .token("T1"))
            try server.backup(.token("T1"), as: "b1")
            try server.reset(data: true)
            #expect(throws: MockServerError.self) { try server.restore(.token("T1"), from: "b1") }
        }
    }
}
