import Glibc
import TodoModel
import TodoSync

/// The store read through its index: one todo, the counts and the sync metadata, without
/// decoding the list (see ``FileCache/view()``).
///
/// The snapshot's todos are read one at a time where ``StoreIndex`` says they are; the journal
/// is replayed over them as an overlay that ``apply(_:)`` keeps in step with later commits, by the
/// rules ``StoreState/apply(_:)`` follows, and kept (``journal``) for the part of the store a sync
/// run over a short outbox needs (``syncPart(server:limit:)``). A question it cannot answer cheaply
/// (an ambiguous prefix, a non-ASCII one) gets `nil`, and the caller loads the store.
public final class StoreView {
    let index: StoreIndex
    let snapshotPath: String
    private let fd: Int32
    /// This device's id.
    public let deviceID: String
    /// The sync metadata, with the journal's changes.
    public private(set) var sync: SyncMetadata
    let snapshotOutboxCount: Int
    /// The journal's changes since the snapshot, in order, as ``apply(_:)`` was given them.
    private(set) var journal: [StoreChange] = []
    /// Todos the journal changed since the snapshot (`nil`: removed).
    private var touched: [String: TodoItem?] = [:]
    /// The queued operation's kind of each id the journal queued for.
    private var queued: [String: PendingOperation.Kind?] = [:]
    /// Short numbers the journal gave or took (`nil`: free now), by id and by number.
    private var numberByID: [String: Int?] = [:]
    private var idByNumber: [Int: String?] = [:]
    /// Free numbers below `nextNumber`, highest first, as ``ShortNumbers`` keeps them.
    private var freeNumbers: [Int]?
    private var nextNumber: Int
    /// What each id of the snapshot looked up so far is there (`nil`: not an item of it).
    private var snapshotItems: [String: (item: TodoItem, record: StoreIndex.Record)?] = [:]
    /// A record or item did not match the index: answer nothing more from it.
    public private(set) var damaged = false

    init(index: StoreIndex, snapshotPath: String, header: SnapshotHeader) throws(StoreError) {
        self.index = index
        self.snapshotPath = snapshotPath
        do {
            fd = try POSIXFile.open(snapshotPath, O_RDONLY)
        } catch {
            throw StoreError(.unreadable(reason: error.message), path: snapshotPath)
        }
        deviceID = header.deviceID
        sync = header.sync
        snapshotOutboxCount = header.outboxCount
        nextNumber = index.slotCount + 1
    }

    deinit { close(fd) }

    // MARK: Questions

    /// How many todos there are.
    public var itemCount: Int {
        var count = index.count
        for (id, item) in touched {
            count += (item == nil ? 0 : 1) - (snapshotItem(id) == nil ? 0 : 1)
        }
        return count
    }

    /// How many of them are done.
    public var doneCount: Int {
        var count = index.doneCount
        for (id, item) in touched {
            count += (item?.done == true ? 1 : 0) - (snapshotItem(id)?.record.done == true ? 1 : 0)
        }
        return count
    }

    /// How many operations are queued.
    public var outboxCount: Int {
        var count = snapshotOutboxCount
        for (id, kind) in queued {
            count += (kind == nil ? 0 : 1) - (snapshotKind(id) == nil ? 0 : 1)
        }
        return count
    }

    /// The todo `id` (exactly).
    public func item(_ id: String) -> TodoItem? {
        if let changed = touched[id] { return changed }
        return snapshotItem(id)?.item
    }

    /// The pending todo holding short number `number`.
    public func item(number: Int) -> TodoItem? {
        let id: String?
        if let changed = idByNumber[number] {
            id = changed
        } else if let position = index.position(number: number), let record = index.record(position) {
            id = decode(record)?.id
        } else {
            id = nil
        }
        return id.flatMap { item($0) }
    }

    /// The todos whose id starts with `needle` (lower case), or only the one whose id is
    /// `needle`: as ``StoreState`` answers it, or `nil` when that takes the whole list (several
    /// match, or the ids are not all ASCII).
    public func matches(_ needle: String) -> [TodoItem]? {
        guard !damaged, index.asciiIDs, needle.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        var found: [TodoItem] = []
        let positions = index.positions(withKeyPrefix: Array(needle.utf8), limit: 8)
        guard positions.count <= 8 else { return nil }
        for position in positions {
            guard let record = index.record(position), let base = decode(record) else { return nil }
            if let current = item(base.id) { found.append(current) }
        }
        for case (let id, let item?) in touched where snapshotItem(id) == nil {
            if id.lowercased().hasPrefix(needle) { found.append(item) }
        }
        found = found.filter { $0.id.lowercased().hasPrefix(needle) }
        let exact = found.filter { $0.id.lowercased() == needle }
        if exact.count == 1 { return exact }
        guard exact.isEmpty, found.count <= 1, !damaged else { return nil }
        return found
    }

    // MARK: Keeping in step

    /// Applies one change, as ``StoreState/apply(_:)`` does to the parts this view answers for;
    /// `false` for a change it cannot follow (a replacement of the list).
    @discardableResult
    public func apply(_ change: StoreChange) -> Bool {
        journal.append(change)
        return follow(change)
    }

    private func follow(_ change: StoreChange) -> Bool {
        var reader = Follower(view: self)
        return change.replay(into: &reader)
    }

    /// The view as a ``StoreChangeReader``: what a change does to the parts it answers for.
    private struct Follower: StoreChangeReader {
        let view: StoreView

        func put(_ item: TodoItem, _ operation: PendingOperation?) {
            view.touched[item.id] = .some(item)
            if item.done { view.releaseNumber(item.id) } else { view.assignNumber(item.id) }
            if let operation { view.enqueue(operation) }
        }

        func remove(id: String, _ operation: PendingOperation?) {
            view.touched[id] = .some(nil)
            view.releaseNumber(id)
            if let operation { view.enqueue(operation) }
        }

        func meta(_ sync: SyncMetadata) {
            view.sync = sync
        }

        func setOperation(id: String, _ operation: PendingOperation?) {
            view.queued[id] = .some(operation?.kind)
        }
    }

    private func enqueue(_ operation: PendingOperation) {
        let id = operation.itemID
        let current: PendingOperation.Kind? = if let changed = queued[id] { changed } else { snapshotKind(id) }
        queued[id] = .some(current.map { $0.coalesced(with: operation.kind) } ?? operation.kind)
    }

    private func number(of id: String) -> Int? {
        if let changed = numberByID[id] { return changed }
        return snapshotItem(id)?.record.number
    }

    /// ``ShortNumbers``' rule: the lowest number no pending todo holds.
    private func assignNumber(_ id: String) {
        guard number(of: id) == nil else { return }
        var free = freeNumbers ?? index.freeNumbers().reversed()
        let number = ShortNumbers.take(from: &free, next: &nextNumber)
        freeNumbers = free
        numberByID[id] = .some(number)
        idByNumber[number] = .some(id)
    }

    private func releaseNumber(_ id: String) {
        guard let number = number(of: id) else { return }
        numberByID[id] = .some(nil)
        idByNumber[number] = .some(nil)
        var free = freeNumbers ?? index.freeNumbers().reversed()
        ShortNumbers.giveBack(number, to: &free)
        freeNumbers = free
    }

    // MARK: The snapshot's side

    private func snapshotKind(_ id: String) -> PendingOperation.Kind? {
        if let found = snapshotItem(id) { return found.record.queued }
        return index.orphanKind(id)
    }

    /// The snapshot's version of `id` and its record.
    func snapshotItem(_ id: String) -> (item: TodoItem, record: StoreIndex.Record)? {
        if let known = snapshotItems[id] { return known }
        var found: (item: TodoItem, record: StoreIndex.Record)?
        for position in index.positions(withKey: Array(id.lowercased().utf8)) {
            guard let record = index.record(position) else { break }
            if let item = decode(record), item.id == id {
                found = (item, record)
                break
            }
        }
        snapshotItems[id] = .some(found)
        return found
    }

    /// The snapshot's todo at `record`, checked against the record's key.
    func decode(_ record: StoreIndex.Record) -> TodoItem? {
        guard
            let bytes = try? POSIXFile.read(
                fd: fd, path: snapshotPath, offset: record.itemRange.lowerBound, count: record.itemRange.count),
            bytes.count == record.itemRange.count,
            let item = try? bytes.withUnsafeBytes({ raw throws(FastJSONReader.Failure) in
                var reader = FastJSONReader(raw)
                let item = try reader.item()
                try reader.end()
                return item
            }),
            record.key.elementsEqual(item.id.lowercased().utf8)
        else {
            damaged = true
            return nil
        }
        return item
    }
}
