extension SyncFailure {
    /// A request of the contract, as `METHOD /path`.
    public struct Endpoint: Sendable, Hashable, CustomStringConvertible {
        /// The HTTP method (`GET`, `POST`, …).
        public let method: String
        /// The path after the server's base URL; `nil` when the request named none.
        public let path: String?

        public init(method: String, path: String?) {
            (self.method, self.path) = (method, path)
        }

        /// The request `METHOD /path` names (split at its first space, so any text reads back as written).
        public init(_ request: String) {
            guard let space = request.firstIndex(of: " ") else {
                self.init(method: request, path: nil)
                return
            }
            self.init(method: String(request[..<space]), path: String(request[request.index(after: space)...]))
        }

        public var description: String { path.map { "\(method) \($0)" } ?? method }
    }

    /// Words that came from outside this program: the server's reason, libcurl's message, a
    /// decoder's complaint, an older version's sentence.
    ///
    /// Kept for the machine description (`last_error`, the log) and shown as they are; no
    /// decision reads them.
    public struct Detail: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
        public let text: String

        public init(_ text: String) { self.text = text }

        public init(stringLiteral text: String) { self.text = text }

        public var description: String { text }
    }

    /// A failure below HTTP: the request and what the HTTP client said.
    public struct Transport: Sendable, Hashable {
        public var endpoint: Endpoint
        /// libcurl's `CURLcode`, when the failure came from libcurl.
        public var curlCode: Int?
        public var message: Detail

        public init(endpoint: Endpoint, curlCode: Int? = nil, message: Detail) {
            (self.endpoint, self.curlCode, self.message) = (endpoint, curlCode, message)
        }

        /// A failure of `request`, given as `METHOD /path`.
        public init(request: String, curlCode: Int? = nil, message: String) {
            self.init(endpoint: Endpoint(request), curlCode: curlCode, message: Detail(message))
        }

        /// The API client's sentence: `POST /list: transport: couldNotConnect (curl 7): …`.
        func sentence(kind: String) -> String {
            if let curlCode { return "\(endpoint): transport: \(kind) (curl \(curlCode)): \(message)" }
            return "\(endpoint): transport: \(kind): \(message)"
        }
    }

    /// The failures below HTTP that have no kind of their own, by the HTTP client's names.
    public enum TransportKind: String, Sendable, Hashable, CaseIterable {
        case cancelled
        case invalidRequest
        case responseTooLarge
        case redirectRefused
        case shutDown
        case other

        /// The kind the HTTP client calls `name`; ``other`` for a name this version does not know.
        public init(name: String) { self = Self(rawValue: name) ?? .other }

        /// The HTTP client's name for the kind.
        public var name: String { rawValue }
    }

    /// The answers that have a rule elsewhere but none for the request they came to.
    public enum UnexpectedAnswer: String, Sendable, Hashable {
        /// `400`.
        case unsynchronized
        /// `404`.
        case notFound
    }
}
