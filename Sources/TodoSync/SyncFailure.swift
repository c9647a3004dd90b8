/// Why a sync attempt failed, as a value: the words are made where it is shown.
///
/// Compare ``kind`` against the static members of ``Kind``; new kinds may be added without
/// breaking a client. ``description`` is the machine description: the `last_error` of
/// `todo sync --json`, `todo status --json`, `todo watch --json` and the log, byte for byte the
/// sentence earlier versions stored; people see ``kind`` in their own words (TodoText's
/// `SyncReason`). The store keeps the kind and its values (see ``Fields``).
public struct SyncFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The failures this version tells apart, with their values.
    ///
    /// Internal, not private, so that the store's coding (`SyncFailure+Stored.swift`) can read it;
    /// outside TodoSync only the static members and the accessors are seen.
    enum Base: Sendable, Hashable {
        case unreachable(Transport)
        case timedOut(Transport)
        case connectionDropped(Transport)
        case tls(Transport)
        case invalidHTTP(Transport)
        case transport(TransportKind, Transport)
        case status(Int, reason: Detail, endpoint: Endpoint)
        case badAnswer(endpoint: Endpoint, status: Int?, detail: Detail)
        case credentialsRefused
        case refreshRefused
        case deletionGuard(deletions: Int, of: Int)
        case listChangedDuringResync
        case anotherSyncRunning
        case unexpectedAnswer(UnexpectedAnswer, endpoint: Endpoint?)
        case sessionNotSaved(Detail)
        indirect case tokenRefresh(SyncFailure)
        case unknown(Detail)
    }

    let base: Base
    /// How long the server asked to be left alone (`Retry-After` of a `429` or `503`), in seconds.
    ///
    /// The backoff waits at least this long (capped at the policy's `maxDelay`). Not stored: the
    /// window it opened is.
    public let retryAfter: Double?

    init(_ base: Base, retryAfter: Double? = nil) {
        self.base = base
        self.retryAfter = retryAfter.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    }

    /// No connection: refused, unreachable, or the name did not resolve.
    public static func unreachable(_ transport: Transport) -> SyncFailure { SyncFailure(.unreachable(transport)) }

    /// The connect timeout, the total timeout or the stall guard fired.
    public static func timedOut(_ transport: Transport) -> SyncFailure { SyncFailure(.timedOut(transport)) }

    /// The connection broke before a complete answer.
    public static func connectionDropped(_ transport: Transport) -> SyncFailure {
        SyncFailure(.connectionDropped(transport))
    }

    /// The TLS handshake failed, or the server's certificate was not accepted.
    public static func tls(_ transport: Transport) -> SyncFailure { SyncFailure(.tls(transport)) }

    /// The answer was not valid HTTP.
    public static func invalidHTTP(_ transport: Transport) -> SyncFailure { SyncFailure(.invalidHTTP(transport)) }

    /// Another failure below HTTP.
    public static func transport(kind: TransportKind, _ transport: Transport) -> SyncFailure {
        SyncFailure(.transport(kind, transport))
    }

    /// Another failure below HTTP, its kind by the HTTP client's name (a name this version does
    /// not know is ``TransportKind/other``).
    public static func transport(kind name: String, _ transport: Transport) -> SyncFailure {
        SyncFailure(.transport(TransportKind(name: name), transport))
    }

    /// An HTTP status the sync has no rule for (`5xx`, `408`, `429`, `409`, …), with the server's
    /// short reason.
    public static func status(
        _ status: Int, reason: Detail, endpoint: Endpoint, retryAfter: Double? = nil
    ) -> SyncFailure {
        SyncFailure(.status(status, reason: reason, endpoint: endpoint), retryAfter: retryAfter)
    }

    /// ``status(_:reason:endpoint:retryAfter:)`` with the request as `METHOD /path`.
    public static func status(_ status: Int, reason: String, request: String) -> SyncFailure {
        SyncFailure(.status(status, reason: Detail(reason), endpoint: Endpoint(request)))
    }

    /// A `2xx` (or, with no status, a request that could not be encoded) that is not what the
    /// contract describes.
    public static func badAnswer(endpoint: Endpoint, status: Int?, detail: Detail) -> SyncFailure {
        SyncFailure(.badAnswer(endpoint: endpoint, status: status, detail: detail))
    }

    /// ``badAnswer(endpoint:status:detail:)`` with the request as `METHOD /path`.
    public static func badAnswer(request: String, status: Int?, detail: String) -> SyncFailure {
        SyncFailure(.badAnswer(endpoint: Endpoint(request), status: status, detail: Detail(detail)))
    }

    /// `401`, and no refresh token to try (or the one refresh was used).
    public static let credentialsRefused = SyncFailure(.credentialsRefused)

    /// `401` to the token refresh.
    public static let refreshRefused = SyncFailure(.refreshRefused)

    /// The mass-deletion guard stopped a resync that would delete `deletions` of `total` local todos.
    public static func deletionGuard(deletions: Int, of total: Int) -> SyncFailure {
        SyncFailure(.deletionGuard(deletions: deletions, of: total))
    }

    /// `400` to the resync's `PATCH`: someone changed the list in between.
    public static let listChangedDuringResync = SyncFailure(.listChangedDuringResync)

    /// Another sync of the store held its lock, so this run did not start.
    public static let anotherSyncRunning = SyncFailure(.anotherSyncRunning)

    /// An answer the contract does not give to `endpoint` (`nil`: the token refresh).
    public static func unexpectedAnswer(_ answer: UnexpectedAnswer, endpoint: Endpoint?) -> SyncFailure {
        SyncFailure(.unexpectedAnswer(answer, endpoint: endpoint))
    }

    /// ``unexpectedAnswer(_:endpoint:)`` with the request as `METHOD /path`.
    public static func unexpectedAnswer(_ answer: UnexpectedAnswer, request: String?) -> SyncFailure {
        SyncFailure(.unexpectedAnswer(answer, endpoint: request.map(Endpoint.init)))
    }

    /// The refreshed tokens could not be written to the session file; `detail` is the local
    /// error's machine sentence.
    public static func sessionNotSaved(_ detail: Detail) -> SyncFailure { SyncFailure(.sessionNotSaved(detail)) }

    /// The token refresh failed in a way no retry mends.
    public static func tokenRefresh(_ cause: SyncFailure) -> SyncFailure { SyncFailure(.tokenRefresh(cause)) }

    /// A failure of no kind this version knows, kept by its sentence: what an older version stored
    /// (its `last_error`, or a code this version does not read), or an API error no kind fits.
    public static func unclassified(_ sentence: String) -> SyncFailure { SyncFailure(.unknown(Detail(sentence))) }

    /// What kind of failure this is.
    public var kind: Kind {
        switch base {
        case .unreachable: .unreachable
        case .timedOut: .timedOut
        case .connectionDropped: .connectionDropped
        case .tls: .tls
        case .invalidHTTP: .invalidHTTP
        case .transport: .transport
        case .status(let status, _, _): Kind(status: status)
        case .badAnswer: .badAnswer
        case .credentialsRefused: .credentialsRefused
        case .refreshRefused: .refreshRefused
        case .deletionGuard: .deletionGuard
        case .listChangedDuringResync: .listChangedDuringResync
        case .anotherSyncRunning: .anotherSyncRunning
        case .unexpectedAnswer: .unexpectedAnswer
        case .sessionNotSaved: .sessionNotSaved
        case .tokenRefresh: .tokenRefresh
        case .unknown: .unclassified
        }
    }

    /// The HTTP status of the answer, when there was one.
    public var status: Int? {
        switch base {
        case .status(let status, _, _): status
        case .badAnswer(_, let status, _): status
        default: nil
        }
    }

    /// The failure below HTTP, when it is one.
    private var transport: Transport? {
        switch base {
        case .unreachable(let transport), .timedOut(let transport), .connectionDropped(let transport),
            .tls(let transport), .invalidHTTP(let transport), .transport(_, let transport):
            transport
        default: nil
        }
    }

    /// The request that failed, when the failure came to one.
    public var endpoint: Endpoint? {
        if let transport { return transport.endpoint }
        switch base {
        case .status(_, _, let endpoint), .badAnswer(let endpoint, _, _): return endpoint
        case .unexpectedAnswer(_, let endpoint): return endpoint
        default: return nil
        }
    }

    /// What the other side said: libcurl's message, the server's reason, the decoder's complaint.
    public var detail: Detail? {
        if let transport { return transport.message }
        switch base {
        case .status(_, let reason, _): return reason
        case .badAnswer(_, _, let detail): return detail
        default: return nil
        }
    }

    /// The local todos the mass-deletion guard kept: `deletions` of `total`.
    public var guardedDeletions: (deletions: Int, total: Int)? {
        guard case .deletionGuard(let deletions, let total) = base else { return nil }
        return (deletions, total)
    }

    /// What made the token refresh fail, for ``Kind/tokenRefresh``.
    public var cause: SyncFailure? {
        guard case .tokenRefresh(let cause) = base else { return nil }
        return cause
    }

    /// The stored sentence of a failure of no known kind (``Kind/unclassified``), shown as it is.
    public var sentence: Detail? {
        guard case .unknown(let sentence) = base else { return nil }
        return sentence
    }

    public var description: String {
        switch base {
        case .unreachable(let transport): transport.sentence(kind: "couldNotConnect")
        case .timedOut(let transport): transport.sentence(kind: "timedOut")
        case .connectionDropped(let transport): transport.sentence(kind: "connectionDropped")
        case .tls(let transport): transport.sentence(kind: "tlsFailure")
        case .invalidHTTP(let transport): transport.sentence(kind: "invalidResponse")
        case .transport(let kind, let transport): transport.sentence(kind: kind.name)
        case .status(let status, let reason, let endpoint):
            "\(endpoint): \(Self.apiCode(status: status)) (HTTP \(status)): \(reason)"
        case .badAnswer(let endpoint, let status?, let detail): "\(endpoint): badResponse (HTTP \(status)): \(detail)"
        case .badAnswer(let endpoint, nil, let detail): "\(endpoint): badResponse: \(detail)"
        case .credentialsRefused: "the server refused the credentials"
        case .refreshRefused: "the token refresh was refused"
        case .deletionGuard(let deletions, let total): "the resync would delete \(deletions) of \(total) local todos"
        case .listChangedDuringResync: "the list changed on the server during the resync"
        case .anotherSyncRunning: "another sync of this store is running"
        case .unexpectedAnswer(let answer, let endpoint?): "unexpected \(answer.rawValue) answer to \(endpoint)"
        case .unexpectedAnswer(let answer, nil): "unexpected \(answer.rawValue) answer to the token refresh"
        case .sessionNotSaved(let detail): detail.text
        case .tokenRefresh(let cause): "token refresh: \(cause)"
        case .unknown(let sentence): sentence.text
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
