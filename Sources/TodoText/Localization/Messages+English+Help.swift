import TodoValues

extension Messages {
    /// The English templates of help: the commands' abstracts and discussions, their options' help; `nil` for another key.
    static func englishHelpTemplate(_ key: MessageKey) -> String? {
        switch key {
        // --help: the commands' abstracts and discussions and their options' help
        case .helpTodoAbstract: "An offline-first todo list for the terminal."
        case .helpTodoDiscussion:
            """
            Every change is saved locally at once and queued for the server, if one is configured.

            Exit codes: 0 success, 64 usage error, 65 bad data (corrupt store or invalid import file), \
            69 sync gave up, 75 store locked by another process, 77 authentication failed, 78 store or session \
            file others could change, 130/143 stopped by a signal, 1 other.

            Files: the device's store in $TODO_HOME (default $XDG_DATA_HOME/todo, ~/.local/share/todo),         an account's store under HOME/accounts/SERVER/NAME, the log in HOME/logs/todo.log; the config         file and the session (mode 0600) in $XDG_CONFIG_HOME/todo (default ~/.config/todo).

            `todo help COMMAND` shows a command with examples; `todo help options` the options every \
            command takes.
            """
        case .helpGlobalJSON: "Print machine-readable JSON."
        case .helpGlobalHome: "The store directory (env TODO_HOME)."
        case .helpGlobalOffline: "Make no network attempt at all."
        case .helpGlobalServer: "The server's base URL (env TODO_SERVER)."
        case .helpGlobalToken: "A fixed API token (env TODO_TOKEN)."
        case .helpGlobalMinDelay: "First retry delay, seconds."
        case .helpGlobalFactor: "Retry delay growth factor."
        case .helpGlobalJitter: "Random spread of retry delays, 0..<1."
        case .helpGlobalMaxDelay: "Longest retry delay, seconds."
        case .helpGlobalTimeout: "Request timeout, seconds."
        case .helpGlobalGenerateFails: "X-Generate-Fails to send (0-100)."
        case .helpGlobalInsecure: "Do not verify the server's TLS certificate."
        case .pushFailedWarning: "not synced, and retrying will not help: {reason}"
        case .helpGlobalCACert: "Verify the server with the CA certificates in this PEM file."
        case .insecureWarning:
            "--insecure: the server's TLS certificate is not verified; anyone on the network path can read and change what is sent, the token included"
        case .helpGlobalVerbose: "Debug logs on standard error."
        case .helpGlobalNoColor: "No colour in the output (also NO_COLOR=1 or TERM=dumb)."
        case .helpGlobalQuiet: "No progress line and no notes such as \"(queued)\"; errors still show."
        case .helpID: "A number from `todo list`, or the id or a unique prefix of it."
        case .helpImportance: "low, basic or important (also high, medium; H, M, L)."
        case .helpAddAbstract: "Add a todo (with no text: \"New todo\")."
        case .helpAddWords: "The text; several words are joined with spaces."
        case .helpAddDue:
            "A day, and optionally a time: 2026-12-01, today, tomorrow, fri, next mon, eom, +3d, +1m, in 2 "
                + "weeks, tomorrow 17:00, 2026-12-01T09:30; none for no date."
        case .helpAddColor: "A colour, #RRGGBB."
        case .helpAddLocal: "Keep this todo on this device only (\"Local Device\"), also while logged in."
        case .helpListAbstract: "List todos: pending, then completed."
        case .helpListFilter: "Which todos to show (default: all)."
        case .helpListSort: "Order: due, importance, created or changed."
        case .helpListSearch: "Only todos whose text contains WORD."
        case .helpListOverdue: "Only pending todos past their due date."
        case .helpListFilters:
            "Tags and contexts the todos must have (+home, @phone; -+home: without it); other words "
                + "must appear in the text."
        case .helpListWithout: "Only todos without this tag or context (also typed -+home, -@phone)."
        case .listWithoutNotTag: "--without takes a tag or context such as +home or @phone, got '{value}'"
        case .helpListAll: "Show pending and completed todos."
        case .helpListPending: "Show only pending todos."
        case .helpListDone: "Show only completed todos."
        case .helpShowAbstract: "Show one todo in full."
        case .helpEditAbstract: "Change a todo's fields."
        case .helpEditText: "New text."
        case .helpEditDue: "New due date (the forms of add --due); none removes it."
        case .helpEditNoDue: "Remove the due date."
        case .helpEditColor: "New colour, #RRGGBB."
        case .helpEditClearColor: "Remove the colour."
        case .helpDoneAbstract: "Mark todos as done (by number, range or id)."
        case .helpUndoneAbstract: "Mark todos as pending again."
        case .helpRemoveAbstract: "Delete todos (asks first on a terminal)."
        case .helpClearAbstract: "Delete all todos, or with --done the completed ones."
        case .helpClearDiscussion: "Asks for confirmation on a terminal; scripts must pass --yes."
        case .helpClearDone: "Delete only completed todos."
        case .helpClearYes: "Do not ask for confirmation."
        case .helpStatusAbstract: "Show the store, the server and the sync state."
        case .helpExportAbstract: "Write all todos to standard output as CSV or JSON (default JSON)."
        case .helpExportCSV: "CSV with a header row."
        case .helpImportAbstract: "Import todos from a JSON array of elements or a CSV file."
        case .helpImportDiscussion:
            "Known ids are updated, new ones created. An invalid file changes nothing (exit 65)."
        case .helpImportFile: "The file to import."
        case .helpSyncAbstract: "Push queued changes and pull the server's list, retrying with backoff."
        case .helpSyncDiscussion:
            """
            Runs the retry schedule until the server and the local list agree (exit 0) or the retries \
            run out (exit 69: changes kept, list marked dirty). With --recover, for cron jobs and \
            timers, it keeps trying (each wait capped at --max-delay) until it succeeds or --deadline \
            passes, and always ends with a resync that proves the lists are equal.
            """
        case .helpSyncRecover: "Unattended recovery: keep trying until --deadline."
        case .helpSyncDeadline: "With --recover: give up after this many seconds."
        case .helpConflictsAbstract: "Show what resyncs overrode: which side won, and both versions."
        case .helpConflictsClear: "Empty the conflict log after showing it."
        case .helpConflictsDiscussion:
            """
            Each record is numbered. `todo conflicts restore N` writes the version that \
            record N overrode back, as a new change (the same as `todo restore --conflict N`); it refuses \
            when the todo changed since, and `--force` goes ahead, keeping the replaced version here.
            """
        case .helpWatchAbstract: "Stay in the foreground and keep the list in sync."
        case .helpWatchDiscussion:
            """
            Syncs at once, then every --interval seconds and whenever a change is queued (by any \
            other todo command), honouring the retry schedule: no request while a backoff window is \
            open. Outages and refused credentials are reported and waited out. Prints one line per \
            sync attempt (--json: one JSON object per line). Ctrl-C or SIGTERM stops it cleanly \
            (exit 130 and 143, as for `sync`): a request in flight is cancelled and the store is left as the last save left it.
            """
        case .helpWatchInterval: "Seconds between syncs when nothing changes."
        case .helpConfigAbstract: "Read and write the config file ($XDG_CONFIG_HOME/todo/config.json)."
        case .helpConfigKey: "The key."
        case .helpConfigValue: "The value."
        case .helpConfigSetAbstract: "Set a value."
        case .helpConfigGetAbstract: "Print a value (secrets are masked)."
        case .helpConfigUnsetAbstract: "Remove a value."
        case .helpConfigListAbstract: "Print every stored value (secrets masked)."
        case .helpAccountUsername: "The account's name."
        case .helpAccountPasswordStdin: "Read the password from standard input (first line)."
        case .helpAccountImportLocal:
            "Import this device's todos (Local Device) into the account after login (asked on a terminal)."
        case .helpSignupAbstract: "Create an account on the server and log in to it."
        case .helpSignupDiscussion:
            """
            The password (6 to 128 characters) is asked on the terminal without echo, or read from \
            standard input with --password-stdin. The session is kept until `todo logout`.
            """
        case .helpLoginAbstract: "Log in to an account on the server."
        case .helpLoginDiscussion:
            """
            The password is asked on the terminal without echo, or read from standard input with \
            --password-stdin. An unknown account is offered for signup on a terminal. A wrong \
            password exits 77. The session is kept until `todo logout`.
            """
        case .helpLogoutAbstract: "Log out: forget the session (the tokens), keeping or removing the account's todos."
        case .helpLogoutDiscussion:
            """
            --keep-local keeps the account's todos on this device as Local Device copies (replaced by the \
            server's versions at the next login of that account, where they still exist there); --wipe \
            removes them from this device. On a terminal with neither, logout asks; in scripts the \
            default is --keep-local.

            Queued changes are pushed first (one quick attempt). When some are still queued after it, \
            logout is refused (exit 69) unless --force: forced, they stay queued in the account's store \
            and are pushed after the next login of that account; forced with --wipe, they are lost.
            """
        case .helpLogoutKeep: "What happens to the account's todos on this device."
        case .helpLogoutKeepLocal: "Keep the account's todos on this device as Local Device todos."
        case .helpLogoutWipe: "Remove the account's todos from this device."
        case .helpLogoutForce: "Log out even when queued changes could not be pushed."
        case .helpWhoamiAbstract: "Show the logged-in account and its server (never the tokens)."
        case .helpDoctorAbstract:
            "Check the config, the session, the store and the server; say what is wrong and how to fix it."
        case .helpDoctorDiscussion:
            """
            Changes nothing. Exit 0 when nothing is broken (warnings included), 1 when a check found a \
            problem. The server check makes one GET /list (skipped with --offline or without a server).
            """
        default: nil
        }
    }
}
