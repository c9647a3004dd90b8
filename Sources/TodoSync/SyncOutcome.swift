/// How a sync run ended; each maps to an exit code (README, Exit codes).
public enum SyncOutcome: Sendable, Hashable {
    /// The outbox is empty and, unless the run was interactive and had nothing to resync, the
    /// local list equals the server's. Exit 0.
    case synced
    /// Interactive run: the changes are saved and wait in the outbox (the attempt failed, or the
    /// backoff window was open). Exit 0.
    case queued
    /// Retries ran out, or the recovery deadline passed; changes kept, list marked dirty. Exit 69.
    case gaveUp
    /// The server refused the credentials (after one refresh, where possible); outbox kept, list
    /// not marked dirty. Exit 77.
    case unauthorized
    /// The mass-deletion guard stopped a resync that would have removed this many local todos
    /// (see ``SyncStateMachine/Configuration/deletionGuard``); nothing was changed. Exit 1.
    case blocked(deletions: Int)
    /// The caller cancelled the run. Exit 1.
    case cancelled
    /// Anything else, such as an answer the contract does not allow. Exit 1.
    case failed(SyncFailure)

    /// Why the run failed, for ``failed(_:)``.
    public var failure: SyncFailure? {
        if case .failed(let failure) = self { failure } else { nil }
    }

    /// The process exit code for this outcome.
    public var exitCode: Int32 {
        switch self {
        case .synced, .queued: 0
        case .gaveUp: 69
        case .unauthorized: 77
        case .cancelled, .failed, .blocked: 1
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
