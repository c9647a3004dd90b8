import Testing
import TodoNetwork
import TodoTesting

/// Runs `body` with an `openssl s_server` that presents certificates of `kind` (see
/// ``TLSTestServer``) and a client, and stops both; without `openssl` on `PATH` it records an issue.
func withTLSServer(
    _ kind: TestCertificates.Kind, answers: [String: String] = [:],
    _ body: (TLSTestServer, HTTPClient) async throws -> Void
) async throws {
    guard let server = try await TLSTestServer.start(kind, answers: answers) else {
        Issue.record("`openssl` is not on PATH: this TLS test needs it (Debian: apt-get install openssl)")
        return
    }
    defer { server.stop() }
    let client = HTTPClient()
    defer { client.shutdown() }
    try await body(server, client)
}
