import HTTPTypes
import Testing
import TodoMockServer

@Suite("X-Generate-Fails")
struct GenerateFailsTests {
    static let header = HTTPField.Name("X-Generate-Fails")!

    @Test("0 never fails")
    func zero() async throws {
        try await withServer { server in
            try await MockClient.with(server, token: "T1") { client async throws in
                for revision in 0..<50 {
                    let answer = try await client.post(
                        Element.json(id: "e\(revision)"), revision: revision, headers: [Self.header: "0"])
                    #expect(answer.status == 200)
                }
                #expect(try await client.list().revision == 50)
            }
        }
    }

    @Test("the same seed gives the same draws; another seed other draws")
    func seeded() async throws {
        func statuses(seed: UInt64) async throws -> [Int] {
            try await withServer(MockServerConfiguration(tokens: ["T1"], seed: seed)) { server in
                try await MockClient.with(server, token: "T1") { client async throws in
                    var statuses: [Int] = []
                    for _ in 0..<40 {
                        statuses.append(try await client.send(.get, "/list", headers: [Self.header: "50"]).status)
                    }
                    return statuses
                }
            }
        }
        let first = try await statuses(seed: 42)
        #expect(Set(first) == [200, 500])
        #expect(try await statuses(seed: 42) == first)
        #expect(try await statuses(seed: 43) != first)
    }

    @Test("100 always fails with 500 and applies nothing")
    func hundred() async throws {
        try await withServer { server in
            try await MockClient.with(server, token: "T1") { client async throws in
                for index in 0..<50 {
                    let answer = try await client.post(
                        Element.json(id: "e\(index)"), revision: 0, headers: [Self.header: "100"])
                    #expect(answer.status == 500)
                    #expect(try answer.decode(ErrorReply.self).status == "error")
                    #expect(try await client.send(.get, "/list", headers: [Self.header: "100"]).status == 500)
                }
                let list = try await client.list()
                #expect(list.revision == 0)
                #expect(list.list.isEmpty)
            }
        }
    }

    @Test("50 fails about half of 400 requests")
    func fifty() async throws {
        try await withServer { server in
            let failures = try await MockClient.with(server, token: "T1") { client async throws in
                var failures = 0
                for _ in 0..<400 {
                    let status = try await client.send(.get, "/list", headers: [Self.header: "50"]).status
                    #expect(status == 200 || status == 500)
                    failures += status == 500 ? 1 : 0
                }
                return failures
            }
            // Expected 400 × 50/101 ≈ 198, standard deviation ≈ 10: the bound is six deviations wide.
            #expect((140...260).contains(failures), "\(failures) of 400 failed")
            #expect(server.stats.count(method: "GET", status: 500) == failures)
        }
    }

    @Test("a value that is not an integer is 400")
    func notAnInteger() async throws {
        try await withServer { server in
            try await MockClient.with(server, token: "T1") { client async throws in
                #expect(try await client.send(.get, "/list", headers: [Self.header: "often"]).status == 400)
            }
        }
    }
}
