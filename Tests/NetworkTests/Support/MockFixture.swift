import TodoKit
import TodoMockServer
import TodoModel
import TodoNetwork
import TodoTesting

/// A mock server on 127.0.0.1 and an ephemeral port, with a client and a `TodoAPI` pointed at it.
struct MockFixture {
    static let token = "test-token"

    let server: MockServer
    let client: HTTPClient
    var api: TodoAPI

    /// Runs `body` against a fresh mock that knows the fixed token ``token``, then stops both
    /// sides; the API sends `apiToken`.
    static func run<T>(
        apiToken: String? = token,
        generateFails: Int? = nil,
        timeout: Duration = .seconds(10),
        _ body: (MockFixture) async throws -> T
    ) async throws -> T {
        try await withMockServer(MockServerConfiguration(tokens: [token])) { server in
            let client = HTTPClient()
            defer { client.shutdown() }
            let configuration = TodoAPIConfiguration(
                baseURL: server.baseURL,
                token: apiToken,
                generateFails: generateFails,
                timeout: timeout
            )
            return try await body(
                MockFixture(server: server, client: client, api: TodoAPI(client: client, configuration: configuration)))
        }
    }

    /// The server's current list for the fixed token.
    func serverList() throws -> MockList {
        try server.list(of: .token(Self.token))
    }
}
