import FoundationEssentials

/// A complete HTTP answer, whatever its status code.
public struct HTTPResponse: Sendable {
    public var status: Int
    /// The headers of the final answer (after any followed redirects or `100 Continue`).
    public var headers: HTTPHeaders
    public var body: Data
    /// How many new connections this exchange opened: 0 when it reused a pooled one.
    public var newConnections: Int

    public init(status: Int, headers: HTTPHeaders = [:], body: Data = Data(), newConnections: Int = 0) {
        self.status = status
        self.headers = headers
        self.body = body
        self.newConnections = newConnections
    }
}
