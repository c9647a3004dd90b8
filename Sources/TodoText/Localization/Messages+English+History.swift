import TodoValues

extension Messages {
    /// The English words of `todo log`, `todo restore`, devices by name and the numbered conflicts
    /// (issue 34); `nil` for another key.
    static func englishHistoryScreenTemplate(_ key: MessageKey) -> String? {
        switch key {
        case .logHeading: "{id} \"{text}\": {count} versions, newest first"
        case .logNothing: "no history yet"
        case .logNoDeleted: "no todo was deleted elsewhere"
        case .logSync: "sync: {parts}"
        case .logSyncPushed: "pushed {count}"
        case .logSyncReceived: "{count} from another device"
        case .logManyTodos: "{what}: {count} todos ({ids})"
        case .logMoreIDs: "{ids} and {count} more"
        case .logSyncDeleted: "{count} deleted elsewhere"
        case .logSyncConflictOne: "{count} conflict"
        case .logSyncConflictOther: "{count} conflicts"
        case .logCreated: "created ({command})"
        case .logChangedHere: "changed here ({command})"
        case .logMerged: "from {device}"
        case .logConflictLocalKept: "conflict with {device}: this version kept"
        case .logConflictRemoteKept: "conflict with {device}: their version kept"
        case .logDeletedHere: "deleted here ({command})"
        case .logServerReset: "the server had lost it: this version kept and uploaded again"
        case .logDeletedElsewhere: "deleted elsewhere"
        case .logVersionHeading: "version {version} of {id}: {what}, {time}"
        case .logVersionTodo: "todo:        {todo}"
        case .logVersionColor: "color:       {color}"
        case .logDeletedLine: "{id}  deleted {time}  {todo}"
        case .logRestoreHint: "bring one back with `todo restore ID`"
        case .deviceThis: "this device"
        case .restoreDone: "restored {id}: {todo}{push}"
        case .restoreRecreated: "created {id} again: {todo}{push}"
        case .restoreUnchanged: "{id} is already so: {todo}"
        case .restoreRefused:
            "not restored: {id} now holds a version from {device} ({todo}); `--force` restores anyway, keeping that version in `todo conflicts`"
        case .restoreRefusedDeleted:
            "not restored: {id} was deleted since that conflict; `--force` creates it again"
        case .restoreOverrode: "replaced the version from {device}, kept in `todo conflicts`: {todo}"
        case .conflictKindRestoreOverrode: "restored here over a version from elsewhere"
        case .conflictsDiffers: "    differs in: {fields}"
        case .helpLogAbstract: "Show what happened to the todos: commands, syncs, versions from other devices."
        case .helpLogDiscussion:
            "Without an id: the store's recent activity, newest first (each command and each sync). With an id: that todo's versions, newest first, numbered from 1: created, changed here (which command), taken from another device (which one), a conflict and the side kept, deleted here or elsewhere with the last version. --version K shows version K in full; `todo restore ID K` brings it back. --deleted lists the todos a sync deleted because another device deleted them; `todo restore ID` creates one again. The store keeps the last 20 versions of each todo and 2000 entries in all. Times are relative on a terminal; --json prints the entries (keys: id, at, source, command, device, device_name, winner, item, version, pushed, received, conflicts)."
        case .helpLogVersion: "Show version K (1: the newest) of the todo in full."
        case .helpLogDeleted: "List the todos deleted elsewhere that can be restored."
        case .helpLogID: "A todo: a number from `todo list`, or a unique prefix of an id (a deleted todo's too)."
        case .helpRestoreAbstract: "Bring back an earlier version of a todo, or a todo deleted elsewhere."
        case .helpRestoreDiscussion:
            "`todo restore ID K` writes version K of `todo log ID` as the todo's new version; `todo restore ID` creates a todo deleted elsewhere again, with its id; `todo conflicts restore N` (or --conflict N) brings back the version conflict N overrode. A restore is a new change: queued, synced and undoable. When the todo's current version came from another device, the restore refuses (exit 1) and changes nothing (`conflicts restore` replaces the version its record kept, which it shows, but not one that came since); --force restores anyway and keeps the replaced version in `todo conflicts`."
        case .helpRestoreID: "The todo (a number, or a unique prefix of its id)."
        case .helpRestoreVersion: "The version to bring back, as `todo log ID` numbers them (1: the newest)."
        case .helpRestoreForce: "Restore over a version from another device (kept in `todo conflicts`)."
        case .helpRestoreConflict: "Bring back the version that conflict N of `todo conflicts` overrode."
        case .helpConfigAliasName: "With device-alias only: the name of the device the value (a device id) names."
        default: nil
        }
    }
}
