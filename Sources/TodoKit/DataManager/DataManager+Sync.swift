import FoundationEssentials
import Logging
import TodoModel
import TodoStore
import TodoSync

extension DataManager {
    /// Runs the sync state machine against `server` until it finishes.
    ///
    /// One run at a time per store (the `sync.lock` file, see ``SyncLock``). The caller opened the
    /// store, so it holds the store's lock: by the lock order it may only try `sync.lock` here. A
    /// caller that waits for another run takes `sync.lock` before opening the store and hands it
    /// over as `syncLock` (``Coordinator/sync(mode:allowDeletions:maxDelete:maxDeleteShare:otherSync:progress:)``);
    /// without one, an interactive push that finds `sync.lock` busy leaves its change queued, and
    /// any other run throws ``StoreError/Reason/syncRunning(pid:seconds:waited:)`` (exit 75). A
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
            deletionGuard: allowDeletions
                ? nil
                : SyncStateMachine.DeletionGuard(
                    count: maxDelete ?? settings.maxDelete, share: maxDeleteShare ?? settings.maxDeleteShare),
            checksRevision: checksRevision)
        // Replaying a short outbox needs only its todos: the run starts over that part of the store
        // when the index can give it, and reads the rest (widens) before a resync, or when other
        // commands wrote meanwhile.
        var partial = try syncPart(mode: mode, limit: configuration.resyncThreshold)
        var persisted: SyncSnapshot
        if let partial { persisted = partial } else { persisted = try syncSnapshot() }
        var machine = SyncStateMachine(mode: mode, snapshot: persisted, configuration: configuration, seed: seed)
        log.debug("sync started", metadata: ["mode": "\(Self.logName(mode))"])
        var action = machine.start(now: clock.now)
        var sent = 0
        while true {
            try persist(machine.snapshot, previous: &persisted, partial: partial != nil)
            log.debug("next step", metadata: ["action": "\(Self.logName(action, now: clock.now))"])
            report(action, sent: sent, machine: machine, now: clock.now, to: progress)
            if case .finish(let report) = action {
                try finish(report, snapshot: machine.snapshot, now: clock.now)
                Self.logFinished(report, mode: mode, to: log)
                return report
            }
            if partial != nil, case .fetchList = action {
                let whole = try syncSnapshot()
                machine.widen(to: whole)
                persisted = whole
                partial = nil
            }
            // Let go of the store while the request or the wait is under way.
            let before = partial == nil ? try state() : nil
            let fingerprint = cache.fingerprint()
            cache.close()
            var event: (inout SyncStateMachine) -> SyncStateMachine.Action
            var readsList = false
            switch action {
            case .send(let operation, let revision):
                event = await Self.request(clock: clock, progress: progress) {
                    () async throws(SyncStateMachine.Failure) in
                    try await server.send(operation, lastKnownRevision: revision)
                } succeeded: { machine, newRevision in
                    sent += 1
                    return machine.sendSucceeded(revision: newRevision, now: clock.now)
                }
            case .fetchList:
                readsList = true
                event = await Self.request(clock: clock, progress: progress) {
                    () async throws(SyncStateMachine.Failure) in
                    try await server.fetchList()
                } succeeded: { machine, answer in
                    machine.listReceived(answer.items, revision: answer.revision, now: clock.now)
                }
            case .fetchItem(let id):
                readsList = true
                event = await Self.request(clock: clock, progress: progress) {
                    () async throws(SyncStateMachine.Failure) in
                    try await server.fetchItem(id: id)
                } succeeded: { machine, answer in
                    machine.itemReceived(answer.item, revision: answer.revision, now: clock.now)
                }
            case .patchList(let items, let revision):
                event = await Self.request(clock: clock, progress: progress) {
                    () async throws(SyncStateMachine.Failure) in
                    try await server.replaceList(items, lastKnownRevision: revision)
                } succeeded: { machine, answer in
                    machine.patchSucceeded(answer.items, revision: answer.revision, now: clock.now)
                }
            case .refreshToken:
                event = await Self.request(clock: clock, progress: progress) {
                    () async throws(SyncStateMachine.Failure) in
                    try await server.refreshToken()
                } succeeded: { machine, _ in
                    machine.tokenRefreshed(now: clock.now)
                }
            case .wait(let until):
                // The nudge file as it is before the note says the run waits: a waiter that reads
                // the note and nudges at once changes it after this.
                let mark = SyncLock.NudgeMark(path: syncLock.nudgeFile)
                syncLock.noteWaiting(until: until)
                let end = await Self.wait(until: until, clock: clock, nudgeFile: syncLock.nudgeFile, since: mark)
                syncLock.noteWaiting(until: nil)
                if end == .nudged { log.debug("nudged: trying now") }
                event = { machine in
                    switch end {
                    case .cancelled: machine.cancel(now: clock.now)
                    case .elapsed: machine.waitFinished(now: clock.now)
                    case .nudged: machine.waitCutShort(now: clock.now)
                    }
                }
            case .finish:
                preconditionFailure("handled above")
            }
            try Self.storing { try cache.reopen() }
            var changes: [SyncStateMachine.LocalChange] = []
            if cache.fingerprint() != fingerprint || fingerprint == nil {
                reset()
                if let before {
                    changes = Self.localChanges(from: before, to: try state())
                } else {
                    let whole = try syncSnapshot()
                    let widened = Self.widened(machine.snapshot, to: whole)
                    machine.widen(to: widened.snapshot)
                    changes = widened.changes
                    persisted = whole
                    partial = nil
                }
                if !changes.isEmpty {
                    log.debug("changes made meanwhile", metadata: ["todos": "\(changes.count)"])
                }
            }
            if readsList { machine.applyLocalChanges(changes) }
            action = event(&machine)
            if !readsList { machine.applyLocalChanges(changes) }
        }
    }

    /// How a backoff wait ended.
    enum WaitEnd: Equatable {
        case elapsed, nudged, cancelled
    }

    /// Waits until `until` on `clock`, or until a typed `todo sync` nudges the run (`file`, the
    /// nudge file, differs from `mark`; it is looked at every tenth of a second, in real time), or the task is cancelled.
    static func wait(
        until: Double, clock: some WallClock, nudgeFile file: String, since mark: SyncLock.NudgeMark
    ) async -> WaitEnd {
        let end = await withTaskGroup(of: WaitEnd.self) { group in
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
            stored.server == nil || stored.server == settings.server
        else { return nil }
        return SyncStateMachine.windowReport(
            mode: mode, pending: try queuedCount(), dirty: stored.dirty, retry: stored.retry, now: now)
    }

    /// Runs one request; the event it returns hands the answer to `succeeded`, or the failure to
    /// the machine (see ``failed(_:_:now:progress:)``).
    private static func request<T>(
        clock: some WallClock,
        progress: any ProgressReporter,
        _ body: () async throws(SyncStateMachine.Failure) -> T,
        succeeded: @escaping (inout SyncStateMachine, T) -> SyncStateMachine.Action
    ) async -> (inout SyncStateMachine) -> SyncStateMachine.Action {
        let result = await attempt(body)
        return { machine in
            switch result {
            case .success(let value): return succeeded(&machine, value)
            case .failure(let failure): return failed(failure, &machine, now: clock.now, progress: progress)
            }
        }
    }

    /// Runs one request, catching its failure; a cancelled task is reported as such.
    private static func attempt<T>(
        _ body: () async throws(SyncStateMachine.Failure) -> T
    ) async -> Result<T, AttemptFailure> {
        do {
            return .success(try await body())
        } catch {
            return .failure(Task.isCancelled ? .cancelled : .failed(error))
        }
    }

    private enum AttemptFailure: Error {
        case cancelled
        case failed(SyncStateMachine.Failure)
    }

    /// Hands a failed request to the machine; a retryable one is reported to `progress` with its
    /// attempt number and reason (before the wait that follows).
    private static func failed(
        _ failure: AttemptFailure, _ machine: inout SyncStateMachine, now: Double, progress: any ProgressReporter
    ) -> SyncStateMachine.Action {
        switch failure {
        case .cancelled:
            return machine.cancel(now: now)
        case .failed(let failure):
            let action = machine.requestFailed(failure, now: now)
            switch failure {
            case .retryable(let reason), .maybeApplied(let reason):
                progress.report(ProgressEvent(.attemptFailed(attempt: machine.snapshot.retry.attempt, reason: reason)))
            default:
                break
            }
            return action
        }
    }

    /// The part of the store a run over a short outbox needs (see ``StoreView/syncPart(server:limit:)``),
    /// for the modes that do not always resync; `nil` when the whole store is to be read.
    private func syncPart(mode: SyncStateMachine.Mode, limit: Int) throws(TodoError) -> SyncSnapshot? {
        switch mode {
        case .interactive, .sync: break
        case .watch, .recover: return nil
        }
        guard syncsOverPart else { return nil }
        return try fromIndex { view in view.syncPart(server: settings.server, limit: limit) }
    }

    /// A run over part of the store, widened to the whole store as other commands left it: the
    /// whole store with the run's todos as the run knows them (the store as the run last wrote
    /// it), and what those commands changed of them, for ``SyncStateMachine/applyLocalChanges(_:)``.
    /// The other todos are taken as they are: the commands that changed them queued what the
    /// server needs, from the same state of them that the run knows; their operations keep the
    /// order those commands queued them in (a run over the whole store queues them in the list's
    /// order: each is sent once either way).
    static func widened(
        _ part: SyncSnapshot, to whole: SyncSnapshot
    ) -> (snapshot: SyncSnapshot, changes: [SyncStateMachine.LocalChange]) {
        var ids: [String] = []
        var seen = Set<String>()
        for id in part.items.map(\.id) + part.base.map(\.id) + part.outbox.operations.map(\.itemID)
        where seen.insert(id).inserted {
            ids.append(id)
        }
        let known = Dictionary(part.items.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        let knownBase = Dictionary(part.base.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        let now = Dictionary(whole.items.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        var snapshot = whole
        snapshot.revision = part.revision
        snapshot.dirty = part.dirty
        snapshot.retry = part.retry
        snapshot.pendingConflicts = part.pendingConflicts
        snapshot.unchecked = part.unchecked
        snapshot.conflictLog = whole.conflictLog + part.conflictLog
        var changes: [SyncStateMachine.LocalChange] = []
        for id in ids {
            let operation = part.outbox.operation(for: id)
            snapshot.items.removeAll { $0.id == id }
            if let item = known[id] { snapshot.items.append(item) }
            snapshot.base.removeAll { $0.id == id }
            if let item = knownBase[id] { snapshot.base.append(item) }
            snapshot.outbox.set(itemID: id, operation)
            if known[id] != now[id] || operation != whole.outbox.operation(for: id) {
                changes.append(.init(id: id, item: now[id], operation: whole.outbox.operation(for: id)))
            }
        }
        return (snapshot, changes)
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
        case .fetchItem, .refreshToken, .finish:
            break
        }
    }

    /// The store's sync data for a run; a store last synced with another server starts over
    /// (empty base, dirty), so the first sync merges both lists.
    func syncSnapshot() throws(TodoError) -> SyncSnapshot {
        let state = try state()
        let switched = state.sync.server != nil && state.sync.server != settings.server
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
        snapshot.superseded = Self.superseded(state)
        return snapshot
    }

    /// The versions the undo history holds of the todos deleted here with the deletion queued
    /// (``SyncSnapshot/superseded``).
    static func superseded(_ state: StoreState) -> [String: [TodoItem]] {
        var deleted = Set<String>()
        for case .delete(let id) in state.outbox.operations where state.items[id] == nil { deleted.insert(id) }
        guard !deleted.isEmpty else { return [:] }
        var versions: [String: [TodoItem]] = [:]
        for entry in state.history {
            for before in entry.items where deleted.contains(before.id) {
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
    /// size); a resync that changes many writes a new snapshot, except in a run over `partial` a
    /// store (which holds only part of the lists, and so writes journal entries only).
    private func persist(_ snapshot: SyncSnapshot, previous: inout SyncSnapshot, partial: Bool) throws(TodoError) {
        guard snapshot != previous else { return }
        let lastSync = try syncMetadata().lastSync
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
            if meta != (try syncMetadata()) { changes.append(.meta(meta)) }
        }
        if snapshot.conflictLog.count > previous.conflictLog.count {
            changes.append(.logConflicts(Array(snapshot.conflictLog[previous.conflictLog.count...])))
        }
        try commit(changes)
        previous = snapshot
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

    private func finish(_ report: SyncReport, snapshot: SyncSnapshot, now: Double) throws(TodoError) {
        var meta = metadata(snapshot, lastSync: try syncMetadata().lastSync)
        if report.outcome == .synced {
            meta.lastSync = Int64(now)
            meta.retry.lastFailure = nil
        } else if let failure = report.lastFailure {
            meta.retry.lastFailure = failure
        }
        if meta != (try syncMetadata()) { try commit([.meta(meta)]) }
    }
}
