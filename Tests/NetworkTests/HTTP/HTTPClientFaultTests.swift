import Foundation
import Testing
import TodoKit
import TodoNetwork

/// Transport failures, each produced for real on a loopback socket.
@Suite struct HTTPClientFaultTests {
    @Test func refusedConnectionIsCouldNotConnect() async throws {
        let port = try RawTCPServer.unusedPort()
        let client = HTTPClient()
        defer { client.shutdown() }

        let error = await #expect(throws: HTTPClientError.self) {
            try await client.execute(HTTPRequest(url: "http://127.0.0.1:\(port)/list"))
        }

        #expect(error?.code == .couldNotConnect)
        #expect(error?.curlCode == 7)
        #expect(error?.isTransient == true)
    }

    @Test func silentServerTimesOut() async throws {
        let server = try RawTCPServer(.neverAnswer)
        let client = HTTPClient()
        defer { client.shutdown() }

        let error = await #expect(throws: HTTPClientError.self) {
            try await client.execute(HTTPRequest(url: server.baseURL + "/list", timeout: .milliseconds(500)))
        }

        #expect(error?.code == .timedOut)
        #expect(error?.isTransient == true)
    }

    @Test func bodyShorterThanAnnouncedIsDropped() async throws {
        let answer = Array("HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n0123456789".utf8)
        let server = try RawTCPServer(.sendAndClose(answer))
        let client = HTTPClient()
        defer { client.shutdown() }

        let error = await #expect(throws: HTTPClientError.self) {
            try await client.execute(HTTPRequest(url: server.baseURL + "/list"))
        }

        #expect(error?.code == .connectionDropped)
        #expect(error?.curlCode == 18)  // CURLE_PARTIAL_FILE
    }

    @Test func closeWithoutAnswerIsDropped() async throws {
        let server = try RawTCPServer(.sendAndClose([]))
        let client = HTTPClient()
        defer { client.shutdown() }

        let error = await #expect(throws: HTTPClientError.self) {
            try await client.execute(HTTPRequest(url: server.baseURL + "/list"))
        }

        #expect(error?.code == .connectionDropped)
        #expect(error?.curlCode == 52)  // CURLE_GOT_NOTHING
        #expect(error?.isTransient == true)
    }

    @Test func peerClosingDuringUploadIsDroppedNotACrash() async throws {
        let server = try RawTCPServer(.closeAfterHead)
        let client = HTTPClient()
        defer { client.shutdown() }
        let payload = Data(repeating: 0x61, count: 8 * 1024 * 1024)

        let error = await #expect(throws: HTTPClientError.self) {
            try await client.execute(HTTPRequest(method: .put, url: server.baseURL + "/list", body: payload))
        }

        // Writing to the reset socket must not raise SIGPIPE (it would kill the test process).
        #expect(error?.code == .connectionDropped)
    }

    @Test func garbageInsteadOfHTTPIsAnError() async throws {
        let server = try RawTCPServer(.sendAndClose(Array("this is not http\r\n\r\n".utf8)))
        let client = HTTPClient()
        defer { client.shutdown() }

        let error = await #expect(throws: HTTPClientError.self) {
            try await client.execute(HTTPRequest(url: server.baseURL + "/list"))
        }

        #expect(error?.code == .invalidResponse)
        #expect(error?.isTransient == true)
    }

    @Test func cancellingInFlightRequestStopsItAtOnce() async throws {
        let server = try RawTCPServer(.neverAnswer)
        let client = HTTPClient()
        defer { client.shutdown() }
        let request = HTTPRequest(url: server.baseURL + "/list", timeout: .seconds(60))

        let task = Task { () async throws(HTTPClientError) -> HTTPResponse in
            try await client.execute(request)
        }
        while server.acceptedConnections == 0 {
            try await Task.sleep(for: .milliseconds(10))
        }
        task.cancel()
        let result = await task.result

        // Had the cancellation not stopped the transfer, it would end in `timedOut` after 60 s.
        #expect(result.errorCode == .cancelled)
    }

    @Test func alreadyCancelledTaskSendsNothing() async throws {
        let server = try RawTCPServer(.http { _ in RawReply(status: 200) })
        let client = HTTPClient()
        defer { client.shutdown() }

        let task = Task { () async throws(HTTPClientError) -> HTTPResponse in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await client.execute(HTTPRequest(url: server.baseURL + "/"))
        }
        let result = await task.result

        #expect(result.errorCode == .cancelled)
        #expect(server.acceptedConnections == 0)
    }

    @Test func shutdownFailsPendingAndLaterRequests() async throws {
        let server = try RawTCPServer(.neverAnswer)
        let client = HTTPClient()
        let task = Task { () async throws(HTTPClientError) -> HTTPResponse in
            try await client.execute(HTTPRequest(url: server.baseURL + "/", timeout: .seconds(60)))
        }
        while server.acceptedConnections == 0 {
            try await Task.sleep(for: .milliseconds(10))
        }

        client.shutdown()
        client.shutdown()
        let pending = await task.result

        #expect(pending.errorCode == .shutDown)
        let later = await #expect(throws: HTTPClientError.self) {
            try await client.execute(HTTPRequest(url: server.baseURL + "/"))
        }
        #expect(later?.code == .shutDown)
    }

    @Test(arguments: [
        "file:///etc/passwd", "ftp://127.0.0.1/x", "http://[::1/broken", "not a url", "127.0.0.1:80/x", "",
    ])
    func unusableURLIsInvalidRequest(url: String) async throws {
        let client = HTTPClient()
        defer { client.shutdown() }

        let error = await #expect(throws: HTTPClientError.self) {
            try await client.execute(HTTPRequest(url: url))
        }

        #expect(error?.code == .invalidRequest)
        #expect(error?.isTransient == false)
    }

    @Test func headerInjectionIsRefusedWithoutEchoingTheValue() async throws {
        let server = try RawTCPServer(.http { _ in RawReply(status: 200) })
        let client = HTTPClient()
        defer { client.shutdown() }
        let request = HTTPRequest(url: server.baseURL + "/", headers: ["Authorization": "Bearer s3cret\r\nX-Evil: 1"])

        let error = await #expect(throws: HTTPClientError.self) {
            try await client.execute(request)
        }

        #expect(error?.code == .invalidRequest)
        #expect(error.map { !String(describing: $0).contains("s3cret") } == true)
        #expect(server.acceptedConnections == 0)
    }
}
