import Testing
import TodoMockServer

@Suite("Atomic changes")
struct RacingWritesTests {
    @Test("of 20 writes racing at one revision, each on its own connection, exactly one wins")
    func twentyRacers() async throws {
        try await withServer { server in
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for index in 0..<20 {
                    group.addTask {
                        try await MockClient.with(server, token: "T1") { client async throws in
                            try await client.post(Element.json(id: "racer-\(index)"), revision: 0).status
                        }
                    }
                }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            #expect(statuses.filter { $0 == 200 }.count == 1)
            #expect(statuses.filter { $0 == 400 }.count == 19)
            let list = try server.list(of: .token("T1"))
            #expect(list.revision == 1)
            #expect(list.elements.count == 1)
        }
    }

    @Test("20 PATCHes racing at one revision: one wins, the list is that one's")
    func racingPatches() async throws {
        try await withServer { server in
            let winners = try await withThrowingTaskGroup(of: String?.self) { group in
                for index in 0..<20 {
                    group.addTask {
                        try await MockClient.with(server, token: "T1") { client async throws in
                            let body = #"{"list":[\#(Element.json(id: "p\(index)"))]}"#
                            let status = try await client.send(.patch, "/list", json: body, revision: 0).status
                            return status == 200 ? "p\(index)" : nil
                        }
                    }
                }
                return try await group.reduce(into: [String]()) { winners, winner in
                    if let winner {
                        winners.append(winner)
                    }
                }
            }
            #expect(winners.count == 1)
            let list = try server.list(of: .token("T1"))
            #expect(list.revision == 1)
            #expect(list.elements.map(\.id) == winners)
        }
    }
}
