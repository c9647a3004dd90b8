import FoundationEssentials

/// One HTTP request and the limits it runs under.
///
/// Redirects within the request's origin (scheme, host and port) are followed, at most 5, for
/// `GET` and `HEAD`; other methods get such a 3xx answer itself. A redirect to another origin
/// (`https` to `http` included) is never followed: it fails with `redirectRefused`.
public struct HTTPRequest: Sendable {
    public var method: HTTPMethod
    /// An absolute `http://` or `https://` URL.
    public var url: String
    public var headers: HTTPHeaders
    /// Sent as is, with its length as `Content-Length`; `nil` sends no body.
    public var body: Data?
    /// The limit for the whole exchange, connecting included; `nil` for none (the stall guard
    /// still applies).
    public var timeout: Duration?
    /// The limit for establishing the connection (TCP and TLS); `nil` for the smaller of
    /// `timeout` and 5 seconds.
    public var connectTimeout: Duration?
    /// The transfer fails when it moves less than one byte per second for this long (rounded up
    /// to whole seconds).
    public var stallTimeout: Duration
    /// Turns off TLS certificate and host name verification. Only for test servers.
    public var insecure: Bool
    /// A PEM file of CA certificates to verify the server with (libcurl's `CURLOPT_CAINFO`);
    /// `nil` for libcurl's default bundle.
    public var caBundle: String?
    /// The largest response body accepted; a larger one fails with `responseTooLarge`.
    public var maxResponseSize: Int

    public init(
        method: HTTPMethod = .get,
        url: String,
        headers: HTTPHeaders = [:],
        body: Data? = nil,
        timeout: Duration? = .seconds(10),
        connectTimeout: Duration? = nil,
        stallTimeout: Duration = .seconds(30),
        insecure: Bool = false,
        caBundle: String? = nil,
        maxResponseSize: Int = 256 * 1024 * 1024
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.connectTimeout = connectTimeout
        self.stallTimeout = stallTimeout
        self.insecure = insecure
        self.caBundle = caBundle
        self.maxResponseSize = maxResponseSize
    }
}
