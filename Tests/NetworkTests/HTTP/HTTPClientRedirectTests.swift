import Foundation
import Testing
import TodoKit

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
}
