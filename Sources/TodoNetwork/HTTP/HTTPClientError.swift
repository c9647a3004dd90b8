/// Why an HTTP exchange produced no response. HTTP status codes are not errors at this layer.
///
/// Compare `code` against the static members of ``Code``; new codes may be added.
public struct HTTPClientError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The class of failure.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private enum Base: String, Sendable, Hashable {
            case couldNotConnect
            case timedOut
            case connectionDropped
            case tlsFailure
            case invalidResponse
            case cancelled
            case invalidRequest
            case responseTooLarge
            case redirectRefused
            case shutDown
            case other
        }

        private let base: Base

        private init(_ base: Base) {
            self.base = base
        }

        public var description: String { base.rawValue }

        /// No connection: refused, unreachable, or the name did not resolve.
        public static let couldNotConnect = Code(.couldNotConnect)
        /// The connect timeout, total timeout or stall guard fired.
        public static let timedOut = Code(.timedOut)
        /// The connection broke before a complete answer: nothing received, a receive or send
        /// error, or a body shorter than announced.
        public static let connectionDropped = Code(.connectionDropped)
        /// The TLS handshake failed or the peer's certificate was not accepted.
        public static let tlsFailure = Code(.tlsFailure)
        /// The server's answer was not valid HTTP (or redirected somewhere unusable).
        public static let invalidResponse = Code(.invalidResponse)
        /// The calling Task was cancelled; the transfer was stopped.
        public static let cancelled = Code(.cancelled)
        /// The request could not be sent as given: malformed URL, unsupported scheme, or a
        /// header containing a line break.
        public static let invalidRequest = Code(.invalidRequest)
        /// The body exceeded the request's `maxResponseSize`.
        public static let responseTooLarge = Code(.responseTooLarge)
        /// The server redirected to another origin (scheme, host or port), `https` to `http`
        /// included; the redirect was not followed.
        public static let redirectRefused = Code(.redirectRefused)
        /// The client was shut down before the exchange finished.
        public static let shutDown = Code(.shutDown)
        /// Any other libcurl failure; see `curlCode` and `message`.
        public static let other = Code(.other)
    }

    public let code: Code
    /// libcurl's `CURLcode`, when the failure came from libcurl.
    public let curlCode: Int?
    /// A human-readable detail (libcurl's error text when there is one).
    public let message: String

    public init(code: Code, curlCode: Int? = nil, message: String) {
        (self.code, self.curlCode, self.message) = (code, curlCode, message)
    }

    /// Whether trying the same request again later may succeed.
    ///
    /// True for connection, timeout and drop failures, an invalid answer, a failed TLS handshake
    /// and unclassified libcurl errors; false for cancellation, shutdown, an invalid request, an
    /// oversized body, a rejected certificate and a refused redirect.
    public var isTransient: Bool {
        switch code {
        case .couldNotConnect, .timedOut, .connectionDropped, .invalidResponse, .other:
            return true
        case .tlsFailure:
            return curlCode == 35  // CURLE_SSL_CONNECT_ERROR: the handshake broke, not a verdict
        default:
            return false
        }
    }

    public var description: String {
        if let curlCode {
            return "\(code) (curl \(curlCode)): \(message)"
        }
        return "\(code): \(message)"
    }

    static func cancelled() -> HTTPClientError {
        HTTPClientError(code: .cancelled, message: "the request was cancelled")
    }

    static func shutDown() -> HTTPClientError {
        HTTPClientError(code: .shutDown, message: "the HTTP client was shut down")
    }
}
