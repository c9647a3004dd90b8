import TodoSync
import TodoValues

/// The `sync --dry-run --json` report: what a sync would do now.
public struct SyncPlanJSON: Encodable {
    struct Push: Encodable {
        /// `create`, `update` or `delete`.
        var op: String
        var id: String
        /// The version sent, or the last one the server was known to hold (a delete); `null` when
        /// unknown.
        @Nullable var text: String?
    }

    struct Conflict: Encodable {
        var id: String
        /// The kind's name, as in `todo conflicts --json` (`both_edited`).
        var kind: String
        /// `local` or `remote`: the side kept.
        var winner: String
    }

    struct Guard: Encodable {
        /// Whether the guard would stop the sync (nothing changes; exit 1 for the sync itself).
        var blocks: Bool
        var deletions: Int
        var total: Int
        /// The guard's limits; `null` with `--allow-deletions`.
        @Nullable var maxDelete: Int?
        @Nullable var maxDeleteShare: Double?
    }

    var dryRun = true
    /// `plan`, or `deletion_guard` when the guard would stop the sync.
    var outcome: String
    var serverRevision: Int
    var knownRevision: Int
    var push: [Push]
    var take: [IncomingChangeJSON]
    var deleteHere: [IncomingChangeJSON]
    var conflicts: [Conflict]
    /// Whether the sync would replace the server's list with the merged one (`PATCH`).
    var replacesServerList: Bool
    var serverReset: Bool
    var restored: Int
    var deletionGuard: Guard

    /// The report of `plan`.
    public init(_ plan: SyncPlan) {
        outcome = plan.deletionGuard.blocks ? SyncOutcome.blocked(deletions: 0).name : "plan"
        serverRevision = plan.serverRevision
        knownRevision = plan.knownRevision
        push = plan.push.map { Push(op: $0.kind.rawValue, id: $0.id, text: $0.item?.text) }
        take = plan.taken.map(IncomingChangeJSON.init)
        deleteHere = plan.deletedHere.map(IncomingChangeJSON.init)
        conflicts = plan.conflicts.map { Conflict(id: $0.itemID, kind: $0.kind.rawValue, winner: $0.winner.rawValue) }
        replacesServerList = plan.changesServer
        serverReset = plan.serverReset
        restored = plan.restored
        let limits = plan.deletionGuard.limits
        deletionGuard = Guard(
            blocks: plan.deletionGuard.blocks, deletions: plan.deletionGuard.deletions,
            total: plan.deletionGuard.total, maxDelete: limits?.count,
            maxDeleteShare: limits.map { ($0.share * 10_000).rounded() / 100 })
    }
}

/// The `sync --dry-run --json` report of a dry run that could not read the server's list.
public struct SyncPreviewFailureJSON: Encodable {
    var dryRun = true
    /// How a sync's attempt would have ended: `gave_up`, `unauthorized`, `failed`.
    var outcome: String
    /// The failure's sentence (English, as `sync --json` has it).
    var lastError: String

    public init(outcome: SyncOutcome, failure: SyncFailure) {
        self.outcome = outcome.name
        lastError = failure.description
    }
}
