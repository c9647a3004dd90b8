extension Messages {
    /// The English templates of accounts (whose todos, logout choices) and `todo doctor`; `nil` for another key.
    static func englishAccountTemplate(_ key: MessageKey) -> String? {
        switch key {
        // Accounts: whose todos, logout choices; doctor
        case .importLocalDoneOne: "{count} todo of this device imported into {username}'s account{push}"
        case .importLocalDoneOther: "{count} todos of this device imported into {username}'s account{push}"
        case .logoutKeptOne: "{count} todo kept as a Local Device copy"
        case .logoutKeptOther: "{count} todos kept as Local Device copies"
        case .logoutRemovedOne: "{count} todo removed from this device"
        case .logoutRemovedOther: "{count} todos removed from this device"
        case .logoutQueuedKeptOne: "{count} queued change kept for the next login"
        case .logoutQueuedKeptOther: "{count} queued changes kept for the next login"
        case .logoutQueuedLostOne: "{count} queued change discarded (--force --wipe)"
        case .logoutQueuedLostOther: "{count} queued changes discarded (--force --wipe)"
        case .logoutCannotRemoveStore: "cannot remove the account's store {home}: {reason}"
        case .addLocalWithoutLogin:
            "--local keeps a todo off an account while logged in; without a login every todo here syncs "
                + "with the server's fixed token (use --offline to queue it without a network attempt)"
        case .ownerLocalDevice: "Local Device"
        case .doctorOk: "ok"
        case .doctorWarning: "warning"
        case .doctorProblem: "problem"
        case .doctorNameConfig: "config"
        case .doctorNameSession: "session"
        case .doctorNameStore: "store"
        case .doctorNameServer: "server"
        case .doctorConfigDamagedFix:
            "correct the JSON object in {path}, or move it aside (`mv {path} {path}.broken`) and set the "
                + "values again with `todo config set`"
        case .doctorSettingsFix:
            "correct the flag, the TODO_* environment variable or the `todo config set` value it names"
        case .doctorSessionDamagedFix: "`todo logout` removes the damaged session file; then `todo login NAME`"
        case .doctorConfigNone: "no config file ({path}): defaults, environment and flags apply"
        case .doctorConfigTokenOpen: "{path} holds a token but others can read it (mode {mode})"
        case .doctorConfigValues: "{path}: sets {keys}"
        case .doctorConfigNoValues: "{path}: no values"
        case .doctorSessionNone: "not logged in: todos belong to this device (Local Device)"
        case .doctorSessionOpen: "the session file {path} is readable by others (mode {mode})"
        case .doctorSessionOpenFix: "chmod 600 {path}, then `todo logout` and `todo login` if others may have read it"
        case .doctorSessionOtherServer:
            "logged in as {username} on {server}, but the configured server is {configured}: the session is "
                + "not used"
        case .doctorSessionOtherServerFix: "`todo config set server {server}`, or `todo logout`"
        case .doctorSessionOK: "logged in as {username} on {server}"
        case .doctorNone: "none"
        case .doctorStoreIssue: "{home} ({owner}): {message}"
        case .doctorStoreLockedFix: "wait for the other todo command to finish (`fuser -v {home}/lock` shows it)"
        case .doctorStoreUnusableFix: "make {home} a writable directory, or choose another with --home / TODO_HOME"
        case .doctorStoreDamagedFix:
            "nothing was changed: restore the file named from a backup, or move the store aside (`mv {home} "
                + "{home}.broken`) to start an empty list there"
        case .doctorStoreSummary: "{home} ({owner}): {todos}, {queued}"
        case .doctorTodosOne: "{count} todo"
        case .doctorTodosOther: "{count} todos"
        case .doctorQueuedOne: "{count} queued change"
        case .doctorQueuedOther: "{count} queued changes"
        case .doctorRevision: ", revision {revision}"
        case .doctorConflictsOne: ", {count} conflict record (`todo conflicts`)"
        case .doctorConflictsOther: ", {count} conflict records (`todo conflicts`)"
        case .doctorDirty: "; marked dirty: a full resync is due"
        case .doctorDirtyFix: "`todo sync` (or `todo sync --recover --deadline 600` unattended)"
        case .doctorBackoff: "; backing off until {time}{why}"
        case .doctorBackoffAfter: " after: {error}"
        case .doctorBackoffFix: "`todo sync` waits for the retry schedule; `todo sync --recover` keeps going past it"
        case .doctorServerNone: "none configured: local-only (`todo config set server URL` to sync)"
        case .doctorServerOffline: "{server}: not checked (--offline)"
        case .doctorServerError: "{server}: {message}"
        case .doctorServerOK: "{server} answered in {ms} ms: {todos} at revision {revision}"
        case .doctorServerUnauthorized: "{server} refused the credentials (401)"
        case .doctorServerNoCredentials: "{server} answers, but there is no session and no token to send it"
        case .doctorServerUnauthorizedFix:
            "`todo signup NAME` (a new account) or `todo login NAME`, or a valid fixed token "
                + "(`todo config set token TOKEN`)"
        case .doctorServerUnreachable: "{server} is not reachable: {message}"
        case .doctorServerOdd: "{server} answered GET /list unexpectedly ({failure})"
        case .doctorServerFix:
            "check the address (`todo config get server`) and the network; changes stay queued meanwhile. "
                + "To test against the mock: `todo-mock-server --port {port}`, then "
                + "`todo config set server http://127.0.0.1:{port}`"
        case .logoutRefusedOne:
            "not logged out: {count} queued change did not reach {username}'s account ({reason}); run `todo "
                + "sync`, or `todo logout --force` (it stays queued for the next login of that account; with "
                + "--wipe the change would be lost)"
        case .logoutRefusedOther:
            "not logged out: {count} queued changes did not reach {username}'s account ({reason}); run "
                + "`todo sync`, or `todo logout --force` (they stay queued for the next login of that account; "
                + "with --wipe the {count} changes would be lost)"

        // doctor: the TLS check
        case .doctorNameTLS: "tls"
        case .doctorTLSInsecure:
            "certificates are NOT verified (--insecure): anyone on the network path can read and change the traffic"
        case .doctorTLSInsecureFix:
            "drop --insecure; for a server with a private CA, use --cacert FILE (or TODO_CA_BUNDLE, `todo config set cacert FILE`)"
        case .doctorTLSSystem: "servers are verified with the system's CA certificates (libcurl's default bundle)"
        case .doctorTLSFile: "servers are verified with the CA certificates in {path} (from {source})"
        case .doctorTLSUnreadable: "the CA file {path} (from {source}) cannot be read: every https request will fail"
        case .doctorTLSUnreadableFix:
            "point --cacert, TODO_CA_BUNDLE, the config's cacert, CURL_CA_BUNDLE or SSL_CERT_FILE at a readable PEM file"
        default: nil
        }
    }
}
