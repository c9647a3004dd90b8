/// Why a `TodoAPI` call failed, with what the server said for diagnostics.
///
/// Compare `code` against the static members of ``Code``; new codes may be added. No field or
/// description ever contains the `Authorization` header, a token or a password.
public struct TodoAPIError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The class of failure.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private enum Base: String, Sendable, Hashable {
            case transport
            case serverError
            case unsynchronized
            case invalidInput
            case unauthorized
            case notFound
            case conflict
            case badResponse
            case unexpectedStatus
        }

        private let base: Base

        private init(_ base: Base) {
            self.base = base
        }

        public var description: String { base.rawValue }

        /// No HTTP answer: see `transportError`.
        public static let transport = Code(.transport)
        /// `5xx`: nothing was applied.
        public static let serverError = Code(.serverError)
        /// `400` from a `/list…` endpoint: stale `X-Last-Known-Revision` or data the server refused.
        public static let unsynchronized = Code(.unsynchronized)
        /// `400` from an `/auth/…` endpoint: empty username or a password not 6 to 128 characters.
        public static let invalidInput = Code(.invalidInput)
        /// `401`: unknown or expired token, wrong password, or a spent refresh token.
        public static let unauthorized = Code(.unauthorized)
        /// `404`: no such element, or for login no such user.
        public static let notFound = Code(.notFound)
        /// `409`: the username is taken; for WebDAV, `412`: a precondition (`If-Match`) failed.
        public static let conflict = Code(.conflict)
        /// A `2xx` whose body is not the answer the contract describes.
        public static let badResponse = Code(.badResponse)
        /// Any other status; `status` says which.
        public static let unexpectedStatus = Code(.unexpectedStatus)
    }

    public let code: Code
    /// The request, as `METHOD /path`.
    public let endpoint: String
    /// The HTTP status, when there was an answer.
    public internal(set) var status: Int?
    /// The start of the answer's body (at most 512 characters, secrets masked); `nil` for
    /// successful auth answers, which carry tokens.
    public internal(set) var body: String?
    /// The transport failure, for `transport`.
    public internal(set) var transportError: HTTPClientError?
    /// The answer's `Retry-After`, in seconds from when it came: on a `429` or a `503` that
    /// sent one (delta-seconds or an HTTP-date).
    public internal(set) var retryAfter: Double?
    /// What went wrong, in words.
    public let detail: String

    /// Whether the same request may succeed later, so a retry with backoff makes sense.
    ///
    /// True for transient transport failures, `5xx`, `408`, `429` and a garbled `2xx` (like a lost
    /// answer, the change may or may not have been applied; a retry at the old revision gets
    /// `400`, which leads to a resync). False for everything the server decided, for cancellation
    /// and for a rejected TLS certificate.
    public var isRetryable: Bool {
        switch code {
        case .transport: transportError?.isTransient ?? false
        case .serverError, .badResponse: true
        case .unexpectedStatus: status == 408 || status == 429
        default: false
        }
    }

    /// Whether the calling Task was cancelled.
    public var isCancelled: Bool {
        transportError?.code == .cancelled
    }

    public var description: String {
        var text = "\(endpoint): \(code)"
        if let status {
            text += " (HTTP \(status))"
        }
        text += ": \(detail)"
        return text
    }
}
