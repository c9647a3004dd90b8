import TodoModel

/// The sync driver's server port: what ``SyncDriver`` needs from a todo server (TodoKit's
/// `TodoAPISyncServer` provides it over HTTP).
///
/// Each call throws the ``SyncStateMachine/Failure`` class of its error, so the state machine
/// can decide; a cancelled task shows as `Task.isCancelled` after the throw.
public protocol SyncServer: Sendable {
    /// Sends one outbox operation; returns the server's new revision.
    func send(_ operation: PendingOperation, lastKnownRevision: Int) async throws(SyncStateMachine.Failure) -> Int
    /// `GET /list`.
    func fetchList() async throws(SyncStateMachine.Failure) -> (items: [TodoItem], revision: Int)
    /// `GET /list/{id}`: one todo and the list's revision; ``SyncStateMachine/Failure/notFound`` when
    /// the server lacks it.
    func fetchItem(id: String) async throws(SyncStateMachine.Failure) -> (item: TodoItem, revision: Int)
    /// `PATCH /list`.
    func replaceList(
        _ items: [TodoItem],
        lastKnownRevision: Int
    ) async throws(SyncStateMachine.Failure) -> (items: [TodoItem], revision: Int)
    /// Refreshes the access token once.
    func refreshToken() async throws(SyncStateMachine.Failure)
}

extension SyncServer {
    /// The todo picked out of ``fetchList()``, for a server that reads only whole lists.
    public func fetchItem(id: String) async throws(SyncStateMachine.Failure) -> (item: TodoItem, revision: Int) {
        let answer = try await fetchList()
        guard let item = answer.items.first(where: { $0.id == id }) else { throw .notFound }
        return (item, answer.revision)
    }
}
