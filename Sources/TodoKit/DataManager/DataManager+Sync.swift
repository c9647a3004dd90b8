import FoundationEssentials
import Logging
import TodoModel
import TodoStore
import TodoSync
import TodoValues

extension DataManager {
    /// Runs the sync state machine against `server` until it finishes: a ``SyncDriver`` over this
    /// store (``StoreSyncAdapter``, the store port) and `server`.
    ///
    /// One run at a time per store (the `sync.lock` file, see ``SyncLock``). The caller opened the
    /// store, so it holds the store's lock: by the lock order it may only try `sync.lock` here. A
    /// caller that waits for another run takes `sync.lock` before opening the store and hands it
    /// over as `syncLock` (``Coordinator/sync(mode:allowDeletions:maxDelete:maxDeleteShare:otherSync:progress:)``);
    /// without one, an interactive push that finds `sync.lock` busy leaves its change queued, and
    /// any other run throws ``StoreError/Reason/syncRunning(pid:seconds:waited:)`` (a `.locked` error). A
    /// backoff wait ends early when a typed `todo sync` nudges the run (``SyncLock/nudge(layout:)``).
    /// The store's lock is held only to commit what the machine decided
    /// (before every request and wait, as one transaction) and to read back what other commands
    /// changed meanwhile; never while a request or a wait is under way, so every other command
    /// answers at once. A run over a short outbox starts over the part of the store it needs (see
    /// ``StoreView/syncPart(server:limit:)``) and reads the whole store before a resync, or when
    /// another command wrote during a request. Pushes, resyncs and waits are reported to `progress`, which is finished
    /// when the run ends. `maxDelete` and `maxDeleteShare` (0–1) override the settings' mass-deletion
    /// guard; `allowDeletions` lifts it.
    public func sync(
        mode: SyncStateMachine.Mode,
        server: some SyncServer,
        clock: some WallClock = SystemWallClock(),
        canRefreshToken: Bool = false,
        seed: UInt64 = UInt64.random(in: .min ... .max),
        allowDeletions: Bool = false,
        maxDelete: Int? = nil,
        maxDeleteShare: Double? = nil,
        syncLock held: SyncLock? = nil,
        progress: any ProgressReporter = SilentProgress()
    ) async throws(TodoError) -> SyncReport {
        defer { progress.finish() }
        let policy = try settings.retryPolicy()
        let layout = StoreLayout(directory: settings.home)
        var acquired = held
        if acquired == nil { acquired = try Self.storing { try SyncLock.tryAcquire(layout: layout, now: clock.now) } }
        guard let syncLock = acquired else {
            let now = clock.now
            guard case .interactive = mode else {
                let holder = SyncLock.holder(layout: layout)
                throw TodoError(
                    StoreError(
                        .syncRunning(
                            pid: holder?.pid, seconds: holder.map { max(0, now - $0.startedAt) }, waited: 0),
                        path: layout.syncLock))
            }
            return .notRun(
                pending: try queuedCount(), dirty: try syncMetadata().dirty,
                reason: .anotherSyncRunning, at: now)
        }
        defer { syncLock.release() }
        let log = Logger(label: "todo.sync")
        if let report = try openWindowReport(mode: mode, now: clock.now) {
            Self.logFinished(report, mode: mode, to: log)
            return report
        }
        var checksRevision = false
        if case .sync = mode { checksRevision = true }
        let configuration = SyncStateMachine.Configuration(
            retryPolicy: policy, canRefreshToken: canRefreshToken, deviceID: try deviceID(),
            deletionGuard: deletionGuard(
                allowDeletions: allowDeletions, maxDelete: maxDelete, maxDeleteShare: maxDeleteShare),
            checksRevision: checksRevision)
        let store = StoreSyncAdapter(manager: self, syncLock: syncLock, clock: clock, progress: progress, log: log)
        return try await SyncDriver(store: store, server: server, clock: clock)
            .run(mode: mode, configuration: configuration, seed: seed)
    }

    /// The mass-deletion guard of a run: the settings', `maxDelete` and `maxDeleteShare` (0–1)
    /// overriding them; `nil` with `allowDeletions`.
    func deletionGuard(
        allowDeletions: Bool, maxDelete: Int?, maxDeleteShare: Double?
    ) -> SyncStateMachine.DeletionGuard? {
        guard !allowDeletions else { return nil }
        return SyncStateMachine.DeletionGuard(
            count: maxDelete ?? settings.maxDelete, share: maxDeleteShare ?? settings.maxDeleteShare)
    }

    /// Waits until `until` on `clock`, or until a typed `todo sync` nudges the run (`file`, the
    /// nudge file, differs from `mark`; it is looked at every tenth of a second, in real time), or the task is cancelled.
    static func wait(
        until: Double, clock: some WallClock, nudgeFile file: String, since mark: SyncLock.NudgeMark
    ) async -> SyncWaitEnd {
        let end = await withTaskGroup(of: SyncWaitEnd.self) { group in
            group.addTask {
                do {
                    try await clock.sleep(until: until)
                    return .elapsed
                } catch {
                    return .cancelled
                }
            }
            group.addTask {
                while !Task.isCancelled {
                    if SyncLock.NudgeMark(path: file) != mark { return .nudged }
                    do { try await Task.sleep(for: .milliseconds(100)) } catch { break }
                }
                return .cancelled
            }
            let first = await group.next() ?? .cancelled
            group.cancelAll()
            return first
        }
        return Task.isCancelled ? .cancelled : end
    }

    /// The report of an interactive run that an open backoff window keeps from starting, decided
    /// from the store's index and journal (the list stays unread); `nil` when the run would start
    /// or the index cannot answer.
    func openWindowReport(mode: SyncStateMachine.Mode, now: Double) throws(TodoError) -> SyncReport? {
        guard case .interactive = mode,
            let stored = try fromIndex({ view -> SyncMetadata? in view.sync }),
            stored.belongs(to: settings.server)
        else { return nil }
        return SyncStateMachine.windowReport(
            mode: mode, pending: try queuedCount(), dirty: stored.dirty, retry: stored.retry, now: now)
    }
}
