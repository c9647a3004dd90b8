import TodoModel

/// The resync's merge and guard as parts of their own, which ``listReceived(_:revision:now:)`` and
/// the dry run's planner (``plan(snapshot:configuration:remote:revision:now:)``) both call, so the
/// preview cannot drift from the sync.
extension SyncStateMachine {
    /// The merge of the server's list at `revision` with the run's snapshot, as a resync makes it:
    /// pending records of an earlier `PATCH` settled, a server that went back detected, the creates
    /// sent unheard settled, and the conflicts they leave added.
    mutating func resyncMerge(_ items: [TodoItem], revision: Int, now: Double) -> MergeResult {
        settlePendingConflicts(remote: items)
        let reset = revision < snapshot.revision || (revision == snapshot.revision && !matchesBase(items))
        let unconfirmed = settleUnheardCreates(remote: items, revisionMoved: revision != snapshot.revision)
        if reset {
            serverReset = true
            return mergeAfterReset(remote: items, now: now)
        }
        let earlier = earlierUnheardCreates(remote: items, revision: revision, now: now)
        var result = ThreeWayMerge.merge(
            base: earlier.base, local: snapshot.items, remote: items, detectedAt: now,
            superseded: snapshot.superseded, sentUnheard: sentUnheard)
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
        return result
    }

    /// The local todos `result` would remove: what the mass-deletion guard counts.
    func localDeletions(in result: MergeResult) -> Int {
        let kept = Set(result.items.map(\.id))
        return snapshot.items.reduce(0) { $0 + (kept.contains($1.id) ? 0 : 1) }
    }

    /// What a sync would do now, from the store's sync data and the server's list at `revision`
    /// (one `GET /list`): the resync's own merge and guard, run on a copy, with nothing sent and
    /// nothing stored. Pure.
    ///
    /// A sync that replays the outbox operation by operation ends in the same list: a replay only
    /// succeeds while nobody else changed the list, and then the merge keeps every local change;
    /// otherwise the sync resyncs, and this is that merge.
    public static func plan(
        snapshot: SyncSnapshot, configuration: Configuration, remote: [TodoItem], revision: Int, now: Double
    ) -> SyncPlan {
        var machine = SyncStateMachine(mode: .sync, snapshot: snapshot, configuration: configuration, seed: 0)
        machine.state = .requesting(.fetch)
        let local = machine.snapshot.items
        let result = machine.resyncMerge(remote, revision: revision, now: now)
        machine.record(result.conflicts)
        let base = Dictionary(snapshot.base.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        let push = snapshot.outbox.operations.map { operation -> SyncPlan.Push in
            switch operation {
            case .create(let item), .update(let item):
                SyncPlan.Push(kind: operation.kind, id: item.id, item: item)
            case .delete(let id):
                SyncPlan.Push(kind: .delete, id: id, item: base[id])
            }
        }
        return SyncPlan(
            knownRevision: snapshot.revision,
            serverRevision: revision,
            push: push,
            incoming: IncomingChange.changes(from: local, to: result.items, deviceID: configuration.deviceID),
            conflicts: machine.conflicts,
            changesServer: !result.matchesRemote,
            serverReset: machine.serverReset,
            restored: machine.restored,
            deletionGuard: SyncPlan.Guard(
                deletions: machine.localDeletions(in: result), total: local.count, limits: configuration.deletionGuard)
        )
    }
}
