import TodoModel

// The English messages: the default language, and the wording the tests assert on.
//
// How to add a message:
// 1. Add a case to `MessageKey` (MessageKey.swift), in the group of its command or concern.
// 2. Add its `case` here (or in Messages+English+Help.swift for help, +Account.swift for accounts
//    and doctor) and in the same concern's Spanish file of TodoText, with the SAME placeholders
//    in both: values are named in braces, `{count}`, `{id}`, `{path}` (letters only), and filled
//    by `Messages.text(.key, ["id": id])`. A key with no case is said as "", which
//    `MessageTableTests` refuses.
// 3. When a count decides the wording, add two keys, `…One` and `…Other`, and call
//    `Messages.plural(count, one: .keyOne, other: .keyOther, [...])`, which fills `{count}` too.
// 4. `swift test --filter MessageTableTests` checks that the templates are non-empty, with the
//    same placeholders in both languages.
//
// The templates are `switch`es, not a dictionary literal: building the 500-entry dictionary was a
// fiftieth of `todo add`. `english` (the table) is built from them for the tests. The English
// stays in TodoKit (Spanish is in TodoText): `--json`, log lines and `Message.description` say
// English in every language, and TodoKit does not import TodoText.
//
// Not translated: `--json` keys and values, log lines, ids, user data, and argument-parser's own
// help and usage text.

extension Messages {
    /// The English table.
    public static let english: [MessageKey: String] = Dictionary(
        uniqueKeysWithValues: MessageKey.allCases.map { ($0, englishTemplate($0)) })

    /// The English template of `key` (`switch`es: no table is built for a lookup).
    public static func englishTemplate(_ key: MessageKey) -> String {
        if let template = englishHelpTemplate(key) ?? englishAccountTemplate(key) { return template }
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
        case .detailStatus: "status:      {status}"
        case .detailImportance: "importance:  {importance}"
        case .detailDue: "due:         {date}"
        case .detailDueOverdue: "due:         {date} (overdue)"
        case .detailColor: "color:       {color}"
        case .detailCreated: "created:     {time}"
        case .detailChanged: "changed:     {time}"
        case .detailChangedBy: "changed by:  {device}"

        // Changes: add, done, undone, edit, rm, clear, import
        case .changeAdded: "Added {todo}{push}"
        case .changeDone: "Done {todo}{push}"
        case .changeUndone: "Pending again {todo}{push}"
        case .changeAlreadyDone: "Already done {todo}{push}"
        case .changeAlreadyPending: "Already pending {todo}{push}"
        case .changeEdited: "Edited {todo}{push}"
        case .changeRemoved: "Removed {todo}{push}"
        case .clearRemovedOne: "Removed {count} todo{push}"
        case .clearRemovedOther: "Removed {count} todos{push}"
        case .clearNeedsYesOne: "clear would delete {count} todo; pass --yes to confirm when not on a terminal"
        case .clearNeedsYesOther: "clear would delete {count} todos; pass --yes to confirm when not on a terminal"
        case .clearConfirmAllOne: "Delete {count} todo?"
        case .clearConfirmAllOther: "Delete {count} todos?"
        case .clearConfirmDoneOne: "Delete {count} completed todo?"
        case .clearConfirmDoneOther: "Delete {count} completed todos?"
        case .clearNothingDeleted: "nothing deleted"
        case .importSummaryOne:
            "Imported {count} todo: {created} created, {updated} updated, {unchanged} unchanged{push}"
        case .importSummaryOther:
            "Imported {count} todos: {created} created, {updated} updated, {unchanged} unchanged{push}"

        // Argument checks
        case .parseImportance:
            "importance must be low, basic or important (or high, medium, low; H, M, L), got '{value}'"
        case .parseColor: "color must be #RRGGBB, got '{value}'"
        case .parseDue: "due date not understood: '{value}'; use {forms}, or none to clear it"
        case .editDueConflict: "--due and --no-due cannot be used together"
        case .editColorConflict: "--color and --clear-color cannot be used together"
        case .editNothing: "nothing to change: give --text, --importance, --due, --no-due, --color or --clear-color"
        case .textEmpty: "the text is empty"
        case .exportCSVOrJSON: "choose one of --csv and --json"
        case .syncDeadlineInvalid: "--deadline must be a positive number"

        // Quick push after a change (a suffix of the confirmation line)
        case .pushSynced: " (synced)"
        case .pushQueued: " (queued)"
        case .pushQueuedBecause: " (queued: {reason})"
        case .pushQueuedUnauthorized: " (queued: the server refused the credentials)"

        // sync
        case .syncFiguresOne: "pushed {pushed}, merged {merged}, conflicts {conflicts}, {count} request in {seconds} s"
        case .syncFiguresOther:
            "pushed {pushed}, merged {merged}, conflicts {conflicts}, {count} requests in {seconds} s"
        case .syncSynced: "synced: {figures}"
        case .syncQueuedOne: "queued: {count} change waits for the server; {figures}"
        case .syncQueuedOther: "queued: {count} changes wait for the server; {figures}"
        case .syncGaveUpDeadline:
            "gave up (the deadline passed): {kept}, list marked dirty; {figures}"
        case .syncGaveUpRetries: "gave up (retries ran out): {kept}, list marked dirty; {figures}"
        case .syncUnauthorized: "not synced: the server refused the credentials; {kept}; {figures}"
        case .syncCancelled: "cancelled: {kept}; {figures}"
        case .syncFailed: "failed: {message}; {kept}; {figures}"
        case .syncHintGaveUp: "last error: {error}; run `todo sync` again later, or `todo sync --recover`"
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
        case .conflictsChanged: "changed {time} by {device}"

        // status
        case .statusServer: "server:      {server}"
        case .statusNoServer: "none (local-only: todos stay on this device)"
        case .statusStore: "store:       {home}"
        case .statusTodos: "todos:       {count} ({pending} pending, {done} done)"
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
        case .configSetMasked: "(set, hidden)"
        case .configHidden: "(hidden)"
        case .configUnknownKey: "unknown key '{key}'; known keys: {known}"

        // Accounts: signup, login, logout, whoami
        case .passwordNoTerminal:
            "no terminal to ask for the password: pass --password-stdin and write it to standard input"
        case .passwordPrompt: "Password for {username}: "
        case .passwordRepeat: "Repeat the password: "
        case .passwordsDiffer: "the passwords differ"
        case .accountNotDownloadedOutcome: "the account's list is not downloaded yet ({outcome}); run `todo sync`"
        case .accountNotDownloadedError: "the account's list is not downloaded yet: {error}; run `todo sync`"
        case .loginOfferSignup: "No account named '{username}'. Create it with this password?"
        case .signedUp: "signed up as {username} on {server}"
        case .loggedIn: "logged in as {username} on {server}"
        case .loggedOutUser: "logged out {username}"
        case .loggedOut: "logged out"
        case .notLoggedIn: "not logged in"
        case .logoutOffline: "offline"
        case .whoami: "{username} on {server}"
        case .whoamiNone: "not logged in (todos stay on this device, or sync with a fixed token)"

        // TodoKit: ids and the server
        case .idRequired: "an id (or a unique prefix of one) is required"
        case .idUnknown: "no todo has an id starting with '{prefix}'"
        case .idAmbiguous: "id '{prefix}' is ambiguous: {matches}"
        case .idAmbiguousMore: "id '{prefix}' is ambiguous: {matches} and {more} more"
        case .noServer: "no server configured: pass --server URL, set TODO_SERVER, or `todo config set server URL`"
        case .noCredentials:
            "not logged in and no token: `todo signup NAME` creates an account, `todo login NAME` uses one; or set "
                + "a token with --token or TODO_TOKEN"
        case .offlineNoNetwork: "--offline: no network attempt is allowed"
        case .retrySettings: "retry settings: {reason}"

        // TodoKit: accounts
        case .usernameInvalid: "the username must be a non-empty name without spaces"
        case .passwordLength: "the password must have {min} to {max} characters (it has {count}); nothing was sent"
        case .usernameTaken: "the username '{username}' is taken; log in with `todo login {username}`"
        case .wrongPassword: "wrong password for '{username}'"
        case .unknownUser: "no account named '{username}'; create it with `todo signup {username}`"
        case .actionSignUp: "sign up"
        case .actionLogIn: "log in"
        case .serverRefusedAction: "the server refused to {action}: {reason}"
        case .cannotActionNow: "cannot {action} now: {reason}"
        case .cannotAction: "cannot {action}: {reason}"
        case .storeOfAccount:
            "the store {home} holds the todos of the account {username} on {server}: log in with "
                + "`todo login {username}`, or use another --home"
        case .ownerWriteFailed: "cannot write the store's owner: {reason}"
        case .ownerEncodeFailed: "cannot encode the store's owner"
        case .sessionDamaged:
            "the session file {path} is damaged; it was left as it is (remove it, or `todo logout`, and log in again)"
        case .sessionUnreadable: "the session file {path} is unreadable: {reason}"
        case .sessionWriteFailed: "cannot write the session file: {reason}"
        case .sessionEncodeFailed: "cannot encode the session"
        case .sessionRemoveFailed: "cannot remove the session file {path}: {reason}"

        // TodoKit: settings and the config file
        case .settingHomeEmpty: "home must not be empty"
        case .settingServerURL: "server must be an http:// or https:// URL, got '{value}'"
        case .settingCACertEmpty: "cacert must name a PEM file of CA certificates"
        case .settingServerSecret:
            "server URL must not carry a secret (user:password@ or a ?query such as a token); use `todo login`, or a token with --token, TODO_TOKEN or `todo config set token`"
        case .settingToken: "token must be non-empty and without spaces"
        case .settingSeconds: "{key} must be a positive number of seconds, got '{value}'"
        case .settingFactor: "factor must be a number ≥ 1, got '{value}'"
        case .settingJitter: "jitter must be a number in [0, 1), got '{value}'"
        case .settingGenerateFails: "generate-fails must be an integer from 0 to 100, got '{value}'"
        case .settingMaxDelete: "max-delete must be a whole number of todos, 0 or more, got '{value}'"
        case .settingMaxDeleteShare: "max-delete-share must be a percentage from 0 to 100, got '{value}'"
        case .storeUnsafeLink:
            "refusing the store {path}: it is a symbolic link owned by another user (uid {uid}); remove it or point --home elsewhere"
        case .storeUnsafeMode:
            "refusing the store {path}: other users can write to it (mode {mode}); run `chmod go-w {path}`"
        case .sessionUnsafeLink:
            "refusing the session file {path}: it is a symbolic link owned by another user (uid {uid}); remove it and log in again"
        case .sessionUnsafeMode:
            "refusing the session file {path}: other users can write to it (mode {mode}); remove it and log in again"
        case .settingMaxBelowMin: "max-delay ({max}) must not be below min-delay ({min})"
        case .settingLockTimeout: "TODO_LOCK_TIMEOUT must be seconds ≥ 0"
        case .settingNow: "TODO_NOW must be Unix seconds"
        case .configUnreadable: "the config file {path} is unreadable: {reason}"
        case .configNotObject: "the config file {path} is not a JSON object; it was left as it is"
        case .configNonString: "the config file {path} has a non-string value for '{key}'"
        case .configWriteFailed: "cannot write the config file: {reason}"
        case .configEncodeFailed: "cannot encode the config file: {reason}"

        // TodoKit: import files
        case .importUnreadable: "cannot read {path}: {reason}"
        case .importNotUTF8: "{source}: not UTF-8 text"
        case .importRecord: "{source}: record {record}: {reason}"
        case .decodingMissing: "missing \"{field}\""
        case .decodingNull: "\"{field}\" is null"
        case .decodingWrongType: "\"{field}\" should be {expected}"
        case .decodingInvalid: "\"{field}\" has a value that is not allowed"
        case .decodingNumberRange: "\"{field}\" is a number out of range"
        case .decodingUnknown: "not a valid element"
        case .decodingNumberSomewhere: "a number is out of range"
        case .decodingTypeOther: "another kind of value"
        case .csvDuplicateColumn: "{source}: the header names the column '{name}' twice"
        case .importJSONInvalid: "{source}: not valid JSON"
        case .importJSONObject: "{source}: a JSON object, not an array of elements: export --json writes [ {…}, … ]"
        case .importJSONSyntax: "{source}: record {record} (line {line}): not valid JSON"
        case .importNotUTF8Line: "{source}: line {line}: not UTF-8 text"
        case .importBlankID: "the id is blank"
        case .importIDControl: "the id contains control characters"
        case .importTimeRange: "{name} {value} is outside the years 1970 to 9999"
        case .importDeadlineRange: "deadline {value} is outside the years 1970 to 9999"
        case .decodingTypeString: "a string"
        case .decodingTypeBool: "true or false"
        case .decodingTypeNumber: "a number"
        case .decodingTypeArray: "an array"
        case .decodingTypeObject: "an object"
        case .importDuplicateID: "duplicate id {id}"
        case .importNotJSONArray: "{source}: not a JSON array of elements ({reason})"
        case .csvUnterminated: "{source}: record {record}: unterminated quoted field"
        case .csvUnknownColumn: "{source}: unknown column '{name}' (known: {known})"
        case .csvNoTextColumn: "{source}: the header has no 'text' column"
        case .csvFieldCount: "{count} fields, the header has {expected}"
        case .csvNotSeconds: "{name} '{value}' is not Unix seconds"
        case .csvImportance: "importance '{value}' is not low, basic or important"
        case .csvDone: "done '{value}' is not true or false"
        case .csvDeadline: "deadline '{value}' is neither Unix seconds nor a date"
        case .csvColor: "color '{value}' is not #RRGGBB"

        // TodoKit: the store
        case .storeLocked: "the store is locked by another todo process (waited {seconds} s): {path}"
        case .lockWaitCancelled: "stopped while waiting for another todo process to release the store: {path}"
        case .syncRunningGaveUp:
            "another sync of this store is running (pid {pid}, for {time}); gave up waiting after {waited}: {path}"
        case .syncRunningUnknownGaveUp: "another sync of this store is running; gave up waiting after {waited}: {path}"
        case .syncOtherRunning: "another sync of this store is running (pid {pid}, {time}); waiting for it"
        case .syncOtherRunningNextTry:
            "another sync of this store is running (pid {pid}, {time}; next try in {next}); waiting for it"
        case .syncOtherRunningUnknown: "another sync of this store is running; waiting for it"
        case .lockOpenFailed: "cannot open lock file: {reason}"
        case .lockFailed: "cannot lock {path}: {reason}"
        case .storeDirectoryFailed: "cannot create the store directory: {reason}"
        case .storeUnreadable: "the store file {path} is unreadable: {reason}"
        case .storeDamaged: "the store file {path} is damaged; it was left as it is"
        case .storeCorrupt: "the store file {path} is corrupt ({reason}); it was left as it is"
        case .corruptNoHeader: "no header line"
        case .corruptUnreadableHeader: "unreadable header"
        case .corruptUnreadableBody: "unreadable body: {reason}"
        case .corruptUnreadableItems: "unreadable items"
        case .corruptSize: "size {size} bytes, header says {expected}"
        case .corruptItemCount: "item count {count}, header says {expected}"
        case .corruptChecksum: "checksum mismatch"
        case .corruptMissingNewline: "missing final newline"
        case .corruptNewerFormat: "newer format"
        case .corruptUnknownFormat: "unknown format {format}"
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
        case .corruptMissingJournal:
            "missing while {file} exists: the changes it held are lost; restore it from a backup, as `todo doctor` explains"
        case .corruptMissingSnapshot:
            "missing while {file} exists: the todos it held are lost; restore it from a backup, as `todo doctor` explains"
        case .corruptLineUnreadable: "line {line} is unreadable"
        case .corruptLineChecksum: "line {line} fails its checksum"
        case .corruptGeneration: "generation {generation}, snapshot has {expected}"
        case .corruptJournalVersion: "unknown journal version"
        case .storeNewerFormat:
            "the store {path} has format {format}, newer than this todo's {current}; it was left as it is"
        case .storeLegacyNotArray: "the format-1 store {path} is not a JSON array of elements; it was left as it is"
        case .storeEncodeChange: "cannot encode a change: {reason}"
        case .storeEncode: "cannot encode the store: {reason}"
        case .storeEncodeHeader: "cannot encode the store header: {reason}"
        case .storeWriteFailed: "cannot write the store: {reason}"
        case .storeBaseWriteFailed: "cannot write the base snapshot: {reason}"
        case .storeBaseEncodeFailed: "cannot encode the base snapshot: {reason}"
        case .fileWriteFailed: "cannot write {path}: {reason}"
        case .fileRepairFailed: "cannot repair {path}: {reason}"
        case .warnTornConflicts: "skipped a torn last line of {path}"
        case .warnMigrated: "migrated {path} (format 1) to format {format}; the old file is kept as items.json.migrated"
        case .warnJournalHeader: "dropped an incomplete journal header ({bytes} bytes) left by an interrupted write"
        case .warnJournalLine: "dropped a torn last journal line ({bytes} bytes) left by an interrupted write"
        // watch
        case .watchOffline: "--offline: watch makes network attempts"
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
        case .progressChecking: "importing: {completed} records, {read} of {size} read"
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
            "Settings are taken from the flag, then the environment (TODO_HOME, TODO_SERVER, TODO_TOKEN, TODO_MIN_DELAY, TODO_FACTOR, TODO_JITTER, TODO_MAX_DELAY, TODO_TIMEOUT, TODO_GENERATE_FAILS, TODO_OFFLINE), then the config file (`todo config set KEY VALUE`), then the default. The retry settings shape the backoff of `todo sync`: the wait after failed attempt n is min-delay * factor^(n-1), plus or minus the jitter; retries run out when it would pass max-delay."
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
        case .idNumberUnknown: "no pending todo has the number {number}"
        case .idRangeBackwards: "the range '{range}' ends before it starts"
        case .idRangeEmpty: "no pending todo has a number in {range}"
        case .idRangeTooLong: "the range '{range}' spans more than {limit} numbers"
        case .removeConfirmSingle: "Delete {todo}?"
        case .removeConfirmMany: "Delete {count} todos?"
        case .removeNothingDeleted: "nothing deleted"
        case .removeChanged: "not deleted: {todo} changed while you answered; run the command again"
        case .undoNothing: "nothing to undo"
        case .undoDone: "Undid '{command}': {todos}{push}"
        case .undoManyTodos: "{count} todos"
        case .helpRemoveYes: "Do not ask for confirmation."
        case .helpRemoveDiscussion:
            "Asks first when standard input and standard error are a terminal (--yes does not); scripts are not asked. `todo undo` brings the todos back."
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
        default: ""  // help, accounts and doctor: Messages+English+Help.swift and +Account.swift
        }
    }
}
