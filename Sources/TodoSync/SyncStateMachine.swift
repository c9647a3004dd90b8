import TodoModel

/// The decisions of a sync run, with no I/O: events in, actions out.
///
/// The driver (DataManager) owns the network, the store and the clock; the machine owns the
/// ``SyncSnapshot`` it was given and says what to do next. Every event method returns the next
/// ``Action``; exactly one action is outstanding at a time, and the run ends with
/// ``Action/finish(_:)``.
///
/// ```swift
/// // `server`'s methods throw `SyncStateMachine.Failure` (typed throws).
/// var machine = SyncStateMachine(mode: .sync, snapshot: snapshot, configuration: configuration, seed: seed)
/// var action = machine.start(now: clock.now)
/// while true {
///     try store.save(machine.snapshot)  // outbox, revision, dirty, retry; the lists when they change
///     switch action {
///     case .send(let operation, let revision):
///         do {
///             let newRevision = try await server.send(operation, lastKnownRevision: revision)
///             action = machine.sendSucceeded(revision: newRevision, now: clock.now)
///         } catch {
///             action = machine.requestFailed(error, now: clock.now)
///         }
///     case .fetchList:
///         do {
///             let answer = try await server.fetchList()
///             action = machine.listReceived(answer.items, revision: answer.revision, now: clock.now)
///         } catch {
///             action = machine.requestFailed(error, now: clock.now)
///         }
///     case .fetchItem(let id):
///         do {
///             let answer = try await server.fetchItem(id: id)
///             action = machine.itemReceived(answer.item, revision: answer.revision, now: clock.now)
///         } catch {
///             action = machine.requestFailed(error, now: clock.now)
///         }
///     case .patchList(let items, let revision):
///         do {
///             let answer = try await server.replaceList(items, lastKnownRevision: revision)
///             action = machine.patchSucceeded(answer.items, revision: answer.revision, now: clock.now)
///         } catch {
///             action = machine.requestFailed(error, now: clock.now)
///         }
///     case .refreshToken:
///         do {
///             try await server.refreshToken()
///             action = machine.tokenRefreshed(now: clock.now)
///         } catch {
///             action = machine.requestFailed(error, now: clock.now)
///         }
///     case .wait(let until):
///         do {
///             try await clock.sleep(until: until)
///             action = machine.waitFinished(now: clock.now, reloaded: try store.syncSnapshot())
///         } catch {
///             action = machine.cancel(now: clock.now)
///         }
///     case .finish(let report):
///         return report  // conflicts to the log, report.outcome.exitCode to the shell
///     }
/// }
/// ```
///
/// A cancelled request goes to ``cancel(now:)`` rather than ``requestFailed(_:now:)``. An event
/// that does not answer the outstanding action is a programming error and traps.
///
/// What the machine decides, in order, whenever it is free to choose:
/// 1. the list is dirty, or the outbox holds more than ``Configuration/resyncThreshold``
///    operations → resync: ``Action/fetchList``, merge, ``Action/patchList(_:revision:)`` (no
///    `PATCH` when the merged list already equals the server's);
/// 2. the outbox is not empty → ``Action/send(_:revision:)`` its first operation;
/// 3. not interactive and no resync (or check) done yet → resync, which proves the local list equals the
///    server's and pulls other devices' changes; in ``Mode/sync`` with
///    ``Configuration/checksRevision``, a ``Action/fetchItem(id:)`` of one todo of the base (the
///    base's last one outside ``SyncSnapshot/unchecked``) comes first, and the resync only when it
///    shows the server's list moved on (see ``itemReceived(_:revision:now:)``);
/// 4. otherwise finish, ``SyncOutcome/synced``.
///
/// Failures: retryable → back off per ``RetryPolicy`` (interactive: finish ``SyncOutcome/queued``
/// instead of waiting; when retries run out the list is marked dirty); after a failure that may
/// follow an applied attempt (``Failure/maybeApplied(_:)``, or a `400`), the creates the request
/// carried are kept as updates whenever the run lets go of the store, and the conflicts of a
/// `PATCH` are logged (see ``noteMaybeApplied(_:)``); `400` on a send → dirty, at
/// once; `400` on the `PATCH` → dirty, back off, then resync again; `404` on a delete → success;
/// `404` on a create or update → dirty (an update of an item the base lacks is sent as a create
/// instead); `401` → one ``Action/refreshToken`` when
/// ``Configuration/canRefreshToken``, then the same request again, else finish
/// ``SyncOutcome/unauthorized`` (outbox and dirty flag untouched).
public struct SyncStateMachine: Sendable {
    /// How hard a run tries.
    public enum Mode: Sendable, Hashable {
        /// After a local change: at most one pass and no waiting; nothing at all while the
        /// persisted backoff window is open. Does not resync unless it has to.
        case interactive
        /// `todo sync`, typed by a person: tries at once on a fresh schedule (ignoring a backoff
        /// window an earlier run left open), then runs the retry schedule; gives up (exit 69, dirty)
        /// when retries run out.
        case sync
        /// `todo sync --recover`: waits capped at MaxDelay, never runs out before `deadline` (Unix
        /// seconds), gives up when the next attempt would come after it.
        case recover(deadline: Double)
        /// One pass of `todo watch`: like ``interactive`` (no waiting; a failure backs off and
        /// finishes ``SyncOutcome/queued``; nothing while the window is open), but ends with a
        /// resync that pulls other devices' changes, as ``sync`` does.
        case watch
    }

    /// The settings of a run.
    public struct Configuration: Sendable, Hashable {
        public var retryPolicy: RetryPolicy
        /// Whether a refresh token exists, so that a `401` can be answered with one refresh.
        public var canRefreshToken: Bool
        /// The longest outbox that is replayed operation by operation; a longer one is resynced.
        ///
        /// A resync costs two requests (`GET`, `PATCH`) whatever the number of changes, and
        /// replaying costs one round trip (and one store write) per operation. Past 8 operations
        /// the replay costs four times the round trips of a resync, while a whole list of a few
        /// thousand todos is still a body of well under a megabyte; below it, a replay keeps
        /// requests small and leaves other devices' concurrent edits alone. Either path ends in
        /// the same list, because a replay only succeeds while nobody else changed the list.
        public var resyncThreshold: Int
        /// This device's id (the `last_updated_by` of its changes), to tell whether an item it
        /// created and deleted, unacknowledged, is still as it left it on the server; `nil` takes
        /// every such item as this device's.
        public var deviceID: String?
        /// The mass-deletion guard: a resync that would remove more than this many local todos and
        /// more than this share of the local list stops instead (``SyncOutcome/blocked(deletions:)``);
        /// `nil` allows any deletion.
        public var deletionGuard: DeletionGuard?
        /// Whether a ``Mode/sync`` run that needs no resync ends by reading one todo of the base
        /// (`GET /list/{id}`, a few hundred bytes) instead of the whole list: the revision it
        /// answers with says whether anybody changed the list since this device last did.
        ///
        /// Every change bumps the revision by one and reads never do, so at the revision the
        /// base was acknowledged at, the server's list is the base. The todo read is one the
        /// server held when its list was last shown to be the base (not one the device wrote
        /// since, see ``SyncSnapshot/unchecked``: a server that lost its data and counted back up
        /// to the device's revision accepts such a write and answers with it too). A server that
        /// lost its data shows a lower revision, or lacks (or holds another version of) that
        /// todo; one that lost its data, counted back up to the same revision and holds that
        /// todo as it was (someone uploaded it again) is only caught by a whole-list resync
        /// (``Mode/recover`` and ``Mode/watch`` always do one).
        public var checksRevision: Bool

        public init(
            retryPolicy: RetryPolicy = .standard,
            canRefreshToken: Bool = false,
            resyncThreshold: Int = 8,
            deviceID: String? = nil,
            deletionGuard: DeletionGuard? = DeletionGuard(),
            checksRevision: Bool = false
        ) {
            self.retryPolicy = retryPolicy
            self.canRefreshToken = canRefreshToken
            self.resyncThreshold = resyncThreshold
            self.deviceID = deviceID
            self.deletionGuard = deletionGuard
            self.checksRevision = checksRevision
        }
    }

    /// When a resync's deletions are too many to apply without asking.
    public struct DeletionGuard: Sendable, Hashable {
        /// Up to this many deletions always pass.
        public var count: Int
        /// Deletions of at most this share of the local list always pass.
        public var share: Double

        public init(count: Int = 10, share: Double = 0.5) {
            self.count = count
            self.share = share
        }

        /// Whether removing `deletions` of `total` local todos needs the user's leave.
        public func blocks(deletions: Int, of total: Int) -> Bool {
            deletions > count && Double(deletions) > share * Double(total)
        }
    }

    /// What the driver is to do next.
    public enum Action: Sendable, Hashable {
        /// Send the operation (`POST`, `PUT` or `DELETE`) with `X-Last-Known-Revision: revision`;
        /// answer with ``SyncStateMachine/sendSucceeded(revision:now:)`` or
        /// ``SyncStateMachine/requestFailed(_:now:)``.
        case send(PendingOperation, revision: Int)
        /// `GET /list`; answer with ``SyncStateMachine/listReceived(_:revision:now:)``.
        case fetchList
        /// `GET /list/{id}`; answer with ``SyncStateMachine/itemReceived(_:revision:now:)``.
        case fetchItem(id: String)
        /// `PATCH /list` with these items and `X-Last-Known-Revision: revision`; answer with
        /// ``SyncStateMachine/patchSucceeded(_:revision:now:)``.
        case patchList([TodoItem], revision: Int)
        /// Refresh the access token; answer with ``SyncStateMachine/tokenRefreshed(now:)``.
        case refreshToken
        /// Sleep until this Unix time; answer with ``SyncStateMachine/waitFinished(now:reloaded:)``.
        case wait(until: Double)
        /// The run is over; persist ``SyncStateMachine/snapshot`` and the report's conflicts.
        case finish(SyncReport)
    }

    /// Why a request failed, as the API client classified it.
    public enum Failure: Error, Sendable, Hashable {
        /// A transient failure that applied nothing, such as no connection at all.
        case retryable(String)
        /// A transient failure after which the change may have been applied: a timeout, a dropped
        /// connection, a garbled `2xx` (a lost response), or any answer to a request that the
        /// HTTP client may have sent twice (libcurl repeats a request once, unseen, when a reused
        /// connection closes before answering, so even a `5xx` may follow an applied first try).
        /// Retried like ``retryable(_:)``.
        case maybeApplied(String)
        /// `400`: the revision was stale (or the server rejected the data).
        case unsynchronized
        /// `401`.
        case unauthorized
        /// `404`.
        case notFound
        /// Anything the contract does not allow; ends the run.
        case other(String)
    }

    private enum Request: Sendable, Hashable {
        case send(PendingOperation, revision: Int)
        case fetch
        case check(id: String)
        case patch(MergeResult, revision: Int)

        var method: String {
            switch self {
            case .send(.create, _): "POST /list"
            case .send(.update(let item), _): "PUT /list/\(item.id)"
            case .send(.delete(let id), _): "DELETE /list/\(id)"
            case .fetch: "GET /list"
            case .check(let id): "GET /list/\(id)"
            case .patch: "PATCH /list"
            }
        }
    }

    private enum State: Sendable, Hashable {
        case initial
        case requesting(Request)
        case refreshingToken(retrying: Request)
        case waiting(until: Double)
        case finished(SyncReport)
    }

    public let mode: Mode
    public let configuration: Configuration
    /// The store's sync data as the run has changed it so far; persist it before each action.
    public private(set) var snapshot: SyncSnapshot

    private var state: State = .initial
    private var random: SeededRandomNumberGenerator
    private var refreshUsed = false
    private var resynced = false
    /// A ``Configuration/checksRevision`` read showed the server's list to be the base.
    private var checked = false
    /// A `404` answered a delete of a todo the base holds, at the revision the base stands at: the
    /// server lost it, so only a whole-list resync (which compares the lists) may end the run.
    private var baseContradicted = false
    private var startedAt: Double = 0
    private var attempts = 0
    private var pushed = 0
    private var merged = 0
    private var conflicts: [ConflictRecord] = []
    private var lastError: String?
    /// Items whose create this run sent without a clear answer: they may be on the server.
    private var unheard: Set<String> = []
    /// The item whose pending create was marked "possibly on the server" before its `POST` went
    /// out (the write-ahead): undone when a definite answer says it was not applied.
    private var writeAhead: String?
    private var serverReset = false
    private var restored = 0

    /// Creates a machine for one run over `snapshot`; `seed` drives the jitter (pass a random one
    /// outside tests).
    public init(mode: Mode, snapshot: SyncSnapshot, configuration: Configuration = Configuration(), seed: UInt64) {
        self.mode = mode
        self.snapshot = snapshot
        self.configuration = configuration
        self.random = SeededRandomNumberGenerator(seed: seed)
    }

    /// Whether the run is over.
    public var isFinished: Bool {
        if case .finished = state { return true }
        return false
    }

    // MARK: Events

    /// Starts the run.
    public mutating func start(now: Double) -> Action {
        guard case .initial = state else { preconditionFailure("start in state \(state)") }
        startedAt = now
        if case .interactive = mode, snapshot.outbox.isEmpty, !snapshot.dirty {
            return finish(.synced, now: now)
        }
        if case .sync = mode {
            // Typed by a person, who is waiting for it: no stored window delays the first try.
            snapshot.retry = RetryState(lastError: snapshot.retry.lastError)
        } else if let window = openWindow(now: now) {
            return window
        }
        return decide(now: now)
    }

    /// The server accepted the operation of ``Action/send(_:revision:)`` and is now at `revision`.
    public mutating func sendSucceeded(revision: Int, now: Double) -> Action {
        guard case .requesting(.send(let operation, _)) = state else {
            preconditionFailure("sendSucceeded in state \(state)")
        }
        writeAhead = nil
        acknowledge(operation)
        snapshot.revision = revision
        return decide(now: now)
    }

    /// `GET /list` answered with the server's list at `revision`.
    public mutating func listReceived(_ items: [TodoItem], revision: Int, now: Double) -> Action {
        guard case .requesting(.fetch) = state else { preconditionFailure("listReceived in state \(state)") }
        settlePendingConflicts(remote: items)
        let reset = revision < snapshot.revision || (revision == snapshot.revision && !matchesBase(items))
        let unconfirmed = settleUnheardCreates(remote: items, revisionMoved: revision != snapshot.revision)
        var result: MergeResult
        if reset {
            serverReset = true
            result = mergeAfterReset(remote: items, now: now)
        } else {
            let earlier = earlierUnheardCreates(remote: items, revision: revision, now: now)
            result = ThreeWayMerge.merge(
                base: earlier.base, local: snapshot.items, remote: items, detectedAt: now,
                superseded: snapshot.superseded)
            let extra =
                earlier.conflicts
                + unconfirmed.map { item in
                    ConflictRecord(
                        itemID: item.id, kind: .unconfirmedCreateKept, winner: .local, local: item, remote: nil,
                        base: nil, detectedAt: now)
                }
            if !extra.isEmpty {
                result.conflicts = (result.conflicts + extra).sorted { $0.itemID < $1.itemID }
            }
        }
        if let deletionGuard = configuration.deletionGuard {
            let kept = Set(result.items.map(\.id))
            let deletions = snapshot.items.reduce(0) { $0 + (kept.contains($1.id) ? 0 : 1) }
            if deletionGuard.blocks(deletions: deletions, of: snapshot.items.count) {
                lastError = "the resync would delete \(deletions) of \(snapshot.items.count) local todos"
                return finish(.blocked(deletions: deletions), now: now)
            }
        }
        guard result.matchesRemote else {
            // Durable before the PATCH goes out: confirmed or dropped once its outcome is known.
            snapshot.pendingConflicts = result.conflicts
            return request(.patch(result, revision: revision))
        }
        completeResync(list: result.items, revision: revision, merge: result)
        return decide(now: now)
    }

    /// `GET /list/{id}` of ``Action/fetchItem(id:)`` answered with the server's version of the todo
    /// at `revision`: when that is the revision the base stands at and the todo is the base's, nobody
    /// changed the list since, and the run is over; otherwise it resyncs.
    public mutating func itemReceived(_ item: TodoItem, revision: Int, now: Double) -> Action {
        guard case .requesting(.check(let id)) = state else { preconditionFailure("itemReceived in state \(state)") }
        let base = snapshot.base.last { $0.id == id }
        if revision == snapshot.revision, item.id == id, let base, base.hasSameContent(as: item) {
            checked = true
            snapshot.unchecked = []
            return decide(now: now)
        }
        return request(.fetch)
    }

    /// Puts in the same store state read whole, for a driver that began the run over part of it
    /// (the todos of the outbox and their base versions, enough to replay operations) and now
    /// needs the rest: before a resync, or to take in what other commands changed meanwhile.
    public mutating func widen(to whole: SyncSnapshot) {
        guard !isFinished else { preconditionFailure("widen in state \(state)") }
        snapshot = whole
    }

    /// Whether `remote` is the list the base says the server held at this revision (same ids, same
    /// contents). At an unchanged revision it must be: a difference means the server lost its data
    /// and counted back up to the same number.
    private func matchesBase(_ remote: [TodoItem]) -> Bool {
        guard remote.count == snapshot.base.count else { return false }
        let base = Dictionary(snapshot.base.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        return remote.allSatisfy { item in base[item.id].map { $0.hasSameContent(as: item) } ?? false }
    }

    /// The merge when the server's revision went back (or, at the same revision, the list is not the
    /// base): its list lost changes the base holds, so
    /// the base is not trusted and nothing is deleted on its word. Both sides are kept; a pending
    /// local deletion stands when the server still holds the version this device deleted; each
    /// todo of the base that the server lost is recorded as restored. A local edit of a todo the
    /// server still holds as this device last synced it wins without a record (the old version is
    /// its base). A server version that differs from the one this device last synced is logged
    /// when it overrides anything: after a restore it may be an edit of an older version the
    /// restore brought back, made beside this device's acknowledged one, and nothing tells the two
    /// apart. A local deletion of a todo the server holds in another version is logged too.
    private mutating func mergeAfterReset(remote: [TodoItem], now: Double) -> MergeResult {
        let remoteByID = Dictionary(remote.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        let oldBase = Dictionary(snapshot.base.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        var base: [TodoItem] = []
        for case .delete(let id) in snapshot.outbox.operations {
            guard let theirs = remoteByID[id] else { continue }
            if oldBase[id] == theirs || theirs.lastUpdatedBy == configuration.deviceID {
                base.append(theirs)
            } else if let old = oldBase[id] {
                base.append(old)  // deleted here, changed there: the merge logs it
            }
        }
        for mine in snapshot.items {
            guard let old = oldBase[mine.id], let theirs = remoteByID[mine.id], theirs == old, mine != old else {
                continue
            }
            base.append(old)
        }
        var result = ThreeWayMerge.merge(
            base: base, local: snapshot.items, remote: remote, detectedAt: now, superseded: snapshot.superseded)
        var records: [ConflictRecord] = []
        // Restored: what the server had (the base holds it) and lost. A create it never confirmed is
        // an ordinary local creation, uploaded without a record.
        for item in snapshot.items where remoteByID[item.id] == nil && oldBase[item.id] != nil {
            records.append(
                ConflictRecord(
                    itemID: item.id, kind: .serverResetRestored, winner: .local, local: item, remote: nil,
                    base: oldBase[item.id], detectedAt: now))
        }
        restored = records.count
        result.conflicts = (result.conflicts + records).sorted { $0.itemID < $1.itemID }
        return result
    }

    /// Pending records of an earlier `PATCH` whose outcome was unknown: one whose kept version the
    /// server holds (or, for a kept deletion, lacks) was applied and is logged; the rest are dropped,
    /// for this run's merge finds again whatever still holds.
    private mutating func settlePendingConflicts(remote: [TodoItem]) {
        guard !snapshot.pendingConflicts.isEmpty else { return }
        let remoteByID = Dictionary(remote.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        let applied = snapshot.pendingConflicts.filter { record in
            switch (record.kept, remoteByID[record.itemID]) {
            case (nil, nil): true
            case (let kept?, let theirs?): kept.hasSameContent(as: theirs)
            default: false
            }
        }
        snapshot.pendingConflicts = []
        record(applied)
    }

    /// `PATCH /list` answered with the server's new list (or, if the answer has none, the list
    /// sent) at `revision`.
    public mutating func patchSucceeded(_ items: [TodoItem], revision: Int, now: Double) -> Action {
        guard case .requesting(.patch(let result, _)) = state else {
            preconditionFailure("patchSucceeded in state \(state)")
        }
        completeResync(list: items.sorted(by: ThreeWayMerge.isOrderedBefore), revision: revision, merge: result)
        return decide(now: now)
    }

    /// The token was refreshed; the request that got the `401` is repeated.
    public mutating func tokenRefreshed(now: Double) -> Action {
        guard case .refreshingToken(let retrying) = state else {
            preconditionFailure("tokenRefreshed in state \(state)")
        }
        refreshUsed = true
        return request(retrying)
    }

    /// The outstanding request (or token refresh) failed.
    public mutating func requestFailed(_ failure: Failure, now: Double) -> Action {
        switch state {
        case .requesting(let request):
            return requestFailed(request, failure, now: now)
        case .refreshingToken:
            switch failure {
            case .retryable(let message), .maybeApplied(let message):
                return backOff(message, now: now)
            case .unauthorized:
                lastError = "the token refresh was refused"
                return finish(.unauthorized, now: now)
            case .other(let message):
                return fail("token refresh: \(message)", now: now)
            case .unsynchronized, .notFound:
                return fail("unexpected \(failure) answer to the token refresh", now: now)
            }
        case .initial, .waiting, .finished:
            preconditionFailure("requestFailed in state \(state)")
        }
    }

    /// The wait of ``Action/wait(until:)`` is over.
    ///
    /// A driver that lets go of the store during the wait passes what it reads back as
    /// `reloaded`: changes made meanwhile by other processes, and their retry state, are taken
    /// into account.
    public mutating func waitFinished(now: Double, reloaded: SyncSnapshot? = nil) -> Action {
        guard case .waiting = state else { preconditionFailure("waitFinished in state \(state)") }
        if let reloaded { snapshot = reloaded }
        if let window = openWindow(now: now) { return window }
        return decide(now: now)
    }

    /// The wait ended early: a person asked for an attempt now (a typed `todo sync` nudged this
    /// run). The backoff window closes; the failure count stays, so a failure now waits as long
    /// as the schedule says for the attempt after it.
    public mutating func waitCutShort(now: Double, reloaded: SyncSnapshot? = nil) -> Action {
        guard case .waiting = state else { preconditionFailure("waitCutShort in state \(state)") }
        if let reloaded { snapshot = reloaded }
        snapshot.retry.nextAttemptAt = nil
        return decide(now: now)
    }

    /// One todo that another command changed while the run let go of the store.
    public struct LocalChange: Sendable, Hashable {
        public var id: String
        /// The todo now; `nil` when it was removed.
        public var item: TodoItem?
        /// Its outbox entry in the store now.
        public var operation: PendingOperation?

        public init(id: String, item: TodoItem?, operation: PendingOperation?) {
            self.id = id
            self.item = item
            self.operation = operation
        }
    }

    /// Applies changes other commands made while the run let go of the store (during a request or
    /// a wait), so the run neither loses nor overwrites them.
    ///
    /// Each todo takes its new local version; its outbox entry is what takes the server from what
    /// the run knows of it to that version: a delete when it may be on the server, a create when it
    /// cannot be, else an update. Call it before ``listReceived(_:revision:now:)`` (so the merge
    /// sees the changes) and after the other events.
    public mutating func applyLocalChanges(_ changes: [LocalChange]) {
        guard !changes.isEmpty else { return }
        var index: [String: Int] = [:]
        for (position, item) in snapshot.items.enumerated() { index[item.id] = position }
        let baseIDs = Set(snapshot.base.map(\.id))
        var removed = Set<String>()
        for change in changes {
            func isOnServerSide(_ operation: PendingOperation?) -> Bool {
                switch operation {
                case .update, .delete: true
                case .create, nil: false
                }
            }
            let mayBeOnServer =
                baseIDs.contains(change.id) || isOnServerSide(snapshot.outbox.operation(for: change.id))
                || isOnServerSide(change.operation) || unheard.contains(change.id)
            if let item = change.item {
                if let position = index[change.id] {
                    snapshot.items[position] = item
                } else {
                    index[change.id] = snapshot.items.count
                    snapshot.items.append(item)
                }
                let base = snapshot.base.first { $0.id == change.id }
                if base == item {
                    snapshot.outbox.set(itemID: change.id, nil)
                } else {
                    snapshot.outbox.set(itemID: change.id, mayBeOnServer ? .update(item) : .create(item))
                }
            } else {
                removed.insert(change.id)
                snapshot.outbox.set(itemID: change.id, mayBeOnServer ? .delete(id: change.id) : nil)
            }
        }
        if !removed.isEmpty { snapshot.items.removeAll { removed.contains($0.id) } }
    }

    /// The caller cancelled the run (for example, `CancellationError` during a request or a wait).
    public mutating func cancel(now: Double) -> Action {
        guard !isFinished else { preconditionFailure("cancel in state \(state)") }
        return finish(.cancelled, now: now)
    }

    // MARK: Decisions

    private mutating func decide(now: Double) -> Action {
        if snapshot.dirty || snapshot.outbox.count > configuration.resyncThreshold {
            return request(.fetch)
        }
        if let operation = snapshot.outbox.first {
            return request(.send(operation, revision: snapshot.revision))
        }
        if case .interactive = mode {
            return finish(.synced, now: now)
        }
        if resynced || checked { return finish(.synced, now: now) }
        if case .sync = mode, configuration.checksRevision, !baseContradicted, let probe = checkedTodo() {
            return request(.check(id: probe.id))
        }
        return request(.fetch)
    }

    /// The todo the check reads: the base's last one that this device has not written since the
    /// server's list was last shown to be the base (``SyncSnapshot/unchecked``; for a run over
    /// part of the store, the driver puts the todo last acknowledged before the run there);
    /// `nil` (a whole-list resync) when there is none, or the unchecked writes are not known.
    ///
    /// A todo the device wrote since proves nothing about the rest of the list: a server that lost
    /// its data and counted back up to the device's revision accepts the write and answers with it
    /// (chaos seed 38), in this run or in an earlier command's quick push. A todo held from before
    /// is gone from such a server unless someone uploaded it again.
    private func checkedTodo() -> TodoItem? {
        guard let unchecked = snapshot.unchecked.map(Set.init) else { return nil }
        return snapshot.base.last { !unchecked.contains($0.id) }
    }

    private mutating func requestFailed(_ request: Request, _ failure: Failure, now: Double) -> Action {
        if let sentCreate = writeAhead {
            writeAhead = nil
            // A definite answer means nothing was applied: the create stays a create.
            if case .maybeApplied = failure {} else { snapshot.outbox.markNotOnServer(itemID: sentCreate) }
        }
        switch (failure, request) {
        case (.maybeApplied(let message), _):
            noteMaybeApplied(request)
            return backOff(message, now: now)
        case (.retryable(let message), _):
            return backOff(message, now: now)
        case (.unauthorized, _):
            guard configuration.canRefreshToken, !refreshUsed else {
                lastError = "the server refused the credentials"
                return finish(.unauthorized, now: now)
            }
            attempts += 1
            state = .refreshingToken(retrying: request)
            return .refreshToken
        case (.unsynchronized, .send):
            snapshot.dirty = true
            return decide(now: now)
        case (.unsynchronized, .patch):
            snapshot.dirty = true
            return backOff("the list changed on the server during the resync", now: now)
        case (.notFound, .send(.delete(let id), _)):
            if snapshot.base.contains(where: { $0.id == id }) { baseContradicted = true }
            acknowledge(.delete(id: id))
            return decide(now: now)
        case (.notFound, .send(.create(let item), _)):
            // Not an answer the contract gives a POST; the create was not applied.
            snapshot.outbox.markNotOnServer(itemID: item.id)
            snapshot.dirty = true
            return decide(now: now)
        case (.notFound, .send(.update(let item), _)) where !snapshot.base.contains(where: { $0.id == item.id }):
            // A create kept as an update (see ``noteMaybeApplied(_:)``) that never reached the
            // server: the revision matched, so nobody changed the list; send it as a create.
            snapshot.outbox.markNotOnServer(itemID: item.id)
            return decide(now: now)
        case (.notFound, .send):
            snapshot.dirty = true
            return decide(now: now)
        case (.notFound, .check):
            // Deleted since: the list moved on.
            return self.request(.fetch)
        case (.unsynchronized, .fetch), (.notFound, .fetch), (.notFound, .patch), (.unsynchronized, .check):
            return fail("unexpected \(failure) answer to \(request.method)", now: now)
        case (.other(let message), _):
            return fail(message, now: now)
        }
    }

    /// Records a retryable failure and schedules the next attempt, or ends the run.
    private mutating func backOff(_ message: String, now: Double) -> Action {
        lastError = message
        snapshot.retry.attempt += 1
        snapshot.retry.lastError = message
        let policy = configuration.retryPolicy
        let attempt = snapshot.retry.attempt
        let delay: Double?
        if case .recover = mode {
            delay = policy.cappedDelay(forAttempt: attempt, random: &random)
        } else {
            delay = policy.delay(forAttempt: attempt, random: &random)
        }
        if let delay {
            snapshot.retry.nextAttemptAt = now + delay
        } else {
            // Retries ran out; later runs still keep away from the server for a capped delay.
            snapshot.dirty = true
            snapshot.retry.nextAttemptAt = now + policy.cappedDelay(forAttempt: attempt, random: &random)
        }
        switch mode {
        case .interactive, .watch:
            return finish(.queued, now: now)
        case .sync:
            guard delay != nil, let until = snapshot.retry.nextAttemptAt else { return giveUp(now: now) }
            return wait(until: until)
        case .recover(let deadline):
            guard let until = snapshot.retry.nextAttemptAt, until <= deadline else { return giveUp(now: now) }
            return wait(until: until)
        }
    }

    /// The report an interactive run finishes with at once, with no request, because the persisted
    /// backoff window is open: what ``start(now:)`` returns for a store whose queue holds `pending`
    /// operations, decided from the store's counts and sync metadata alone, so that a command can
    /// skip loading the list. `nil` when the run would do more (or record a sync).
    public static func windowReport(
        mode: Mode, pending: Int, dirty: Bool, retry: RetryState, now: Double
    ) -> SyncReport? {
        guard case .interactive = mode, pending > 0 || dirty, retry.isWindowOpen(now: now) else { return nil }
        return .notRun(pending: pending, dirty: dirty, reason: nil, at: now)
    }

    /// The action that honours a backoff window still open at `now`, or `nil` when it is closed.
    private mutating func openWindow(now: Double) -> Action? {
        guard snapshot.retry.isWindowOpen(now: now), let until = snapshot.retry.nextAttemptAt else { return nil }
        switch mode {
        case .interactive, .watch:
            return finish(.queued, now: now)
        case .sync:
            return wait(until: until)
        case .recover(let deadline):
            return until <= deadline ? wait(until: until) : giveUp(now: now)
        }
    }

    /// After a request that may have been applied unheard (a lost answer; or a `400`, which may
    /// answer libcurl's unseen second try of a request whose first try was applied): each create it
    /// carried may have made its item on the server. Whenever the run lets go of the store (a wait,
    /// the end), such a pending `create` is kept as an `update` of the same item, in place (see
    /// ``keepUnheardCreatesAsUpdates()``): a local delete then coalesces with it into a delete
    /// (update+delete) instead of cancelling it out (create+delete), so the deletion still reaches
    /// the server. The conflicts of a `PATCH` are logged now: once it is applied, the next merge
    /// sees both sides alike and no conflict.
    private mutating func noteMaybeApplied(_ request: Request) {
        switch request {
        case .send(.create(let item), _):
            unheard.insert(item.id)
        case .patch:
            // Creates the PATCH carried may be on the server now; its conflict records stay pending.
            for case .create(let item) in snapshot.outbox.operations { unheard.insert(item.id) }
        case .send, .fetch, .check:
            break
        }
    }

    /// Before the store is let go: the creates this run sent without a clear answer are kept as
    /// updates, for the next commands and runs (see ``noteMaybeApplied(_:)``).
    private mutating func keepUnheardCreatesAsUpdates() {
        for id in unheard { snapshot.outbox.markPossiblyOnServer(itemID: id) }
    }

    /// The server's list tells whether the creates this run sent unheard were applied: one the
    /// server lacks never reached it (or it would hold it), so it is a create again.
    private mutating func settleUnheardCreates(remote: [TodoItem], revisionMoved: Bool) -> [TodoItem] {
        guard !unheard.isEmpty else { return [] }
        for item in remote { unheard.remove(item.id) }
        var missing: [TodoItem] = []
        for id in unheard.sorted() {
            snapshot.outbox.markNotOnServer(itemID: id)
            // The list changed meanwhile: the create may have arrived and been deleted elsewhere.
            if revisionMoved, let item = snapshot.items.first(where: { $0.id == id }) { missing.append(item) }
        }
        unheard.removeAll()
        return missing
    }

    /// Adds conflict records to the run's, leaving out those it holds already (the same item,
    /// versions and outcome, found again by a later merge).
    private mutating func record(_ records: [ConflictRecord]) {
        for record in records {
            if conflicts.contains(where: { $0.isSameConflict(as: record) }) { continue }
            conflicts.append(record)
            if !snapshot.conflictLog.contains(where: { $0.isSameConflict(as: record) }) {
                snapshot.conflictLog.append(record)
            }
        }
    }

    /// What a resync's merge cannot see from the three lists, about items whose create may have
    /// reached the server unheard in an earlier run (see ``noteMaybeApplied(_:)``): the base to
    /// merge from, and the conflicts to log besides the merge's.
    ///
    /// - A pending delete of an item that the base and the local list lack and the server holds:
    ///   created here, then deleted. If the server's version is still this device's, it joins the
    ///   base, so the merge sees a local deletion and the deletion wins. If another device changed
    ///   it since, the merge keeps that version (a remote creation), and the overridden deletion
    ///   is logged.
    /// - A pending update of an item that the base and the server lack (a create an earlier run
    ///   kept as an update): if the server's revision moved, another device may have deleted it. The
    ///   merge keeps it (a local creation), and the deletion it may have overridden is logged (or
    ///   the create simply never reached the server: the record says the local version was kept).
    private func earlierUnheardCreates(
        remote: [TodoItem],
        revision: Int,
        now: Double
    ) -> (base: [TodoItem], conflicts: [ConflictRecord]) {
        var deleted: [String] = []
        var updated: [TodoItem] = []
        for operation in snapshot.outbox.operations {
            switch operation {
            case .delete(let id): deleted.append(id)
            case .update(let item): updated.append(item)
            case .create: break
            }
        }
        if revision == snapshot.revision { updated = [] }
        guard !deleted.isEmpty || !updated.isEmpty else { return (snapshot.base, []) }
        let baseIDs = Set(snapshot.base.map(\.id))
        let localIDs = Set(snapshot.items.map(\.id))
        let remoteByID = Dictionary(remote.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        var base = snapshot.base
        var conflicts: [ConflictRecord] = []
        for id in deleted where !baseIDs.contains(id) && !localIDs.contains(id) {
            guard let theirs = remoteByID[id] else { continue }
            if configuration.deviceID == nil || theirs.lastUpdatedBy == configuration.deviceID {
                base.append(theirs)
            } else {
                conflicts.append(
                    ConflictRecord(
                        itemID: id, kind: .localDeletedRemoteEdited, winner: .remote, local: nil, remote: theirs,
                        base: nil, detectedAt: now))
            }
        }
        for item in updated where !baseIDs.contains(item.id) && localIDs.contains(item.id) {
            guard remoteByID[item.id] == nil else { continue }
            conflicts.append(
                ConflictRecord(
                    itemID: item.id, kind: .unconfirmedCreateKept, winner: .local, local: item, remote: nil,
                    base: nil, detectedAt: now))
        }
        return (base, conflicts)
    }

    // MARK: Transitions

    private mutating func request(_ request: Request) -> Action {
        attempts += 1
        state = .requesting(request)
        if case .send(.create(let item), _) = request, case .create = snapshot.outbox.operation(for: item.id) {
            // Write-ahead: until a definite answer, the create may be applied; persisted before it
            // goes out, so that a crash or a later `rm` still sends a DELETE.
            snapshot.outbox.markPossiblyOnServer(itemID: item.id)
            writeAhead = item.id
        }
        switch request {
        case .send(let operation, let revision): return .send(operation, revision: revision)
        case .fetch: return .fetchList
        case .check(let id): return .fetchItem(id: id)
        case .patch(let result, let revision): return .patchList(result.items, revision: revision)
        }
    }

    private mutating func wait(until: Double) -> Action {
        keepUnheardCreatesAsUpdates()
        state = .waiting(until: until)
        return .wait(until: until)
    }

    private mutating func giveUp(now: Double) -> Action {
        snapshot.dirty = true
        return finish(.gaveUp, now: now)
    }

    private mutating func fail(_ message: String, now: Double) -> Action {
        lastError = message
        return finish(.failed(message), now: now)
    }

    private mutating func finish(_ outcome: SyncOutcome, now: Double) -> Action {
        keepUnheardCreatesAsUpdates()
        var report = SyncReport(
            outcome: outcome,
            pushed: pushed,
            merged: merged,
            conflicts: conflicts,
            attempts: attempts,
            resynced: resynced,
            pending: snapshot.outbox.count,
            dirty: snapshot.dirty,
            lastError: lastError,
            startedAt: startedAt,
            finishedAt: now
        )
        report.serverReset = serverReset
        report.restored = restored
        state = .finished(report)
        return .finish(report)
    }

    /// The server applied `operation` (or, for a delete, no longer has the item): drop it from the
    /// outbox and apply it to the base, which stays the server's list at the known revision.
    private mutating func acknowledge(_ operation: PendingOperation) {
        // The entry may have changed since it was sent (a local change while the request was out).
        switch (operation, snapshot.outbox.operation(for: operation.itemID)) {
        case (_, let current?) where current == operation:
            snapshot.outbox.remove(itemID: operation.itemID)
        case (.create(let sent), .update(let current)?) where current == sent:
            snapshot.outbox.remove(itemID: operation.itemID)
        case (.create, .create(let newer)?):
            snapshot.outbox.set(itemID: newer.id, .update(newer))
        default:
            break
        }
        let index = snapshot.base.firstIndex { $0.id == operation.itemID }
        switch (operation, index) {
        case (.create(let item), let index?), (.update(let item), let index?):
            snapshot.base[index] = item
            noteUnchecked(item.id)
        case (.create(let item), nil), (.update(let item), nil):
            snapshot.base.append(item)
            noteUnchecked(item.id)
        case (.delete, let index?):
            snapshot.base.remove(at: index)
        case (.delete, nil):
            break
        }
        pushed += 1
        snapshot.retry = RetryState()
    }

    /// Adds a todo this run wrote to ``SyncSnapshot/unchecked`` (which forgets them all, `nil`,
    /// past ``SyncSnapshot/uncheckedLimit``).
    private mutating func noteUnchecked(_ id: String) {
        guard let unchecked = snapshot.unchecked, !unchecked.contains(id) else { return }
        snapshot.unchecked = unchecked.count < SyncSnapshot.uncheckedLimit ? unchecked + [id] : nil
    }

    private mutating func completeResync(list: [TodoItem], revision: Int, merge: MergeResult) {
        snapshot.items = list
        snapshot.base = list
        snapshot.revision = revision
        snapshot.outbox.removeAll()
        snapshot.dirty = false
        snapshot.retry = RetryState()
        unheard.removeAll()
        snapshot.pendingConflicts = []
        pushed += merge.keptLocalChanges
        merged += merge.localUpdates
        record(merge.conflicts)
        resynced = true
        snapshot.unchecked = []
    }
}
