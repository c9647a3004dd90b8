import TodoModel

// The English messages: the default language, and the wording the tests assert on.
//
// How to add a message:
// 1. Add a case to `MessageKey` (MessageKey.swift), in the group of its command or concern.
// 2. Add its English `case` where it is said: here (or in +Account.swift for accounts and
//    doctor) when a TodoKit value carries it (an error, a doctor finding, a store warning:
//    `Message.description` says those in logs and `--json`); else in TodoText, in
//    Messages+English+Screens.swift, or +Help.swift for help. Add its Spanish in the same
//    concern's Spanish file of TodoText, with the SAME placeholders: values are named in braces,
//    `{count}`, `{id}`, `{path}` (letters only), and filled by `Messages.text(.key, ["id": id])`.
//    A key with no case is said as "", which `MessageTableTests` refuses.
// 3. When a count decides the wording, add two keys, `…One` and `…Other`, and call
//    `Messages.plural(count, one: .keyOne, other: .keyOther, [...])`, which fills `{count}` too.
// 4. `swift test --filter MessageTableTests` checks that the templates are non-empty, with the
//    same placeholders in both languages.
//
// The templates are `switch`es, not a dictionary literal: building the 500-entry dictionary was a
// fiftieth of `todo add`. TodoText's `english` (the table) is built from them for the tests.
// TodoKit keeps only this English, which its values say in every language (TodoKit does not
// import TodoText); the screens' English and all the Spanish are TodoText's.
//
// Not translated: `--json` keys and values, log lines, ids, user data, and argument-parser's own
// help and usage text.

extension Messages {
    /// The English template of `key` (`switch`es: no table is built for a lookup).
    public static func englishTemplate(_ key: MessageKey) -> String {
        // The tables of a concern (accounts, history, contexts, recurrence), then the rest.
        let tables = [
            englishAccountTemplate, englishHistoryTemplate, englishContextTemplate, englishRecurrenceTemplate,
        ]
        for table in tables { if let template = table(key) { return template } }
        return switch key {
        // List and detail views
        case .detailStatus: "status:      {status}"

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
        case .importSummaryOne:
            "Imported {count} todo: {created} created, {updated} updated, {unchanged} unchanged{push}"
        case .importSummaryOther:
            "Imported {count} todos: {created} created, {updated} updated, {unchanged} unchanged{push}"

        // Argument checks
        case .parseDue: "due date not understood: '{value}'; use {forms}, or none to clear it"

        // sync
        case .syncFiguresOne: "pushed {pushed}, merged {merged}, conflicts {conflicts}, {count} request in {seconds} s"
        case .syncFiguresOther:
            "pushed {pushed}, merged {merged}, conflicts {conflicts}, {count} requests in {seconds} s"
        case .syncFailed: "failed: {message}; {kept}; {figures}"
        case .syncHintGaveUp: "last error: {error}; run `todo sync` again later, or `todo sync --recover`"

        // conflicts
        case .conflictsChanged: "changed {time} by {device}"

        // status
        case .statusServer: "server:      {server}"
        case .statusTodos: "todos:       {count} ({pending} pending, {done} done)"

        // config
        case .configSetMasked: "(set, hidden)"
        case .configHidden: "(hidden)"

        // Accounts: signup, login, logout, whoami
        case .passwordNoTerminal:
            "no terminal to ask for the password: pass --password-stdin and write it to standard input"
        case .passwordsDiffer: "the passwords differ"
        case .signedUp: "signed up as {username} on {server}"
        case .loggedIn: "logged in as {username} on {server}"
        case .loggedOut: "logged out"
        case .logoutOffline: "offline"
        case .whoami: "{username} on {server}"

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
        case .caldavNoSignup: "a CalDAV server makes its accounts itself: log in with 'todo login NAME'"
        case .settingProtocol: "protocol must be 'todo' or 'caldav', got '{value}'"
        case .settingCalendar: "calendar must be a task list's name: not empty, one line, no '/'"
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
        case .importTimeRange: "{name} {value} is outside the Unix seconds a todo holds ({low} to {high})"
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
        case .csvValue: "{name} '{value}' is not a value it may hold"

        // TodoKit: the store
        case .storeLocked: "the store is locked by another todo process (waited {seconds} s): {path}"
        case .lockWaitCancelled: "stopped while waiting for another todo process to release the store: {path}"
        case .syncRunningGaveUp:
            "another sync of this store is running (pid {pid}, for {time}); gave up waiting after {waited}: {path}"
        case .syncRunningUnknownGaveUp: "another sync of this store is running; gave up waiting after {waited}: {path}"
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
        case .fileWriteFailed: "cannot write {path}: {reason}"
        case .fileRepairFailed: "cannot repair {path}: {reason}"
        case .warnTornConflicts: "skipped a torn last line of {path}"
        case .warnMigrated: "migrated {path} (format 1) to format {format}; the old file is kept as items.json.migrated"
        case .warnJournalHeader: "dropped an incomplete journal header ({bytes} bytes) left by an interrupted write"
        case .warnJournalLine: "dropped a torn last journal line ({bytes} bytes) left by an interrupted write"

        // watch
        case .watchOffline: "--offline: watch makes network attempts"

        // progress lines
        case .progressChecking: "importing: {completed} records, {read} of {size} read"

        // Typing (issue 15): unknown commands, short numbers and ranges, rm's question, undo
        case .idNumberUnknown: "no pending todo has the number {number}"
        case .idRangeBackwards: "the range '{range}' ends before it starts"
        case .idRangeEmpty: "no pending todo has a number in {range}"
        case .idRangeTooLong: "the range '{range}' spans more than {limit} numbers"
        case .removeChanged: "not deleted: {todo} changed while you answered; run the command again"
        case .helpRemoveDiscussion:
            "Asks first when standard input and standard error are a terminal (--yes does not); scripts are not asked. `todo undo` brings the todos back."
        default: ""  // accounts and doctor: Messages+English+Account.swift; the screens' keys: TodoText
        }
    }
}
