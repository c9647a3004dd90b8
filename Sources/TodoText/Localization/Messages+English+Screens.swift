import TodoValues

extension Messages {
    /// The English templates of what only the screens say (lists, reports, progress, prompts);
    /// `nil` for another key. TodoKit keeps the English of what its values carry, which
    /// `Message.description` says in logs and `--json`.
    static func englishScreenTemplate(_ key: MessageKey) -> String? {
        if let template = englishContextScreenTemplate(key) { return template }  // Contexts (issue 35)
        return switch key {
        // Console
        case .consoleWarning: "warning: {message}"
        case .consoleConfirmSuffix: "[y/N]"

        // List and detail views
        case .listPendingHeading: "Pending ({count})"
        case .listPendingEmpty: "nothing to do"
        case .listCompletedHeading: "Completed ({count})"
        case .listCompletedEmpty: "none yet"
        case .listNoText: "(no text)"
        case .listDueToday: "today"
        case .listDueTomorrow: "tomorrow"
        case .listDueIn: "in {days}d"
        case .listDueOverdueDays: "{days}d overdue"
        case .listNoMatch: "no todo matches {query}"
        case .listNothingOverdue: "nothing overdue"
        case .itemDone: "done"
        case .itemPending: "pending"
        case .importanceLow: "low"
        case .importanceBasic: "basic"
        case .importanceImportant: "important"
        case .detailID: "id:          {id}"
        case .detailText: "text:        {text}"
        case .detailImportance: "importance:  {importance}"
        case .detailDue: "due:         {date}"
        case .detailDueOverdue: "due:         {date} (overdue)"
        case .detailColor: "color:       {color}"
        case .detailCreated: "created:     {time}"
        case .detailChanged: "changed:     {time}"
        case .detailChangedBy: "changed by:  {device}"

        // Changes: add, done, undone, edit, rm, clear, import
        case .clearConfirmAllOne: "Delete {count} todo?"
        case .clearConfirmAllOther: "Delete {count} todos?"
        case .clearConfirmDoneOne: "Delete {count} completed todo?"
        case .clearConfirmDoneOther: "Delete {count} completed todos?"
        case .clearNothingDeleted: "nothing deleted"

        // Argument checks
        case .parseImportance:
            "importance must be low, basic or important (or high, medium, low; H, M, L), got '{value}'"
        case .parseColor: "color must be #RRGGBB, got '{value}'"
        case .editDueConflict: "--due and --no-due cannot be used together"
        case .editColorConflict: "--color and --clear-color cannot be used together"
        case .editNothing:
            "nothing to change: give --text, --importance, --due, --no-due, --color, --clear-color, --recur, --until or --wait"
        case .textEmpty: "the text is empty"
        case .exportCSVOrJSON: "choose one of --csv and --json"
        case .syncDeadlineInvalid: "--deadline must be a positive number"

        // Quick push after a change (a suffix of the confirmation line)
        case .pushSynced: " (synced)"
        case .pushQueued: " (queued)"
        case .pushQueuedBecause: " (queued: {reason})"
        case .pushQueuedUnauthorized: " (queued: the server refused the credentials)"

        // sync
        case .syncSynced: "synced: {figures}"
        case .syncQueuedOne: "queued: {count} change waits for the server; {figures}"
        case .syncQueuedOther: "queued: {count} changes wait for the server; {figures}"
        case .syncGaveUpDeadline:
            "gave up (the deadline passed): {kept}, list marked dirty; {figures}"
        case .syncGaveUpRetries: "gave up (retries ran out): {kept}, list marked dirty; {figures}"
        case .syncUnauthorized: "not synced: the server refused the credentials; {kept}; {figures}"
        case .syncCancelled: "cancelled: {kept}; {figures}"
        case .syncHintUnauthorized: "check the token (`todo config set token …`, TODO_TOKEN or --token) or log in again"
        case .syncUnknownError: "unknown"

        // conflicts
        case .conflictsNone: "No conflicts."
        case .conflictsLocalKept: "{when}  {id}  {kind}: local version kept"
        case .conflictsRemoteKept: "{when}  {id}  {kind}: remote version kept"
        case .conflictsKept: "    kept:       {todo}"
        case .conflictsOverridden: "    overridden: {todo}"
        case .conflictsDeleted: "(deleted)"
        case .conflictsDue: "due {date}"

        // status
        case .statusNoServer: "none (local-only: todos stay on this device)"
        case .statusStore: "store:       {home}"
        case .statusQueuedOne: "queued:      {count} change"
        case .statusQueuedOther: "queued:      {count} changes"
        case .statusRevision: "revision:    {revision}"
        case .statusDirtyYes: "dirty:       yes (a full resync is due)"
        case .statusDirtyNo: "dirty:       no"
        case .statusLastSync: "last sync:   {time}"
        case .statusNever: "never"
        case .statusNextRetry: "next retry:  {time}"
        case .statusLastError: "last error:  {error}"

        // config
        case .configSetHidden: "{key} set (hidden)"
        case .configNotSet: "{key} is not set"
        case .configUnset: "{key} unset"
        case .configUnknownKey: "unknown key '{key}'; known keys: {known}"

        // Accounts: signup, login, logout, whoami
        case .passwordPrompt: "Password for {username}: "
        case .passwordRepeat: "Repeat the password: "
        case .accountNotDownloadedOutcome: "the account's list is not downloaded yet ({outcome}); run `todo sync`"
        case .accountNotDownloadedError: "the account's list is not downloaded yet: {error}; run `todo sync`"
        case .loginOfferSignup: "No account named '{username}'. Create it with this password?"
        case .loggedOutUser: "logged out {username}"
        case .notLoggedIn: "not logged in"
        case .whoamiNone: "not logged in (todos stay on this device, or sync with a fixed token)"

        // TodoKit: import files
        case .importNotUTF8: "{source}: not UTF-8 text"

        // TodoKit: the store
        case .syncOtherRunning: "another sync of this store is running (pid {pid}, {time}); waiting for it"
        case .syncOtherRunningNextTry:
            "another sync of this store is running (pid {pid}, {time}; next try in {next}); waiting for it"
        case .syncOtherRunningUnknown: "another sync of this store is running; waiting for it"
        case .helpSyncAllowDeletions:
            "Apply a resync even when it would delete more local todos than the mass-deletion guard allows (--max-delete, --max-delete-share)."
        case .helpSyncMaxDelete:
            "Stop a resync that would remove more than this many local todos (and more than the share below); default 10, or the setting max-delete."
        case .helpSyncMaxDeleteShare:
            "...and more than this percentage of the local list; default 50, or the setting max-delete-share."
        case .syncBlocked: "stopped: the resync would delete {count} local todos; nothing was changed"
        case .syncHintBlocked:
            "the server's list lacks more of this device's todos than the mass-deletion guard allows (settings max-delete, max-delete-share); check the server, then run `todo sync --allow-deletions` to apply the deletions"
        case .syncServerResetOne:
            "the server's revision went back (it restarted empty or was restored from a backup): nothing was deleted on its word; {count} todo it lacked was kept and uploaded again (see `todo conflicts`)"
        case .syncServerResetOther:
            "the server's revision went back (it restarted empty or was restored from a backup): nothing was deleted on its word; {count} todos it lacked were kept and uploaded again (see `todo conflicts`)"
        case .syncInterruptedOne:
            "interrupted: {count} change still queued; nothing is lost, `todo sync` goes on from here"
        case .syncInterruptedOther:
            "interrupted: {count} changes still queued; nothing is lost, `todo sync` goes on from here"
        case .storeBaseWriteFailed: "cannot write the base snapshot: {reason}"
        case .storeBaseEncodeFailed: "cannot encode the base snapshot: {reason}"

        // watch
        case .watchIntervalInvalid: "--interval must be a positive number"
        case .watchNextTry: "next try in {seconds} s"
        case .watchError: "error: {error}; {next}"
        case .watchQueuedOne: "{count} change queued"
        case .watchQueuedOther: "{count} changes queued"
        case .watchSynced: "synced: {pushed} sent, {merged} merged{conflicts}, {items} items"
        case .watchConflictsOne: ", {count} conflict"
        case .watchConflictsOther: ", {count} conflicts"
        case .watchWaiting: "waiting: the backoff window of an earlier failure is open; {queued}; {next}"
        case .watchNotSynced: "not synced: {error}; {queued}; {next}"
        case .watchServerUnavailable: "server unavailable"
        case .watchUnauthorized:
            "not authorized: the server refused the credentials; run `todo login` (or check the token); "
                + "{queued}; {next}"
        case .watchCancelled: "cancelled: {queued}"
        case .watchFailed: "failed: {error}; {queued}; {next}"
        case .watchStopped: "stopped"

        // progress lines
        case .progressReading: "importing: reading {size}"
        case .progressImporting: "importing: {completed}/{total} records"
        case .progressPushing: "syncing: pushed {completed}/{total} changes"
        case .progressDownloading: "syncing: downloading the server's list"
        case .progressUploading: "syncing: uploading the merged list of {total} todos"
        case .progressWaiting: "syncing: retrying in {seconds} s (pushed {completed}/{total} changes)"

        // sync progress (todo sync on a terminal, or -v) and failure reasons
        case .syncProgressFailed: "attempt {attempt} failed"
        case .syncProgressFailedBecause: "attempt {attempt} failed: {reason}"
        case .syncProgressWindow: "waiting out the backoff of an earlier run"
        case .syncProgressNextTry: "next try in {time}"
        case .syncProgressGoesOn: "may go on for {time}"
        case .syncProgressStop: "Ctrl-C stops, changes are kept"
        case .reasonUnreachable: "server unreachable"
        case .reasonTimedOut: "no answer in time"
        case .reasonDropped: "connection dropped"
        case .reasonTLS: "TLS failure"
        case .reasonGarbled: "garbled answer"
        case .reasonServerError: "server error (HTTP {status})"
        case .reasonStatus: "refused by the server (HTTP {status})"
        case .reasonNetwork: "network failure"
        case .reasonCredentials: "the server refused the credentials"
        case .reasonRefreshRefused: "the token refresh was refused"
        case .reasonDeletionGuard: "the resync would delete {deletions} of {total} local todos"
        case .reasonListChanged: "the list changed on the server during the resync"
        case .reasonAnotherSync: "another sync of this store is running"
        case .reasonUnexpected: "unexpected answer from the server"
        case .reasonExplained: "{reason} ({request}: {detail})"
        case .pushQueuedNextTry: " (queued: {reason}, next try in {time})"
        case .syncKeptOne: "{count} queued change kept"
        case .syncKeptOther: "{count} queued changes kept"

        // sync: conflicts found
        case .syncConflictsHintOne: "{count} conflict: see `todo conflicts`"
        case .syncConflictsHintOther: "{count} conflicts: see `todo conflicts`"

        // help pages: examples, the global options
        case .helpExamples: "Examples:"
        case .helpGlobalPointer:
            "Every command also takes the global options (--json, --home, --offline, -v, -q, the server and retry settings): see `todo help options`."
        case .helpOptionsAbstract: "The global options: every command takes them, before or after its name."
        case .helpOptionsDiscussion:
            "Settings are taken from the flag, then the environment ({variables}), then the config file (`todo config set KEY VALUE`), then the default. The retry settings shape the backoff of `todo sync`: the wait after failed attempt n is min-delay * factor^(n-1), plus or minus the jitter; retries run out when it would pass max-delay."
        case .helpOptionsTitle: "Global options"

        // add: the text of a todo added with none
        case .addDefaultText: "New todo"

        // conflicts: the kinds in words
        case .conflictKindBothEdited: "edited on both sides"
        case .conflictKindBothCreated: "created on both sides with different contents"
        case .conflictKindRemoteDeletedLocalEdited: "deleted on the server, edited here"
        case .conflictKindLocalDeletedRemoteEdited: "deleted here, edited on the server"

        // relative times (status)
        case .timeNow: "now"
        case .timeIn: "in {time}"
        case .timeAgo: "{time} ago"

        // signup and login: the name
        case .usernameMissing: "give the account's name: `todo signup NAME` or `todo login NAME`"
        case .usernameTwice: "give the name once (NAME or --username NAME)"

        // conflicts: the kinds of issue 11 in words
        case .conflictKindUnconfirmedCreateKept:
            "created here, unconfirmed and missing on the server: kept and sent again"
        case .conflictKindServerResetRestored: "the server lost it (reset): sent again"

        // Typing (issue 15): unknown commands, short numbers and ranges, rm's question, undo
        case .commandUnknown: "unknown command '{word}'; see 'todo help'"
        case .commandUnknownSuggest: "unknown command '{word}'; did you mean '{suggestion}'?"
        case .removeConfirmSingle: "Delete {todo}?"
        case .removeConfirmMany: "Delete {count} todos?"
        case .removeNothingDeleted: "nothing deleted"
        case .undoNothing: "nothing to undo"
        case .undoDone: "Undid '{command}': {todos}{push}"
        case .undoManyTodos: "{count} todos"
        case .helpRemoveYes: "Do not ask for confirmation."
        case .helpIDs: "Ids: a number from `todo list`, a range of them (3-5), or a unique prefix of an id."
        case .helpUndoAbstract: "Undo the last change made here (add, edit, done, undone, rm, clear, import)."
        case .helpUndoDiscussion:
            "Each undo is a new change, queued for the server like any other; run it again to undo the change before. The last 100 commands can be undone. A todo changed or deleted elsewhere since (a sync brought another version) makes the undo refuse, changing nothing; --force undoes it anyway."

        // undo after a sync (issue 32): todos changed or deleted elsewhere since the command
        case .undoChangedElsewhere: "{id} changed elsewhere since '{command}'; now: {version}"
        case .undoDeletedElsewhere: "{todo} was deleted elsewhere since '{command}'; undo does not bring it back"
        case .undoRefusedOne:
            "not undone: {count} todo changed elsewhere since '{command}'; `todo undo --force` undoes it anyway, keeping the version it replaces in `todo conflicts` (a todo deleted elsewhere stays deleted)"
        case .undoRefusedOther:
            "not undone: {count} todos changed elsewhere since '{command}'; `todo undo --force` undoes them anyway, keeping the versions it replaces in `todo conflicts` (todos deleted elsewhere stay deleted)"
        case .undoForcedReplaced: "replaced {id}, changed elsewhere (kept in `todo conflicts`): {version}"
        case .undoForcedLeftDeleted: "left deleted: {todo}, deleted elsewhere"
        case .helpUndoForce:
            "Undo even a todo changed elsewhere since (the version replaced is kept in `todo conflicts`); a todo deleted elsewhere stays deleted."
        case .conflictKindUndoOverrode: "undone here over a version from elsewhere"

        // Accounts: whose todos, logout choices; doctor
        case .importLocalLeftOne:
            "{count} todo of this device (Local Device) stays on this device; `todo login {username} --import-local` "
                + "adds it to the account"
        case .importLocalLeftOther:
            "{count} todos of this device (Local Device) stay on this device; `todo login {username} --import-local` "
                + "adds them to the account"
        case .importLocalPromptOne:
            "This device holds {count} todo (Local Device). Import it into {username}'s account?"
        case .importLocalPromptOther:
            "This device holds {count} todos (Local Device). Import them into {username}'s account?"
        case .loginCopiesReplacedOne:
            "{count} todo kept on this device at an earlier logout replaced by the account's version"
        case .loginCopiesReplacedOther:
            "{count} todos kept on this device at an earlier logout replaced by the account's versions"
        case .logoutKeepPromptOne:
            "Keep {username}'s {count} todo on this device as a Local Device todo? (no: remove it)"
        case .logoutKeepPromptOther:
            "Keep {username}'s {count} todos on this device as Local Device todos? (no: remove them)"
        case .addLocalNote: " (Local Device: kept on this device, not synced)"
        case .detailOwner: "owner:       {owner}"
        case .statusAccount: "account:     {account}, logged in{local}"
        case .statusNoAccount: "account:     none (todos belong to this device: Local Device)"
        case .statusLocalItemsOne: " (and {count} Local Device todo)"
        case .statusLocalItemsOther: " (and {count} Local Device todos)"
        case .doctorFix: "fix: {fix}"
        case .doctorHealthy: "no problems found"
        case .doctorProblems: "problems found: see the fixes above"
        default: nil
        }
    }
}
