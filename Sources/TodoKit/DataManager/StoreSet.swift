import TodoFormats
import TodoModel
import TodoNetwork
import TodoValues

/// The stores of a ``StoreSelection``, open together: the account's first, then the device's.
///
/// Both locks are always taken in that order, so two processes cannot deadlock. A todo found in
/// both (a copy kept at logout whose account version came back) is the account's.
public final class StoreSet {
    public let selection: StoreSelection
    /// The store new todos go to and that syncs.
    public let primary: DataManager
    /// The device's own store when the primary is an account's.
    public let local: DataManager?

    /// Opens the stores of `selection` (a `.locked` error past the lock timeout); requests go through
    /// `httpClient` when one is given.
    public init(_ selection: StoreSelection, httpClient: HTTPClient? = nil) throws(TodoError) {
        self.selection = selection
        primary = try DataManager(settings: selection.primary, connection: selection.connection, httpClient: httpClient)
        do {
            local = try selection.local.map { settings throws(TodoError) in try DataManager(settings: settings) }
        } catch {
            primary.close()
            throw error
        }
    }

    /// Releases the stores' locks.
    public func close() {
        local?.close()
        primary.close()
    }

    /// Warnings from both stores.
    public var warnings: [Message] { primary.warnings + (local?.warnings ?? []) }

    /// The todo `prefix` names in either store, with the store that holds it; a `.usage` error when none
    /// or several.
    public func resolve(_ prefix: String) throws(TodoError) -> (item: TodoItem, manager: DataManager) {
        let own = try primary.matches(prefix)
        // Short numbers are the primary store's (the list numbers only its todos).
        guard let local, ShortNumber.parse(prefix.trimmingWhitespace()) == nil else {
            return (try DataManager.pick(own, prefix: prefix), primary)
        }
        let ownIDs = Set(own.map(\.id))
        let device = try local.matches(prefix).filter { !ownIDs.contains($0.id) }
        let needle = prefix.trimmingWhitespace().lowercased()
        if let exact = own.first(where: { $0.id.lowercased() == needle }) { return (exact, primary) }
        if let exact = device.first(where: { $0.id.lowercased() == needle }) { return (exact, local) }
        let item = try DataManager.pick(own + device, prefix: prefix)
        return (item, ownIDs.contains(item.id) ? primary : local)
    }

    /// The most numbers one range (`3-5`) may span.
    public static let rangeLimit = 1000

    /// The todos `words` name, in order and each once: ids, id prefixes, short numbers and
    /// ranges of them (`3-5`; numbers no pending todo holds are skipped, but a range must name
    /// one at least). A `.usage` error for a word that names none, or several.
    public func resolveAll(_ words: [String]) throws(TodoError) -> [(item: TodoItem, manager: DataManager)] {
        guard !words.isEmpty else { throw .usage(.idRequired) }
        var found: [(item: TodoItem, manager: DataManager)] = []
        var seen = Set<String>()
        func add(_ item: TodoItem, _ manager: DataManager) {
            if seen.insert(item.id).inserted { found.append((item, manager)) }
        }
        for word in words {
            let trimmed = word.trimmingWhitespace()
            if let range = ShortNumber.range(trimmed) {
                guard range.first <= range.last else {
                    throw .usage(.idRangeBackwards, ["range": trimmed])
                }
                guard range.last - range.first < Self.rangeLimit else {
                    throw .usage(.idRangeTooLong, ["range": trimmed, "limit": String(Self.rangeLimit)])
                }
                let state = try primary.state()
                let items = (range.first...range.last).compactMap { state.item(number: $0) }
                guard !items.isEmpty else { throw .usage(.idRangeEmpty, ["range": trimmed]) }
                for item in items { add(item, primary) }
            } else {
                let (item, manager) = try resolve(word)
                add(item, manager)
            }
        }
        return found
    }

    /// `targets` by store, in the order each store first appears.
    public static func grouped(
        _ targets: [(item: TodoItem, manager: DataManager)]
    ) -> [(manager: DataManager, items: [TodoItem])] {
        var groups: [(manager: DataManager, items: [TodoItem])] = []
        for target in targets {
            if let index = groups.firstIndex(where: { $0.manager === target.manager }) {
                groups[index].items.append(target.item)
            } else {
                groups.append((target.manager, [target.item]))
            }
        }
        return groups
    }

    /// Undoes the last command recorded in either store (the later one; the account's on a
    /// tie), with the store it was in; `nil` when neither has one. `force`: see
    /// ``DataManager/undo(force:)``.
    public func undo(force: Bool = false) throws(TodoError) -> (undone: DataManager.Undone, manager: DataManager)? {
        let own = try primary.lastRecorded()
        let device = try local?.lastRecorded()
        let manager: DataManager
        switch (own, device) {
        case (nil, nil): return nil
        case (.some, nil): manager = primary
        case (nil, .some): manager = local ?? primary
        case (.some(let a), .some(let b)): manager = b > a ? (local ?? primary) : primary
        }
        guard let undone = try manager.undo(force: force) else { return nil }
        return (undone, manager)
    }

    /// The owner of a todo found by ``resolve(_:)`` in `manager`.
    public func owner(in manager: DataManager) -> String {
        manager === primary ? selection.owner : StoreSelection.localDevice
    }

    /// Every todo of both stores with its owner, the account's first.
    public func allItems() throws(TodoError) -> [OwnedItem] {
        let own = try primary.allItems()
        var items = own.map { OwnedItem($0, owner: selection.owner) }
        if let local {
            let ownIDs = Set(own.map(\.id))
            items += try local.allItems().filter { !ownIDs.contains($0.id) }.map {
                OwnedItem($0, owner: StoreSelection.localDevice)
            }
        }
        return items
    }

    /// The todos `query` selects in both stores, as pending and completed sections.
    public func list(_ query: ListQuery) throws(TodoError) -> (pending: [OwnedItem], done: [OwnedItem]) {
        guard local != nil else {
            let result = try primary.list(query)
            let owner = selection.owner
            return (result.pending.map { OwnedItem($0, owner: owner) }, result.done.map { OwnedItem($0, owner: owner) })
        }
        let all = try allItems()
        var owners: [String: String] = [:]
        for item in all { owners[item.item.id] = item.owner }
        let result = query.run(on: all.map(\.item), startOfToday: DateInput.startOfDay(primary.settings.now()))
        let owned = { (item: TodoItem) in OwnedItem(item, owner: owners[item.id] ?? StoreSelection.localDevice) }
        return (result.pending.map(owned), result.done.map(owned))
    }

    /// The todos `query` selects, as ``list(_:)`` gives them but without wrapping each in its
    /// owner, with the short number of each pending todo at the same position (0: none; the
    /// numbers are the primary store's): `localIDs` are the ids of the device's own todos while
    /// logged in (empty otherwise).
    public func listTodos(
        _ query: ListQuery
    ) throws(TodoError) -> (pending: [TodoItem], numbers: [Int], done: [TodoItem], localIDs: Set<String>) {
        guard local != nil else {
            let result = try primary.listNumbered(query)
            return (result.pending, result.numbers, result.done, [])
        }
        let result = try list(query)
        var localIDs = Set<String>()
        for owned in result.pending + result.done where owned.owner == StoreSelection.localDevice {
            localIDs.insert(owned.item.id)
        }
        let numbers = try primary.shortNumbers()
        return (
            result.pending.map(\.item), result.pending.map { numbers[$0.item.id] ?? 0 }, result.done.map(\.item),
            localIDs
        )
    }

    /// How many todos the device's own store holds while logged in (0 when not logged in).
    public func localCount() throws(TodoError) -> Int {
        try local?.allItems().count ?? 0
    }
}
