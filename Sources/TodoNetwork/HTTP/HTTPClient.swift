import FoundationEssentials

/// An HTTP/1.1 and HTTP/2 client on libcurl that reuses connections across requests.
///
/// One client owns one libcurl multi handle, driven by one dedicated thread; every request is a
/// transfer on it, so keep one client for the whole process. HTTP status codes are returned,
/// not thrown. Shut it down with ``shutdown()`` (or let it be released) to join the thread.
public final class HTTPClient: Sendable {
    private let loop: CurlEventLoop

    public init() {
        loop = CurlEventLoop()
    }

    deinit {
        loop.shutdown()
    }

    /// How many new connections the client has opened so far (libcurl's `CURLINFO_NUM_CONNECTS`
    /// summed over finished requests); it stays flat while pooled connections are reused.
    public var connectionsOpened: Int {
        loop.connectionsOpened
    }

    /// Sends `request` and waits for the complete answer.
    ///
    /// A 3xx answer with a `Location` in another origin than the request's fails with
    /// `redirectRefused`, naming both; one in the same origin is followed for `GET` and `HEAD`
    /// (at most 5 times) and returned as it is for other methods. Cancelling the calling Task
    /// stops the transfer at once and throws `cancelled`.
    public func execute(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        var current = request
        for _ in 0...Self.maxRedirects {
            let response = try await executeOnce(current)
            guard (300...399).contains(response.status), let location = response.headers["Location"] else {
                return response
            }
            guard let from = Origin(current.url), let target = Origin.resolve(location, against: current.url),
                let to = Origin(target)
            else {
                throw HTTPClientError(code: .invalidResponse, message: "a \(response.status) to an unusable Location")
            }
            guard from == to else {
                throw HTTPClientError(
                    code: .redirectRefused,
                    message: "redirect refused: \(from) answered \(response.status) to another origin, \(to)")
            }
            guard current.method == .get || current.method == .head else { return response }
            current.url = target
        }
        throw HTTPClientError(code: .invalidResponse, message: "more than \(Self.maxRedirects) redirects")
    }

    private static let maxRedirects = 5

    private func executeOnce(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        if let error = loop.startupError {
            throw error
        }
        if Task.isCancelled {
            throw .cancelled()
        }
        let transfer = try CurlTransfer(id: loop.makeID(), request: request)
        let loop = self.loop
        let id = transfer.id
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                transfer.attach(continuation)
                loop.submit(transfer)
                // A cancellation that came before `submit` found nothing to cancel.
                if Task.isCancelled {
                    loop.cancel(id)
                }
            }
        } onCancel: {
            loop.cancel(id)
        }
        return try result.get()
    }

    /// Fails every pending request with `shutDown` and joins the client's thread.
    ///
    /// Idempotent. Later requests fail with `shutDown`. It blocks only briefly: the thread is
    /// woken and stops at once.
    public func shutdown() {
        loop.shutdown()
    }
}

/// The origin of a URL: scheme, host and port (the scheme's default when none is given).
struct Origin: Hashable, CustomStringConvertible {
    let scheme: String
    let host: String
    let port: Int

    init?(_ url: String) {
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased(),
            let host = components.host?.lowercased(), !host.isEmpty
        else { return nil }
        let defaultPort: Int
        switch scheme {
        case "http": defaultPort = 80
        case "https": defaultPort = 443
        default: return nil
        }
        self.scheme = scheme
        self.host = host
        port = components.port ?? defaultPort
    }

    /// `location` (absolute, or relative to `base`) as an absolute URL.
    static func resolve(_ location: String, against base: String) -> String? {
        guard let baseURL = URL(string: base), let url = URL(string: location, relativeTo: baseURL) else {
            return nil
        }
        return url.absoluteString
    }

    var description: String {
        let hostPart = host.contains(":") ? "[\(host)]" : host
        return "\(scheme)://\(hostPart):\(port)"
    }
}
