import Testing
import TodoMockServer

@Suite("Scripted statuses and random 500s")
struct StatusFaultTests {
    @Test("a script [500, 500, 200]: two 500s that apply nothing, then the request goes through")
    func script() async throws {
        try await withServer { server in
            try server.script(statuses: [500, 500, 200])
            try await MockClient.with(server, token: "T1") { client async throws in
                let first = try await client.post(Element.json(id: "a"), revision: 0)
                #expect(first.status == 500)
                #expect(try first.decode(ErrorReply.self).status == "error")
                #expect(try server.list(of: .token("T1")).revision == 0)
                #expect(try await client.post(Element.json(id: "a"), revision: 0).status == 500)
                #expect(try await client.post(Element.json(id: "a"), revision: 0).status == 200)
                #expect(try await client.post(Element.json(id: "b"), revision: 1).status == 200)
            }
            #expect(try server.list(of: .token("T1")).revision == 2)
            #expect(server.stats.count(method: "POST", status: 500) == 2)
        }
    }

    @Test("a scripted 4xx or 503 is answered as such and applies nothing")
    func otherStatuses() async throws {
        try await withServer { server in
            try await MockClient.with(server) { client async throws in
                let answer = try await client.send(
                    .post, "/_mock/faults", json: #"{"fault":"status","status":503,"count":2}"#)
                #expect(answer.status == 200)
                #expect(
                    try await client.send(.post, "/_mock/faults", json: #"{"fault":"status","statuses":[404]}"#).status
                        == 200)
            }
            try await MockClient.with(server, token: "T1") { client async throws in
                #expect(try await client.post(Element.json(id: "a"), revision: 0).status == 503)
                #expect(try await client.send(.get, "/list").status == 503)
                #expect(try await client.send(.patch, "/list", json: #"{"list":[]}"#, revision: 0).status == 404)
                #expect(try await client.send(.get, "/list").status == 200)
            }
            #expect(try server.list(of: .token("T1")).revision == 0)
        }
    }

    @Test("faults in the list scope leave /auth alone, and faults in the auth scope leave /list alone")
    func scopes() async throws {
        try await withServer { server in
            try server.inject(.status(500), count: 1)
            try server.inject(.status(502), count: 1, scope: .auth)
            try await MockClient.with(server) { client async throws in
                let signup = try await client.send(
                    .post, "/auth/signup", json: #"{"username":"a","password":"secret1"}"#)
                #expect(signup.status == 502)
                let retry = try await client.send(
                    .post, "/auth/signup", json: #"{"username":"a","password":"secret1"}"#)
                #expect(retry.status == 201)
                #expect(try await client.send(.get, "/list", headers: [.authorization: "Bearer T1"]).status == 500)
                #expect(try await client.send(.get, "/list", headers: [.authorization: "Bearer T1"]).status == 200)
            }
        }
    }

    @Test("a fault in the changes scope leaves reads alone")
    func changesScope() async throws {
        try await withServer { server in
            try server.inject(.status(500), count: 1, scope: .changes)
            try await MockClient.with(server, token: "T1") { client async throws in
                #expect(try await client.send(.get, "/list").status == 200)
                #expect(try await client.post(Element.json(id: "a"), revision: 0).status == 500)
                #expect(try await client.post(Element.json(id: "a"), revision: 0).status == 200)
            }
        }
    }

    @Test("fail rate 100 answers every API request 500 and applies nothing; 0 none")
    func failRate() async throws {
        try await withServer(MockServerConfiguration(tokens: ["T1"], failRate: 100)) { server in
            try await MockClient.with(server, token: "T1") { client async throws in
                for _ in 0..<20 {
                    #expect(try await client.post(Element.json(id: "a"), revision: 0).status == 500)
                }
                #expect(try await client.send(.get, "/_mock/stats").status == 200)
                try server.setFailRate(0)
                #expect(try await client.post(Element.json(id: "a"), revision: 0).status == 200)
            }
            #expect(server.stats.count(method: "POST", status: 500) == 20)
        }
    }

    @Test("PATCH /_mock/settings sets the fail rate and the latency; bad values are 400")
    func settingsOverHTTP() async throws {
        try await withServer { server in
            try await MockClient.with(server) { client async throws in
                let answer = try await client.send(
                    .patch, "/_mock/settings", json: #"{"fail_rate":30,"latency_min_ms":5,"latency_max_ms":9}"#)
                #expect(answer.status == 200)
                #expect(answer.text.contains(#""fail_rate":30"#))
                #expect(server.settings == MockSettings(failRate: 30, latencyMs: 5...9))
                #expect(try await client.send(.patch, "/_mock/settings", json: #"{"latency_ms":3}"#).status == 200)
                #expect(server.settings.latencyMs == 3...3)
                #expect(try await client.send(.patch, "/_mock/settings", json: #"{"fail_rate":101}"#).status == 400)
                #expect(
                    try await client.send(.patch, "/_mock/settings", json: #"{"latency_min_ms":9,"latency_max_ms":1}"#)
                        .status == 400)
                #expect(try await client.send(.get, "/_mock/settings").text.contains(#""latency_max_ms":3"#))
            }
            #expect(server.settings == MockSettings(failRate: 30, latencyMs: 3...3))
        }
    }

    @Test("bad fault requests are 400 and queue nothing")
    func badFaults() async throws {
        try await withServer { server in
            try await MockClient.with(server) { client async throws in
                for body in [
                    #"{"fault":"explode"}"#, #"{"fault":"status"}"#, #"{"fault":"status","status":42}"#,
                    #"{"fault":"hang","count":0}"#, #"{"fault":"hang","scope":"everything"}"#,
                    #"{"fault":"status","statuses":[500],"count":2}"#, "{}",
                ] {
                    #expect(try await client.send(.post, "/_mock/faults", json: body).status == 400, "\(body)")
                }
            }
            #expect(server.queuedFaults.isEmpty)
            #expect(throws: MockServerError.self) { try server.inject(.status(1000), count: 1) }
            #expect(throws: MockServerError.self) { try server.script(statuses: [99]) }
        }
    }
}
