extension SyncFailure {
    /// The class of a failure, which its words are chosen by.
    ///
    /// Compare against the static members; new kinds may be added.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        private enum Base: String, Sendable, Hashable {
            case unreachable, timedOut, connectionDropped, tls, invalidHTTP, transport
            case serverError, status, badAnswer
            case credentialsRefused, refreshRefused, deletionGuard, listChangedDuringResync, anotherSyncRunning
            case unexpectedAnswer, sessionNotSaved, tokenRefresh, unclassified
        }

        private let base: Base

        private init(_ base: Base) { self.base = base }

        /// The kind of an answer with HTTP `status`.
        init(status: Int) {
            self = (500..<600).contains(status) ? .serverError : .status
        }

        public var description: String { base.rawValue }

        /// No connection: refused, unreachable, or the name did not resolve.
        public static let unreachable = Kind(.unreachable)
        /// No answer in time.
        public static let timedOut = Kind(.timedOut)
        /// The connection broke before a complete answer.
        public static let connectionDropped = Kind(.connectionDropped)
        /// The TLS handshake failed, or the certificate was not accepted.
        public static let tls = Kind(.tls)
        /// The answer was not valid HTTP.
        public static let invalidHTTP = Kind(.invalidHTTP)
        /// Another failure below HTTP (see ``SyncFailure/TransportKind``).
        public static let transport = Kind(.transport)
        /// A `5xx` answer.
        public static let serverError = Kind(.serverError)
        /// Another status the sync has no rule for; see ``SyncFailure/status``.
        public static let status = Kind(.status)
        /// An answer the contract does not describe.
        public static let badAnswer = Kind(.badAnswer)
        /// `401`, with no refresh left to try.
        public static let credentialsRefused = Kind(.credentialsRefused)
        /// `401` to the token refresh.
        public static let refreshRefused = Kind(.refreshRefused)
        /// The mass-deletion guard stopped a resync; see ``SyncFailure/guardedDeletions``.
        public static let deletionGuard = Kind(.deletionGuard)
        /// The list changed on the server during the resync.
        public static let listChangedDuringResync = Kind(.listChangedDuringResync)
        /// Another sync of the store was running.
        public static let anotherSyncRunning = Kind(.anotherSyncRunning)
        /// An answer the contract does not give to that request.
        public static let unexpectedAnswer = Kind(.unexpectedAnswer)
        /// The refreshed tokens could not be saved.
        public static let sessionNotSaved = Kind(.sessionNotSaved)
        /// The token refresh failed; see ``SyncFailure/cause``.
        public static let tokenRefresh = Kind(.tokenRefresh)
        /// A failure known only by its sentence; see ``SyncFailure/sentence``.
        public static let unclassified = Kind(.unclassified)

        /// Whether `failure` is of `kind`, so that `if case .tls = failure` reads as it did.
        public static func ~= (kind: Kind, failure: SyncFailure) -> Bool { failure.kind == kind }
    }
}
