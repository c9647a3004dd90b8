/// ``SyncServer`` over ``TodoAPI``: the contract's endpoints, errors classified for the state machine.
public struct TodoAPISyncServer: SyncServer {
    public var api: TodoAPI
    /// The logged-in account's tokens, if any: its access token replaces `api`'s fixed one, and a
    /// `401` can be refreshed once.
    public let session: SessionTokens?

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
        do {
            switch operation {
            case .create(let item): return try await current.create(item, lastKnownRevision: lastKnownRevision).revision
            case .update(let item): return try await current.update(item, lastKnownRevision: lastKnownRevision).revision
            case .delete(let id): return try await current.delete(id: id, lastKnownRevision: lastKnownRevision).revision
            }
        } catch {
            throw Self.classify(error)
        }
    }

    public func fetchList() async throws(SyncStateMachine.Failure) -> (items: [TodoItem], revision: Int) {
        do {
            let answer = try await current.getList()
            return (answer.items, answer.revision)
        } catch {
            throw Self.classify(error)
        }
    }

    public func replaceList(
        _ items: [TodoItem],
        lastKnownRevision: Int
    ) async throws(SyncStateMachine.Failure) -> (items: [TodoItem], revision: Int) {
        do {
            let answer = try await current.patchList(items, lastKnownRevision: lastKnownRevision)
            return (answer.items, answer.revision)
        } catch {
            throw Self.classify(error)
        }
    }

    /// A session's tokens are refreshed once (the new ones saved); fixed tokens cannot be, so a
    /// `401` ends the run.
    public func refreshToken() async throws(SyncStateMachine.Failure) {
        guard let session else { throw .unauthorized }
        try await session.refresh(using: api)
    }

    /// The state machine's class of an API error; messages never carry the token.
    public static func classify(_ error: TodoAPIError) -> SyncStateMachine.Failure {
        if error.isRetryable { return .retryable(error.description) }
        switch error.code {
        case .unsynchronized: return .unsynchronized
        case .unauthorized: return .unauthorized
        case .notFound: return .notFound
        default: return .other(error.description)
        }
    }
}
