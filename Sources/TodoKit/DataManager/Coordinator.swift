import TodoModel
import TodoNetwork
import TodoStore
import TodoSync
import TodoValues

/// The one coordinator of a command (the design card's DataManager): opens the stores of a
/// ``StoreSelection``, runs a change, lets go of the stores, then makes the quick push.
///
/// Every store it opened leaves its warnings (a dropped torn journal line, say) in ``warnings``,
/// whether the call succeeded or threw, until the caller takes them to show them. A store's lock is never held
/// while waiting on the network: the device's own store is closed before a push, and the sync run
/// lets go of the primary store's lock around every request and wait.
public final class Coordinator {
    /// The stores it works on.
    public private(set) var selection: StoreSelection
    /// Warnings of the stores opened so far, in order, not yet taken.
    public private(set) var warnings: [Message] = []
    private let httpClient: HTTPClient?

    /// A coordinator over `selection`; requests go through `httpClient` when one is given.
    public init(selection: StoreSelection, httpClient: HTTPClient? = nil) {
        self.selection = selection
        self.httpClient = httpClient
    }

    /// The quick push attempt after a change (``TodoValues/QuickPush``).
    public typealias QuickPush = TodoValues.QuickPush

    /// A change's value and what the quick push after it did.
    public struct Changed<Value> {
        public var value: Value
        /// `nil` when no push was made: the change was not the primary store's, or the client is
        /// local-only or offline.
        public var push: QuickPush?

        public init(_ value: Value, push: QuickPush?) {
            self.value = value
            self.push = push
        }
    }

    /// Works on the stores of `selection` from now on (after a login: the account's).
    public func select(_ selection: StoreSelection) {
        self.selection = selection
    }

    /// Returns the warnings not yet taken, and forgets them.
    public func takeWarnings() -> [Message] {
        defer { warnings = [] }
        return warnings
    }

    // MARK: Opening and closing

    /// Opens both stores of the selection (a `.locked` error past the lock timeout).
    func open(primaryOnly: Bool = false) throws(TodoError) -> StoreSet {
        var chosen = selection
        if primaryOnly { chosen.local = nil }
        return try StoreSet(chosen, httpClient: httpClient)
    }

    /// Closes `stores` and keeps their warnings.
    func close(_ stores: StoreSet) {
        stores.close()
        warnings += stores.warnings
    }

    /// Opens one store by its settings for `body`, keeping its warnings; a sync of it uses
    /// `connection` when given.
    public func withStore<T>(
        _ settings: Settings, connection: ServerConnection? = nil, _ body: (DataManager) throws(TodoError) -> T
    ) throws(TodoError) -> T {
        let manager = try DataManager(settings: settings, connection: connection, httpClient: httpClient)
        defer {
            manager.close()
            warnings += manager.warnings
        }
        return try body(manager)
    }

    // MARK: Reading

    /// Runs `body` with both stores open (list, show, export, status).
    public func read<T>(_ body: (StoreSet) throws(TodoError) -> T) throws(TodoError) -> T {
        let stores = try open()
        defer { close(stores) }
        return try body(stores)
    }

    /// Runs `body` with the primary store open read-only (not a byte changes; its lock is released
    /// when `body` returns), keeping its warnings; a sync server it makes uses the command's
    /// connection.
    func withPrimaryReadOnly<T>(_ body: (DataManager) throws(TodoError) -> T) throws(TodoError) -> T {
        let manager = try DataManager(
            settings: selection.primary, connection: selection.connection, httpClient: httpClient, readOnly: true)
        defer {
            manager.close()
            warnings += manager.warnings
        }
        return try body(manager)
    }

    /// Runs `body` with the primary store open, and nothing else: no push.
    public func withPrimary<T>(_ body: (DataManager) throws(TodoError) -> T) throws(TodoError) -> T {
        try withStore(selection.primary, connection: selection.connection, body)
    }

    // MARK: Changing

    /// Runs a change on the stores; `body` returns its value and whether it changed the primary
    /// store, which then gets the one quick push attempt of an interactive command (never
    /// waiting through a backoff). A long push reports to `progress`. With `primaryOnly` the
    /// device's own store is not opened.
    public func change<T>(
        progress: any ProgressReporter = SilentProgress(),
        primaryOnly: Bool = false,
        _ body: (StoreSet) throws(TodoError) -> (value: T, pushes: Bool)
    ) async throws(TodoError) -> Changed<T> {
        let stores = try open(primaryOnly: primaryOnly)
        defer { close(stores) }
        let (value, pushes) = try body(stores)
        // The device's own store never syncs: let go of it before the network.
        stores.local?.close()
        guard pushes else { return Changed(value, push: nil) }
        return Changed(value, push: await Self.quickPush(stores.primary, progress: progress))
    }

    /// Runs a change of the todo `prefix` names, in whichever store holds it.
    public func changeItem<T>(
        _ prefix: String,
        progress: any ProgressReporter = SilentProgress(),
        _ body: (DataManager, TodoItem) throws(TodoError) -> T
    ) async throws(TodoError) -> Changed<T> {
        try await change(progress: progress) { stores throws(TodoError) in
            let (item, manager) = try stores.resolve(prefix)
            return (try body(manager, item), manager === stores.primary)
        }
    }

    /// Runs a change of the todos `words` name (ids, prefixes, short numbers, ranges): `body`
    /// gets each store's todos at once (one commit, one undo step) and returns one value per todo,
    /// in its order; the values come back in the order the words named the todos.
    public func changeItems<T>(
        _ words: [String],
        progress: any ProgressReporter = SilentProgress(),
        _ body: (DataManager, [TodoItem]) throws(TodoError) -> [T]
    ) async throws(TodoError) -> Changed<[T]> {
        try await change(progress: progress) { stores throws(TodoError) -> ([T], Bool) in
            let targets = try stores.resolveAll(words)
            var position: [String: Int] = [:]
            for (index, target) in targets.enumerated() { position[target.item.id] = index }
            var results = [T?](repeating: nil, count: targets.count)
            var pushes = false
            for group in StoreSet.grouped(targets) {
                let values = try body(group.manager, group.items)
                for (item, value) in zip(group.items, values) { results[position[item.id] ?? 0] = value }
                if group.manager === stores.primary { pushes = true }
            }
            return (results.compactMap { $0 }, pushes)
        }
    }

    /// The quick push after a change to `manager`'s store; `nil` when local-only or offline.
    static func quickPush(_ manager: DataManager, progress: any ProgressReporter) async -> QuickPush? {
        guard let result = await manager.pushAfterChange(progress: progress) else { return nil }
        let stored = try? manager.syncMetadata()
        return QuickPush(
            result: result, nextAttemptAt: stored?.retry.nextAttemptAt, storedError: stored?.retry.lastFailure)
    }

    // MARK: Syncing

    /// Takes the primary store's `sync.lock` (waiting for a running sync as `otherSync` says;
    /// by default up to the lock timeout, nudging it when `mode` is ``SyncStateMachine/Mode/sync``),
    /// then opens the store and syncs it with the configured server (a `.usage` error when local-only or
    /// offline); see ``DataManager/sync(mode:server:clock:canRefreshToken:seed:allowDeletions:maxDelete:maxDeleteShare:syncLock:progress:)``.
    /// `progress` is made from the store's settings.
    ///
    /// `sync.lock` comes first, the store's lock second (the lock order): a sync that waits for
    /// another holds nothing the running one needs.
    public func sync(
        mode: SyncStateMachine.Mode,
        allowDeletions: Bool = false,
        maxDelete: Int? = nil,
        maxDeleteShare: Double? = nil,
        otherSync: OtherSyncWait? = nil,
        progress: (Settings) -> any ProgressReporter = { _ in SilentProgress() }
    ) async throws(TodoError) -> SyncReport {
        let settings = selection.primary
        let wait = otherSync ?? OtherSyncWait(limit: settings.lockTimeout, nudges: mode == .sync)
        let syncLock: SyncLock
        do {
            syncLock = try await SyncLock.wait(
                layout: StoreLayout(directory: settings.home), limit: wait.limit, nudge: wait.nudges,
                now: { SystemWallClock().now },
                onWait: { holder in wait.onWait(holder.map { RunningSync($0, now: SystemWallClock().now) }) })
        } catch {
            throw TodoError(error)
        }
        defer { syncLock.release() }
        let stores = try open(primaryOnly: true)
        defer { close(stores) }
        let manager = stores.primary
        return try await manager.syncWithServer(
            mode: mode, allowDeletions: allowDeletions, maxDelete: maxDelete, maxDeleteShare: maxDeleteShare,
            syncLock: syncLock, progress: progress(manager.settings))
    }
}
