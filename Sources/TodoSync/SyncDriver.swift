import TodoModel

/// Runs a ``SyncStateMachine``'s actions against its two ports, the store and the server, until
/// the machine finishes (as async-http-client's connection pool runs its state machine's actions).
///
/// The machine decides; the driver carries out each action, hands the answer back as an event,
/// and has the store commit the machine's snapshot before the next action. Around every request
/// and wait the store is let go (``SyncStore/letGo(keepingWhole:)``) and taken back
/// (``SyncStore/takeBack()``); what other commands changed meanwhile goes to the machine
/// (``SyncStateMachine/applyLocalChanges(_:)``). A run that starts over part of the store widens to
/// the whole store before a resync, or when other commands wrote meanwhile.
public struct SyncDriver<Store: SyncStore, Server: SyncServer, Clock: WallClock> {
    public let store: Store
    public let server: Server
    public let clock: Clock

    public init(store: Store, server: Server, clock: Clock) {
        (self.store, self.server, self.clock) = (store, server, clock)
    }

    /// Runs a machine in `mode` over the store's sync data until it finishes; returns its report
    /// (committed and reported to the store).
    public func run(
        mode: SyncStateMachine.Mode, configuration: SyncStateMachine.Configuration, seed: UInt64
    ) async throws(Store.StoreFailure) -> SyncReport {
        var (persisted, isPart) = try store.startingSnapshot(mode: mode, limit: configuration.resyncThreshold)
        var machine = SyncStateMachine(mode: mode, snapshot: persisted, configuration: configuration, seed: seed)
        store.started(mode)
        var action = machine.start(now: clock.now)
        var sent = 0
        while true {
            if machine.snapshot != persisted {
                try store.commit(machine.snapshot, since: persisted, isPart: isPart)
                persisted = machine.snapshot
            }
            store.willRun(action, sent: sent, queued: machine.snapshot.outbox.count, now: clock.now)
            if case .finish(let report) = action {
                try store.finish(report, snapshot: machine.snapshot, now: clock.now)
                store.finished(report, mode: mode)
                return report
            }
            if isPart, case .fetchList = action {
                let whole = try store.wholeSnapshot()
                machine.widen(to: whole)
                persisted = whole
                isPart = false
            }
            // Let go of the store while the request or the wait is under way.
            try store.letGo(keepingWhole: !isPart)
            var readsList = false
            let event: (inout SyncStateMachine) -> SyncStateMachine.Action
            switch action {
            case .send(let operation, let revision):
                event = await request {
                    () async throws(SyncStateMachine.Failure) in
                    try await server.send(operation, lastKnownRevision: revision)
                } succeeded: { machine, newRevision in
                    sent += 1
                    return machine.sendSucceeded(revision: newRevision, now: clock.now)
                }
            case .fetchList:
                readsList = true
                event = await request {
                    () async throws(SyncStateMachine.Failure) in
                    try await server.fetchList()
                } succeeded: { machine, answer in
                    machine.listReceived(answer.items, revision: answer.revision, now: clock.now)
                }
            case .fetchItem(let id):
                readsList = true
                event = await request {
                    () async throws(SyncStateMachine.Failure) in
                    try await server.fetchItem(id: id)
                } succeeded: { machine, answer in
                    machine.itemReceived(answer.item, revision: answer.revision, now: clock.now)
                }
            case .patchList(let items, let revision):
                event = await request {
                    () async throws(SyncStateMachine.Failure) in
                    try await server.replaceList(items, lastKnownRevision: revision)
                } succeeded: { machine, answer in
                    machine.patchSucceeded(answer.items, revision: answer.revision, now: clock.now)
                }
            case .refreshToken:
                event = await request {
                    () async throws(SyncStateMachine.Failure) in
                    try await server.refreshToken()
                } succeeded: { machine, _ in
                    machine.tokenRefreshed(now: clock.now)
                }
            case .wait(let until):
                let end = await store.wait(until: until)
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
            var changes: [SyncStateMachine.LocalChange] = []
            switch try store.takeBack() {
            case .nothing:
                break
            case .changed(let found):
                changes = found
                // The store holds them already: the next commit writes (and logs in the history)
                // only what the run changed beyond them.
                persisted = Self.folding(found, into: persisted)
            case .wholeStore(let whole):
                let widened = Self.widened(machine.snapshot, to: whole)
                machine.widen(to: widened.snapshot)
                changes = widened.changes
                persisted = whole
                isPart = false
            }
            if !changes.isEmpty { store.changedMeanwhile(changes.count) }
            if readsList { machine.applyLocalChanges(changes) }
            action = event(&machine)
            if !readsList { machine.applyLocalChanges(changes) }
        }
    }

    /// `snapshot` with the changes other commands wrote meanwhile, as the store now holds them:
    /// each todo's version (or its removal) and its outbox entry.
    static func folding(_ changes: [SyncStateMachine.LocalChange], into snapshot: SyncSnapshot) -> SyncSnapshot {
        var snapshot = snapshot
        snapshot.items.apply(changes)
        for change in changes { snapshot.outbox.set(itemID: change.id, change.operation) }
        return snapshot
    }

    /// Runs one request; the event it returns hands the answer to `succeeded`, or the failure to
    /// the machine (a cancelled task: ``SyncStateMachine/cancel(now:)``), telling the store.
    private func request<T>(
        _ body: () async throws(SyncStateMachine.Failure) -> T,
        succeeded: @escaping (inout SyncStateMachine, T) -> SyncStateMachine.Action
    ) async -> (inout SyncStateMachine) -> SyncStateMachine.Action {
        let result: Result<T, AttemptFailure>
        do {
            result = .success(try await body())
        } catch {
            result = .failure(Task.isCancelled ? .cancelled : .failed(error))
        }
        return { [store, clock] machine in
            switch result {
            case .success(let value):
                return succeeded(&machine, value)
            case .failure(.cancelled):
                return machine.cancel(now: clock.now)
            case .failure(.failed(let failure)):
                let action = machine.requestFailed(failure, now: clock.now)
                store.requestFailed(failure, attempt: machine.snapshot.retry.attempt)
                return action
            }
        }
    }

    private enum AttemptFailure: Error {
        case cancelled
        case failed(SyncStateMachine.Failure)
    }

    /// A run over part of the store, widened to the whole store as other commands left it: the
    /// whole store with the run's todos as the run knows them (the store as the run last wrote
    /// it), and what those commands changed of them, for ``SyncStateMachine/applyLocalChanges(_:)``.
    /// The other todos are taken as they are: the commands that changed them queued what the
    /// server needs, from the same state of them that the run knows; their operations keep the
    /// order those commands queued them in (a run over the whole store queues them in the list's
    /// order: each is sent once either way).
    public static func widened(
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
}
