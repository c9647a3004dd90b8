extension SyncFailure {
    /// A failure's members as the store writes them: a `code` and that case's values.
    ///
    /// The one spelling of a stored failure: ``init(from:)`` and ``encode(to:)`` go through it,
    /// and so does the store's fast header reader, under ``CodingKeys``.
    public struct Fields: Sendable, Hashable {
        public var code: String?
        public var request: String?
        public var status: Int?
        public var curl: Int?
        public var kind: String?
        public var detail: String?
        public var deletions: Int?
        public var total: Int?
        public var answer: String?
        /// The failure came to the token refresh.
        public var tokenRefresh: Bool?

        public init(
            code: String? = nil, request: String? = nil, status: Int? = nil, curl: Int? = nil, kind: String? = nil,
            detail: String? = nil, deletions: Int? = nil, total: Int? = nil, answer: String? = nil
        ) {
            self.code = code
            self.request = request
            self.status = status
            self.curl = curl
            self.kind = kind
            self.detail = detail
            self.deletions = deletions
            self.total = total
            self.answer = answer
        }
    }

    /// The stored members' names.
    public enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
        case code
        case request
        case status
        case curl
        case kind
        case detail
        case deletions
        case total
        case answer
        case tokenRefresh = "token_refresh"
    }

    /// The failure `fields` describe; a code this version does not know (a newer version's), or
    /// a known one without its values, is kept by its words (``Kind/unclassified``).
    public init(_ fields: Fields) {
        if fields.tokenRefresh == true {
            var cause = fields
            cause.tokenRefresh = nil
            self = .tokenRefresh(SyncFailure(cause))
            return
        }
        self = Self.base(of: fields).map { SyncFailure($0) } ?? .unclassified(fields.detail ?? fields.code ?? "")
    }

    /// The case `fields` describe, `nil` for an unknown code or missing values.
    private static func base(of fields: Fields) -> Base? {
        let endpoint = fields.request.map(Endpoint.init)
        let detail = Detail(fields.detail ?? "")
        let transport = endpoint.map { Transport(endpoint: $0, curlCode: fields.curl, message: detail) }
        switch fields.code {
        case "unreachable": return transport.map { .unreachable($0) }
        case "timed_out": return transport.map { .timedOut($0) }
        case "connection_dropped": return transport.map { .connectionDropped($0) }
        case "tls": return transport.map { .tls($0) }
        case "invalid_http": return transport.map { .invalidHTTP($0) }
        case "transport":
            guard let transport, let kind = fields.kind else { return nil }
            return .transport(TransportKind(name: kind), transport)
        case "status":
            guard let status = fields.status, let endpoint else { return nil }
            return .status(status, reason: detail, endpoint: endpoint)
        case "bad_answer":
            guard let endpoint else { return nil }
            return .badAnswer(endpoint: endpoint, status: fields.status, detail: detail)
        case "credentials_refused": return .credentialsRefused
        case "refresh_refused": return .refreshRefused
        case "deletion_guard":
            guard let deletions = fields.deletions, let total = fields.total else { return nil }
            return .deletionGuard(deletions: deletions, of: total)
        case "list_changed": return .listChangedDuringResync
        case "another_sync_running": return .anotherSyncRunning
        case "unexpected_answer":
            guard let answer = fields.answer.flatMap(UnexpectedAnswer.init(rawValue:)) else { return nil }
            return .unexpectedAnswer(answer, endpoint: endpoint)
        case "session_not_saved": return .sessionNotSaved(detail)
        case "unclassified": return .unknown(detail)
        default: return nil
        }
    }

    /// The members the store writes for the failure.
    public var fields: Fields {
        func transport(_ code: String, _ transport: Transport, kind: String? = nil) -> Fields {
            Fields(
                code: code, request: transport.endpoint.description, curl: transport.curlCode, kind: kind,
                detail: transport.message.text)
        }
        switch base {
        case .unreachable(let value): return transport("unreachable", value)
        case .timedOut(let value): return transport("timed_out", value)
        case .connectionDropped(let value): return transport("connection_dropped", value)
        case .tls(let value): return transport("tls", value)
        case .invalidHTTP(let value): return transport("invalid_http", value)
        case .transport(let kind, let value): return transport("transport", value, kind: kind.name)
        case .status(let status, let reason, let endpoint):
            return Fields(code: "status", request: endpoint.description, status: status, detail: reason.text)
        case .badAnswer(let endpoint, let status, let detail):
            return Fields(code: "bad_answer", request: endpoint.description, status: status, detail: detail.text)
        case .credentialsRefused: return Fields(code: "credentials_refused")
        case .refreshRefused: return Fields(code: "refresh_refused")
        case .deletionGuard(let deletions, let total):
            return Fields(code: "deletion_guard", deletions: deletions, total: total)
        case .listChangedDuringResync: return Fields(code: "list_changed")
        case .anotherSyncRunning: return Fields(code: "another_sync_running")
        case .unexpectedAnswer(let answer, let endpoint):
            return Fields(code: "unexpected_answer", request: endpoint?.description, answer: answer.rawValue)
        case .sessionNotSaved(let detail): return Fields(code: "session_not_saved", detail: detail.text)
        case .tokenRefresh(let cause):
            var fields = cause.fields
            fields.tokenRefresh = true
            return fields
        case .unknown(let sentence): return Fields(code: "unclassified", detail: sentence.text)
        }
    }
}

extension SyncFailure: Codable {
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        var fields = Fields()
        fields.code = try c.decodeIfPresent(String.self, forKey: .code)
        fields.request = try c.decodeIfPresent(String.self, forKey: .request)
        fields.status = try c.decodeIfPresent(Int.self, forKey: .status)
        fields.curl = try c.decodeIfPresent(Int.self, forKey: .curl)
        fields.kind = try c.decodeIfPresent(String.self, forKey: .kind)
        fields.detail = try c.decodeIfPresent(String.self, forKey: .detail)
        fields.deletions = try c.decodeIfPresent(Int.self, forKey: .deletions)
        fields.total = try c.decodeIfPresent(Int.self, forKey: .total)
        fields.answer = try c.decodeIfPresent(String.self, forKey: .answer)
        fields.tokenRefresh = try c.decodeIfPresent(Bool.self, forKey: .tokenRefresh)
        self.init(fields)
    }

    public func encode(to encoder: any Encoder) throws {
        let fields = fields
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(fields.code, forKey: .code)
        try c.encodeIfPresent(fields.request, forKey: .request)
        try c.encodeIfPresent(fields.status, forKey: .status)
        try c.encodeIfPresent(fields.curl, forKey: .curl)
        try c.encodeIfPresent(fields.kind, forKey: .kind)
        try c.encodeIfPresent(fields.detail, forKey: .detail)
        try c.encodeIfPresent(fields.deletions, forKey: .deletions)
        try c.encodeIfPresent(fields.total, forKey: .total)
        try c.encodeIfPresent(fields.answer, forKey: .answer)
        try c.encodeIfPresent(fields.tokenRefresh, forKey: .tokenRefresh)
    }
}
