import TodoModel
import TodoStore
import TodoSync
import TodoValues

extension Coordinator {
    /// What a sync of the primary store would do now, with reads only (`todo sync --dry-run`).
    ///
    /// The store is opened read-only (not a byte changes, `sync.lock` is not taken) and let go of
    /// before the one request, `GET /list`; the plan is the sync machine's own merge and
    /// mass-deletion guard (``SyncStateMachine/plan(snapshot:configuration:remote:revision:now:)``)
    /// with the run's settings, `maxDelete` and `maxDeleteShare` (0–1) overriding them and
    /// `allowDeletions` lifting the guard. No token is refreshed (that is a `POST`): an expired
    /// session's `401` is reported as a sync reports it. A usage error when local-only or offline.
    public func syncPreview(
        allowDeletions: Bool = false,
        maxDelete: Int? = nil,
        maxDeleteShare: Double? = nil,
        clock: some WallClock = SystemWallClock()
    ) async throws(TodoError) -> SyncPreview {
        let (server, snapshot, configuration) = try withPrimaryReadOnly { manager throws(TodoError) in
            let server = try manager.syncServer(interactive: false).server
            let state = try manager.state()
            let snapshot = StoreSyncAdapter<SystemWallClock>.snapshot(of: state, server: manager.settings.server)
            let configuration = SyncStateMachine.Configuration(
                retryPolicy: try manager.settings.retryPolicy(), deviceID: state.deviceID,
                deletionGuard: manager.deletionGuard(
                    allowDeletions: allowDeletions, maxDelete: maxDelete, maxDeleteShare: maxDeleteShare))
            return (server, snapshot, configuration)
        }
        // The store's lock is released: the request runs holding nothing.
        let answer: (items: [TodoItem], revision: Int)
        do {
            answer = try await server.fetchList()
        } catch {
            return .failedRead(error)
        }
        return .plan(
            SyncStateMachine.plan(
                snapshot: snapshot, configuration: configuration, remote: answer.items, revision: answer.revision,
                now: clock.now))
    }
}

extension SyncPreview {
    /// The preview of a `GET /list` that failed with `failure`: the outcome a sync's attempt
    /// would have met (a transient failure: gave up; refused credentials: unauthorized).
    static func failedRead(_ failure: SyncStateMachine.Failure) -> SyncPreview {
        switch failure {
        case .retryable(let cause), .maybeApplied(let cause):
            .failed(.gaveUp, cause)
        case .unauthorized:
            .failed(.unauthorized, .credentialsRefused)
        case .other(let cause):
            .failed(.failed(cause), cause)
        case .unsynchronized:
            Self.unexpected(.unsynchronized)
        case .notFound:
            Self.unexpected(.notFound)
        }
    }

    private static func unexpected(_ answer: SyncFailure.UnexpectedAnswer) -> SyncPreview {
        let failure = SyncFailure.unexpectedAnswer(answer, request: "GET /list")
        return .failed(.failed(failure), failure)
    }
}
