import Foundation
import Testing
import TodoMockServer

@Suite("Garbled answers and latency")
struct GarbledAnswerTests {
    @Test("invalid_json: a 200 whose body is not JSON; the change was applied")
    func invalidJSON() async throws {
        try await withServer { server in
            try server.inject(.invalidJSON, count: 2)
            try await MockClient.with(server, token: "T1") { client async throws in
                let read = try await client.send(.get, "/list")
                #expect(read.status == 200)
                #expect((try? JSONSerialization.jsonObject(with: Data(read.text.utf8))) == nil)
                let change = try await client.post(Element.json(id: "a"), revision: 0)
                #expect(change.status == 200)
                #expect((try? change.decode(ElementReply.self)) == nil)
                #expect(try await client.list().revision == 1)
            }
        }
    }

    @Test("truncated: a 200 that declares more bytes than it sends, then the connection closes")
    func truncated() async throws {
        try await withServer { server in
            try server.write(.add(Element.model(id: "a")), to: .token("T1"))
            try server.inject(.truncatedBody, count: 1)
            let outcome = try await RawHTTP.exchange(port: server.port, RawHTTP.getList(token: "T1"))
            #expect(outcome.text.hasPrefix("HTTP/1.1 200"))
            let declared = try #require(outcome.header("Content-Length").flatMap { Int($0) })
            #expect(outcome.bodyBytes > 0)
            #expect(outcome.bodyBytes < declared)
            await #expect(throws: (any Error).self) {
                try server.inject(.truncatedBody, count: 1)
                return try await MockClient.with(server, token: "T1") { try await $0.send(.get, "/list") }
            }
        }
    }

    @Test("trickle: the whole answer, declared in full, one byte per interval; applied")
    func trickle() async throws {
        try await withServer { server in
            try server.write(.add(Element.model(id: "a")), to: .token("T1"))
            let normal = try await RawHTTP.exchange(port: server.port, RawHTTP.getList(token: "T1"))
            try server.inject(.trickle(intervalMs: 3), count: 1)
            let clock = ContinuousClock()
            let start = clock.now
            let outcome = try await RawHTTP.exchange(port: server.port, RawHTTP.getList(token: "T1"))
            let elapsed = clock.now - start

            #expect(outcome.text.hasPrefix("HTTP/1.1 200"))
            let declared = try #require(outcome.header("Content-Length").flatMap { Int($0) })
            #expect(outcome.bodyBytes == declared)
            #expect(outcome.bodyBytes == normal.bodyBytes)
            #expect(outcome.text.hasSuffix(normal.text.components(separatedBy: "\r\n\r\n").last ?? "-"))
            // Sleeps only ever last at least as long as asked: a lower bound is not a flaky timing test.
            #expect(elapsed >= .milliseconds(3 * declared))
        }
    }

    // The limit only stops a run that waits out the trickle (a minute per byte); a starved
    // machine took over a minute for the test itself.
    @Test("trickle: stopping the server ends a trickled answer instead of waiting for it", .timeLimit(.minutes(3)))
    func trickleEndsOnStop() async throws {
        let server = try await MockServer.start(MockServerConfiguration(tokens: ["T1"]))
        try server.inject(.trickle(intervalMs: 60_000), count: 1)
        let port = server.port
        let exchange = Task { try await RawHTTP.exchange(port: port, RawHTTP.getList(token: "T1")) }
        while server.stats.count(method: "GET") == 0 {
            try await Task.sleep(for: .milliseconds(10))
        }
        try await Task.sleep(for: .milliseconds(200))  // the head goes out before the first slice ends
        await server.stop()
        let outcome = try await exchange.value

        let declared = try #require(outcome.header("Content-Length").flatMap { Int($0) })
        #expect(outcome.bodyBytes < declared)
    }

    @Test("html: a 200 with a text/html page")
    func wrongContentType() async throws {
        try await withServer { server in
            try server.inject(.wrongContentType, count: 1)
            try await MockClient.with(server, token: "T1") { client async throws in
                let answer = try await client.send(.get, "/list")
                #expect(answer.status == 200)
                #expect(answer.contentType?.hasPrefix("text/html") == true)
                #expect(answer.text.contains("<html>"))
                #expect(try await client.send(.get, "/list").contentType == "application/json")
            }
        }
    }

    @Test("not_an_answer: a 200 with valid JSON that is no answer of the contract")
    func notAnAnswer() async throws {
        try await withServer { server in
            try server.inject(.notAnAnswer, count: 1, scope: .all)
            try await MockClient.with(server, token: "T1") { client async throws in
                let answer = try await client.send(.get, "/list")
                #expect(answer.status == 200)
                #expect(answer.text == #"{"hello":1}"#)
                #expect((try? answer.decode(ListReply.self)) == nil)
            }
        }
    }

    @Test("garbled faults queued over HTTP by name")
    func garbledOverHTTP() async throws {
        try await withServer { server in
            try await MockClient.with(server) { client async throws in
                for name in ["invalid_json", "truncated", "html", "not_an_answer", "close", "lose"] {
                    #expect(
                        try await client.send(.post, "/_mock/faults", json: #"{"fault":"\#(name)","count":1}"#).status
                            == 200)
                }
            }
            #expect(
                server.queuedFaults.map(\.fault) == [
                    .invalidJSON, .truncatedBody, .wrongContentType, .notAnAnswer, .close, .loseResponse,
                ])
            #expect(server.queuedFaults.last?.scope == .changes)
        }
    }

    @Test("latency delays each API request by at least the configured time")
    func latency() async throws {
        try await withServer(MockServerConfiguration(tokens: ["T1"], latencyMs: 200)) { server in
            try await MockClient.with(server, token: "T1") { client async throws in
                let clock = ContinuousClock()
                let fixed = try await clock.measure { _ = try await client.send(.get, "/list") }
                #expect(fixed >= .milliseconds(200))
                try server.setLatency(milliseconds: 100...150)
                let ranged = try await clock.measure { _ = try await client.send(.get, "/list") }
                #expect(ranged >= .milliseconds(100))
                #expect(server.settings.latencyMs == 100...150)
            }
        }
    }
}
