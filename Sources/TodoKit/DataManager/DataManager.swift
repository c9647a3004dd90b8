import FoundationEssentials
import TodoFormats
import TodoModel
import TodoNetwork
import TodoStore
import TodoSync
import TodoValues

/// The one coordinator: every change goes to the store and the outbox first.
///
/// Holds the store's lock from ``init(settings:)`` until ``close()``. Loading the whole store is
/// lazy, so `add` appends to the journal without reading the list.
public final class DataManager {
    public let settings: Settings
    let cache: FileCache
    private var loaded: StoreState?
    /// The store read through its index (when nothing has loaded it whole yet).
    private var view: StoreView?
    /// The todos and numbers `list` read, while the store is not loaded whole and unchanged since.
    private var listed: StoreListing?
    private var viewUnavailable = false
    /// Whether a sync run over a short outbox may start over part of the store (see
    /// `syncPart(mode:limit:)`); tests turn it off to compare with a run over the whole store.
    var syncsOverPart = true
    /// Whether the whole store is loaded (tests: what a command read).
    var hasLoadedWholeStore: Bool { loaded != nil }
    private var httpClient: HTTPClient?
    /// The command's connection to the server, when the caller made it (see ``syncServer(interactive:)``).
    private let connection: ServerConnection?

    /// Opens the store of `settings.home` and takes its lock (a `.locked` error past the lock timeout);
    /// `readOnly` changes nothing on disk (`todo doctor`).
    ///
    /// A sync uses `connection`, the command's, when one is given. Requests go through
    /// `httpClient` when one is given (a long-running caller keeps its connections across
    /// stores), else through a client made on first use.
    public init(
        settings: Settings, connection: ServerConnection? = nil, httpClient: HTTPClient? = nil, readOnly: Bool = false
    ) throws(TodoError) {
        self.settings = settings
        self.connection = connection
        self.httpClient = httpClient
        cache = try Self.storing {
            try FileCache(directory: settings.home, lockTimeout: settings.lockTimeout, readOnly: readOnly)
        }
    }

    /// Releases the store's lock.
    public func close() { cache.close() }

    /// The server to sync this store with (``ServerConnection/syncServer(home:interactive:client:)``),
    /// over one HTTP client for the process: through the command's connection, else through one
    /// made from the settings and the session file (a damaged one is a `.badData` error).
    func syncServer(interactive: Bool) throws(TodoError) -> (server: any SyncServer, canRefresh: Bool) {
        let connection: ServerConnection
        if let given = self.connection { connection = given } else { connection = try .load(settings: settings) }
        return try connection.syncServer(home: settings.home, interactive: interactive, readOnly: cache.readOnly) {
            let client = httpClient ?? HTTPClient()
            httpClient = client
            return client
        }
    }

    /// Forgets the loaded state, so the next read loads the store again.
    func reset() {
        loaded = nil
        listed = nil
        dropView()
        viewUnavailable = false
    }

    private func dropView() {
        view = nil
        viewUnavailable = true
    }

    /// Warnings from the store (e.g. a dropped torn journal line).
    public var warnings: [Message] { cache.warnings.map(\.message) }

    /// Runs a call of the store, its ``StoreError`` turned into the command line's error.
    static func storing<T>(_ body: () throws -> T) throws(TodoError) -> T {
        do {
            return try body()
        } catch let error as StoreError {
            throw TodoError(error)
        } catch let error as TodoError {
            throw error
        } catch {
            throw .other(.verbatim("\(error)"))
        }
    }

    /// The whole store, loaded once.
    public func state() throws(TodoError) -> StoreState {
        if let loaded { return loaded }
        view = nil
        listed = nil
        let state = try Self.storing {
            let state = try cache.load()
            try cache.compactIfNeeded(state)
            return state
        }
        loaded = state
        return state
    }

    /// Applies and persists changes, keeping the loaded state (if any) in step.
    public func commit(_ changes: [StoreChange]) throws(TodoError) {
        listed = nil
        if var state = loaded {
            for change in changes { state.apply(change) }
            try Self.storing { try cache.commit(changes, state: state) }
            loaded = state
        } else {
            try Self.storing { try cache.commit(changes, state: nil) }
            if let view, !changes.allSatisfy({ view.apply($0) }) { dropView() }
        }
    }

    /// Sets the loaded store an import hands back (`nil`: load it again when asked).
    func endImport(_ store: StoreState?) {
        listed = nil
        loaded = store
    }

    /// Writes `state`, the loaded store with a bulk change applied, as a new snapshot.
    func commitWhole(_ state: StoreState) throws(TodoError) {
        listed = nil
        loaded = nil
        try Self.storing { try cache.commit(snapshotOf: state) }
        loaded = state
    }

    // MARK: Reading one todo

    /// The store through its index, while it has not been loaded whole: what single-todo commands
    /// read, so that their cost does not grow with the list (see ``FileCache/view()``).
    func indexed() throws(TodoError) -> StoreView? {
        guard loaded == nil, !viewUnavailable else { return nil }
        if let view { return view }
        view = try Self.storing { try cache.view() }
        if view == nil { viewUnavailable = true }
        return view
    }

    /// What `question` answers from the index, or `nil` when it cannot (then the caller loads the
    /// store); a view that found its index damaged is not asked again.
    func fromIndex<T>(_ question: (StoreView) -> T?) throws(TodoError) -> T? {
        guard let view = try indexed() else { return nil }
        let answer = question(view)
        if view.damaged {
            dropView()
            return nil
        }
        return answer
    }

    /// The todo `id` (exactly).
    public func item(_ id: String) throws(TodoError) -> TodoItem? {
        if let answer = try fromIndex({ view -> TodoItem?? in view.item(id) }) { return answer }
        return try state().items[id]
    }

    /// This device's id, the `last_updated_by` of local changes.
    public func deviceID() throws(TodoError) -> String {
        if let answer = try fromIndex({ $0.deviceID }) { return answer }
        return try state().deviceID
    }

    /// The stored sync metadata.
    public func syncMetadata() throws(TodoError) -> SyncMetadata {
        if let answer = try fromIndex({ $0.sync }) { return answer }
        return try state().sync
    }

    /// How many operations are queued.
    public func queuedCount() throws(TodoError) -> Int {
        if let answer = try fromIndex({ $0.outboxCount }) { return answer }
        return try state().outbox.count
    }

    // MARK: Local operations

    /// Adds a todo; O(1) in the list's size.
    public func add(_ draft: ItemDraft) throws(TodoError) -> TodoItem {
        let deviceID: String
        if let loaded { deviceID = loaded.deviceID } else { deviceID = try Self.storing { try cache.prepareAppend() } }
        let now = settings.now()
        let item = TodoItem(
            id: UUID().uuidString,
            text: draft.text,
            importance: draft.importance,
            deadline: draft.deadline,
            done: false,
            color: draft.color,
            createdAt: now,
            changedAt: now,
            lastUpdatedBy: deviceID
        )
        try commit([.put(item, .create(item)), record(.add, [.init(id: item.id, item: nil, after: .of(item))])])
        return item
    }

    /// The todo whose id starts with `prefix` (case-insensitive); a `.usage` error when none or several.
    public func resolve(_ prefix: String) throws(TodoError) -> TodoItem {
        try Self.pick(try matches(prefix), prefix: prefix)
    }

    /// The todos whose id starts with `prefix` (case-insensitive): only the one whose id is
    /// `prefix` when there is one. A short number (up to five digits) names the pending todo
    /// holding it, never an id prefix.
    public func matches(_ prefix: String) throws(TodoError) -> [TodoItem] {
        let needle = prefix.trimmingWhitespace().lowercased()
        guard !needle.isEmpty else { throw .usage(.idRequired) }
        let number = ShortNumber.parse(needle)
        if let found = try fromIndex({ view -> [TodoItem]? in
            if let number { return view.item(number: number).map { [$0] } ?? [] }
            return view.matches(needle)
        }) {
            return found
        }
        let state = try state()
        if let number = ShortNumber.parse(needle) { return state.item(number: number).map { [$0] } ?? [] }
        if let exact = state.items.values.first(where: { $0.id.lowercased() == needle }) { return [exact] }
        return state.items.values.filter { $0.id.lowercased().hasPrefix(needle) }
    }

    /// The one todo of `matches`; a `.usage` error when none or several.
    static func pick(_ matches: [TodoItem], prefix: String) throws(TodoError) -> TodoItem {
        switch matches.count {
        case 1:
            return matches[0]
        case 0:
            if let number = ShortNumber.parse(prefix.trimmingWhitespace()) {
                throw .usage(.idNumberUnknown, ["number": String(number)])
            }
            throw .usage(.idUnknown, ["prefix": prefix])
        default:
            let lengths = distinguishingLengths(matches.map(\.id))
            let shown = matches.prefix(5).map { "\($0.id.prefix(lengths[$0.id] ?? 12)) \"\(Self.clip($0.text, 30))\"" }
            let values = [
                "prefix": prefix, "matches": shown.joined(separator: ", "), "more": String(matches.count - 5),
            ]
            throw .usage(matches.count > 5 ? .idAmbiguousMore : .idAmbiguous, values)
        }
    }

    /// Applies `edit` to the todo `prefix` names; unchanged fields leave the todo untouched.
    @discardableResult
    public func edit(_ prefix: String, _ edit: ItemEdit) throws(TodoError) -> TodoItem {
        let item = try resolve(prefix)
        var updated = edit.applied(to: item)
        guard updated != item else { return item }
        let deviceID = try deviceID()
        updated.changedAt = max(settings.now(), item.changedAt)
        updated.lastUpdatedBy = deviceID
        try commit([
            .put(updated, .update(updated)), record(.edit, [.init(id: item.id, item: item, after: .of(updated))]),
        ])
        return updated
    }

    /// Removes the todo `prefix` names; returns it.
    @discardableResult
    public func remove(_ prefix: String) throws(TodoError) -> TodoItem {
        let item = try resolve(prefix)
        try commit([
            .remove(id: item.id, .delete(id: item.id)), record(.rm, [.init(id: item.id, item: item, after: .removed)]),
        ])
        return item
    }

    /// Removes every todo, or only the completed ones (of `ids`, when given); returns what was
    /// removed.
    @discardableResult
    public func clear(doneOnly: Bool, only ids: Set<String>? = nil) throws(TodoError) -> [TodoItem] {
        let removed = try state().items.values.filter { (!doneOnly || $0.done) && ids?.contains($0.id) != false }
        guard !removed.isEmpty else { return [] }
        try commit(
            removed.map { .remove(id: $0.id, .delete(id: $0.id)) }
                + [record(.clear, removed.map { .init(id: $0.id, item: $0, after: .removed) })])
        return removed
    }

    /// The todos `query` selects, as pending and completed sections.
    public func list(_ query: ListQuery) throws(TodoError) -> (pending: [TodoItem], done: [TodoItem]) {
        query.run(on: try listing().items, startOfToday: DateInput.startOfDay(settings.now()))
    }

    /// ``list(_:)`` with the short number of each pending todo (0: none), at the same positions.
    public func listNumbered(
        _ query: ListQuery
    ) throws(TodoError) -> (pending: [TodoItem], numbers: [Int], done: [TodoItem]) {
        let listing = try listing()
        let found = query.positions(in: listing.items, startOfToday: DateInput.startOfDay(settings.now()))
        return (
            found.pending.map { listing.items[$0] }, found.pending.map { listing.numberAt[$0] },
            found.done.map { listing.items[$0] }
        )
    }

    /// The short number of each pending todo, by id.
    public func shortNumbers() throws(TodoError) -> [String: Int] {
        try listing().numbers
    }

    /// The todos and their numbers: from the loaded store, else read without the outbox, the
    /// base and the undo history (``FileCache/listing()``), so that `list` does not pay for them.
    func listing() throws(TodoError) -> StoreListing {
        if let loaded { return StoreListing(loaded) }
        if let listed { return listed }
        guard let listing = try Self.storing({ try cache.listing() }) else { return StoreListing(try state()) }
        listed = listing
        return listing
    }

    /// The todos as a JSON array of wire elements, written from the snapshot without decoding
    /// it (``FileCache/wireElements(_:owner:)``); `nil` when only reading the list can answer.
    func wireElements(
        _ selection: FileCache.ElementsSelection, owner: String?, waitingAfter today: CivilDay? = nil
    ) throws(TodoError) -> [UInt8]? {
        guard loaded == nil, listed == nil else { return nil }
        return try Self.storing { try cache.wireElements(selection, owner: owner, waitingAfter: today) }
    }

    /// Every todo in creation order.
    public func allItems() throws(TodoError) -> [TodoItem] {
        try listing().items
    }

    /// The figures `todo status` shows.
    public func status() throws(TodoError) -> StatusReport {
        if let view = try fromIndex({ $0 }) {
            return StatusReport(
                server: settings.server, home: settings.home, deviceID: view.deviceID, items: view.itemCount,
                doneItems: view.doneCount, pending: view.outboxCount, sync: view.sync)
        }
        let state = try state()
        let done = state.items.values.reduce(0) { $0 + ($1.done ? 1 : 0) }
        return StatusReport(
            server: settings.server,
            home: settings.home,
            deviceID: state.deviceID,
            items: state.items.count,
            doneItems: done,
            pending: state.outbox.count,
            sync: state.sync
        )
    }

    // MARK: Importing

    /// Reads an import file into this store (see ``Importer/importFile(_:progress:)``).
    public func importFile(
        _ path: String, progress: any ProgressReporter = SilentProgress()
    ) throws(TodoError) -> ImportSummary {
        try Importer(manager: self).importFile(path, progress: progress)
    }

    /// Imports elements into this store (see ``Importer/importItems(_:progress:)``).
    public func importItems(
        _ items: [TodoItem], progress: any ProgressReporter = SilentProgress()
    ) throws(TodoError) -> ImportSummary {
        try Importer(manager: self).importItems(items, progress: progress)
    }

    /// Parses import bytes as this store would import them (see ``Importer/parseImport(_:source:)``).
    public func parseImport(_ bytes: [UInt8], source: String) throws(TodoError) -> [TodoItem] {
        try Importer(manager: self).parseImport(bytes, source: source)
    }

    /// Parses an import from chunks (see ``Importer/parseImport(source:deviceID:keep:chunks:)``).
    func parseImport(
        source: String, deviceID: String? = nil, keep: ((TodoItem) -> Void)? = nil,
        chunks next: () throws(TodoError) -> [UInt8]
    ) throws(TodoError) -> ImportReader {
        try Importer(manager: self).parseImport(source: source, deviceID: deviceID, keep: keep, chunks: next)
    }

    static func clip(_ text: String, _ width: Int) -> String {
        text.count <= width ? text : String(text.prefix(width - 1)) + "…"
    }
}
