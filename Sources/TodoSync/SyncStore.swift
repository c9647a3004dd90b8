import TodoModel

/// The sync driver's store port: the local side of a run, which ``SyncDriver`` reads and commits
/// through, lets go of around every request and wait, waits with, and reports to.
///
/// TodoKit provides it over the JSON store, the store's `sync.lock` and the run's log and
/// progress. The driver calls it in the lock order the store needs: the store is held only to
/// commit what the machine decided and to read back what other commands changed; ``letGo(keepingWhole:)``
/// comes before every request and wait, ``takeBack()`` after it.
public protocol SyncStore: AnyObject {
    /// What the store's calls throw.
    associatedtype StoreFailure: Error

    // MARK: The store

    /// The sync data a run in `mode` starts from: the part of the store a short outbox needs
    /// (`isPart`), when the store can give it and the mode allows it; else the whole store.
    ///
    /// - Parameter limit: The most queued operations a run over part of the store may start with
    ///   (``SyncStateMachine/Configuration/resyncThreshold``).
    func startingSnapshot(
        mode: SyncStateMachine.Mode, limit: Int
    ) throws(StoreFailure) -> (snapshot: SyncSnapshot, isPart: Bool)

    /// The whole store's sync data (a run over part of it reads this before a resync).
    func wholeSnapshot() throws(StoreFailure) -> SyncSnapshot

    /// Commits what changed from `previous` to `snapshot` as one transaction; a run over part of
    /// the store (`isPart`) changes only the todos it holds.
    func commit(_ snapshot: SyncSnapshot, since previous: SyncSnapshot, isPart: Bool) throws(StoreFailure)

    /// Commits how the run ended: its sync metadata, with the time of a successful sync or the
    /// last error.
    func finish(_ report: SyncReport, snapshot: SyncSnapshot, now: Double) throws(StoreFailure)

    /// Lets go of the store while a request or a wait is under way; with `keepingWhole` (a run
    /// over the whole store) it keeps the store as it is now, to tell what other commands change.
    func letGo(keepingWhole: Bool) throws(StoreFailure)

    /// Takes the store again after a request or a wait, and says what other commands changed
    /// meanwhile.
    func takeBack() throws(StoreFailure) -> SyncMeanwhile

    // MARK: Waiting

    /// Waits out a backoff until `until`: to the end, until the run is made to try at once, or
    /// until the task is cancelled.
    func wait(until: Double) async -> SyncWaitEnd

    // MARK: Reports

    /// The run in `mode` starts.
    func started(_ mode: SyncStateMachine.Mode)

    /// The run is about to carry out `action`; `sent` operations were acknowledged so far and
    /// `queued` are left.
    func willRun(_ action: SyncStateMachine.Action, sent: Int, queued: Int, now: Double)

    /// A request failed with `failure`, handed to the machine; `attempt` is the retry state's
    /// attempt after it.
    func requestFailed(_ failure: SyncStateMachine.Failure, attempt: Int)

    /// Other commands changed `count` todos (or their queued operations) while the store was let go.
    func changedMeanwhile(_ count: Int)

    /// The run in `mode` ended with `report` (committed).
    func finished(_ report: SyncReport, mode: SyncStateMachine.Mode)
}

/// What other commands changed while a sync run had let go of the store (``SyncStore/takeBack()``).
public enum SyncMeanwhile: Sendable, Equatable {
    /// Nothing: the store is as the run left it.
    case nothing
    /// A run over the whole store: the todos whose version or queued operation changed.
    case changed([SyncStateMachine.LocalChange])
    /// A run over part of the store: the whole store as the other commands left it, which the
    /// run widens to.
    case wholeStore(SyncSnapshot)
}

/// How a backoff wait ended (``SyncStore/wait(until:)``).
public enum SyncWaitEnd: Sendable, Equatable {
    /// The time came.
    case elapsed
    /// A typed `todo sync` made the run try at once.
    case nudged
    /// The task was cancelled.
    case cancelled
}
