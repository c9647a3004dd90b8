import Foundation
import Testing
import TodoKit
import TodoNetwork

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

/// Issue 12, point 3: a private CA is trusted when named (`caBundle`, the CLI's `--cacert`), and
/// only then.
@Suite struct HTTPClientPrivateCATests {
    @Test func aServerOfAPrivateCAIsRefusedUntilItsCAIsGiven() async throws {
        guard let openssl = OpenSSLServer.findOpenSSL() else {
            Issue.record("`openssl` is not on PATH: this TLS test needs it (Debian: apt-get install openssl)")
            return
        }
        let ca = try OpenSSLServer.PrivateCA.make(openssl: openssl)
        defer { ca.remove() }
        let server = try OpenSSLServer.start(openssl: openssl, ca: ca)
        defer { server.stop() }
        let client = HTTPClient()
        defer { client.shutdown() }
        try await server.waitUntilListening(client: client)
        let url = "https://127.0.0.1:\(server.port)/"

        let refused = await #expect(throws: HTTPClientError.self) {
            try await client.execute(HTTPRequest(url: url))
        }
        let trusted = try await client.execute(HTTPRequest(url: url, caBundle: ca.caCert))
        let wrongFile = await #expect(throws: HTTPClientError.self) {
            try await client.execute(HTTPRequest(url: url, caBundle: ca.directory.path + "/missing.pem"))
        }

        #expect(refused?.code == .tlsFailure)
        #expect(trusted.status == 200)
        #expect(wrongFile?.code == .tlsFailure, "\(String(describing: wrongFile))")
    }
}
