import Logging
import TodoNetwork
import TodoStore
import TodoSync
import TodoValues

extension DataManager {
    /// One sync attempt of `todo watch`: opens the store, runs one ``SyncStateMachine/Mode/watch``
    /// pass and closes it again, so that other commands can use the store between attempts.
    ///
    /// The requests go through `client`, which the watch keeps for all its attempts, so a
    /// keep-alive connection is reused between them. Each attempt is a command of its own: its
    /// ``ServerConnection`` is made from the session file as it is then, so a login or a logout
    /// meanwhile holds from the next attempt. Never throws: a store that cannot be opened
    /// or a session that cannot be used is reported as ``WatchAttempt/Result/error(_:)``, and the
    /// watch goes on.
    public static func watchAttempt(
        settings: Settings,
        client: HTTPClient,
        clock: some WallClock = SystemWallClock()
    ) async -> WatchAttempt {
        let started = clock.now
        var opened: DataManager?
        var attempt: WatchAttempt
        do throws(TodoError) {
            // `sync.lock` before the store's lock (the lock order), and only tried: while another
            // sync runs (a typed `todo sync`, a cron `--recover`), that run does this attempt's work.
            let layout = StoreLayout(directory: settings.home)
            let syncLock = try storing { try SyncLock.tryAcquire(layout: layout, now: clock.now) }
            defer { syncLock?.release() }
            let manager = try DataManager(settings: settings, httpClient: client)
            opened = manager
            defer { manager.close() }
            let report: SyncReport
            if let syncLock {
                report = try await manager.syncWithServer(mode: .watch, clock: clock, syncLock: syncLock)
            } else {
                report = .notRun(
                    pending: try manager.queuedCount(), dirty: try manager.syncMetadata().dirty,
                    reason: .anotherSyncRunning, at: clock.now)
            }
            let state = try manager.state()
            attempt = WatchAttempt(
                result: .report(report),
                itemCount: state.items.count,
                retryAt: state.sync.retry.nextAttemptAt,
                signature: StoreSignature.of(directory: settings.home),
                startedAt: started,
                finishedAt: clock.now
            )
        } catch {
            Logger(label: "todo.watch").warning("sync attempt not run", metadata: ["error": "\"\(error)\""])
            attempt = WatchAttempt(result: .error(error), startedAt: started, finishedAt: clock.now)
        }
        attempt.warnings = opened?.warnings ?? []
        return attempt
    }
}
