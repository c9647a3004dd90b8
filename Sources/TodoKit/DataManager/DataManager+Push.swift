import TodoSync

extension DataManager {
    /// After a local change: at most one quick attempt to push the outbox, never waiting through a
    /// backoff (none at all while the persisted window is open).
    ///
    /// - Returns: `nil` when local-only or offline; otherwise the run's report, or the error that
    ///   kept it from running (the change itself is already saved either way). A long push (after
    ///   an import) reports to `progress`.
    public func pushAfterChange(
        progress: any ProgressReporter = SilentProgress()
    ) async -> Result<SyncReport, TodoError>? {
        guard settings.server != nil, !settings.offline else { return nil }
        do {
            let server = try syncServer(interactive: true)
            return .success(
                try await sync(
                    mode: .interactive, server: server.server, canRefreshToken: server.canRefresh, progress: progress)
            )
        } catch {
            return .failure(error)
        }
    }
}
