import FoundationEssentials

extension TodoAPI {
    /// Sends one WebDAV or CalDAV request to `path` on the configured server's origin, with
    /// `Authorization: Basic` from the configuration's token (the encoded `name:password`), and
    /// returns its `2xx` answer (a `207` multistatus included).
    ///
    /// Other answers are errors as for the contract's requests (`401` `unauthorized`, `404`
    /// `notFound`, `5xx` `serverError`, `429` and `503` with their `Retry-After`), but `400` is
    /// `invalidInput` and `412` (a precondition failed: `If-Match` or `If-None-Match`) is
    /// `conflict`.
    public func dav(
        _ method: String, path: String, headers: [(name: String, value: String)] = [], body: [UInt8] = []
    ) async throws(TodoAPIError) -> HTTPResponse {
        var exchange = Exchange(method: HTTPMethod(rawValue: method), path: path, family: .dav)
        exchange.headers = headers
        return try await send(exchange, body: body.isEmpty ? nil : Data(body))
    }
}
