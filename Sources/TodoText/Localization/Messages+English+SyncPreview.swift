import TodoValues

extension Messages {
    /// The English templates of the dry run and of the incoming changes (issue 34, points 4 and 5:
    /// `todo sync --dry-run`, the lines of `todo sync -v` and `todo watch`); `nil` for another key.
    static func englishSyncPreviewTemplate(_ key: MessageKey) -> String? {
        switch key {
        case .helpSyncDryRun: "Show what a sync would do now, sending only reads (GET) and changing nothing."
        case .syncDryRunWithRecover: "--dry-run cannot be combined with --recover"
        case .dryRunHeading:
            "dry run: nothing was sent or changed (server at revision {server}; this device last synced at {known})"
        case .dryRunNothing: "a sync would change nothing: this device and the server agree"
        case .dryRunPushOne: "would push {count} change:"
        case .dryRunPushOther: "would push {count} changes:"
        case .dryRunPushCreate: "  new        {text}"
        case .dryRunPushUpdate: "  changed    {text}"
        case .dryRunPushDelete: "  deleted    {text}"
        case .dryRunTakeOne: "would take {count} version from the server:"
        case .dryRunTakeOther: "would take {count} versions from the server:"
        case .dryRunDeleteOne: "would delete {count} todo here (deleted elsewhere):"
        case .dryRunDeleteOther: "would delete {count} todos here (deleted elsewhere):"
        case .dryRunConflictsOne: "would record {count} conflict:"
        case .dryRunConflictsOther: "would record {count} conflicts:"
        case .dryRunConflictLocal: "  {text}: {kind}, local version kept"
        case .dryRunConflictRemote: "  {text}: {kind}, remote version kept"
        case .dryRunServerReset:
            "the server's list went back (revision {server}, last synced at {known}): nothing would be deleted "
                + "here, and {count} todos would be uploaded again"
        case .dryRunGuardStops:
            "the mass-deletion guard would stop this sync: it would delete {count} of {total} local todos, so "
                + "nothing would change (`todo sync --allow-deletions` applies it)"
        case .dryRunFailed: "dry run: the server's list could not be read: {error}"
        case .incomingCreated: "created by {device}: {text}"
        case .incomingUpdated: "updated by {device}: {text}"
        case .incomingDeleted: "deleted elsewhere: {text}"
        default: nil
        }
    }
}
