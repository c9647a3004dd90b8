import TodoModel

/// The three-way merge of a resync: base (the server's list at the last sync), local, remote.
///
/// Per item, "changed" means different from the base version, presence included:
///
/// | local | remote | result | conflict record |
/// |---|---|---|---|
/// | unchanged | unchanged | remote (= base) | – |
/// | changed | unchanged | local (a local deletion removes it) | – |
/// | unchanged | changed | remote (a remote deletion removes it) | – |
/// | edited | edited, same content | the later `changed_at` (ties: remote) | – |
/// | edited | edited, different fields | each field from the side that changed it | – |
/// | edited | edited, a field both changed | that field from the later `changed_at` (ties: remote) | ``ConflictRecord/Kind/bothEdited``, naming the fields |
/// | created | created, same content | the later `changed_at` (ties: remote) | – |
/// | created | created, different | the later `changed_at` (ties: remote) | ``ConflictRecord/Kind/bothCreated`` |
///
/// When both versions were last written by the same device (a push of this device whose answer
/// was lost), the local one is that device's later state: it wins, ties included, and no conflict
/// is logged, since no other device's change is overridden. Likewise a local deletion of a todo
/// whose remote version this device had and changed since (`superseded`, from its undo history:
/// its own push whose answer was lost): the remote change is no news, and it is deleted, no record.
/// | edited | deleted | local, resurrected | ``ConflictRecord/Kind/remoteDeletedLocalEdited`` |
/// | deleted | edited | remote | ``ConflictRecord/Kind/localDeletedRemoteEdited`` |
/// | deleted | deleted | gone | – |
///
/// Both edited is merged field by field (``FieldMerge``: text, done, importance, due, colour, and
/// each token of the text on its own): a version that is neither side's is stamped with the later
/// `changed_at` and the remote's author. A repeating todo completed on one side and edited on the
/// other passes the edit on to the next occurrence the completion made (``SeriesMerge``).
///
/// "Same content" is ``TodoItem/hasSameContent(as:)``: a change both sides made alike is not a
/// conflict. Ids are the client's, so a `POST` whose answer was lost and that the server applied
/// is "created on both sides, same content": one item, no duplicate, no conflict.
///
/// Local changes are read from the difference between local and base rather than from the
/// outbox: the sync engine keeps the base equal to the server's list at the known revision (it
/// applies each acknowledged operation to it), so the two agree; and if a store ever held a local
/// edit without its outbox entry, the difference still counts it, so no unsynced change can be
/// dropped silently. Within one input list a repeated id keeps its last occurrence.
///
/// Linear in the number of items apart from the final sort: 10,000 items take milliseconds; todos
/// at the same place in the three lists are resolved there, without hashing their ids thrice.
public enum ThreeWayMerge {
    /// Merges the three lists; `detectedAt` (Unix seconds) stamps the conflict records.
    /// `superseded` holds, by id, versions this device had locally and changed since (see
    /// ``SyncSnapshot/superseded``): a remote version among them is not another side's change.
    public static func merge(
        base: [TodoItem],
        local: [TodoItem],
        remote: [TodoItem],
        detectedAt: Double,
        superseded: [String: [TodoItem]] = [:],
        sentUnheard: Set<String> = []
    ) -> MergeResult {
        // The lists usually hold the same todos in the same order (the server answers in the order
        // it keeps, which the base and the store keep too): the todos whose ids line up at the same
        // place in all three are resolved in place, without indexing the three lists by id, and
        // the rest by id. That is the same merge when no id lined up is repeated or found
        // elsewhere in a list; otherwise every todo goes by id.
        let context = Context(
            detectedAt: detectedAt, superseded: superseded, sentUnheard: sentUnheard)
        func byID() -> MergeResult {
            tallyByID((base, local, remote), context: context).result
        }
        let shared = min(base.count, local.count, remote.count)
        var alignedIDs = Set<String>(minimumCapacity: shared)
        var rest: (base: [TodoItem], local: [TodoItem], remote: [TodoItem]) = ([], [], [])
        var aligned: [Int] = []
        aligned.reserveCapacity(shared)
        for index in 0..<shared {
            let id = base[index].id
            if local[index].id == id, remote[index].id == id, alignedIDs.insert(id).inserted {
                aligned.append(index)
            } else {
                if local[index].id == id, remote[index].id == id {
                    return byID()
                }
                rest.base.append(base[index])
                rest.local.append(local[index])
                rest.remote.append(remote[index])
            }
        }
        guard aligned.count > shared / 2 else {
            return byID()
        }
        rest.base += base[shared...]
        rest.local += local[shared...]
        rest.remote += remote[shared...]
        for item in [rest.base, rest.local, rest.remote].joined() where alignedIDs.contains(item.id) {
            return byID()
        }
        var tally = Tally(capacity: base.count, context: context)
        for index in aligned {
            tally.add(base[index].id, base: base[index], local: local[index], remote: remote[index])
        }
        tally.merge(tallyByID(rest, context: context))
        return tally.result
    }

    /// The merge with every todo found by id in the three lists.
    static func mergeByID(
        _ lists: (base: [TodoItem], local: [TodoItem], remote: [TodoItem]),
        detectedAt: Double,
        superseded: [String: [TodoItem]] = [:]
    ) -> MergeResult {
        tallyByID(lists, context: Context(detectedAt: detectedAt, superseded: superseded)).result
    }

    /// What every todo's merge needs besides its three versions.
    struct Context {
        var detectedAt: Double
        var superseded: [String: [TodoItem]]
        /// Todos of which this run sent a change whose answer was lost: one the remote holds
        /// already counts as pushed.
        var sentUnheard: Set<String> = []
    }

    /// The merge by id, before its final order.
    private static func tallyByID(
        _ lists: (base: [TodoItem], local: [TodoItem], remote: [TodoItem]), context: Context
    ) -> Tally {
        let (base, local, remote) = lists
        let baseByID = index(base)
        let localByID = index(local)
        let remoteByID = index(remote)
        var ids = Set(remoteByID.keys)
        ids.formUnion(localByID.keys)
        ids.formUnion(baseByID.keys)
        var tally = Tally(capacity: ids.count, context: context)
        for id in ids {
            tally.add(id, base: baseByID[id], local: localByID[id], remote: remoteByID[id])
        }
        return tally
    }

    /// The merge's result, built one id at a time.
    private struct Tally {
        var items: [TodoItem] = []
        var conflicts: [ConflictRecord] = []
        var remoteUpdates = 0
        var localUpdates = 0
        var pushedLocalChanges = 0
        /// Completions of a repeating todo whose merged version took the other side's changes of
        /// other fields (see ``SeriesMerge``).
        var series = SeriesMerge()
        let context: Context

        init(capacity: Int, context: Context) {
            items.reserveCapacity(capacity)
            self.context = context
        }

        mutating func add(_ id: String, base: TodoItem?, local: TodoItem?, remote: TodoItem?) {
            let superseded = context.superseded.isEmpty ? [] : context.superseded[id] ?? []
            let (kept, conflict, keepsLocal) = resolve(
                base: base, local: local, remote: remote, superseded: superseded)
            if let kept { items.append(kept) }
            if kept != remote { remoteUpdates += 1 }
            if kept != local { localUpdates += 1 }
            if local != base, keepsLocal || isSame(kept, local), kept != remote || context.sentUnheard.contains(id) {
                pushedLocalChanges += 1
            }
            series.note(base: base, local: local, remote: remote, kept: kept)
            if let conflict {
                var record = ConflictRecord(
                    itemID: id, kind: conflict.kind, winner: conflict.winner, local: local, remote: remote, base: base,
                    detectedAt: context.detectedAt)
                if let fields = conflict.fields {
                    record.fields = fields.map(\.name)
                    if kept != local, kept != remote { record.merged = kept }
                }
                conflicts.append(record)
            }
        }

        /// Adds the tally of other ids.
        mutating func merge(_ other: Tally) {
            items += other.items
            conflicts += other.conflicts
            remoteUpdates += other.remoteUpdates
            localUpdates += other.localUpdates
            pushedLocalChanges += other.pushedLocalChanges
            series.merge(other.series)
        }

        var result: MergeResult {
            var items = items
            var (remoteUpdates, localUpdates) = (remoteUpdates, localUpdates)
            if !series.isEmpty {
                let counts = series.apply(to: &items)
                remoteUpdates += counts.remote
                localUpdates += counts.local
            }
            var conflicts = conflicts
            items.sort(by: isOrderedBefore)
            conflicts.sort { $0.itemID < $1.itemID }
            return MergeResult(
                items: items,
                conflicts: conflicts,
                remoteUpdates: remoteUpdates,
                localUpdates: localUpdates,
                pushedLocalChanges: pushedLocalChanges
            )
        }
    }

    /// The merge's order: `created_at`, then id.
    public static func isOrderedBefore(_ lhs: TodoItem, _ rhs: TodoItem) -> Bool {
        if lhs.createdAt != rhs.createdAt { return lhs.createdAt < rhs.createdAt }
        return lhs.id < rhs.id
    }

    /// Both absent, or both present with the same content.
    private static func isSame(_ lhs: TodoItem?, _ rhs: TodoItem?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case (let lhs?, let rhs?): lhs.hasSameContent(as: rhs)
        default: false
        }
    }

    private static func index(_ items: [TodoItem]) -> [String: TodoItem] {
        Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
    }

    private static func resolve(
        base: TodoItem?,
        local: TodoItem?,
        remote: TodoItem?,
        superseded: [TodoItem]
    ) -> (
        kept: TodoItem?, conflict: (kind: ConflictRecord.Kind, winner: ConflictRecord.Side, fields: [MergeField]?)?,
        keepsLocal: Bool
    ) {
        let localChanged = local != base
        let remoteChanged = remote != base
        switch (localChanged, remoteChanged) {
        case (false, _):
            return (remote, nil, false)
        case (true, false):
            return (local, nil, false)
        case (true, true):
            switch (local, remote) {
            case (nil, nil):
                return (nil, nil, false)
            case (let local?, nil):
                return (local, (.remoteDeletedLocalEdited, .local, nil), false)
            case (nil, let remote?):
                // The server's version is one this device had and changed since (its own push whose
                // answer was lost, chaos seed 29): the deletion came after it, nothing is news.
                if superseded.contains(remote) { return (nil, nil, false) }
                return (remote, (.localDeletedRemoteEdited, .remote, nil), false)
            case (let local?, let remote?):
                // The server's version is one this device had and changed since (its own push whose
                // answer was lost): the local version is this device's later state, whatever the
                // second-grained times say, and nobody else's change is overridden. Where the undo
                // history knows this device's earlier versions, they decide, not the author: a
                // merge made elsewhere carries this device's name when it was the remote side there
                // (chaos seed 135). Without them, the author and the times do.
                let ownEarlier =
                    superseded.isEmpty
                    ? remote.lastUpdatedBy == local.lastUpdatedBy && local.changedAt >= remote.changedAt
                    : superseded.contains(remote)
                if ownEarlier { return (local, nil, false) }
                let winner: ConflictRecord.Side = local.changedAt > remote.changedAt ? .local : .remote
                let kept = winner == .local ? local : remote
                guard !local.hasSameContent(as: remote) else { return (kept, nil, false) }
                guard let base else { return (kept, (.bothCreated, winner, nil), false) }
                // Both edited: field by field; different fields never conflict.
                let fields = FieldMerge(base: base, local: local, remote: remote)
                guard !fields.conflicting.isEmpty else { return (fields.item, nil, fields.keepsLocalChange) }
                return (fields.item, (.bothEdited, fields.winner, fields.conflicting), fields.keepsLocalChange)
            }
        }
    }
}
