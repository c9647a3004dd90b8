import Logging
import TodoStore
import TodoSync
import TodoValues

extension DataManager {
    /// After a local change: at most one quick attempt to push the outbox, never waiting through a
    /// backoff (none at all while the persisted window is open: then the server is not even set
    /// up, so a credentials problem shows at the next attempt).
    ///
    /// - Returns: `nil` when local-only or offline; otherwise the run's report, or the error that
    ///   kept it from running (the change itself is already saved either way). A long push (after
    ///   an import) reports to `progress`.
    public func pushAfterChange(
        progress: any ProgressReporter = SilentProgress()
    ) async -> Result<SyncReport, TodoError>? {
        guard settings.server != nil, !settings.offline else { return nil }
        do {
            // While the window is open nothing is sent: no HTTP client, no session, no sync lock.
            if let report = try openWindowReport(mode: .interactive, now: SystemWallClock().now) {
                Self.logFinished(report, mode: .interactive, to: Logger(label: "todo.sync"))
                return .success(report)
            }
            return .success(try await syncWithServer(mode: .interactive, progress: progress))
        } catch {
            return .failure(error)
        }
    }

    /// The configured server (``syncServer(interactive:)``; an interactive mode's quick attempt
    /// waits less per request), then a sync run with it: a `.usage` error when local-only or `--offline`.
    public func syncWithServer(
        mode: SyncStateMachine.Mode,
        clock: some WallClock = SystemWallClock(),
        allowDeletions: Bool = false,
        maxDelete: Int? = nil,
        maxDeleteShare: Double? = nil,
        syncLock: SyncLock? = nil,
        progress: any ProgressReporter = SilentProgress()
    ) async throws(TodoError) -> SyncReport {
        var interactive = false
        if case .interactive = mode { interactive = true }
        let server = try syncServer(interactive: interactive)
        return try await sync(
            mode: mode, server: server.server, clock: clock, canRefreshToken: server.canRefresh,
            allowDeletions: allowDeletions, maxDelete: maxDelete, maxDeleteShare: maxDeleteShare, syncLock: syncLock,
            progress: progress)
    }
}
