import TodoModel

/// The decisions of a sync run, with no I/O: events in, actions out.
///
/// The driver (``SyncDriver``) owns the network, the store and the clock; the machine owns the
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
///         return report  // conflicts to the log, report.outcome to the exit code
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
        case retryable(SyncFailure)
        /// A transient failure after which the change may have been applied: a timeout, a dropped
        /// connection, a garbled `2xx` (a lost response), or any answer to a request that the
        /// HTTP client may have sent twice (libcurl repeats a request once, unseen, when a reused
        /// connection closes before answering, so even a `5xx` may follow an applied first try).
        /// Retried like ``retryable(_:)``.
        case maybeApplied(SyncFailure)
        /// `400`: the revision was stale (or the server rejected the data).
        case unsynchronized
        /// `401`.
        case unauthorized
        /// `404`.
        case notFound
        /// Anything the contract does not allow; ends the run.
        case other(SyncFailure)

        /// The failure, as an answer no rule expects: `400` and `404`.
        var unexpectedAnswer: SyncFailure.UnexpectedAnswer {
            switch self {
            case .notFound: .notFound
            default: .unsynchronized
            }
        }
    }

    enum Request: Sendable, Hashable {
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

    enum State: Sendable, Hashable {
        case initial
        case requesting(Request)
        case refreshingToken(retrying: Request)
        case waiting(until: Double)
        case finished(SyncReport)
    }

    public let mode: Mode
    public let configuration: Configuration
    /// The store's sync data as the run has changed it so far; persist it before each action.
    public internal(set) var snapshot: SyncSnapshot

    var state: State = .initial
    var random: SeededRandomNumberGenerator
    var refreshUsed = false
    var resynced = false
    /// A ``Configuration/checksRevision`` read showed the server's list to be the base.
    var checked = false
    /// A `404` answered a delete of a todo the base holds, at the revision the base stands at: the
    /// server lost it, so only a whole-list resync (which compares the lists) may end the run.
    var baseContradicted = false
    var startedAt: Double = 0
    var requests = 0
    /// Tries: each first request after the start or after a wait.
    var attempts = 0
    /// Whether a request was made since the start or the last wait.
    var triedSinceWait = false
    var pushed = 0
    var merged = 0
    var conflicts: [ConflictRecord] = []
    var lastFailure: SyncFailure?
    /// Items whose create this run sent without a clear answer: they may be on the server.
    var unheard: Set<String> = []
    /// Items of which this run sent a change whose answer was lost: a resync that finds the
    /// server holding the change counts it as pushed, for this run's request applied it.
    var sentUnheard: Set<String> = []
    /// The item whose pending create was marked "possibly on the server" before its `POST` went
    /// out (the write-ahead): undone when a definite answer says it was not applied.
    var writeAhead: String?
    var serverReset = false
    var restored = 0
    /// The todos the run's resyncs took from elsewhere (see ``IncomingChange``).
    var incoming: [IncomingChange] = []

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
}
