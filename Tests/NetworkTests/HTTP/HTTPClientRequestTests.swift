import Foundation
import Testing
import TodoKit
import TodoNetwork

/// Requests and answers over a real loopback socket, against `RawTCPServer`'s HTTP mode.
@Suite struct HTTPClientRequestTests {
    /// Echoes the request back as `METHOD TARGET`, then a line per header, a blank line, the body.
    static func echo(_ request: RawRequest) -> RawReply {
        var text = "\(request.method) \(request.target)\n"
        for header in request.headers {
            text += "\(header.name): \(header.value)\n"
        }
        text += "\n"
        return RawReply(status: 200, headers: [("X-Echo", "1")], body: Array(text.utf8) + request.body)
    }

    @Test func getReturnsStatusHeadersAndBody() async throws {
        let server = try RawTCPServer(
            .http { _ in RawReply(status: 200, headers: [("X-A", "1"), ("x-a", "2")], body: Array("hello".utf8)) })
        let client = HTTPClient()
        defer { client.shutdown() }

        let response = try await client.execute(HTTPRequest(url: server.baseURL + "/x"))

        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == "hello")
        #expect(response.headers["x-a"] == "1")
        #expect(response.headers.values(for: "X-A") == ["1", "2"])
        #expect(response.headers["Content-Length"] == "5")
        #expect(response.newConnections == 1)
    }

    @Test(arguments: [HTTPMethod.post, .put, .patch])
    func bodyAndHeadersAreSent(method: HTTPMethod) async throws {
        let server = try RawTCPServer(.http(Self.echo))
        let client = HTTPClient()
        defer { client.shutdown() }
        let payload = Data("{\"a\":1}".utf8)

        let response = try await client.execute(
            HTTPRequest(
                method: method,
                url: server.baseURL + "/list/a%20b",
                headers: ["Content-Type": "application/json", "X-Custom": "v"],
                body: payload
            )
        )

        let text = String(decoding: response.body, as: UTF8.self)
        #expect(text.hasPrefix("\(method.rawValue) /list/a%20b\n"))
        #expect(text.contains("content-type: application/json\n"))
        #expect(text.contains("x-custom: v\n"))
        #expect(text.contains("content-length: 7\n"))
        #expect(!text.contains("expect:"))
        #expect(text.hasSuffix("\n\n{\"a\":1}"))
    }

    @Test func postWithoutBodySendsZeroLength() async throws {
        let server = try RawTCPServer(.http(Self.echo))
        let client = HTTPClient()
        defer { client.shutdown() }

        let response = try await client.execute(HTTPRequest(method: .post, url: server.baseURL + "/p"))

        let text = String(decoding: response.body, as: UTF8.self)
        #expect(text.hasPrefix("POST /p\n"))
        #expect(text.contains("content-length: 0\n"))
        #expect(text.hasSuffix("\n\n"))
    }

    @Test func deleteSendsNoBody() async throws {
        let server = try RawTCPServer(.http(Self.echo))
        let client = HTTPClient()
        defer { client.shutdown() }

        let response = try await client.execute(HTTPRequest(method: .delete, url: server.baseURL + "/list/1"))

        let text = String(decoding: response.body, as: UTF8.self)
        #expect(text.hasPrefix("DELETE /list/1\n"))
        #expect(!text.contains("content-length"))
    }

    @Test func largeBodiesRoundTrip() async throws {
        let server = try RawTCPServer(.http { RawReply(status: 200, body: $0.body) })
        let client = HTTPClient()
        defer { client.shutdown() }
        let payload = Data((0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })

        let response = try await client.execute(
            HTTPRequest(method: .put, url: server.baseURL + "/big", body: payload)
        )

        #expect(response.body == payload)
    }

    @Test(arguments: [400, 401, 404, 409, 500, 503])
    func statusCodesAreAnswersNotErrors(status: Int) async throws {
        let server = try RawTCPServer(
            .http { _ in RawReply(status: status, body: Array("{\"status\":\"error\"}".utf8)) })
        let client = HTTPClient()
        defer { client.shutdown() }

        let response = try await client.execute(HTTPRequest(url: server.baseURL + "/"))

        #expect(response.status == status)
        #expect(String(decoding: response.body, as: UTF8.self) == "{\"status\":\"error\"}")
    }

    @Test func getFollowsRedirectsButOtherMethodsDoNot() async throws {
        let server = try RawTCPServer(
            .http { request in
                request.target == "/start"
                    ? RawReply(status: 302, headers: [("Location", "/final")])
                    : RawReply(status: 200, body: Array("\(request.method) \(request.target)".utf8))
            }
        )
        let client = HTTPClient()
        defer { client.shutdown() }

        let get = try await client.execute(HTTPRequest(url: server.baseURL + "/start"))
        let post = try await client.execute(
            HTTPRequest(method: .post, url: server.baseURL + "/start", body: Data("x".utf8)))

        #expect(get.status == 200)
        #expect(String(decoding: get.body, as: UTF8.self) == "GET /final")
        #expect(post.status == 302)
        #expect(post.headers["Location"] == "/final")
    }

    @Test func sequentialRequestsReuseOneConnection() async throws {
        let server = try RawTCPServer(.http { _ in RawReply(status: 200, body: Array("ok".utf8)) })
        let client = HTTPClient()
        defer { client.shutdown() }

        for _ in 0..<50 {
            let response = try await client.execute(HTTPRequest(url: server.baseURL + "/"))
            #expect(response.status == 200)
        }

        #expect(server.acceptedConnections <= 2)
        #expect(client.connectionsOpened == server.acceptedConnections)
    }

    @Test func parallelRequestsShareAPool() async throws {
        let server = try RawTCPServer(.http { RawReply(status: 200, body: Array($0.target.utf8)) })
        let client = HTTPClient()
        defer { client.shutdown() }

        for round in 0..<5 {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<8 {
                    group.addTask {
                        let path = "/\(round)/\(index)"
                        let response = try await client.execute(HTTPRequest(url: server.baseURL + path))
                        #expect(String(decoding: response.body, as: UTF8.self) == path)
                    }
                }
                try await group.waitForAll()
            }
        }

        #expect(server.acceptedConnections <= 8)
        #expect(client.connectionsOpened == server.acceptedConnections)
    }

    @Test func oversizedBodyIsRefused() async throws {
        let server = try RawTCPServer(.http { _ in RawReply(status: 200, body: [UInt8](repeating: 65, count: 100)) })
        let client = HTTPClient()
        defer { client.shutdown() }

        let error = await #expect(throws: HTTPClientError.self) {
            try await client.execute(HTTPRequest(url: server.baseURL + "/", maxResponseSize: 10))
        }

        #expect(error?.code == .responseTooLarge)
        #expect(error?.isTransient == false)
    }
}
