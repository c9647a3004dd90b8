import Foundation
import Testing
import TodoKit
import TodoNetwork
import TodoTesting

/// Issue 12, point 3: a redirect is followed only within the request's origin.
@Suite struct HTTPClientRedirectTests {
    @Test func aRedirectToAnotherPortIsRefusedNamingBothOrigins() async throws {
        let elsewhere = try RawTCPServer(.http { _ in RawReply(status: 200, body: Array("elsewhere".utf8)) })
        let server = try RawTCPServer(
            .http { _ in RawReply(status: 307, headers: [("Location", elsewhere.baseURL + "/list")]) })
        let client = HTTPClient()
        defer { client.shutdown() }

        for method in [HTTPMethod.get, .post, .patch] {
            let error = await #expect(throws: HTTPClientError.self) {
                try await client.execute(HTTPRequest(method: method, url: server.baseURL + "/list", body: nil))
            }
            #expect(error?.code == .redirectRefused, "\(method)")
            #expect(error?.isTransient == false)
            #expect(error?.message.contains(server.baseURL) == true, "\(String(describing: error))")
            #expect(error?.message.contains(elsewhere.baseURL) == true, "\(String(describing: error))")
        }
        #expect(elsewhere.acceptedConnections == 0, "nothing was sent to the other origin")
    }

    @Test func httpsToHTTPAndAnotherHostAreRefused() async throws {
        for location in ["https://127.0.0.1:1/x", "http://localhost:1/x", "//example.invalid/x"] {
            let server = try RawTCPServer(.http { _ in RawReply(status: 302, headers: [("Location", location)]) })
            let client = HTTPClient()
            defer { client.shutdown() }
            let error = await #expect(throws: HTTPClientError.self) {
                try await client.execute(HTTPRequest(url: server.baseURL + "/list"))
            }
            #expect(error?.code == .redirectRefused, "\(location): \(String(describing: error))")
        }
    }

    @Test("a real https server (a private CA, trusted) redirecting to http: refused, nothing sent to the http side")
    func aRealHTTPSToHTTPRedirectIsRefused() async throws {
        let plain = try RawTCPServer(
            .http { _ in RawReply(status: 200, body: Array(#"{"list":[],"revision":9}"#.utf8)) })
        let answers = [
            "list": "HTTP/1.0 302 Found\r\nLocation: \(plain.baseURL)/list\r\nContent-Length: 0\r\n\r\n",
            "same": "HTTP/1.0 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}",
        ]
        try await withTLSServer(.privateCA, answers: answers) { server, client in
            let origin = server.url
            let caCert = try #require(server.caCert)

            // The same server over TLS answers when nothing redirects: the refusal below is the redirect's.
            let direct = try await client.execute(HTTPRequest(url: origin + "/same", caBundle: caCert))
            let error = await #expect(throws: HTTPClientError.self) {
                try await client.execute(HTTPRequest(url: origin + "/list", caBundle: caCert))
            }

            #expect(direct.status == 200)
            #expect(error?.code == .redirectRefused, "\(String(describing: error))")
            #expect(error?.message.contains(origin) == true, "\(String(describing: error))")
            #expect(error?.message.contains(plain.baseURL) == true, "\(String(describing: error))")
            #expect(plain.acceptedConnections == 0, "nothing was sent over plain http")
        }
    }
}
