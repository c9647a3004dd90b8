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
    /// a known one without its values, is kept by its words.
    public init(_ fields: Fields) {
        if fields.tokenRefresh == true {
            var cause = fields
            cause.tokenRefresh = nil
            self = .tokenRefresh(SyncFailure(cause))
            return
        }
        let unknown = SyncFailure.unclassified(fields.detail ?? fields.code ?? "")
        let transport = fields.request.map {
            Transport(request: $0, curlCode: fields.curl, message: fields.detail ?? "")
        }
        switch fields.code {
        case "unreachable": self = transport.map { .unreachable($0) } ?? unknown
        case "timed_out": self = transport.map { .timedOut($0) } ?? unknown
        case "connection_dropped": self = transport.map { .connectionDropped($0) } ?? unknown
        case "tls": self = transport.map { .tls($0) } ?? unknown
        case "invalid_http": self = transport.map { .invalidHTTP($0) } ?? unknown
        case "transport":
            guard let transport, let kind = fields.kind else {
                self = unknown
                return
            }
            self = .transport(kind: kind, transport)
        case "status":
            guard let status = fields.status, let request = fields.request else {
                self = unknown
                return
            }
            self = .status(status, reason: fields.detail ?? "", request: request)
        case "bad_answer":
            guard let request = fields.request else {
                self = unknown
                return
            }
            self = .badAnswer(request: request, status: fields.status, detail: fields.detail ?? "")
        case "credentials_refused": self = .credentialsRefused
        case "refresh_refused": self = .refreshRefused
        case "deletion_guard":
            guard let deletions = fields.deletions, let total = fields.total else {
                self = unknown
                return
            }
            self = .deletionGuard(deletions: deletions, of: total)
        case "list_changed": self = .listChangedDuringResync
        case "another_sync_running": self = .anotherSyncRunning
        case "unexpected_answer":
            guard let answer = fields.answer.flatMap(UnexpectedAnswer.init(rawValue:)) else {
                self = unknown
                return
            }
            self = .unexpectedAnswer(answer, request: fields.request)
        case "unclassified": self = .unclassified(fields.detail ?? "")
        default: self = unknown
        }
    }

    /// The members the store writes for the failure.
    public var fields: Fields {
        func transport(_ code: String, _ transport: Transport, kind: String? = nil) -> Fields {
            Fields(
                code: code, request: transport.request, curl: transport.curlCode, kind: kind,
                detail: transport.message)
        }
        switch self {
        case .unreachable(let value): return transport("unreachable", value)
        case .timedOut(let value): return transport("timed_out", value)
        case .connectionDropped(let value): return transport("connection_dropped", value)
        case .tls(let value): return transport("tls", value)
        case .invalidHTTP(let value): return transport("invalid_http", value)
        case .transport(let kind, let value): return transport("transport", value, kind: kind)
        case .status(let status, let reason, let request):
            return Fields(code: "status", request: request, status: status, detail: reason)
        case .badAnswer(let request, let status, let detail):
            return Fields(code: "bad_answer", request: request, status: status, detail: detail)
        case .credentialsRefused: return Fields(code: "credentials_refused")
        case .refreshRefused: return Fields(code: "refresh_refused")
        case .deletionGuard(let deletions, let total):
            return Fields(code: "deletion_guard", deletions: deletions, total: total)
        case .listChangedDuringResync: return Fields(code: "list_changed")
        case .anotherSyncRunning: return Fields(code: "another_sync_running")
        case .unexpectedAnswer(let answer, let request):
            return Fields(code: "unexpected_answer", request: request, answer: answer.rawValue)
        case .tokenRefresh(let cause):
            var fields = cause.fields
            fields.tokenRefresh = true
            return fields
        case .unclassified(let text): return Fields(code: "unclassified", detail: text)
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
