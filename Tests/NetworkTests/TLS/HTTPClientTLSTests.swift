import Foundation
import Testing
import TodoKit

/// TLS against `openssl s_server` with a fresh self-signed certificate, on loopback.
@Suite struct HTTPClientTLSTests {
    @Test func selfSignedPeerIsRefusedByDefaultAndAcceptedWhenInsecure() async throws {
        guard let openssl = OpenSSLServer.findOpenSSL() else {
            Issue.record("`openssl` is not on PATH: this TLS test needs it (Debian: apt-get install openssl)")
            return
        }
        let server = try OpenSSLServer.start(openssl: openssl)
        defer { server.stop() }
        let client = HTTPClient()
        defer { client.shutdown() }
        let url = "https://127.0.0.1:\(server.port)/"
        try await server.waitUntilListening(client: client)

        let refused = await #expect(throws: HTTPClientError.self) {
            try await client.execute(HTTPRequest(url: url))
        }
        let insecure = try await client.execute(HTTPRequest(url: url, insecure: true))

        #expect(refused?.code == .tlsFailure)
        #expect(refused?.curlCode == 60)  // CURLE_PEER_FAILED_VERIFICATION
        #expect(refused?.isTransient == false)
        #expect(insecure.status == 200)
        #expect(String(decoding: insecure.body, as: UTF8.self).contains("s_server"))
    }
}
