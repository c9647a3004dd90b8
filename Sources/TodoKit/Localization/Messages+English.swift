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
        .listDue: "(due {date})",
        .listDueOverdue: "(due {date}, OVERDUE)",
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
        .parseImportance: "importance must be low, basic or important, got '{value}'",
        .parseColor: "color must be #RRGGBB, got '{value}'",
        .parseDue: "due date must be YYYY-MM-DD, today, tomorrow or +Nd/+Nw, got '{value}'",
        .editDueConflict: "--due and --no-due cannot be used together",
        .editColorConflict: "--color and --no-color cannot be used together",
        .editNothing: "nothing to change: give --text, --importance, --due, --no-due, --color or --no-color",
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
            "gave up (the deadline passed): {pending} queued changes kept, list marked dirty; {figures}",
        .syncGaveUpRetries: "gave up (retries ran out): {pending} queued changes kept, list marked dirty; {figures}",
        .syncUnauthorized: "not synced: the server refused the credentials; {pending} queued changes kept; {figures}",
        .syncCancelled: "cancelled: {pending} queued changes kept; {figures}",
        .syncFailed: "failed: {message}; {pending} queued changes kept; {figures}",
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
        .importTodosOfAccountOne: "{count} todo of the account {account}",
        .importTodosOfAccountOther: "{count} todos of the account {account}",
        .importTodosOfDeviceOne: "{count} todo of this device or a fixed token",
        .importTodosOfDeviceOther: "{count} todos of this device or a fixed token",
        .importLocalPrompt: "The store {home} holds {todos}. Import them into {username}'s account?",
        .importLocalRefused:
            "the store {home} holds {todos}: pass --import-local to import them into {username}'s account, "
            + "or use another --home (TODO_HOME) for the account",
        .signedUp: "signed up as {username} on {server}",
        .loggedIn: "logged in as {username} on {server}",
        .loggedOutUser: "logged out {username}",
        .loggedOut: "logged out",
        .notLoggedIn: "not logged in",
        .logoutOffline: "offline",
        .logoutRefusedOne:
            "not logged out: {count} queued change did not reach {username}'s account ({reason}); run `todo sync`, "
            + "or `todo logout --force` to log out anyway (the changes stay queued in the store and are pushed "
            + "after the next login of that account)",
        .logoutRefusedOther:
            "not logged out: {count} queued changes did not reach {username}'s account ({reason}); run `todo sync`, "
            + "or `todo logout --force` to log out anyway (the changes stay queued in the store and are pushed "
            + "after the next login of that account)",
        .whoami: "{username} on {server}",
        .whoamiNone: "not logged in (todos stay on this device, or sync with a fixed token)",

        // TodoKit: ids and the server
        .idRequired: "an id (or a unique prefix of one) is required",
        .idUnknown: "no todo has an id starting with '{prefix}'",
        .idAmbiguous: "id '{prefix}' is ambiguous: {matches}",
        .idAmbiguousMore: "id '{prefix}' is ambiguous: {matches} and {more} more",
        .noServer: "no server configured: pass --server URL, set TODO_SERVER, or `todo config set server URL`",
        .offlineNoNetwork: "--offline: no network attempt is allowed",
        .retrySettings: "retry settings: {reason}",

        // TodoKit: accounts
        .usernameInvalid: "--username must be a non-empty name without spaces",
        .passwordLength: "the password must have {min} to {max} characters (it has {count}); nothing was sent",
        .usernameTaken: "the username '{username}' is taken; log in with `todo login --username {username}`",
        .wrongPassword: "wrong password for '{username}'",
        .unknownUser: "no account named '{username}'; create it with `todo signup --username {username}`",
        .actionSignUp: "sign up",
        .actionLogIn: "log in",
        .serverRefusedAction: "the server refused to {action}: {reason}",
        .cannotActionNow: "cannot {action} now: {reason}",
        .cannotAction: "cannot {action}: {reason}",
        .storeOfAccount:
            "the store {home} holds the todos of the account {username} on {server}: log in with "
            + "`todo login --username {username}`, or use another --home",
        .ownerWriteFailed: "cannot write the store's owner: {reason}",
        .ownerEncodeFailed: "cannot encode the store's owner",
        .sessionUnreadable: "the session file {path} is unreadable: {reason}",
        .sessionWriteFailed: "cannot write the session file: {reason}",
        .sessionEncodeFailed: "cannot encode the session",
        .sessionRemoveFailed: "cannot remove the session file {path}: {reason}",

        // TodoKit: settings and the config file
        .settingHomeEmpty: "home must not be empty",
        .settingServerURL: "server must be an http:// or https:// URL, got '{value}'",
        .settingToken: "token must be non-empty and without spaces",
        .settingSeconds: "{key} must be a positive number of seconds, got '{value}'",
        .settingFactor: "factor must be a number ≥ 1, got '{value}'",
        .settingJitter: "jitter must be a number in [0, 1), got '{value}'",
        .settingGenerateFails: "generate-fails must be an integer from 0 to 100, got '{value}'",
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
        .corruptMissingSnapshot: "missing while {file} exists",
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
    ]
}
