import TodoModel

/// Resync: the merge of the server's list, and what a lost answer leaves unsettled.
extension SyncStateMachine {
    /// Whether `remote` is the list the base says the server held at this revision (same ids, same
    /// contents). At an unchanged revision it must be: a difference means the server lost its data
    /// and counted back up to the same number.
    func matchesBase(_ remote: [TodoItem]) -> Bool {
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
    mutating func mergeAfterReset(remote: [TodoItem], now: Double) -> MergeResult {
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
            base: base, local: snapshot.items, remote: remote, detectedAt: now, superseded: snapshot.superseded,
            sentUnheard: sentUnheard)
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
    mutating func settlePendingConflicts(remote: [TodoItem]) {
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

    /// After a request that may have been applied unheard (a lost answer; or a `400`, which may
    /// answer libcurl's unseen second try of a request whose first try was applied): each create it
    /// carried may have made its item on the server. Whenever the run lets go of the store (a wait,
    /// the end), such a pending `create` is kept as an `update` of the same item, in place (see
    /// ``keepUnheardCreatesAsUpdates()``): a local delete then coalesces with it into a delete
    /// (update+delete) instead of cancelling it out (create+delete), so the deletion still reaches
    /// the server. The conflicts of a `PATCH` are logged now: once it is applied, the next merge
    /// sees both sides alike and no conflict.
    mutating func noteMaybeApplied(_ request: Request) {
        switch request {
        case .send(let operation, _):
            sentUnheard.insert(operation.itemID)
            if case .create(let item) = operation { unheard.insert(item.id) }
        case .patch:
            // Creates the PATCH carried may be on the server now; its conflict records stay pending.
            for case .create(let item) in snapshot.outbox.operations { unheard.insert(item.id) }
            for operation in snapshot.outbox.operations { sentUnheard.insert(operation.itemID) }
        case .fetch, .check:
            break
        }
    }

    /// Before the store is let go: the creates this run sent without a clear answer are kept as
    /// updates, for the next commands and runs (see ``noteMaybeApplied(_:)``).
    mutating func keepUnheardCreatesAsUpdates() {
        for id in unheard { snapshot.outbox.markPossiblyOnServer(itemID: id) }
    }

    /// The server's list tells whether the creates this run sent unheard were applied: one the
    /// server lacks never reached it (or it would hold it), so it is a create again.
    mutating func settleUnheardCreates(remote: [TodoItem], revisionMoved: Bool) -> [TodoItem] {
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
    mutating func record(_ records: [ConflictRecord]) {
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
    func earlierUnheardCreates(
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

    mutating func completeResync(list: [TodoItem], revision: Int, merge: MergeResult) {
        incoming += IncomingChange.changes(from: snapshot.items, to: list, deviceID: configuration.deviceID)
        snapshot.items = list
        snapshot.base = list
        snapshot.revision = revision
        snapshot.outbox.removeAll()
        snapshot.dirty = false
        snapshot.retry = RetryState()
        unheard.removeAll()
        snapshot.pendingConflicts = []
        pushed += merge.pushedLocalChanges
        merged += merge.localUpdates
        record(merge.conflicts)
        resynced = true
        snapshot.unchecked = []
    }
}
