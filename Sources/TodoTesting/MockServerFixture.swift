import TodoMockServer

/// Runs `body` against a fresh in-process mock server, as HummingbirdTesting's `test` does for an
/// application: the server binds `configuration` (127.0.0.1 and port 0, a free port, unless told
/// otherwise; its URL is ``MockServer/baseURL``), and is stopped whether `body` returns or
/// throws, after the requests in flight have been answered.
public func withMockServer<T>(
    _ configuration: MockServerConfiguration = MockServerConfiguration(),
    isolation: isolated (any Actor)? = #isolation,
    _ body: (MockServer) async throws -> T
) async throws -> T {
    let server = try await MockServer.start(configuration)
    do {
        let result = try await body(server)
        await server.stop()
        return result
    } catch {
        await server.stop()
        throw error
    }
}
