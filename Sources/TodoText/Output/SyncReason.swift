import TodoSync
import TodoValues

/// Why a sync attempt failed, the one place a ``SyncFailure`` becomes text.
///
/// People read ``words(_:language:)``, in their language; `--json` and the log carry
/// ``sentence(_:)``, the machine English that is the same in every language.
public enum SyncReason {
    /// `failure` in words, in `language` (`server unreachable`, `server error (HTTP 500)`, …); a
    /// sentence read from an older store, whose kind is not known, as it is.
    public static func words(_ failure: SyncFailure, language: Language = .current) -> String {
        func say(_ key: MessageKey, _ values: [String: String] = [:]) -> String {
            Messages.text(key, values, language: language)
        }
        let status = failure.status.map(String.init) ?? ""
        switch failure.kind {
        case .unreachable: return say(.reasonUnreachable)
        case .timedOut: return say(.reasonTimedOut)
        case .connectionDropped: return say(.reasonDropped)
        case .tls: return say(.reasonTLS)
        case .invalidHTTP, .badAnswer: return say(.reasonGarbled)
        case .transport: return say(.reasonNetwork)
        case .serverError: return say(.reasonServerError, ["status": status])
        case .status: return say(.reasonStatus, ["status": status])
        case .credentialsRefused: return say(.reasonCredentials)
        case .refreshRefused: return say(.reasonRefreshRefused)
        case .deletionGuard:
            let counts = failure.guardedDeletions
            return say(
                .reasonDeletionGuard,
                ["deletions": String(counts?.deletions ?? 0), "total": String(counts?.total ?? 0)])
        case .listChangedDuringResync: return say(.reasonListChanged)
        case .anotherSyncRunning: return say(.reasonAnotherSync)
        case .unexpectedAnswer: return say(.reasonUnexpected)
        case .tokenRefresh: return failure.cause.map { words($0, language: language) } ?? say(.reasonUnexpected)
        default: return failure.sentence?.text ?? failure.description
        }
    }

    /// `failure` in words with the request and what the other side said, for a failure a person
    /// must act on (a certificate not trusted, a refused redirect): `TLS failure (GET /list: SSL
    /// certificate problem: …)`.
    public static func explained(_ failure: SyncFailure, language: Language = .current) -> String {
        if let cause = failure.cause { return explained(cause, language: language) }
        let reason = words(failure, language: language)
        guard let endpoint = failure.endpoint, let detail = failure.detail else { return reason }
        return Messages.text(
            .reasonExplained, ["reason": reason, "request": endpoint.description, "detail": detail.text],
            language: language)
    }

    /// `failure`'s machine sentence: `last_error` in `--json`, `error=` in the log; English, byte for
    /// byte what earlier versions wrote, in every language.
    public static func sentence(_ failure: SyncFailure) -> String { failure.description }
}
