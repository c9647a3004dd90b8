/// How a sync run ended; the executable alone maps each to an exit code (README, Exit codes).
public enum SyncOutcome: Sendable, Hashable {
    /// The outbox is empty and, unless the run was interactive and had nothing to resync, the
    /// local list equals the server's.
    case synced
    /// Interactive run: the changes are saved and wait in the outbox (the attempt failed, or the
    /// backoff window was open).
    case queued
    /// Retries ran out, or the recovery deadline passed; changes kept, list marked dirty.
    case gaveUp
    /// The server refused the credentials (after one refresh, where possible); outbox kept, list
    /// not marked dirty.
    case unauthorized
    /// The mass-deletion guard stopped a resync that would have removed this many local todos
    /// (see ``SyncStateMachine/Configuration/deletionGuard``); nothing was changed.
    case blocked(deletions: Int)
    /// The caller cancelled the run.
    case cancelled
    /// Anything else, such as an answer the contract does not allow.
    case failed(SyncFailure)

    /// Why the run failed, for ``failed(_:)``.
    public var failure: SyncFailure? {
        if case .failed(let failure) = self { failure } else { nil }
    }

    /// Whether the run ended as it should: ``synced`` or ``queued`` (any other outcome is a
    /// failure a script can tell by its exit code).
    public var succeeded: Bool {
        switch self {
        case .synced, .queued: true
        case .gaveUp, .unauthorized, .cancelled, .failed, .blocked: false
        }
    }

    /// A stable lowercase name for reports: `synced`, `queued`, `gave_up`, `unauthorized`,
    /// `cancelled`, `failed`, `deletion_guard`.
    public var name: String {
        switch self {
        case .synced: "synced"
        case .queued: "queued"
        case .gaveUp: "gave_up"
        case .unauthorized: "unauthorized"
        case .cancelled: "cancelled"
        case .blocked: "deletion_guard"
        case .failed: "failed"
        }
    }
}
