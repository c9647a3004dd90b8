import Foundation
import Logging

extension DataManager {
    /// Runs the sync state machine against `server` until it finishes.
    ///
    /// The store is saved before every request and wait, so a crash at any point loses nothing.
    /// The store's lock is held during requests (each bounded by the request timeout) and let go
    /// during backoff waits, so other commands can run meanwhile; their changes are read back after
    /// the wait. Conflicts found by a resync are appended to the conflict log. Pushes, resyncs and
    /// waits are reported to `progress`, which is finished when the run ends.
    public func sync(
        mode: SyncStateMachine.Mode,
        server: some SyncServer,
        clock: some WallClock = SystemWallClock(),
        canRefreshToken: Bool = false,
        seed: UInt64 = UInt64.random(in: .min ... .max),
        progress: any ProgressReporter = SilentProgress()
    ) async throws(TodoError) -> SyncReport {
        defer { progress.finish() }
        let policy: RetryPolicy
        do {
            policy = try RetryPolicy(
                minDelay: settings.minDelay,
                factor: settings.factor,
                jitter: settings.jitter,
                maxDelay: settings.maxDelay
            )
        } catch {
            throw .usage(Messages.text(.retrySettings, ["reason": "\(error)"]))
        }
        let configuration = SyncStateMachine.Configuration(
            retryPolicy: policy, canRefreshToken: canRefreshToken, deviceID: try state().deviceID)
        var persisted = try syncSnapshot()
        var machine = SyncStateMachine(mode: mode, snapshot: persisted, configuration: configuration, seed: seed)
        let log = Logger(label: "todo.sync")
        log.debug("sync started", metadata: ["mode": "\(Self.logName(mode))"])
        var action = machine.start(now: clock.now)
        var sent = 0
        while true {
            try persist(machine.snapshot, previous: &persisted)
            log.debug("next step", metadata: ["action": "\(Self.logName(action, now: clock.now))"])
            report(action, sent: sent, machine: machine, now: clock.now, to: progress)
            switch action {
            case .send(let operation, let revision):
                do {
                    let newRevision = try await server.send(operation, lastKnownRevision: revision)
                    sent += 1
                    action = machine.sendSucceeded(revision: newRevision, now: clock.now)
                } catch {
                    action =
                        Task.isCancelled ? machine.cancel(now: clock.now) : machine.requestFailed(error, now: clock.now)
                }
            case .fetchList:
                do {
                    let answer = try await server.fetchList()
                    action = machine.listReceived(answer.items, revision: answer.revision, now: clock.now)
                } catch {
                    action =
                        Task.isCancelled ? machine.cancel(now: clock.now) : machine.requestFailed(error, now: clock.now)
                }
            case .patchList(let items, let revision):
                do {
                    let answer = try await server.replaceList(items, lastKnownRevision: revision)
                    action = machine.patchSucceeded(answer.items, revision: answer.revision, now: clock.now)
                } catch {
                    action =
                        Task.isCancelled ? machine.cancel(now: clock.now) : machine.requestFailed(error, now: clock.now)
                }
            case .refreshToken:
                do {
                    try await server.refreshToken()
                    action = machine.tokenRefreshed(now: clock.now)
                } catch {
                    action =
                        Task.isCancelled ? machine.cancel(now: clock.now) : machine.requestFailed(error, now: clock.now)
                }
            case .wait(let until):
                cache.close()
                var cancelled = false
                do {
                    try await clock.sleep(until: until)
                } catch {
                    cancelled = true
                }
                try cache.reopen()
                reset()
                persisted = try syncSnapshot()
                action =
                    cancelled
                    ? machine.cancel(now: clock.now) : machine.waitFinished(now: clock.now, reloaded: persisted)
            case .finish(let report):
                // The top of the loop saved the final snapshot; add the run's outcome.
                try finish(report, snapshot: machine.snapshot, now: clock.now)
                Self.logFinished(report, mode: mode, to: log)
                return report
            }
        }
    }

    /// Tells `progress` what `action` is about to do; `sent` operations were acknowledged so far.
    private func report(
        _ action: SyncStateMachine.Action, sent: Int, machine: SyncStateMachine, now: Double,
        to progress: any ProgressReporter
    ) {
        let total = sent + machine.snapshot.outbox.count
        switch action {
        case .send:
            progress.report(ProgressEvent(.pushing, completed: sent, total: total))
        case .fetchList:
            progress.report(ProgressEvent(.downloading))
        case .patchList(let items, _):
            progress.report(ProgressEvent(.uploading, total: items.count))
        case .wait(let until):
            progress.report(ProgressEvent(.waiting(seconds: until - now), completed: sent, total: total))
        case .refreshToken, .finish:
            break
        }
    }

    /// The store's sync data for a run; a store last synced with another server starts over
    /// (empty base, dirty), so the first sync merges both lists.
    func syncSnapshot() throws(TodoError) -> SyncSnapshot {
        let state = try state()
        let base = try cache.loadBase()
        let retry = RetryState(
            attempt: state.sync.retryAttempt,
            nextAttemptAt: state.sync.nextRetryAt,
            lastError: state.sync.lastError
        )
        let switched = state.sync.server != nil && state.sync.server != settings.server
        return SyncSnapshot(
            items: Array(state.items.values),
            base: switched ? [] : base.items,
            outbox: state.outbox,
            revision: switched ? 0 : state.sync.revision,
            dirty: switched ? true : state.sync.dirty,
            retry: switched ? RetryState() : retry
        )
    }

    private func metadata(_ snapshot: SyncSnapshot, lastSync: Int64?) -> SyncMetadata {
        SyncMetadata(
            revision: snapshot.revision,
            dirty: snapshot.dirty,
            lastSync: lastSync,
            lastError: snapshot.retry.lastError,
            retryAttempt: snapshot.retry.attempt,
            nextRetryAt: snapshot.retry.nextAttemptAt,
            server: settings.server
        )
    }

    /// Saves what changed since `previous`: the base first, then items, outbox and metadata.
    private func persist(_ snapshot: SyncSnapshot, previous: inout SyncSnapshot) throws(TodoError) {
        guard snapshot != previous else { return }
        if snapshot.base != previous.base || snapshot.revision != previous.revision {
            try cache.saveBase(snapshot.base, revision: snapshot.revision)
        }
        let lastSync = try state().sync.lastSync
        if snapshot.items != previous.items || snapshot.outbox != previous.outbox {
            try commit([
                .replaceAll(
                    items: snapshot.items, outbox: snapshot.outbox, sync: metadata(snapshot, lastSync: lastSync))
            ])
        } else {
            try commit([.meta(metadata(snapshot, lastSync: lastSync))])
        }
        previous = snapshot
    }

    private func finish(_ report: SyncReport, snapshot: SyncSnapshot, now: Double) throws(TodoError) {
        var meta = metadata(snapshot, lastSync: try state().sync.lastSync)
        if report.outcome == .synced {
            meta.lastSync = Int64(now)
            meta.lastError = nil
        } else if let error = report.lastError {
            meta.lastError = error
        }
        if meta != (try state().sync) { try commit([.meta(meta)]) }
        if !report.conflicts.isEmpty {
            // A conflict logged by a run whose PATCH may have been applied is found again by the
            // next merge when it was not: log it once.
            let logged = try cache.loadConflicts()
            try cache.appendConflicts(
                report.conflicts.filter { record in !logged.contains { $0.isSameConflict(as: record) } })
        }
    }
}
