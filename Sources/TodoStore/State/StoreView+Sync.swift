import TodoModel
import TodoSync

extension StoreView {
    /// The part of the store a sync run needs to replay the outbox, read without the list: the
    /// outbox, the local and base versions of its todos, and the sync metadata; `nil` when that
    /// takes the whole store.
    ///
    /// It can be had when the snapshot queues nothing and its base is its items (so the outbox and
    /// every difference from the base are the journal's), the list is not dirty, no resync's
    /// records wait on an answer, the store last synced with `server` (or never synced), and at
    /// most `limit` operations are queued (a longer outbox is resynced). One more todo that the
    /// server held when its list was last shown to be the base, as the device has it, joins the
    /// items and the base last, so the run has one to read back from the server at its end
    /// (``SyncStateMachine/Configuration/checksRevision``; not one of ``SyncMetadata/unchecked``):
    /// the one last acknowledged in the journal (the newest, so the first a restored backup
    /// lacks), else one of the snapshot's first 64 that the journal leaves alone, else the first
    /// one the journal changed that the base holds as it is; with none, the run reads the whole
    /// list at its end. The conflict log is left out: only a resync adds to it, and it reads the
    /// whole store first.
    public func syncPart(server: String?, limit: Int) -> SyncSnapshot? {
        guard !damaged, snapshotOutboxCount == 0, index.baseDeltaCount == 0, !sync.dirty,
            sync.pendingConflicts.isEmpty, sync.belongs(to: server)
        else { return nil }
        var replay = JournalReplay(view: self)
        for change in journal where !replay.apply(change) { return nil }
        guard replay.outbox.count <= limit else { return nil }
        var items: [TodoItem] = []
        var base: [TodoItem] = []
        for operation in replay.outbox.operations {
            if let item = replay.item(operation.itemID) { items.append(item) }
            if let item = replay.baseItem(operation.itemID) { base.append(item) }
        }
        if let unchecked = sync.unchecked.map(Set.init) {
            // A todo the base holds as it is, with nothing queued and not written since the last check.
            let held = { (item: TodoItem) in
                !unchecked.contains(item.id) && replay.outbox.operation(for: item.id) == nil
                    && !base.contains { $0.id == item.id }
            }
            if let probe = lastAcknowledged(replay, where: held) ?? firstUntouchedItem(replay, where: held)
                ?? firstSyncedChange(replay, where: held)
            {
                items.append(probe)
                base.append(probe)
            }
        }
        guard !damaged else { return nil }
        return SyncSnapshot(
            items: items, base: base, outbox: replay.outbox, revision: sync.revision, dirty: sync.dirty,
            retry: sync.retry, conflictLog: [], pendingConflicts: [], unchecked: sync.unchecked)
    }

    /// The todo whose base version the journal set last (an acknowledgement of an earlier run)
    /// that the base still holds as it is now and `held` takes.
    private func lastAcknowledged(_ replay: JournalReplay, where held: (TodoItem) -> Bool) -> TodoItem? {
        for id in replay.acknowledged.reversed() {
            if let item = replay.item(id), replay.delta[id] == nil, held(item) { return item }
        }
        return nil
    }

    /// The first todo the journal changed that the base holds as it is now and `held` takes (the
    /// journal of a store whose snapshot is older than its first sync).
    private func firstSyncedChange(_ replay: JournalReplay, where held: (TodoItem) -> Bool) -> TodoItem? {
        for id in replay.touched {
            if let item = replay.current[id] ?? nil, replay.delta[id] == nil, held(item) { return item }
        }
        return nil
    }

    /// The first todo of the snapshot (in key order, among its first 64) that the journal neither
    /// changed nor gave another base version, and that `held` takes.
    private func firstUntouchedItem(_ replay: JournalReplay, where held: (TodoItem) -> Bool) -> TodoItem? {
        for position in 0..<min(index.count, 64) {
            guard let record = index.record(position), let item = decode(record) else { return nil }
            if replay.current[item.id] == nil && replay.delta[item.id] == nil && held(item) { return item }
        }
        return nil
    }
}

/// The journal replayed over a snapshot with an empty outbox and no base delta, by the rules of
/// ``StoreState/apply(_:)``, for the todos it touches only.
private struct JournalReplay {
    let view: StoreView
    /// The todos the journal changed (`nil`: removed), and their ids in the order first changed.
    var current: [String: TodoItem?] = [:]
    var touched: [String] = []
    /// The ids whose base version the journal set, in the order of those changes (an id again
    /// for each later one).
    var acknowledged: [String] = []
    /// Where the base differs from the todos, as ``StoreState/baseDelta`` keeps it.
    var delta: [String: TodoItem?] = [:]
    var outbox = Outbox()

    init(view: StoreView) { self.view = view }

    func item(_ id: String) -> TodoItem? {
        if let changed = current[id] { return changed }
        return view.snapshotItem(id)?.item
    }

    func baseItem(_ id: String) -> TodoItem? {
        if let entry = delta[id] { return entry }
        return item(id)
    }

    /// `false` for a change the replay cannot follow (a replacement of the list).
    mutating func apply(_ change: StoreChange) -> Bool {
        change.replay(into: &self)
    }

    private mutating func holdBase(_ id: String) {
        if delta[id] == nil { delta[id] = .some(item(id)) }
    }

    private mutating func settleBase(_ id: String) {
        if let entry = delta[id], entry == item(id) { delta[id] = nil }
    }
}

extension JournalReplay: StoreChangeReader {
    mutating func put(_ item: TodoItem, _ operation: PendingOperation?) {
        holdBase(item.id)
        if current[item.id] == nil { touched.append(item.id) }
        current[item.id] = .some(item)
        settleBase(item.id)
        if let operation { outbox.append(operation) }
    }

    mutating func remove(id: String, _ operation: PendingOperation?) {
        holdBase(id)
        if current[id] == nil { touched.append(id) }
        current[id] = .some(nil)
        settleBase(id)
        if let operation { outbox.append(operation) }
    }

    mutating func setOperation(id: String, _ operation: PendingOperation?) {
        outbox.set(itemID: id, operation)
    }

    mutating func setBase(id: String, _ item: TodoItem?) {
        if acknowledged.last != id { acknowledged.append(id) }
        delta[id] = .some(item)
        settleBase(id)
    }
}
