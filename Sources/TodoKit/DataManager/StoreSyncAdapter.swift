import FoundationEssentials
import Logging
import TodoModel
import TodoStore
import TodoSync
import TodoValues

/// The sync driver's store port (``SyncStore``) over one ``DataManager``: its store, the
/// `sync.lock` the run holds (its note and the nudge during a wait), and the run's log and
/// progress (each failed attempt logged by ``SyncAttemptLog``).
///
/// The store's lock is held only to commit and to read back: ``letGo(keepingWhole:)`` closes the
/// store, ``takeBack()`` reopens it (the run holds `sync.lock`, so waiting for the store's lock
/// then keeps the lock order).
final class StoreSyncAdapter<Clock: WallClock>: SyncStore {
    let manager: DataManager
    let syncLock: SyncLock
    let clock: Clock
    let progress: any ProgressReporter
    let log: Logger
    /// The whole store as the run let go of it (a run over the whole store), to tell what other
    /// commands changed meanwhile.
    private var before: StoreState?
    /// The store's fingerprint as the run let go of it.
    private var fingerprint: String?
    /// What the run's commits took from elsewhere, for its line in the store's history (issue 34):
    /// versions from other devices, todos deleted elsewhere, conflicts.
    private var received = 0
    private var deletedElsewhere = 0
    private var conflicted = 0

    init(manager: DataManager, syncLock: SyncLock, clock: Clock, progress: any ProgressReporter, log: Logger) {
        self.manager = manager
        self.syncLock = syncLock
        self.clock = clock
        // Each failed attempt is logged here, whichever reporter shows the progress.
        self.progress = SyncAttemptLog(progress, log: log)
        self.log = log
    }

    private var settings: Settings { manager.settings }

    // MARK: The store

    /// The part of the store a run over a short outbox needs (see ``StoreView/syncPart(server:limit:)``)
    /// in the modes that do not always resync, else the whole store.
    func startingSnapshot(
        mode: SyncStateMachine.Mode, limit: Int
    ) throws(TodoError) -> (snapshot: SyncSnapshot, isPart: Bool) {
        if let part = try syncPart(mode: mode, limit: limit) { return (part, true) }
        return (try wholeSnapshot(), false)
    }

    private func syncPart(mode: SyncStateMachine.Mode, limit: Int) throws(TodoError) -> SyncSnapshot? {
        switch mode {
        case .interactive, .sync: break
        case .watch, .recover: return nil
        }
        guard manager.syncsOverPart else { return nil }
        return try manager.fromIndex { view in view.syncPart(server: settings.server, limit: limit) }
    }

    /// The store's sync data for a run; a store last synced with another server starts over
    /// (empty base, dirty), so the first sync merges both lists.
    func wholeSnapshot() throws(TodoError) -> SyncSnapshot {
        Self.snapshot(of: try manager.state(), server: settings.server)
    }

    /// The sync data of `state` for a run with `server` (see ``wholeSnapshot()``); the dry run
    /// reads it too.
    static func snapshot(of state: StoreState, server: String?) -> SyncSnapshot {
        let switched = !state.sync.belongs(to: server)
        var snapshot = SyncSnapshot(
            items: Array(state.items.values),
            base: switched ? [] : state.base,
            outbox: state.outbox,
            revision: switched ? 0 : state.sync.revision,
            dirty: switched ? true : state.sync.dirty,
            retry: switched ? RetryState() : state.sync.retry,
            conflictLog: state.conflicts,
            pendingConflicts: switched ? [] : state.sync.pendingConflicts,
            unchecked: switched ? nil : state.sync.unchecked
        )
        snapshot.superseded = superseded(state)
        return snapshot
    }

    /// The versions the undo history holds of the todos with a change queued, which this device
    /// had and changed since (``SyncSnapshot/superseded``).
    static func superseded(_ state: StoreState) -> [String: [TodoItem]] {
        var queued = Set<String>()
        for operation in state.outbox.operations { queued.insert(operation.itemID) }
        guard !queued.isEmpty else { return [:] }
        var versions: [String: [TodoItem]] = [:]
        for entry in state.history {
            for before in entry.items where queued.contains(before.id) {
                if let item = before.item { versions[before.id, default: []].append(item) }
            }
        }
        return versions
    }

    private func metadata(_ snapshot: SyncSnapshot, lastSync: Int64?) -> SyncMetadata {
        SyncMetadata(
            revision: snapshot.revision,
            dirty: snapshot.dirty,
            lastSync: lastSync,
            retry: snapshot.retry,
            server: settings.server,
            pendingConflicts: snapshot.pendingConflicts,
            unchecked: snapshot.unchecked
        )
    }

    /// Commits what changed since `previous` as one transaction: items, base, outbox, metadata and
    /// new conflict records together. A few changed todos are journal entries (O(1) in the list's
    /// size); a resync that changes many writes a new snapshot, except in a run over part of the
    /// store (which holds only part of the lists, and so writes journal entries only).
    func commit(_ snapshot: SyncSnapshot, since previous: SyncSnapshot, isPart partial: Bool) throws(TodoError) {
        let lastSync = try manager.syncMetadata().lastSync
        let meta = metadata(snapshot, lastSync: lastSync)
        var changes: [StoreChange] = []
        let itemChanges = Self.differences(previous.items, snapshot.items)
        let baseChanges = Self.differences(previous.base, snapshot.base)
        if !partial && itemChanges.count + baseChanges.count > 256 {
            changes.append(.replaceAll(items: snapshot.items, outbox: snapshot.outbox, sync: meta, base: snapshot.base))
        } else {
            for (id, item) in itemChanges {
                changes.append(item.map { .put($0, nil) } ?? .remove(id: id, nil))
            }
            for (id, item) in baseChanges { changes.append(.setBase(id: id, item)) }
            if snapshot.outbox != previous.outbox {
                for operation in snapshot.outbox.operations
                where previous.outbox.operation(for: operation.itemID) != operation {
                    changes.append(.setOperation(id: operation.itemID, operation))
                }
                for operation in previous.outbox.operations
                where snapshot.outbox.operation(for: operation.itemID) == nil {
                    changes.append(.setOperation(id: operation.itemID, nil))
                }
            }
            if meta != (try manager.syncMetadata()) { changes.append(.meta(meta)) }
        }
        var newConflicts: [ConflictRecord] = []
        if snapshot.conflictLog.count > previous.conflictLog.count {
            newConflicts = Array(snapshot.conflictLog[previous.conflictLog.count...])
            changes.append(.logConflicts(newConflicts))
        }
        let versions = Self.versions(
            itemChanges, previous: previous.items, conflicts: newConflicts, at: Int64(clock.now))
        // At most the history's bound: the first sync of a long list keeps only its last entries.
        if !versions.isEmpty { changes.append(.logVersions(Array(versions.suffix(VersionRecord.totalLimit)))) }
        try manager.commit(changes)
        received += versions.count(where: { $0.source == .merged })
        deletedElsewhere += versions.count(where: { $0.source == .deletedElsewhere })
        conflicted += versions.count(where: { $0.source == .conflict })
    }

    /// The store's history entries of a sync's commit (issue 34), in the same transaction: each
    /// todo that took another device's version, each deleted because it was deleted elsewhere
    /// (with its last version), and each conflict with the side it kept.
    static func versions(
        _ itemChanges: [(String, TodoItem?)], previous: [TodoItem], conflicts: [ConflictRecord], at: Int64
    ) -> [VersionRecord] {
        guard !itemChanges.isEmpty || !conflicts.isEmpty else { return [] }
        var records: [VersionRecord] = []
        let conflicted = Set(conflicts.map(\.itemID))
        var before: [String: TodoItem] = [:]
        if itemChanges.contains(where: { $0.1 == nil }) {
            for item in previous { before[item.id] = item }
        }
        for (id, item) in itemChanges where !conflicted.contains(id) {
            if let item {
                records.append(VersionRecord(id: id, at: at, source: .merged, device: item.lastUpdatedBy, item: item))
            } else if let last = before[id] {
                records.append(VersionRecord(id: id, at: at, source: .deletedElsewhere, item: last))
            }
        }
        for record in conflicts {
            // A server that lost the todo is no other device's version: logged as the reset it was.
            let reset = record.kind == .serverResetRestored
            records.append(
                VersionRecord(
                    id: record.itemID, at: at, source: reset ? .serverReset : .conflict,
                    device: reset ? nil : record.remote?.lastUpdatedBy, winner: reset ? nil : record.winner,
                    item: record.kept))
        }
        return records
    }

    /// The ids whose version differs between two lists, with the new version (`nil`: gone).
    private static func differences(_ old: [TodoItem], _ new: [TodoItem]) -> [(String, TodoItem?)] {
        guard old != new else { return [] }
        var result: [(String, TodoItem?)] = []
        // The usual step (one acknowledged request): the same ids in the same order, a few
        // changed or added at the end; that common part is compared in place, unhashed.
        var common = 0
        while common < min(old.count, new.count), old[common].id == new[common].id {
            if old[common] != new[common] { result.append((new[common].id, new[common])) }
            common += 1
        }
        let oldRest = old[common...]
        let newRest = new[common...]
        guard !oldRest.isEmpty || !newRest.isEmpty else { return result }
        var oldByID: [String: TodoItem] = [:]
        oldByID.reserveCapacity(oldRest.count)
        for item in oldRest { oldByID[item.id] = item }
        var seen = Set<String>()
        for item in newRest {
            seen.insert(item.id)
            if oldByID[item.id] != item { result.append((item.id, item)) }
        }
        for item in oldRest where !seen.contains(item.id) { result.append((item.id, nil)) }
        return result
    }

    func finish(_ report: SyncReport, snapshot: SyncSnapshot, now: Double) throws(TodoError) {
        var meta = metadata(snapshot, lastSync: try manager.syncMetadata().lastSync)
        if report.outcome == .synced {
            meta.lastSync = Int64(now)
            meta.retry.lastFailure = nil
        } else if let failure = report.lastFailure {
            meta.retry.lastFailure = failure
        }
        var changes: [StoreChange] = []
        if meta != (try manager.syncMetadata()) { changes.append(.meta(meta)) }
        // The run's line of `todo log` (issue 34), when it moved anything.
        if report.pushed + received + deletedElsewhere + conflicted > 0 {
            changes.append(
                .logVersions([
                    .sync(
                        at: Int64(now), pushed: report.pushed, received: received, deleted: deletedElsewhere,
                        conflicts: conflicted)
                ]))
        }
        if !changes.isEmpty { try manager.commit(changes) }
    }

    func letGo(keepingWhole: Bool) throws(TodoError) {
        before = keepingWhole ? try manager.state() : nil
        fingerprint = manager.cache.fingerprint()
        manager.cache.close()
    }

    /// Reopens the store (waiting for its lock); when another command wrote meanwhile, the
    /// changes against the whole store as the run let go of it, or the whole store for a run over
    /// part of it.
    func takeBack() throws(TodoError) -> SyncMeanwhile {
        try DataManager.storing { try manager.cache.reopen() }
        guard manager.cache.fingerprint() != fingerprint || fingerprint == nil else { return .nothing }
        manager.reset()
        guard let before else { return .wholeStore(try wholeSnapshot()) }
        return .changed(Self.localChanges(from: before, to: try manager.state()))
    }

    /// The todos whose local version or outbox entry differs between two states of the store.
    static func localChanges(from old: StoreState, to new: StoreState) -> [SyncStateMachine.LocalChange] {
        var changes: [SyncStateMachine.LocalChange] = []
        for (id, item) in new.items
        where old.items[id] != item || old.outbox.operation(for: id) != new.outbox.operation(for: id) {
            changes.append(.init(id: id, item: item, operation: new.outbox.operation(for: id)))
        }
        for id in old.items.keys where new.items[id] == nil {
            changes.append(.init(id: id, item: nil, operation: new.outbox.operation(for: id)))
        }
        for operation in new.outbox.operations
        where new.items[operation.itemID] == nil && old.items[operation.itemID] == nil
            && old.outbox.operation(for: operation.itemID) != operation
        {
            changes.append(.init(id: operation.itemID, item: nil, operation: operation))
        }
        return changes
    }

    // MARK: Waiting

    /// Waits with the wait noted in `sync.lock`, so a typed `todo sync` can nudge the run.
    func wait(until: Double) async -> SyncWaitEnd {
        // The nudge file as it is before the note says the run waits: a waiter that reads the note
        // and nudges at once changes it after this.
        let mark = SyncLock.NudgeMark(path: syncLock.nudgeFile)
        syncLock.noteWaiting(until: until)
        let end = await DataManager.wait(until: until, clock: clock, nudgeFile: syncLock.nudgeFile, since: mark)
        syncLock.noteWaiting(until: nil)
        if end == .nudged { log.debug("nudged: trying now") }
        return end
    }

    // MARK: Reports

    func started(_ mode: SyncStateMachine.Mode) {
        log.debug("sync started", metadata: ["mode": "\(DataManager.logName(mode))"])
    }

    /// Logs the step and tells `progress` what it is about to do.
    func willRun(_ action: SyncStateMachine.Action, sent: Int, queued: Int, now: Double) {
        log.debug("next step", metadata: ["action": "\(DataManager.logName(action, now: now))"])
        let total = sent + queued
        switch action {
        case .send:
            progress.report(ProgressEvent(.pushing, completed: sent, total: total))
        case .fetchList:
            progress.report(ProgressEvent(.downloading))
        case .patchList(let items, _):
            progress.report(ProgressEvent(.uploading, total: items.count))
        case .wait(let until):
            progress.report(ProgressEvent(.waiting(seconds: until - now), completed: sent, total: total))
        case .fetchItem, .refreshToken, .finish:
            break
        }
    }

    /// A retryable failure is reported to `progress` with its attempt number and reason (before
    /// the wait that follows).
    func requestFailed(_ failure: SyncStateMachine.Failure, attempt: Int) {
        switch failure {
        case .retryable(let reason), .maybeApplied(let reason):
            progress.report(ProgressEvent(.attemptFailed(attempt: attempt, reason: reason)))
        default:
            break
        }
    }

    func changedMeanwhile(_ count: Int) {
        log.debug("changes made meanwhile", metadata: ["todos": "\(count)"])
    }

    func finished(_ report: SyncReport, mode: SyncStateMachine.Mode) {
        DataManager.logFinished(report, mode: mode, to: log)
    }
}
