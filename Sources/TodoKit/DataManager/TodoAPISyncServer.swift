import Synchronization
import TodoModel
import TodoNetwork
import TodoSync

/// ``SyncServer`` over ``TodoAPI``: the contract's endpoints, errors classified for the state machine.
public struct TodoAPISyncServer: SyncServer {
    public var api: TodoAPI
    /// The logged-in account's tokens, if any: its access token replaces `api`'s fixed one, and a
    /// `401` can be refreshed once.
    public let session: SessionTokens?
    /// Whether the server has answered a request of this run yet (shared by copies).
    private let answers = AnswerHistory()

    public init(api: TodoAPI, session: SessionTokens? = nil) {
        self.api = api
        self.session = session
    }

    /// `api` with the session's current access token.
    private var current: TodoAPI {
        guard let session else { return api }
        var current = api
        current.configuration.token = session.accessToken
        return current
    }

    public func send(
        _ operation: PendingOperation,
        lastKnownRevision: Int
    ) async throws(SyncStateMachine.Failure) -> Int {
        try await exchange { () async throws(TodoAPIError) -> Int in
            switch operation {
            case .create(let item): return try await current.create(item, lastKnownRevision: lastKnownRevision).revision
            case .update(let item): return try await current.update(item, lastKnownRevision: lastKnownRevision).revision
            case .delete(let id): return try await current.delete(id: id, lastKnownRevision: lastKnownRevision).revision
            }
        }
    }

    public func fetchList() async throws(SyncStateMachine.Failure) -> (items: [TodoItem], revision: Int) {
        let answer = try await exchange { () async throws(TodoAPIError) in try await current.getList() }
        return (answer.items, answer.revision)
    }

    public func fetchItem(id: String) async throws(SyncStateMachine.Failure) -> (item: TodoItem, revision: Int) {
        let answer = try await exchange { () async throws(TodoAPIError) in try await current.getItem(id: id) }
        return (answer.item, answer.revision)
    }

    public func replaceList(
        _ items: [TodoItem],
        lastKnownRevision: Int
    ) async throws(SyncStateMachine.Failure) -> (items: [TodoItem], revision: Int) {
        let answer = try await exchange { () async throws(TodoAPIError) in
            try await current.patchList(items, lastKnownRevision: lastKnownRevision)
        }
        return (answer.items, answer.revision)
    }

    /// A session's tokens are refreshed once (the new ones saved); fixed tokens cannot be, so a
    /// `401` ends the run.
    public func refreshToken() async throws(SyncStateMachine.Failure) {
        guard let session else { throw .unauthorized }
        try await session.refresh(using: api)
    }

    /// Runs one request, classifying its error; notes whether the server answered.
    private func exchange<T>(
        _ request: () async throws(TodoAPIError) -> T
    ) async throws(SyncStateMachine.Failure) -> T {
        let reusable = answers.hasAnswer
        do {
            let value = try await request()
            answers.noteAnswer()
            return value
        } catch {
            if error.status != nil { answers.noteAnswer() }
            throw Self.classify(error, afterAnAnswer: reusable)
        }
    }

    /// The state machine's class of an API error; messages never carry the token.
    ///
    /// - Parameter afterAnAnswer: Whether the server had answered an earlier request of the run, so
    ///   this one may have gone out on a reused connection (see ``mayHaveBeenApplied(_:afterAnAnswer:)``).
    public static func classify(_ error: TodoAPIError, afterAnAnswer: Bool = true) -> SyncStateMachine.Failure {
        if error.isRetryable {
            let failure = failure(of: error)
            return mayHaveBeenApplied(error, afterAnAnswer: afterAnAnswer)
                ? .maybeApplied(failure) : .retryable(failure)
        }
        switch error.code {
        case .unsynchronized: return .unsynchronized
        case .unauthorized: return .unauthorized
        case .notFound: return .notFound
        default: return .other(failure(of: error))
        }
    }

    /// The sync's value for an API error, the one place HTTP and contract errors become a
    /// ``SyncFailure``; its description is the error's, byte for byte.
    ///
    /// Every API error has a kind here: a `transport` error without the HTTP client's error is
    /// another transport failure, a status error without a status an unexpected answer. Only a
    /// stored failure this version cannot read is ``SyncFailure/Kind/unclassified``.
    public static func failure(of error: TodoAPIError) -> SyncFailure {
        let endpoint = SyncFailure.Endpoint(error.endpoint)
        switch error.code {
        case .transport:
            guard let cause = error.transportError else {
                return .transport(
                    kind: .other, SyncFailure.Transport(endpoint: endpoint, message: SyncFailure.Detail(error.detail)))
            }
            let transport = SyncFailure.Transport(
                endpoint: endpoint, curlCode: cause.curlCode, message: SyncFailure.Detail(cause.message))
            switch cause.code {
            case .couldNotConnect: return .unreachable(transport)
            case .timedOut: return .timedOut(transport)
            case .connectionDropped: return .connectionDropped(transport)
            case .tlsFailure: return .tls(transport)
            case .invalidResponse: return .invalidHTTP(transport)
            case .cancelled: return .transport(kind: .cancelled, transport)
            case .invalidRequest: return .transport(kind: .invalidRequest, transport)
            case .responseTooLarge: return .transport(kind: .responseTooLarge, transport)
            case .redirectRefused: return .transport(kind: .redirectRefused, transport)
            case .shutDown: return .transport(kind: .shutDown, transport)
            default: return .transport(kind: .other, transport)
            }
        case .badResponse:
            return .badAnswer(endpoint: endpoint, status: error.status, detail: SyncFailure.Detail(error.detail))
        default:
            guard let status = error.status else {
                return .badAnswer(endpoint: endpoint, status: nil, detail: SyncFailure.Detail(error.detail))
            }
            return .status(
                status, reason: SyncFailure.Detail(error.detail), endpoint: endpoint, retryAfter: error.retryAfter)
        }
    }

    /// Whether a retryable failure leaves open that the server applied the request.
    ///
    /// A timeout, a dropped connection or a garbled `2xx` may follow an applied request (a lost
    /// response); a failed connect sent nothing. Any HTTP answer is definite: nothing was applied.
    /// (Requests that change the list go out on a new connection, so libcurl never sends one twice
    /// unseen; see `CurlTransfer`.) `afterAnAnswer` is kept for callers; it no longer matters.
    public static func mayHaveBeenApplied(_ error: TodoAPIError, afterAnAnswer: Bool = true) -> Bool {
        switch error.code {
        case .transport: error.transportError?.code != .couldNotConnect
        case .badResponse: true
        default: false
        }
    }
}

/// Whether a server has answered any request yet, for ``TodoAPISyncServer``.
private final class AnswerHistory: Sendable {
    private let answered = Mutex(false)

    var hasAnswer: Bool { answered.withLock { $0 } }

    func noteAnswer() { answered.withLock { $0 = true } }
}
