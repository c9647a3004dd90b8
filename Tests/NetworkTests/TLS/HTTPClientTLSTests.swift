import Foundation
import Testing
import TodoKit
import TodoNetwork
import TodoTesting

/// TLS against `openssl s_server` with a fresh self-signed certificate, on loopback.
@Suite struct HTTPClientTLSTests {
    @Test func selfSignedPeerIsRefusedByDefaultAndAcceptedWhenInsecure() async throws {
        try await withTLSServer(.selfSigned) { server, client in
            let url = server.url + "/"

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
}

/// Issue 12, point 3: a private CA is trusted when named (`caBundle`, the CLI's `--cacert`), and
/// only then.
@Suite struct HTTPClientPrivateCATests {
    @Test func aServerOfAPrivateCAIsRefusedUntilItsCAIsGiven() async throws {
        try await withTLSServer(.privateCA) { server, client in
            let url = server.url + "/"
            let caCert = try #require(server.caCert)

            let refused = await #expect(throws: HTTPClientError.self) {
                try await client.execute(HTTPRequest(url: url))
            }
            let trusted = try await client.execute(HTTPRequest(url: url, caBundle: caCert))
            let wrongFile = await #expect(throws: HTTPClientError.self) {
                try await client.execute(
                    HTTPRequest(url: url, caBundle: server.certificates.directory.path + "/missing.pem"))
            }

            #expect(refused?.code == .tlsFailure)
            #expect(trusted.status == 200)
            #expect(wrongFile?.code == .tlsFailure, "\(String(describing: wrongFile))")
        }
    }
}
