import Testing
import TodoMockServer

@Suite("Inspection, expiry over HTTP and reset")
struct InspectionTests {
    @Test("requests are counted by method and status; control requests are not")
    func counts() async throws {
        try await withServer { server in
            try await MockClient.with(server, token: "T1") { client async throws in
                _ = try await client.send(.get, "/list")
                _ = try await client.send(.get, "/list")
                _ = try await client.post(Element.json(id: "a"), revision: 0)
                _ = try await client.post(Element.json(id: "a"), revision: 0)
                _ = try await client.send(.get, "/list/zzz")
                _ = try await client.send(.get, "/_mock/stats")
                _ = try await client.send(.get, "/_mock/lists")
            }
            let stats = server.stats
            #expect(stats.count(method: "GET", status: 200) == 2)
            #expect(stats.count(method: "POST", status: 200) == 1)
            #expect(stats.count(method: "POST", status: 400) == 1)
            #expect(stats.count(method: "GET", status: 404) == 1)
            #expect(stats.count(method: "GET") == 3)
            #expect(stats.count(status: 200) == 3)
            #expect(stats.total == 5)
            let json = try await MockClient.with(server) { try await $0.send(.get, "/_mock/stats") }
            #expect(json.text.contains(#""by_method_status":{"GET 200":2,"GET 404":1,"POST 200":1,"POST 400":1}"#))
            #expect(json.text.contains(#""total":5"#))
        }
    }

    @Test("many requests on one keep-alive connection count as one accepted connection")
    func connections() async throws {
        try await withServer { server in
            try await MockClient.with(server, token: "T1") { client async throws in
                for _ in 0..<25 {
                    #expect(try await client.send(.get, "/list").status == 200)
                }
            }
            #expect(server.stats.connections == 1)
            for _ in 0..<3 {
                _ = try await MockClient.with(server, token: "T1") { try await $0.send(.get, "/list") }
            }
            #expect(server.stats.connections == 4)
            #expect(server.stats.count(method: "GET", status: 200) == 28)
        }
    }

    @Test("DELETE /_mock/stats zeroes the counts")
    func resetCounts() async throws {
        try await withServer { server in
            try await MockClient.with(server, token: "T1") { client async throws in
                _ = try await client.send(.get, "/list")
                let answer = try await client.send(.delete, "/_mock/stats")
                #expect(answer.status == 200)
                #expect(answer.text.contains(#""total":0"#))
            }
            #expect(server.stats.total == 0)
            #expect(server.stats.connections == 0)
        }
    }

    @Test("POST /_mock/expire expires an account's tokens or one token")
    func expireOverHTTP() async throws {
        try await withServer { server in
            try await MockClient.with(server) { client async throws in
                let tokens = try await client.send(
                    .post, "/auth/signup", json: #"{"username":"kim","password":"secret1"}"#
                )
                .decode(TokenReply.self)
                let one = try await client.send(
                    .post, "/_mock/expire", json: #"{"access_token":"\#(tokens.accessToken)"}"#)
                #expect(one.text.contains(#""expired":1"#))
                #expect(
                    try await client.send(.get, "/list", headers: [.authorization: "Bearer \(tokens.accessToken)"])
                        .status == 401)
                let login = try await client.send(
                    .post, "/auth/login", json: #"{"username":"kim","password":"secret1"}"#
                )
                .decode(TokenReply.self)
                let all = try await client.send(
                    .post, "/_mock/expire", json: #"{"account":"kim","refresh_tokens":true}"#)
                #expect(all.status == 200)
                #expect(
                    try await client.send(.get, "/list", headers: [.authorization: "Bearer \(login.accessToken)"])
                        .status == 401)
                let refresh = try await client.send(
                    .post, "/auth/refresh", json: #"{"refresh_token":"\#(login.refreshToken)"}"#)
                #expect(refresh.status == 401)
                #expect(try await client.send(.post, "/_mock/expire", json: #"{"account":"nobody"}"#).status == 404)
                #expect(try await client.send(.post, "/_mock/expire", json: "{}").status == 400)
            }
        }
    }

    @Test("POST /_mock/reset clears faults, restores settings, zeroes counts; with data it forgets lists and accounts")
    func reset() async throws {
        try await withServer(MockServerConfiguration(tokens: ["T1"], failRate: 10)) { server in
            try server.inject(.close, count: nil)
            try server.setFailRate(70)
            try server.write(.add(Element.model(id: "a")), to: .token("T1"))
            try await MockClient.with(server) { client async throws in
                #expect(try await client.send(.get, "/_mock/faults").text.contains(#""fault":"close""#))
                #expect(try await client.send(.post, "/_mock/reset").status == 200)
            }
            #expect(server.queuedFaults.isEmpty)
            #expect(server.settings.failRate == 10)
            #expect(try server.list(of: .token("T1")).revision == 1)
            try await MockClient.with(server) { client async throws in
                _ = try await client.send(.post, "/auth/signup", json: #"{"username":"lee","password":"secret1"}"#)
                #expect(try await client.send(.post, "/_mock/reset", json: #"{"data":true}"#).status == 200)
            }
            #expect(try server.list(of: .token("T1")).revision == 0)
            #expect(server.owners == [.token("T1")])
            #expect(server.stats.total == 0)
        }
    }

    @Test("after a data reset, GET /list shows the new list even at a revision it had before")
    func resetThenReusedRevision() async throws {
        try await withServer { server in
            try server.write(.add(Element.model(id: "before")), to: .token("T1"))
            try await MockClient.with(server, token: "T1") { client async throws in
                #expect(try await client.list().list.map(\.id) == ["before"])
                try server.reset(data: true)
                try server.write(.add(Element.model(id: "after")), to: .token("T1"))
                let list = try await client.list()
                #expect(list.revision == 1)
                #expect(list.list.map(\.id) == ["after"])
            }
        }
    }

    @Test("an unknown control path is 404")
    func unknownControl() async throws {
        try await withServer { server in
            try await MockClient.with(server) { client async throws in
                #expect(try await client.send(.get, "/_mock/nothing").status == 404)
                #expect(try await client.send(.put, "/_mock/faults").status == 404)
            }
        }
    }
}
