import TodoSync

/// What `todo sync --dry-run` found.
public enum SyncPreview: Sendable, Hashable {
    /// What a sync would do now.
    case plan(SyncPlan)
    /// The server's list could not be read: how a sync's attempt would have ended (what the exit
    /// code follows) and why.
    case failed(SyncOutcome, SyncFailure)
}
