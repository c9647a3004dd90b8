import ArgumentParser
import Foundation
import TodoKit

#if canImport(Glibc)
import Glibc
#endif

/// Where a password comes from: a no-echo prompt on a terminal, or standard input for scripts.
struct PasswordOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The account's name.", valueName: "name"))
    var username: String

    @Flag(name: .customLong("password-stdin"), help: "Read the password from standard input (first line).")
    var passwordStdin = false

    @Flag(
        name: .customLong("import-local"),
        inversion: .prefixedNo,
        help: "Import the store's todos of this device (or of another account or token) into the account."
    )
    var importLocal: Bool?

    /// Reads the password; exit 64 when there is no terminal to ask and no --password-stdin.
    func password(confirm: Bool) throws(TodoError) -> String {
        if passwordStdin {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            let text = String(decoding: data, as: UTF8.self)
            var line = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(
                String.init)
            if line?.hasSuffix("\r") == true { line?.removeLast() }
            return line ?? ""
        }
        guard Console.isInteractive else {
            throw .usage("no terminal to ask for the password: pass --password-stdin and write it to standard input")
        }
        let first = Self.prompt("Password for \(username): ")
        if confirm {
            guard Self.prompt("Repeat the password: ") == first else { throw .usage("the passwords differ") }
        }
        return first
    }

    /// Reads a line from the terminal without echo.
    private static func prompt(_ text: String) -> String {
        guard let raw = getpass(text) else { return "" }
        let value = String(cString: raw)
        // getpass returns a static buffer: clear it.
        memset(raw, 0, strlen(raw))
        return value
    }
}

/// Runs an account command's body, turning errors into a one-line message and an exit code.
private func guardedAsync<T>(_ body: () async throws(TodoError) -> T) async throws -> T {
    do {
        return try await body()
    } catch {
        Console.error(error.message)
        throw ExitCode(error.exitCode)
    }
}

/// The JSON that signup and login print: never a token.
private struct SessionJSON: Encodable {
    var username: String
    var server: String
    var expiresAt: Int64

    init(_ session: Session) {
        username = session.username
        server = session.server
        expiresAt = session.expiresAt
    }

    enum CodingKeys: String, CodingKey {
        case username
        case server
        case expiresAt = "expires_at"
    }
}

/// Opens the store of `settings` for `body`.
private func withStore<T>(_ settings: Settings, _ body: (DataManager) throws(TodoError) -> T) throws(TodoError) -> T {
    let manager = try DataManager(settings: settings)
    defer { manager.close() }
    return try body(manager)
}

/// Signup or login: checks the store before asking anything, authenticates, then makes the store
/// the account's (importing what it held when the user agreed).
private func authenticate(
    signup: Bool,
    account: PasswordOptions,
    options: GlobalOptions
) async throws(TodoError) -> Session {
    let settings = try options.settings()
    let client = AccountClient(settings: settings, store: .default())
    let owner = StoreOwner(server: try client.server(), username: account.username)
    try AccountClient.validate(username: account.username)
    let importing = try importChoice(settings: settings, owner: owner, account: account)
    let password = try account.password(confirm: signup)
    let session: Session
    if signup {
        session = try await client.signup(username: account.username, password: password)
    } else {
        switch try await client.login(username: account.username, password: password) {
        case .loggedIn(let loggedIn):
            session = loggedIn
        case .unknownUser:
            let message = AccountClient.unknownUserMessage(account.username)
            guard Console.isInteractive, !account.passwordStdin,
                Console.confirm("No account named '\(account.username)'. Create it with this password?")
            else { throw .unauthorized(message) }
            session = try await client.signup(username: account.username, password: password)
        }
    }
    try withStore(settings) { manager throws(TodoError) in try manager.claim(for: owner, importing: importing) }
    await download(settings, progress: options.progress)
    return session
}

/// After a login: `todo sync`, so the account's list is downloaded and merged; a failure is a
/// warning (the session is saved, the store kept). A long download shows on `progress`.
private func download(_ settings: Settings, progress: any ProgressReporter) async {
    do {
        let manager = try DataManager(settings: settings)
        defer { manager.close() }
        let server = try manager.syncServer(interactive: false)
        let report = try await manager.sync(
            mode: .sync, server: server.server, canRefreshToken: server.canRefresh, progress: progress)
        if report.outcome != .synced {
            Console.warn("the account's list is not downloaded yet (\(report.outcome.name)); run `todo sync`")
        }
    } catch {
        Console.warn("the account's list is not downloaded yet: \(error.message); run `todo sync`")
    }
}

/// Whether the store's todos go into the account: nothing to decide for an empty store or the
/// account's own; otherwise --import-local, a question on a terminal, or exit 64.
private func importChoice(settings: Settings, owner: StoreOwner, account: PasswordOptions) throws(TodoError) -> Bool {
    let state = try withStore(settings) { manager throws(TodoError) in try manager.loginState(for: owner) }
    guard case .holdsOthers(let count, let previous) = state else { return false }
    if count == 0 || account.importLocal == true { return true }
    let whose = previous.map { "of the account \($0)" } ?? "of this device or a fixed token"
    let todos = "\(count) todo\(count == 1 ? "" : "s") \(whose)"
    if account.importLocal == nil, Console.isInteractive, !account.passwordStdin,
        Console.confirm("The store \(settings.home) holds \(todos). Import them into \(owner.username)'s account?")
    {
        return true
    }
    throw .usage(
        "the store \(settings.home) holds \(todos): pass --import-local to import them into \(owner.username)'s "
            + "account, or use another --home (TODO_HOME) for the account")
}

struct SignupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "signup",
        abstract: "Create an account on the server and log in to it.",
        discussion: """
            The password (6 to 128 characters) is asked on the terminal without echo, or read from
            standard input with --password-stdin. The session is kept until `todo logout`.
            """
    )

    @OptionGroup var account: PasswordOptions
    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let session = try await guardedAsync { () async throws(TodoError) -> Session in
            try await authenticate(signup: true, account: account, options: options)
        }
        report(session, verb: "signed up")
    }

    func report(_ session: Session, verb: String) {
        if options.json {
            Console.line(WireJSON.string(SessionJSON(session)))
        } else {
            Console.line("\(verb) as \(session.username) on \(session.server)")
        }
    }
}

struct LoginCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Log in to an account on the server.",
        discussion: """
            The password is asked on the terminal without echo, or read from standard input with
            --password-stdin. An unknown account is offered for signup on a terminal. A wrong
            password exits 77. The session is kept until `todo logout`.
            """
    )

    @OptionGroup var account: PasswordOptions
    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let session = try await guardedAsync { () async throws(TodoError) -> Session in
            try await authenticate(signup: false, account: account, options: options)
        }
        if options.json {
            Console.line(WireJSON.string(SessionJSON(session)))
        } else {
            Console.line("logged in as \(session.username) on \(session.server)")
        }
    }
}

struct LogoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "logout",
        abstract: "Forget the session (the tokens); the store stays.",
        discussion: """
            Queued changes are pushed first (one quick attempt). When some are still queued after it,
            logout is refused (exit 69) unless --force: forced, they stay queued in the store (which
            stays the account's) and are pushed after the next login of that account.
            """
    )

    @Flag(name: .long, help: "Log out even when queued changes could not be pushed.")
    var force = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        let store = SessionStore.default()
        // A damaged session file is removed too: that is how one gets rid of it.
        let session = try? store.load()
        if let session, !force {
            try await options.runAsync { manager async throws(TodoError) in
                try await Self.pushQueued(manager, session: session)
            }
        }
        let removed = try Console.guarded { () throws(TodoError) -> Bool in try store.remove() }
        let username = session?.username
        if options.json {
            Console.line(WireJSON.string(LogoutJSON(loggedOut: removed, username: username)))
        } else if removed {
            Console.line(username.map { "logged out \($0)" } ?? "logged out")
        } else {
            Console.line("not logged in")
        }
    }

    /// Pushes the store's queued changes with the session (one quick attempt); exit 69 when some
    /// are left.
    static func pushQueued(_ manager: DataManager, session: Session) async throws(TodoError) {
        // The store syncs with the session only when it is configured for the session's server.
        guard manager.settings.server == session.server, try !manager.state().outbox.isEmpty else { return }
        let result = await manager.pushAfterChange()
        let left = try manager.state().outbox.count
        guard left > 0 else { return }
        var why = "offline"
        switch result {
        case .success(let report): why = report.lastError ?? report.outcome.name
        case .failure(let error): why = error.message
        case nil: break
        }
        throw .syncGaveUp(
            "not logged out: \(left) queued change\(left == 1 ? "" : "s") did not reach \(session.username)'s "
                + "account (\(why)); run `todo sync`, or `todo logout --force` to log out anyway (the changes "
                + "stay queued in the store and are pushed after the next login of that account)")
    }
}

private struct LogoutJSON: Encodable {
    var loggedOut: Bool
    var username: String?

    enum CodingKeys: String, CodingKey {
        case loggedOut = "logged_out"
        case username
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(loggedOut, forKey: .loggedOut)
        try c.encode(username, forKey: .username)
    }
}

struct WhoamiCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "whoami",
        abstract: "Show the logged-in account and its server (never the tokens)."
    )

    @OptionGroup var options: GlobalOptions

    func run() throws {
        let session = try Console.guarded { () throws(TodoError) -> Session? in try SessionStore.default().load() }
        if options.json {
            Console.line(WireJSON.string(["username": session?.username, "server": session?.server]))
        } else if let session {
            Console.line("\(session.username) on \(session.server)")
        } else {
            Console.line("not logged in (todos stay on this device, or sync with a fixed token)")
        }
    }
}
