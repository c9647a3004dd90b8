/// Why a sync attempt failed, as a value: the words are made where it is shown.
///
/// ``description`` is the machine description: the `last_error` of `todo sync --json`,
/// `todo status --json`, `todo watch --json` and the log, byte for byte the sentence earlier
/// versions stored. The store keeps the case and its values (see ``RetryState``).
public enum SyncFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// No connection: refused, unreachable, or the name did not resolve.
    case unreachable(Transport)
    /// The connect timeout, the total timeout or the stall guard fired.
    case timedOut(Transport)
    /// The connection broke before a complete answer.
    case connectionDropped(Transport)
    /// The TLS handshake failed, or the server's certificate was not accepted.
    case tls(Transport)
    /// The answer was not valid HTTP.
    case invalidHTTP(Transport)
    /// Another failure below HTTP; `kind` is the HTTP client's name for it (`other`,
    /// `redirectRefused`, `responseTooLarge`, …).
    case transport(kind: String, Transport)
    /// An HTTP status the sync has no rule for (`5xx`, `408`, `429`, `409`, …), with the server's
    /// short reason.
    case status(Int, reason: String, request: String)
    /// A `2xx` (or, with no status, a request that could not be encoded) that is not what the
    /// contract describes.
    case badAnswer(request: String, status: Int?, detail: String)
    /// `401`, and no refresh token to try (or the one refresh was used).
    case credentialsRefused
    /// `401` to the token refresh.
    case refreshRefused
    /// The mass-deletion guard stopped a resync that would delete `deletions` of `total` local todos.
    case deletionGuard(deletions: Int, of: Int)
    /// `400` to the resync's `PATCH`: someone changed the list in between.
    case listChangedDuringResync
    /// Another sync of the store held its lock, so this run did not start.
    case anotherSyncRunning
    /// An answer the contract does not give to `request` (`nil`: the token refresh).
    case unexpectedAnswer(UnexpectedAnswer, request: String?)
    /// The token refresh failed in a way no retry mends.
    indirect case tokenRefresh(SyncFailure)
    /// A failure known only by its words: a sentence an older version stored, or a local error.
    case unclassified(String)

    /// A failure below HTTP: the request and what the HTTP client said.
    public struct Transport: Sendable, Hashable {
        /// The request, as `METHOD /path`.
        public var request: String
        /// libcurl's `CURLcode`, when the failure came from libcurl.
        public var curlCode: Int?
        public var message: String

        public init(request: String, curlCode: Int? = nil, message: String) {
            (self.request, self.curlCode, self.message) = (request, curlCode, message)
        }
    }

    /// The answers that have a rule elsewhere but none for the request they came to.
    public enum UnexpectedAnswer: String, Sendable, Hashable {
        /// `400`.
        case unsynchronized
        /// `404`.
        case notFound
    }

    public var description: String {
        switch self {
        case .unreachable(let transport): transport.sentence(kind: "couldNotConnect")
        case .timedOut(let transport): transport.sentence(kind: "timedOut")
        case .connectionDropped(let transport): transport.sentence(kind: "connectionDropped")
        case .tls(let transport): transport.sentence(kind: "tlsFailure")
        case .invalidHTTP(let transport): transport.sentence(kind: "invalidResponse")
        case .transport(let kind, let transport): transport.sentence(kind: kind)
        case .status(let status, let reason, let request):
            "\(request): \(Self.apiCode(status: status)) (HTTP \(status)): \(reason)"
        case .badAnswer(let request, let status?, let detail): "\(request): badResponse (HTTP \(status)): \(detail)"
        case .badAnswer(let request, nil, let detail): "\(request): badResponse: \(detail)"
        case .credentialsRefused: "the server refused the credentials"
        case .refreshRefused: "the token refresh was refused"
        case .deletionGuard(let deletions, let total): "the resync would delete \(deletions) of \(total) local todos"
        case .listChangedDuringResync: "the list changed on the server during the resync"
        case .anotherSyncRunning: "another sync of this store is running"
        case .unexpectedAnswer(let answer, let request?): "unexpected \(answer.rawValue) answer to \(request)"
        case .unexpectedAnswer(let answer, nil): "unexpected \(answer.rawValue) answer to the token refresh"
        case .tokenRefresh(let cause): "token refresh: \(cause)"
        case .unclassified(let text): text
        }
    }

    /// The API client's name for the class of an HTTP status that is not `2xx` (see `TodoAPIError`).
    static func apiCode(status: Int) -> String {
        switch status {
        case 400: "invalidInput"
        case 401: "unauthorized"
        case 404: "notFound"
        case 409: "conflict"
        case 500..<600: "serverError"
        default: "unexpectedStatus"
        }
    }
}

extension SyncFailure.Transport {
    /// The API client's sentence: `POST /list: transport: couldNotConnect (curl 7): …`.
    func sentence(kind: String) -> String {
        if let curlCode { return "\(request): transport: \(kind) (curl \(curlCode)): \(message)" }
        return "\(request): transport: \(kind): \(message)"
    }
}
