/// ``SyncServer`` over ``TodoAPI``: the contract's endpoints, errors classified for the state machine.
public struct TodoAPISyncServer: SyncServer {
    public var api: TodoAPI

    public init(api: TodoAPI) {
        self.api = api
    }

    public func send(
        _ operation: PendingOperation,
        lastKnownRevision: Int
    ) async throws(SyncStateMachine.Failure) -> Int {
        do {
            switch operation {
            case .create(let item): return try await api.create(item, lastKnownRevision: lastKnownRevision).revision
            case .update(let item): return try await api.update(item, lastKnownRevision: lastKnownRevision).revision
            case .delete(let id): return try await api.delete(id: id, lastKnownRevision: lastKnownRevision).revision
            }
        } catch {
            throw Self.classify(error)
        }
    }

    public func fetchList() async throws(SyncStateMachine.Failure) -> (items: [TodoItem], revision: Int) {
        do {
            let answer = try await api.getList()
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
            let answer = try await api.patchList(items, lastKnownRevision: lastKnownRevision)
            return (answer.items, answer.revision)
        } catch {
            throw Self.classify(error)
        }
    }

    /// Fixed tokens cannot be refreshed: a `401` ends the run.
    public func refreshToken() async throws(SyncStateMachine.Failure) {
        throw .unauthorized
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
