import Testing
import TodoMockServer
import TodoTesting

@Suite("Outages: refused connections, hangs, closes")
struct OutageTests {
    @Test("refusing connections closes the listener until resumed, on the same port, keeping the data")
    func refuseUntilResumed() async throws {
        try await withServer { server in
            let port = server.port
            try server.write(.add(Element.model(id: "a")), to: .token("T1"))
            await server.refuseConnections(for: nil)
            #expect(server.isRefusingConnections)
            await #expect(throws: (any Error).self) {
                try await RawHTTP.exchange(port: port, RawHTTP.getList(token: "T1"))
            }
            try await server.resumeConnections()
            #expect(!server.isRefusingConnections)
            #expect(server.port == port)
            let list = try await MockClient.with(server, token: "T1") { try await $0.list() }
            #expect(list.list.map(\.id) == ["a"])
            #expect(list.revision == 1)
        }
    }

    @Test("an outage closes open keep-alive connections too")
    func outageClosesOpenConnections() async throws {
        try await withServer { server in
            try await MockClient.with(server, token: "T1") { client async throws in
                #expect(try await client.send(.get, "/list").status == 200)
                await server.refuseConnections(for: nil)
                #expect(await eventually { server.stats.openConnections == 0 })
                await #expect(throws: (any Error).self) {
                    try await client.send(.get, "/list")
                }
            }
            try await server.resumeConnections()
        }
    }

    @Test("POST /_mock/outage answers, then refuses connections for the given seconds")
    func refuseForSeconds() async throws {
        try await withServer { server in
            let port = server.port
            let answer = try await MockClient.with(server) { client async throws in
                // Long enough that this test, resumed late on a loaded machine, still checks within it
                // (0.5 s was not, once; 3 s was not in a full run whose other tests held the pool).
                try await client.send(.post, "/_mock/outage", json: #"{"seconds":10}"#)
            }
            #expect(answer.status == 200)
            #expect(server.isRefusingConnections)
            await #expect(throws: (any Error).self) {
                try await RawHTTP.exchange(port: port, RawHTTP.getList(token: "T1"))
            }
            #expect(await eventually(within: 60) { !server.isRefusingConnections })
            let outcome = try await RawHTTP.exchange(port: port, RawHTTP.getList(token: "T1"))
            #expect(outcome.text.hasPrefix("HTTP/1.1 200"))
        }
    }

    @Test("a bad outage request is 400 and nothing stops")
    func badOutage() async throws {
        try await withServer { server in
            try await MockClient.with(server) { client async throws in
                #expect(try await client.send(.post, "/_mock/outage", json: #"{"seconds":0}"#).status == 400)
                #expect(try await client.send(.post, "/_mock/outage", json: "{}").status == 400)
            }
            #expect(!server.isRefusingConnections)
        }
    }

    @Test("hang: the request gets no answer until the faults are cleared, then its connection closes")
    func hang() async throws {
        try await withServer { server in
            try server.inject(.hang, count: 1)
            let port = server.port
            let held = Task { try await RawHTTP.exchange(port: port, RawHTTP.getList(token: "T1")) }
            #expect(await eventually { server.hangingRequests == 1 })
            #expect(server.stats.total == 0)
            server.clearFaults()
            let outcome = try await held.value
            #expect(outcome.bytes.isEmpty)
            #expect(server.stats.count(method: "GET", status: 0) == 1)
            #expect(server.hangingRequests == 0)
            let next = try await RawHTTP.exchange(port: port, RawHTTP.getList(token: "T1"))
            #expect(next.text.hasPrefix("HTTP/1.1 200"))
        }
    }

    @Test("hang without a count holds every request until cleared; a held change is not applied")
    func hangUntilCleared() async throws {
        try await withServer { server in
            try await MockClient.with(server) { client async throws in
                let answer = try await client.send(.post, "/_mock/faults", json: #"{"fault":"hang"}"#)
                #expect(answer.status == 200)
                #expect(answer.text.contains(#""count":null"#))
            }
            let port = server.port
            let first = Task { try await RawHTTP.exchange(port: port, RawHTTP.getList(token: "T1")) }
            let second = Task {
                try await RawHTTP.exchange(port: port, RawHTTP.post(Element.json(id: "a"), token: "T1", revision: 0))
            }
            #expect(await eventually { server.hangingRequests == 2 })
            let cleared = try await MockClient.with(server) { try await $0.send(.delete, "/_mock/faults") }
            #expect(cleared.status == 200)
            #expect(try await first.value.bytes.isEmpty)
            #expect(try await second.value.bytes.isEmpty)
            #expect(try server.list(of: .token("T1")).revision == 0)
        }
    }

    @Test("stop releases held requests")
    func stopReleasesHeld() async throws {
        let server = try await MockServer.start(MockServerConfiguration(tokens: ["T1"]))
        try server.inject(.hang, count: nil)
        let port = server.port
        let held = Task { try await RawHTTP.exchange(port: port, RawHTTP.getList(token: "T1")) }
        #expect(await eventually { server.hangingRequests == 1 })
        await server.stop()
        #expect(try await held.value.bytes.isEmpty)
    }

    @Test("close: the next K requests get their connection closed with no answer and are not applied")
    func close() async throws {
        try await withServer { server in
            try server.inject(.close, count: 2)
            let port = server.port
            let first = try await RawHTTP.exchange(
                port: port, RawHTTP.post(Element.json(id: "a"), token: "T1", revision: 0))
            let second = try await RawHTTP.exchange(port: port, RawHTTP.getList(token: "T1"))
            let third = try await RawHTTP.exchange(port: port, RawHTTP.getList(token: "T1"))
            #expect(first.bytes.isEmpty)
            #expect(second.bytes.isEmpty)
            #expect(third.text.hasPrefix("HTTP/1.1 200"))
            #expect(try server.list(of: .token("T1")).revision == 0)
            #expect(server.stats.count(status: 0) == 2)
            #expect(server.queuedFaults.isEmpty)
        }
    }

    @Test("close also breaks a keep-alive client")
    func closeKeepAlive() async throws {
        try await withServer { server in
            try server.inject(.close, count: 1)
            await #expect(throws: (any Error).self) {
                try await MockClient.with(server, token: "T1") { try await $0.send(.get, "/list") }
            }
            #expect(try await MockClient.with(server, token: "T1") { try await $0.send(.get, "/list") }.status == 200)
        }
    }

    @Test("lose: the change is applied, then the connection closes with no answer; reads pass by default")
    func loseResponse() async throws {
        try await withServer { server in
            try server.inject(.loseResponse, count: 1)
            let port = server.port
            let read = try await RawHTTP.exchange(port: port, RawHTTP.getList(token: "T1"))
            #expect(read.text.hasPrefix("HTTP/1.1 200"))
            let lost = try await RawHTTP.exchange(
                port: port, RawHTTP.post(Element.json(id: "a"), token: "T1", revision: 0))
            #expect(lost.bytes.isEmpty)
            let list = try server.list(of: .token("T1"))
            #expect(list.revision == 1)
            #expect(list.elements.map(\.id) == ["a"])
            let retry = try await RawHTTP.exchange(
                port: port, RawHTTP.post(Element.json(id: "a"), token: "T1", revision: 0))
            #expect(retry.text.hasPrefix("HTTP/1.1 400"))
        }
    }
}
