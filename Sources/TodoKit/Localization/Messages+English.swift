import TodoModel

// The English messages: the default language, and the wording the tests assert on.
//
// How to add a message:
// 1. Add a case to `MessageKey` (MessageKey.swift), in the group of its command or concern.
// 2. Add the key here and in Messages+Spanish.swift, with the SAME placeholders in both: values
//    are named in braces, `{count}`, `{id}`, `{path}` (letters only), and filled by
//    `Messages.text(.key, ["id": id])`.
// 3. When a count decides the wording, add two keys, `…One` and `…Other`, and call
//    `Messages.plural(count, one: .keyOne, other: .keyOther, [...])`, which fills `{count}` too.
// 4. `swift test --filter MessageTableTests` checks that both tables hold every key, with
//    non-empty templates and the same placeholders.
//
// Not translated: `--json` keys and values, log lines, ids, user data, and argument-parser's own
// help and usage text.

extension Messages {
    /// The English table.
    public static let english: [MessageKey: String] = [
        // Console
        .consoleWarning: "warning: {message}",
        .consoleConfirmSuffix: "[y/N]",

        // List and detail views
        .listPendingHeading: "Pending ({count})",
        .listPendingEmpty: "nothing to do",
        .listCompletedHeading: "Completed ({count})",
        .listCompletedEmpty: "none yet",
        .listNoText: "(no text)",
        .listDueToday: "today",
        .listDueTomorrow: "tomorrow",
        .listDueIn: "in {days}d",
        .listDueOverdueDays: "{days}d overdue",
        .listNoMatch: "no todo matches {query}",
        .listNothingOverdue: "nothing overdue",
        .itemDone: "done",
        .itemPending: "pending",
        .importanceLow: "low",
        .importanceBasic: "basic",
        .importanceImportant: "important",
        .detailID: "id:          {id}",
        .detailText: "text:        {text}",
        .detailStatus: "status:      {status}",
        .detailImportance: "importance:  {importance}",
        .detailDue: "due:         {date}",
        .detailDueOverdue: "due:         {date} (overdue)",
        .detailColor: "color:       {color}",
        .detailCreated: "created:     {time}",
        .detailChanged: "changed:     {time}",
        .detailChangedBy: "changed by:  {device}",

        // Changes: add, done, undone, edit, rm, clear, import
        .changeAdded: "Added {todo}{push}",
        .changeDone: "Done {todo}{push}",
        .changeUndone: "Pending again {todo}{push}",
        .changeAlreadyDone: "Already done {todo}{push}",
        .changeAlreadyPending: "Already pending {todo}{push}",
        .changeEdited: "Edited {todo}{push}",
        .changeRemoved: "Removed {todo}{push}",
        .clearRemovedOne: "Removed {count} todo{push}",
        .clearRemovedOther: "Removed {count} todos{push}",
        .clearNeedsYesOne: "clear would delete {count} todo; pass --yes to confirm when not on a terminal",
        .clearNeedsYesOther: "clear would delete {count} todos; pass --yes to confirm when not on a terminal",
        .clearConfirmAllOne: "Delete {count} todo?",
        .clearConfirmAllOther: "Delete {count} todos?",
        .clearConfirmDoneOne: "Delete {count} completed todo?",
        .clearConfirmDoneOther: "Delete {count} completed todos?",
        .clearNothingDeleted: "nothing deleted",
        .importSummaryOne: "Imported {count} todo: {created} created, {updated} updated, {unchanged} unchanged{push}",
        .importSummaryOther:
            "Imported {count} todos: {created} created, {updated} updated, {unchanged} unchanged{push}",

        // Argument checks
        .parseImportance: "importance must be low, basic or important (or high, medium, low; H, M, L), got '{value}'",
        .parseColor: "color must be #RRGGBB, got '{value}'",
        .parseDue: "due date not understood: '{value}'; use {forms}, or none to clear it",
        .editDueConflict: "--due and --no-due cannot be used together",
        .editColorConflict: "--color and --clear-color cannot be used together",
        .editNothing: "nothing to change: give --text, --importance, --due, --no-due, --color or --clear-color",
        .textEmpty: "the text is empty",
        .exportCSVOrJSON: "choose one of --csv and --json",
        .syncDeadlineInvalid: "--deadline must be a positive number",

        // Quick push after a change (a suffix of the confirmation line)
        .pushSynced: " (synced)",
        .pushQueued: " (queued)",
        .pushQueuedBecause: " (queued: {reason})",
        .pushQueuedUnauthorized: " (queued: the server refused the credentials)",

        // sync
        .syncFiguresOne: "pushed {pushed}, merged {merged}, conflicts {conflicts}, {count} request in {seconds} s",
        .syncFiguresOther: "pushed {pushed}, merged {merged}, conflicts {conflicts}, {count} requests in {seconds} s",
        .syncSynced: "synced: {figures}",
        .syncQueuedOne: "queued: {count} change waits for the server; {figures}",
        .syncQueuedOther: "queued: {count} changes wait for the server; {figures}",
        .syncGaveUpDeadline:
            "gave up (the deadline passed): {kept}, list marked dirty; {figures}",
        .syncGaveUpRetries: "gave up (retries ran out): {kept}, list marked dirty; {figures}",
        .syncUnauthorized: "not synced: the server refused the credentials; {kept}; {figures}",
        .syncCancelled: "cancelled: {kept}; {figures}",
        .syncFailed: "failed: {message}; {kept}; {figures}",
        .syncHintGaveUp: "last error: {error}; run `todo sync` again later, or `todo sync --recover`",
        .syncHintUnauthorized: "check the token (`todo config set token …`, TODO_TOKEN or --token) or log in again",
        .syncUnknownError: "unknown",

        // conflicts
        .conflictsNone: "No conflicts.",
        .conflictsLocalKept: "{when}  {id}  {kind}: local version kept",
        .conflictsRemoteKept: "{when}  {id}  {kind}: remote version kept",
        .conflictsKept: "    kept:       {todo}",
        .conflictsOverridden: "    overridden: {todo}",
        .conflictsDeleted: "(deleted)",
        .conflictsDue: "due {date}",
        .conflictsChanged: "changed {time} by {device}",

        // status
        .statusServer: "server:      {server}",
        .statusNoServer: "none (local-only: todos stay on this device)",
        .statusStore: "store:       {home}",
        .statusTodos: "todos:       {count} ({pending} pending, {done} done)",
        .statusQueuedOne: "queued:      {count} change",
        .statusQueuedOther: "queued:      {count} changes",
        .statusRevision: "revision:    {revision}",
        .statusDirtyYes: "dirty:       yes (a full resync is due)",
        .statusDirtyNo: "dirty:       no",
        .statusLastSync: "last sync:   {time}",
        .statusNever: "never",
        .statusNextRetry: "next retry:  {time}",
        .statusLastError: "last error:  {error}",

        // config
        .configSetHidden: "{key} set (hidden)",
        .configNotSet: "{key} is not set",
        .configUnset: "{key} unset",
        .configSetMasked: "(set, hidden)",
        .configHidden: "(hidden)",
        .configUnknownKey: "unknown key '{key}'; known keys: {known}",

        // Accounts: signup, login, logout, whoami
        .passwordNoTerminal:
            "no terminal to ask for the password: pass --password-stdin and write it to standard input",
        .passwordPrompt: "Password for {username}: ",
        .passwordRepeat: "Repeat the password: ",
        .passwordsDiffer: "the passwords differ",
        .accountNotDownloadedOutcome: "the account's list is not downloaded yet ({outcome}); run `todo sync`",
        .accountNotDownloadedError: "the account's list is not downloaded yet: {error}; run `todo sync`",
        .loginOfferSignup: "No account named '{username}'. Create it with this password?",
        .signedUp: "signed up as {username} on {server}",
        .loggedIn: "logged in as {username} on {server}",
        .loggedOutUser: "logged out {username}",
        .loggedOut: "logged out",
        .notLoggedIn: "not logged in",
        .logoutOffline: "offline",
        .whoami: "{username} on {server}",
        .whoamiNone: "not logged in (todos stay on this device, or sync with a fixed token)",

        // TodoKit: ids and the server
        .idRequired: "an id (or a unique prefix of one) is required",
        .idUnknown: "no todo has an id starting with '{prefix}'",
        .idAmbiguous: "id '{prefix}' is ambiguous: {matches}",
        .idAmbiguousMore: "id '{prefix}' is ambiguous: {matches} and {more} more",
        .noServer: "no server configured: pass --server URL, set TODO_SERVER, or `todo config set server URL`",
        .noCredentials:
            "not logged in and no token: `todo signup NAME` creates an account, `todo login NAME` uses one; or set "
            + "a token with --token or TODO_TOKEN",
        .offlineNoNetwork: "--offline: no network attempt is allowed",
        .retrySettings: "retry settings: {reason}",

        // TodoKit: accounts
        .usernameInvalid: "the username must be a non-empty name without spaces",
        .passwordLength: "the password must have {min} to {max} characters (it has {count}); nothing was sent",
        .usernameTaken: "the username '{username}' is taken; log in with `todo login {username}`",
        .wrongPassword: "wrong password for '{username}'",
        .unknownUser: "no account named '{username}'; create it with `todo signup {username}`",
        .actionSignUp: "sign up",
        .actionLogIn: "log in",
        .serverRefusedAction: "the server refused to {action}: {reason}",
        .cannotActionNow: "cannot {action} now: {reason}",
        .cannotAction: "cannot {action}: {reason}",
        .storeOfAccount:
            "the store {home} holds the todos of the account {username} on {server}: log in with "
            + "`todo login {username}`, or use another --home",
        .ownerWriteFailed: "cannot write the store's owner: {reason}",
        .ownerEncodeFailed: "cannot encode the store's owner",
        .sessionDamaged:
            "the session file {path} is damaged; it was left as it is (remove it, or `todo logout`, and log in again)",
        .sessionUnreadable: "the session file {path} is unreadable: {reason}",
        .sessionWriteFailed: "cannot write the session file: {reason}",
        .sessionEncodeFailed: "cannot encode the session",
        .sessionRemoveFailed: "cannot remove the session file {path}: {reason}",

        // TodoKit: settings and the config file
        .settingHomeEmpty: "home must not be empty",
        .settingServerURL: "server must be an http:// or https:// URL, got '{value}'",
        .settingCACertEmpty: "cacert must name a PEM file of CA certificates",
        .settingServerSecret:
            "server URL must not carry a secret (user:password@ or a ?query such as a token); use `todo login`, or a token with --token, TODO_TOKEN or `todo config set token`",
        .settingToken: "token must be non-empty and without spaces",
        .settingSeconds: "{key} must be a positive number of seconds, got '{value}'",
        .settingFactor: "factor must be a number ≥ 1, got '{value}'",
        .settingJitter: "jitter must be a number in [0, 1), got '{value}'",
        .settingGenerateFails: "generate-fails must be an integer from 0 to 100, got '{value}'",
        .settingMaxDelete: "max-delete must be a whole number of todos, 0 or more, got '{value}'",
        .settingMaxDeleteShare: "max-delete-share must be a percentage from 0 to 100, got '{value}'",
        .storeUnsafeLink:
            "refusing the store {path}: it is a symbolic link owned by another user (uid {uid}); remove it or point --home elsewhere",
        .storeUnsafeMode:
            "refusing the store {path}: other users can write to it (mode {mode}); run `chmod go-w {path}`",
        .sessionUnsafeLink:
            "refusing the session file {path}: it is a symbolic link owned by another user (uid {uid}); remove it and log in again",
        .sessionUnsafeMode:
            "refusing the session file {path}: other users can write to it (mode {mode}); remove it and log in again",
        .settingMaxBelowMin: "max-delay ({max}) must not be below min-delay ({min})",
        .settingLockTimeout: "TODO_LOCK_TIMEOUT must be seconds ≥ 0",
        .settingNow: "TODO_NOW must be Unix seconds",
        .configUnreadable: "the config file {path} is unreadable: {reason}",
        .configNotObject: "the config file {path} is not a JSON object; it was left as it is",
        .configNonString: "the config file {path} has a non-string value for '{key}'",
        .configWriteFailed: "cannot write the config file: {reason}",
        .configEncodeFailed: "cannot encode the config file: {reason}",

        // TodoKit: import files
        .importUnreadable: "cannot read {path}: {reason}",
        .importNotUTF8: "{source}: not UTF-8 text",
        .importRecord: "{source}: record {record}: {reason}",
        .decodingMissing: "missing \"{field}\"",
        .decodingNull: "\"{field}\" is null",
        .decodingWrongType: "\"{field}\" should be {expected}",
        .decodingInvalid: "\"{field}\" has a value that is not allowed",
        .decodingNumberRange: "\"{field}\" is a number out of range",
        .decodingUnknown: "not a valid element",
        .decodingNumberSomewhere: "a number is out of range",
        .decodingTypeOther: "another kind of value",
        .csvDuplicateColumn: "{source}: the header names the column '{name}' twice",
        .importJSONInvalid: "{source}: not valid JSON",
        .importJSONObject: "{source}: a JSON object, not an array of elements: export --json writes [ {…}, … ]",
        .importJSONSyntax: "{source}: record {record} (line {line}): not valid JSON",
        .importNotUTF8Line: "{source}: line {line}: not UTF-8 text",
        .importBlankID: "the id is blank",
        .importIDControl: "the id contains control characters",
        .importTimeRange: "{name} {value} is outside the years 1970 to 9999",
        .importDeadlineRange: "deadline {value} is outside the years 1970 to 9999",
        .decodingTypeString: "a string",
        .decodingTypeBool: "true or false",
        .decodingTypeNumber: "a number",
        .decodingTypeArray: "an array",
        .decodingTypeObject: "an object",
        .importDuplicateID: "duplicate id {id}",
        .importNotJSONArray: "{source}: not a JSON array of elements ({reason})",
        .csvUnterminated: "{source}: record {record}: unterminated quoted field",
        .csvUnknownColumn: "{source}: unknown column '{name}' (known: {known})",
        .csvNoTextColumn: "{source}: the header has no 'text' column",
        .csvFieldCount: "{count} fields, the header has {expected}",
        .csvNotSeconds: "{name} '{value}' is not Unix seconds",
        .csvImportance: "importance '{value}' is not low, basic or important",
        .csvDone: "done '{value}' is not true or false",
        .csvDeadline: "deadline '{value}' is neither Unix seconds nor a date",
        .csvColor: "color '{value}' is not #RRGGBB",

        // TodoKit: the store
        .storeLocked: "the store is locked by another todo process (waited {seconds} s): {path}",
        .lockWaitCancelled: "stopped while waiting for another todo process to release the store: {path}",
        .lockOpenFailed: "cannot open lock file: {reason}",
        .lockFailed: "cannot lock {path}: {reason}",
        .storeDirectoryFailed: "cannot create the store directory: {reason}",
        .storeUnreadable: "the store file {path} is unreadable: {reason}",
        .storeDamaged: "the store file {path} is damaged; it was left as it is",
        .storeCorrupt: "the store file {path} is corrupt ({reason}); it was left as it is",
        .corruptNoHeader: "no header line",
        .corruptUnreadableHeader: "unreadable header",
        .corruptUnreadableBody: "unreadable body: {reason}",
        .corruptUnreadableItems: "unreadable items",
        .corruptSize: "size {size} bytes, header says {expected}",
        .corruptItemCount: "item count {count}, header says {expected}",
        .corruptChecksum: "checksum mismatch",
        .corruptMissingNewline: "missing final newline",
        .corruptNewerFormat: "newer format",
        .corruptUnknownFormat: "unknown format {format}",
        .helpSyncAllowDeletions:
            "Apply a resync even when it would delete more local todos than the mass-deletion guard allows (--max-delete, --max-delete-share).",
        .helpSyncMaxDelete:
            "Stop a resync that would remove more than this many local todos (and more than the share below); default 10, or the setting max-delete.",
        .helpSyncMaxDeleteShare:
            "...and more than this percentage of the local list; default 50, or the setting max-delete-share.",
        .syncBlocked: "stopped: the resync would delete {count} local todos; nothing was changed",
        .syncHintBlocked:
            "the server's list lacks more of this device's todos than the mass-deletion guard allows (settings max-delete, max-delete-share); check the server, then run `todo sync --allow-deletions` to apply the deletions",
        .syncServerResetOne:
            "the server's revision went back (it restarted empty or was restored from a backup): nothing was deleted on its word; {count} todo it lacked was kept and uploaded again (see `todo conflicts`)",
        .syncServerResetOther:
            "the server's revision went back (it restarted empty or was restored from a backup): nothing was deleted on its word; {count} todos it lacked were kept and uploaded again (see `todo conflicts`)",
        .syncInterruptedOne: "interrupted: {count} change still queued; nothing is lost, `todo sync` goes on from here",
        .syncInterruptedOther:
            "interrupted: {count} changes still queued; nothing is lost, `todo sync` goes on from here",
        .corruptMissingJournal:
            "missing while {file} exists: the changes it held are lost; restore it from a backup, as `todo doctor` explains",
        .corruptMissingSnapshot:
            "missing while {file} exists: the todos it held are lost; restore it from a backup, as `todo doctor` explains",
        .corruptLineUnreadable: "line {line} is unreadable",
        .corruptLineChecksum: "line {line} fails its checksum",
        .corruptGeneration: "generation {generation}, snapshot has {expected}",
        .corruptJournalVersion: "unknown journal version",
        .storeNewerFormat:
            "the store {path} has format {format}, newer than this todo's {current}; it was left as it is",
        .storeLegacyNotArray: "the format-1 store {path} is not a JSON array of elements; it was left as it is",
        .storeEncodeChange: "cannot encode a change: {reason}",
        .storeEncode: "cannot encode the store: {reason}",
        .storeEncodeHeader: "cannot encode the store header: {reason}",
        .storeWriteFailed: "cannot write the store: {reason}",
        .storeBaseWriteFailed: "cannot write the base snapshot: {reason}",
        .storeBaseEncodeFailed: "cannot encode the base snapshot: {reason}",
        .fileWriteFailed: "cannot write {path}: {reason}",
        .fileRepairFailed: "cannot repair {path}: {reason}",
        .warnTornConflicts: "skipped a torn last line of {path}",
        .warnMigrated: "migrated {path} (format 1) to format {format}; the old file is kept as items.json.migrated",
        .warnJournalHeader: "dropped an incomplete journal header ({bytes} bytes) left by an interrupted write",
        .warnJournalLine: "dropped a torn last journal line ({bytes} bytes) left by an interrupted write",

        // Accounts: whose todos, logout choices; doctor
        .importLocalLeftOne:
            "{count} todo of this device (Local Device) stays on this device; `todo login {username} --import-local` "
            + "adds it to the account",
        .importLocalLeftOther:
            "{count} todos of this device (Local Device) stay on this device; `todo login {username} --import-local` "
            + "adds them to the account",
        .importLocalPromptOne: "This device holds {count} todo (Local Device). Import it into {username}'s account?",
        .importLocalPromptOther:
            "This device holds {count} todos (Local Device). Import them into {username}'s account?",
        .importLocalDoneOne: "{count} todo of this device imported into {username}'s account{push}",
        .importLocalDoneOther: "{count} todos of this device imported into {username}'s account{push}",
        .loginCopiesReplacedOne:
            "{count} todo kept on this device at an earlier logout replaced by the account's version",
        .loginCopiesReplacedOther:
            "{count} todos kept on this device at an earlier logout replaced by the account's versions",
        .logoutKeepPromptOne: "Keep {username}'s {count} todo on this device as a Local Device todo? (no: remove it)",
        .logoutKeepPromptOther:
            "Keep {username}'s {count} todos on this device as Local Device todos? (no: remove them)",
        .logoutKeptOne: "{count} todo kept as a Local Device copy",
        .logoutKeptOther: "{count} todos kept as Local Device copies",
        .logoutRemovedOne: "{count} todo removed from this device",
        .logoutRemovedOther: "{count} todos removed from this device",
        .logoutQueuedKeptOne: "{count} queued change kept for the next login",
        .logoutQueuedKeptOther: "{count} queued changes kept for the next login",
        .logoutQueuedLostOne: "{count} queued change discarded (--force --wipe)",
        .logoutQueuedLostOther: "{count} queued changes discarded (--force --wipe)",
        .logoutCannotRemoveStore: "cannot remove the account's store {home}: {reason}",
        .addLocalNote: " (Local Device: kept on this device, not synced)",
        .addLocalWithoutLogin:
            "--local keeps a todo off an account while logged in; without a login every todo here syncs "
            + "with the server's fixed token (use --offline to queue it without a network attempt)",
        .ownerLocalDevice: "Local Device",
        .detailOwner: "owner:       {owner}",
        .statusAccount: "account:     {account}, logged in{local}",
        .statusNoAccount: "account:     none (todos belong to this device: Local Device)",
        .statusLocalItemsOne: " (and {count} Local Device todo)",
        .statusLocalItemsOther: " (and {count} Local Device todos)",
        .doctorOk: "ok",
        .doctorWarning: "warning",
        .doctorProblem: "problem",
        .doctorNameConfig: "config",
        .doctorNameSession: "session",
        .doctorNameStore: "store",
        .doctorNameServer: "server",
        .doctorFix: "fix: {fix}",
        .doctorHealthy: "no problems found",
        .doctorProblems: "problems found: see the fixes above",
        .doctorConfigDamagedFix:
            "correct the JSON object in {path}, or move it aside (`mv {path} {path}.broken`) and set the "
            + "values again with `todo config set`",
        .doctorSettingsFix: "correct the flag, the TODO_* environment variable or the `todo config set` value it names",
        .doctorSessionDamagedFix: "`todo logout` removes the damaged session file; then `todo login NAME`",
        .doctorConfigNone: "no config file ({path}): defaults, environment and flags apply",
        .doctorConfigTokenOpen: "{path} holds a token but others can read it (mode {mode})",
        .doctorConfigValues: "{path}: sets {keys}",
        .doctorConfigNoValues: "{path}: no values",
        .doctorSessionNone: "not logged in: todos belong to this device (Local Device)",
        .doctorSessionOpen: "the session file {path} is readable by others (mode {mode})",
        .doctorSessionOpenFix: "chmod 600 {path}, then `todo logout` and `todo login` if others may have read it",
        .doctorSessionOtherServer:
            "logged in as {username} on {server}, but the configured server is {configured}: the session is "
            + "not used",
        .doctorSessionOtherServerFix: "`todo config set server {server}`, or `todo logout`",
        .doctorSessionOK: "logged in as {username} on {server}",
        .doctorNone: "none",
        .doctorStoreIssue: "{home} ({owner}): {message}",
        .doctorStoreLockedFix: "wait for the other todo command to finish (`fuser -v {home}/lock` shows it)",
        .doctorStoreUnusableFix: "make {home} a writable directory, or choose another with --home / TODO_HOME",
        .doctorStoreDamagedFix:
            "nothing was changed: restore the file named from a backup, or move the store aside (`mv {home} "
            + "{home}.broken`) to start an empty list there",
        .doctorStoreSummary: "{home} ({owner}): {todos}, {queued}",
        .doctorTodosOne: "{count} todo",
        .doctorTodosOther: "{count} todos",
        .doctorQueuedOne: "{count} queued change",
        .doctorQueuedOther: "{count} queued changes",
        .doctorRevision: ", revision {revision}",
        .doctorConflictsOne: ", {count} conflict record (`todo conflicts`)",
        .doctorConflictsOther: ", {count} conflict records (`todo conflicts`)",
        .doctorDirty: "; marked dirty: a full resync is due",
        .doctorDirtyFix: "`todo sync` (or `todo sync --recover --deadline 600` unattended)",
        .doctorBackoff: "; backing off until {time}{why}",
        .doctorBackoffAfter: " after: {error}",
        .doctorBackoffFix: "`todo sync` waits for the retry schedule; `todo sync --recover` keeps going past it",
        .doctorServerNone: "none configured: local-only (`todo config set server URL` to sync)",
        .doctorServerOffline: "{server}: not checked (--offline)",
        .doctorServerError: "{server}: {message}",
        .doctorServerOK: "{server} answered in {ms} ms: {todos} at revision {revision}",
        .doctorServerUnauthorized: "{server} refused the credentials (401)",
        .doctorServerNoCredentials: "{server} answers, but there is no session and no token to send it",
        .doctorServerUnauthorizedFix:
            "`todo signup NAME` (a new account) or `todo login NAME`, or a valid fixed token "
            + "(`todo config set token TOKEN`)",
        .doctorServerUnreachable: "{server} is not reachable: {message}",
        .doctorServerOdd: "{server} answered GET /list unexpectedly ({failure})",
        .doctorServerFix:
            "check the address (`todo config get server`) and the network; changes stay queued meanwhile. "
            + "To test against the mock: `todo-mock-server --port {port}`, then "
            + "`todo config set server http://127.0.0.1:{port}`",
        .logoutRefusedOne:
            "not logged out: {count} queued change did not reach {username}'s account ({reason}); run `todo "
            + "sync`, or `todo logout --force` (it stays queued for the next login of that account; with "
            + "--wipe the change would be lost)",
        .logoutRefusedOther:
            "not logged out: {count} queued changes did not reach {username}'s account ({reason}); run "
            + "`todo sync`, or `todo logout --force` (they stay queued for the next login of that account; "
            + "with --wipe the {count} changes would be lost)",

        // watch
        .watchOffline: "--offline: watch makes network attempts",
        .watchIntervalInvalid: "--interval must be a positive number",
        .watchNextTry: "next try in {seconds} s",
        .watchError: "error: {error}; {next}",
        .watchQueuedOne: "{count} change queued",
        .watchQueuedOther: "{count} changes queued",
        .watchSynced: "synced: {pushed} sent, {merged} merged{conflicts}, {items} items",
        .watchConflictsOne: ", {count} conflict",
        .watchConflictsOther: ", {count} conflicts",
        .watchWaiting: "waiting: the backoff window of an earlier failure is open; {queued}; {next}",
        .watchNotSynced: "not synced: {error}; {queued}; {next}",
        .watchServerUnavailable: "server unavailable",
        .watchUnauthorized:
            "not authorized: the server refused the credentials; run `todo login` (or check the token); "
            + "{queued}; {next}",
        .watchCancelled: "cancelled: {queued}",
        .watchFailed: "failed: {error}; {queued}; {next}",
        .watchStopped: "stopped",

        // progress lines
        .progressReading: "importing: reading {size}",
        .progressImporting: "importing: {completed}/{total} records",
        .progressChecking: "importing: {completed} records, {read} of {size} read",
        .progressPushing: "syncing: pushed {completed}/{total} changes",
        .progressDownloading: "syncing: downloading the server's list",
        .progressUploading: "syncing: uploading the merged list of {total} todos",
        .progressWaiting: "syncing: retrying in {seconds} s (pushed {completed}/{total} changes)",

        // --help: the commands' abstracts and discussions and their options' help
        .helpTodoAbstract: "An offline-first todo list for the terminal.",
        .helpTodoDiscussion: """
        Every change is saved locally at once and queued for the server, if one is configured.

        Exit codes: 0 success, 64 usage error, 65 bad data (corrupt store or invalid import file), \
        69 sync gave up, 75 store locked by another process, 77 authentication failed, 78 store or session \
        file others could change, 130/143 stopped by a signal, 1 other.

        Files: the device's store in $TODO_HOME (default $XDG_DATA_HOME/todo, ~/.local/share/todo),         an account's store under HOME/accounts/SERVER/NAME, the log in HOME/logs/todo.log; the config         file and the session (mode 0600) in $XDG_CONFIG_HOME/todo (default ~/.config/todo).

        `todo help COMMAND` shows a command with examples; `todo help options` the options every \
        command takes.
        """,
        .helpGlobalJSON: "Print machine-readable JSON.",
        .helpGlobalHome: "The store directory (env TODO_HOME).",
        .helpGlobalOffline: "Make no network attempt at all.",
        .helpGlobalServer: "The server's base URL (env TODO_SERVER).",
        .helpGlobalToken: "A fixed API token (env TODO_TOKEN).",
        .helpGlobalMinDelay: "First retry delay, seconds.",
        .helpGlobalFactor: "Retry delay growth factor.",
        .helpGlobalJitter: "Random spread of retry delays, 0..<1.",
        .helpGlobalMaxDelay: "Longest retry delay, seconds.",
        .helpGlobalTimeout: "Request timeout, seconds.",
        .helpGlobalGenerateFails: "X-Generate-Fails to send (0-100).",
        .helpGlobalInsecure: "Do not verify the server's TLS certificate.",
        .doctorNameTLS: "tls",
        .doctorTLSInsecure:
            "certificates are NOT verified (--insecure): anyone on the network path can read and change the traffic",
        .doctorTLSInsecureFix:
            "drop --insecure; for a server with a private CA, use --cacert FILE (or TODO_CA_BUNDLE, `todo config set cacert FILE`)",
        .doctorTLSSystem: "servers are verified with the system's CA certificates (libcurl's default bundle)",
        .doctorTLSFile: "servers are verified with the CA certificates in {path} (from {source})",
        .doctorTLSUnreadable: "the CA file {path} (from {source}) cannot be read: every https request will fail",
        .doctorTLSUnreadableFix:
            "point --cacert, TODO_CA_BUNDLE, the config's cacert, CURL_CA_BUNDLE or SSL_CERT_FILE at a readable PEM file",
        .pushFailedWarning: "not synced, and retrying will not help: {reason}",
        .helpGlobalCACert: "Verify the server with the CA certificates in this PEM file.",
        .insecureWarning:
            "--insecure: the server's TLS certificate is not verified; anyone on the network path can read and change what is sent, the token included",
        .helpGlobalVerbose: "Debug logs on standard error.",
        .helpGlobalNoColor: "No colour in the output (also NO_COLOR=1 or TERM=dumb).",
        .helpGlobalQuiet: "No progress line and no notes such as \"(queued)\"; errors still show.",
        .helpID: "A number from `todo list`, or the id or a unique prefix of it.",
        .helpImportance: "low, basic or important (also high, medium; H, M, L).",
        .helpAddAbstract: "Add a todo (with no text: \"New todo\").",
        .helpAddWords: "The text; several words are joined with spaces.",
        .helpAddDue: "A day, and optionally a time: 2026-12-01, today, tomorrow, fri, next mon, eom, +3d, +1m, in 2 "
            + "weeks, tomorrow 17:00, 2026-12-01T09:30; none for no date.",
        .helpAddColor: "A colour, #RRGGBB.",
        .helpAddLocal: "Keep this todo on this device only (\"Local Device\"), also while logged in.",
        .helpListAbstract: "List todos: pending, then completed.",
        .helpListFilter: "Which todos to show (default: all).",
        .helpListSort: "Order: due, importance, created or changed.",
        .helpListSearch: "Only todos whose text contains WORD.",
        .helpListOverdue: "Only pending todos past their due date.",
        .helpListFilters: "Tags and contexts the todos must have (+home, @phone; -+home: without it); other words "
            + "must appear in the text.",
        .helpListWithout: "Only todos without this tag or context (also typed -+home, -@phone).",
        .listWithoutNotTag: "--without takes a tag or context such as +home or @phone, got '{value}'",
        .helpListAll: "Show pending and completed todos.",
        .helpListPending: "Show only pending todos.",
        .helpListDone: "Show only completed todos.",
        .helpShowAbstract: "Show one todo in full.",
        .helpEditAbstract: "Change a todo's fields.",
        .helpEditText: "New text.",
        .helpEditDue: "New due date (the forms of add --due); none removes it.",
        .helpEditNoDue: "Remove the due date.",
        .helpEditColor: "New colour, #RRGGBB.",
        .helpEditClearColor: "Remove the colour.",
        .helpDoneAbstract: "Mark todos as done (by number, range or id).",
        .helpUndoneAbstract: "Mark todos as pending again.",
        .helpRemoveAbstract: "Delete todos (asks first on a terminal).",
        .helpClearAbstract: "Delete all todos, or with --done the completed ones.",
        .helpClearDiscussion: "Asks for confirmation on a terminal; scripts must pass --yes.",
        .helpClearDone: "Delete only completed todos.",
        .helpClearYes: "Do not ask for confirmation.",
        .helpStatusAbstract: "Show the store, the server and the sync state.",
        .helpExportAbstract: "Write all todos to standard output as CSV or JSON (default JSON).",
        .helpExportCSV: "CSV with a header row.",
        .helpImportAbstract: "Import todos from a JSON array of elements or a CSV file.",
        .helpImportDiscussion: "Known ids are updated, new ones created. An invalid file changes nothing (exit 65).",
        .helpImportFile: "The file to import.",
        .helpSyncAbstract: "Push queued changes and pull the server's list, retrying with backoff.",
        .helpSyncDiscussion: """
        Runs the retry schedule until the server and the local list agree (exit 0) or the retries \
        run out (exit 69: changes kept, list marked dirty). With --recover, for cron jobs and \
        timers, it keeps trying (each wait capped at --max-delay) until it succeeds or --deadline \
        passes, and always ends with a resync that proves the lists are equal.
        """,
        .helpSyncRecover: "Unattended recovery: keep trying until --deadline.",
        .helpSyncDeadline: "With --recover: give up after this many seconds.",
        .helpConflictsAbstract: "Show what resyncs overrode: which side won, and both versions.",
        .helpConflictsClear: "Empty the conflict log after showing it.",
        .helpWatchAbstract: "Stay in the foreground and keep the list in sync.",
        .helpWatchDiscussion: """
        Syncs at once, then every --interval seconds and whenever a change is queued (by any \
        other todo command), honouring the retry schedule: no request while a backoff window is \
        open. Outages and refused credentials are reported and waited out. Prints one line per \
        sync attempt (--json: one JSON object per line). Ctrl-C or SIGTERM stops it cleanly \
        (exit 0): a request in flight is cancelled and the store is left as the last save left it.
        """,
        .helpWatchInterval: "Seconds between syncs when nothing changes.",
        .helpConfigAbstract: "Read and write the config file ($XDG_CONFIG_HOME/todo/config.json).",
        .helpConfigKey: "The key.",
        .helpConfigValue: "The value.",
        .helpConfigSetAbstract: "Set a value.",
        .helpConfigGetAbstract: "Print a value (secrets are masked).",
        .helpConfigUnsetAbstract: "Remove a value.",
        .helpConfigListAbstract: "Print every stored value (secrets masked).",
        .helpConfigListJSON: "Print a JSON object.",
        .helpAccountUsername: "The account's name.",
        .helpAccountPasswordStdin: "Read the password from standard input (first line).",
        .helpAccountImportLocal:
            "Import this device's todos (Local Device) into the account after login (asked on a terminal).",
        .helpSignupAbstract: "Create an account on the server and log in to it.",
        .helpSignupDiscussion: """
        The password (6 to 128 characters) is asked on the terminal without echo, or read from \
        standard input with --password-stdin. The session is kept until `todo logout`.
        """,
        .helpLoginAbstract: "Log in to an account on the server.",
        .helpLoginDiscussion: """
        The password is asked on the terminal without echo, or read from standard input with \
        --password-stdin. An unknown account is offered for signup on a terminal. A wrong \
        password exits 77. The session is kept until `todo logout`.
        """,
        .helpLogoutAbstract: "Log out: forget the session (the tokens), keeping or removing the account's todos.",
        .helpLogoutDiscussion: """
        --keep-local keeps the account's todos on this device as Local Device copies (replaced by the \
        server's versions at the next login of that account, where they still exist there); --wipe \
        removes them from this device. On a terminal with neither, logout asks; in scripts the \
        default is --keep-local.

        Queued changes are pushed first (one quick attempt). When some are still queued after it, \
        logout is refused (exit 69) unless --force: forced, they stay queued in the account's store \
        and are pushed after the next login of that account; forced with --wipe, they are lost.
        """,
        .helpLogoutKeep: "What happens to the account's todos on this device.",
        .helpLogoutKeepLocal: "Keep the account's todos on this device as Local Device todos.",
        .helpLogoutWipe: "Remove the account's todos from this device.",
        .helpLogoutForce: "Log out even when queued changes could not be pushed.",
        .helpWhoamiAbstract: "Show the logged-in account and its server (never the tokens).",
        .helpDoctorAbstract:
            "Check the config, the session, the store and the server; say what is wrong and how to fix it.",
        .helpDoctorDiscussion: """
        Changes nothing. Exit 0 when nothing is broken (warnings included), 1 when a check found a \
        problem. The server check makes one GET /list (skipped with --offline or without a server).
        """,

        // sync progress (todo sync on a terminal, or -v) and failure reasons
        .syncProgressFailed: "attempt {attempt} failed",
        .syncProgressFailedBecause: "attempt {attempt} failed: {reason}",
        .syncProgressWindow: "waiting out the backoff of an earlier run",
        .syncProgressNextTry: "next try in {time}",
        .syncProgressGoesOn: "may go on for {time}",
        .syncProgressStop: "Ctrl-C stops, changes are kept",
        .reasonUnreachable: "server unreachable",
        .reasonTimedOut: "no answer in time",
        .reasonDropped: "connection dropped",
        .reasonTLS: "TLS failure",
        .reasonGarbled: "garbled answer",
        .reasonServerError: "server error (HTTP {status})",
        .pushQueuedNextTry: " (queued: {reason}, next try in {time})",
        .syncKeptOne: "{count} queued change kept",
        .syncKeptOther: "{count} queued changes kept",

        // sync: conflicts found
        .syncConflictsHintOne: "{count} conflict: see `todo conflicts`",
        .syncConflictsHintOther: "{count} conflicts: see `todo conflicts`",

        // help pages: examples, the global options
        .helpExamples: "Examples:",
        .helpGlobalPointer:
            "Every command also takes the global options (--json, --home, --offline, -v, -q, the server and retry settings): see `todo help options`.",
        .helpOptionsAbstract: "The global options: every command takes them, before or after its name.",
        .helpOptionsDiscussion:
            "Settings are taken from the flag, then the environment (TODO_HOME, TODO_SERVER, TODO_TOKEN, TODO_MIN_DELAY, TODO_FACTOR, TODO_JITTER, TODO_MAX_DELAY, TODO_TIMEOUT, TODO_GENERATE_FAILS, TODO_OFFLINE), then the config file (`todo config set KEY VALUE`), then the default. The retry settings shape the backoff of `todo sync`: the wait after failed attempt n is min-delay * factor^(n-1), plus or minus the jitter; retries run out when it would pass max-delay.",
        .helpOptionsTitle: "Global options",

        // add: the text of a todo added with none
        .addDefaultText: "New todo",

        // conflicts: the kinds in words
        .conflictKindBothEdited: "edited on both sides",
        .conflictKindBothCreated: "created on both sides with different contents",
        .conflictKindRemoteDeletedLocalEdited: "deleted on the server, edited here",
        .conflictKindLocalDeletedRemoteEdited: "deleted here, edited on the server",

        // relative times (status)
        .timeNow: "now",
        .timeIn: "in {time}",
        .timeAgo: "{time} ago",

        // signup and login: the name
        .usernameMissing: "give the account's name: `todo signup NAME` or `todo login NAME`",
        .usernameTwice: "give the name once (NAME or --username NAME)",

        // conflicts: the kinds of issue 11 in words
        .conflictKindUnconfirmedCreateKept: "created here, unconfirmed and missing on the server: kept and sent again",
        .conflictKindServerResetRestored: "the server lost it (reset): sent again",

        // Typing (issue 15): unknown commands, short numbers and ranges, rm's question, undo
        .commandUnknown: "unknown command '{word}'; see 'todo help'",
        .commandUnknownSuggest: "unknown command '{word}'; did you mean '{suggestion}'?",
        .idNumberUnknown: "no pending todo has the number {number}",
        .idRangeBackwards: "the range '{range}' ends before it starts",
        .idRangeEmpty: "no pending todo has a number in {range}",
        .idRangeTooLong: "the range '{range}' spans more than {limit} numbers",
        .removeConfirmSingle: "Delete {todo}?",
        .removeConfirmMany: "Delete {count} todos?",
        .removeNothingDeleted: "nothing deleted",
        .removeChanged: "not deleted: {todo} changed while you answered; run the command again",
        .undoNothing: "nothing to undo",
        .undoDone: "Undid '{command}': {todos}{push}",
        .undoManyTodos: "{count} todos",
        .helpRemoveYes: "Do not ask for confirmation.",
        .helpRemoveDiscussion:
            "Asks first when standard input and standard error are a terminal (--yes does not); scripts are not asked. `todo undo` brings the todos back.",
        .helpIDs: "Ids: a number from `todo list`, a range of them (3-5), or a unique prefix of an id.",
        .helpUndoAbstract: "Undo the last change made here (add, edit, done, undone, rm, clear, import).",
        .helpUndoDiscussion:
            "Each undo is a new change, queued for the server like any other; run it again to undo the change before. The last 100 commands can be undone.",
    ]
}
