import ArgumentParser
import Foundation
import TodoKit
import TodoSync

#if canImport(Glibc)
import Glibc
#endif

/// Where a password comes from: a no-echo prompt on a terminal, or standard input for scripts.
struct PasswordOptions: ParsableArguments {
    @Argument(help: ArgumentHelp(Messages.text(.helpAccountUsername), valueName: "name"))
    var name: String?

    /// The older spelling of the name, kept for scripts: `--username NAME`.
    @Option(name: .customLong("username"), help: ArgumentHelp(Messages.text(.helpAccountUsername), visibility: .hidden))
    var usernameOption: String?

    /// The account's name, given as `NAME` or `--username NAME`.
    var username: String { name ?? usernameOption ?? "" }

    func validate() throws {
        switch (name, usernameOption) {
        case (nil, nil): throw ValidationError(Messages.text(.usernameMissing))
        case (let positional?, let option?) where positional != option:
            throw ValidationError(Messages.text(.usernameTwice))
        default: break
        }
    }

    @Flag(name: .customLong("password-stdin"), help: ArgumentHelp(Messages.text(.helpAccountPasswordStdin)))
    var passwordStdin = false

    @Flag(
        name: .customLong("import-local"),
        inversion: .prefixedNo,
        help: ArgumentHelp(Messages.text(.helpAccountImportLocal))
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
            throw .usage(.passwordNoTerminal)
        }
        let first = Self.prompt(Messages.text(.passwordPrompt, ["username": username]))
        if confirm {
            guard Self.prompt(Messages.text(.passwordRepeat)) == first else {
                throw .usage(.passwordsDiffer)
            }
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

/// What a signup or login did after authenticating, for its report.
private struct LoginOutcome {
    var session: Session
    /// Whether the account's list was downloaded into its store.
    var downloaded = false
    /// Copies an earlier `logout --keep-local` left that the account's versions replaced.
    var replacedCopies = 0
    /// The device's todos moved into the account, and what their push did.
    var imported = 0
    var importPush = ""
    /// The device's todos that stay the device's.
    var localLeft = 0

    init(session: Session) { self.session = session }

    /// The lines after "logged in as …", on standard output.
    var lines: [String] {
        var lines: [String] = []
        if replacedCopies > 0 {
            lines.append(
                Messages.plural(replacedCopies, one: .loginCopiesReplacedOne, other: .loginCopiesReplacedOther))
        }
        if imported > 0 {
            lines.append(
                Messages.plural(
                    imported, one: .importLocalDoneOne, other: .importLocalDoneOther,
                    ["username": session.username, "push": importPush]))
        }
        return lines
    }
}

/// The JSON that signup and login print: never a token.
private struct SessionJSON: Encodable {
    var username: String
    var server: String
    var expiresAt: Int64
    var downloaded: Bool
    var replacedCopies: Int
    var imported: Int
    var localItems: Int

    init(_ outcome: LoginOutcome) {
        username = outcome.session.username
        server = outcome.session.server
        expiresAt = outcome.session.expiresAt
        downloaded = outcome.downloaded
        replacedCopies = outcome.replacedCopies
        imported = outcome.imported
        localItems = outcome.localLeft
    }

    enum CodingKeys: String, CodingKey {
        case username
        case server
        case expiresAt = "expires_at"
        case downloaded
        case replacedCopies = "replaced_copies"
        case imported
        case localItems = "local_items"
    }
}

/// Opens the store of `settings` for `body`.
private func withStore<T>(_ settings: Settings, _ body: (DataManager) throws(TodoError) -> T) throws(TodoError) -> T {
    let manager = try DataManager(settings: settings)
    defer { manager.close() }
    return try body(manager)
}

/// Signup or login: authenticates, then downloads the account's list into its own store,
/// replaces the copies an earlier `logout --keep-local` left, and imports the device's todos
/// when the user agrees.
private func authenticate(
    signup: Bool,
    account: PasswordOptions,
    options: GlobalOptions
) async throws(TodoError) -> LoginOutcome {
    let settings = try options.settings()
    let client = AccountClient(settings: settings, store: .default())
    _ = try client.server()
    try AccountClient.validate(username: account.username)
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
                Console.confirm(Messages.text(.loginOfferSignup, ["username": account.username]))
            else { throw .unauthorized(message) }
            session = try await client.signup(username: account.username, password: password)
        }
    }
    let selection = StoreSelection(settings: settings, session: session)
    try withStore(selection.primary) { manager throws(TodoError) in
        try manager.claim(for: StoreOwner(session))
    }
    var outcome = LoginOutcome(session: session)
    outcome.downloaded = await download(selection.primary, progress: options.progress)
    if outcome.downloaded {
        outcome.replacedCopies = try withStores(selection) { stores throws(TodoError) in
            try stores.local.map { local throws(TodoError) in try stores.primary.dropKeptCopies(in: local) } ?? 0
        }
    }
    try await offerImport(selection, account: account, progress: options.progress, into: &outcome)
    return outcome
}

/// Opens both stores of `selection` for `body`.
private func withStores<T>(_ selection: StoreSelection, _ body: (StoreSet) throws(TodoError) -> T) throws(TodoError)
    -> T
{
    let stores = try StoreSet(selection)
    defer { stores.close() }
    return try body(stores)
}

/// After a login: `todo sync` of the account's store, so its list is downloaded and merged; a
/// failure is a warning (the session is saved, the store kept). Returns whether it synced. A long
/// download shows on `progress`.
private func download(_ settings: Settings, progress: any ProgressReporter) async -> Bool {
    do {
        let manager = try DataManager(settings: settings)
        defer { manager.close() }
        let server = try manager.syncServer(interactive: false)
        let report = try await manager.sync(
            mode: .sync, server: server.server, canRefreshToken: server.canRefresh, progress: progress)
        if report.outcome != .synced {
            Console.warn(Messages.text(.accountNotDownloadedOutcome, ["outcome": report.outcome.name]))
        }
        return report.outcome == .synced
    } catch {
        Console.warn(Messages.text(.accountNotDownloadedError, ["error": error.message]))
        return false
    }
}

/// The device's todos go into the account with --import-local, or when the user agrees on a
/// terminal; otherwise they stay the device's, and a note says how to import them.
private func offerImport(
    _ selection: StoreSelection,
    account: PasswordOptions,
    progress: any ProgressReporter,
    into outcome: inout LoginOutcome
) async throws(TodoError) {
    let count = try withStore(selection.device) { manager throws(TodoError) in try manager.allItems().count }
    outcome.localLeft = count
    guard count > 0, account.importLocal != false else { return }
    let values = ["username": selection.owner]
    var importing = account.importLocal == true
    if account.importLocal == nil {
        guard Console.isInteractive, !account.passwordStdin else {
            Console.warn(Messages.plural(count, one: .importLocalLeftOne, other: .importLocalLeftOther, values))
            return
        }
        importing = Console.confirm(
            Messages.plural(count, one: .importLocalPromptOne, other: .importLocalPromptOther, values))
    }
    guard importing else { return }
    let (moved, result) = try await importLocal(selection, progress: progress)
    outcome.imported = moved
    outcome.localLeft = count - moved
    outcome.importPush = PushNote(result).suffix
}

/// Moves the device's todos into the account's store as queued creates, then pushes them.
private func importLocal(
    _ selection: StoreSelection,
    progress: any ProgressReporter
) async throws(TodoError) -> (Int, Result<SyncReport, TodoError>?) {
    let stores = try StoreSet(selection)
    defer { stores.close() }
    guard let local = stores.local else { return (0, nil) }
    let moved = try stores.primary.importLocal(from: local)
    return (moved, await stores.primary.pushAfterChange(progress: progress))
}

struct SignupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "signup",
        abstract: Messages.text(.helpSignupAbstract),
        discussion: Help.page("signup", .helpSignupDiscussion)
    )

    @OptionGroup var account: PasswordOptions
    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func run() async throws {
        let outcome = try await guardedAsync { () async throws(TodoError) -> LoginOutcome in
            try await authenticate(signup: true, account: account, options: options)
        }
        report(outcome, message: .signedUp, json: options.json)
    }
}

/// Prints what a signup or login did: the first line, then replaced copies and the import.
private func report(_ outcome: LoginOutcome, message: MessageKey, json: Bool) {
    if json {
        Console.json(WireJSON.string(SessionJSON(outcome)))
        return
    }
    Console.line(
        Messages.text(
            message,
            [
                "username": TerminalText.escape(outcome.session.username),
                "server": TerminalText.escape(outcome.session.server),
            ]))
    for line in outcome.lines { Console.line(line) }
}

struct LoginCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: Messages.text(.helpLoginAbstract),
        discussion: Help.page("login", .helpLoginDiscussion)
    )

    @OptionGroup var account: PasswordOptions
    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func run() async throws {
        let outcome = try await guardedAsync { () async throws(TodoError) -> LoginOutcome in
            try await authenticate(signup: false, account: account, options: options)
        }
        report(outcome, message: .loggedIn, json: options.json)
    }
}

struct LogoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "logout",
        abstract: Messages.text(.helpLogoutAbstract),
        discussion: Help.page("logout", .helpLogoutDiscussion)
    )

    @Flag(help: ArgumentHelp(Messages.text(.helpLogoutKeep)))
    var keep: KeepChoice?

    @Flag(name: .long, help: ArgumentHelp(Messages.text(.helpLogoutForce)))
    var force = false

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    enum KeepChoice: String, EnumerableFlag {
        case keepLocal
        case wipe

        static func help(for value: KeepChoice) -> ArgumentHelp? {
            switch value {
            case .keepLocal: ArgumentHelp(Messages.text(.helpLogoutKeepLocal))
            case .wipe: ArgumentHelp(Messages.text(.helpLogoutWipe))
            }
        }
    }

    func run() async throws {
        let store = SessionStore.default()
        // A damaged session file is removed too: that is how one gets rid of it.
        let session = try? store.load()
        var outcome = AccountLogout.Outcome()
        if let session {
            outcome = try await guardedAsync { () async throws(TodoError) -> AccountLogout.Outcome in
                try await AccountLogout.leave(
                    try options.settings(), session: session, force: force, progress: options.progress
                ) {
                    items throws(TodoError) in try Self.resolve(keep, items: items, username: session.username)
                }
            }
        }
        let removed = try Console.guarded { () throws(TodoError) -> Bool in try store.remove() }
        let username = session?.username
        if options.json {
            Console.json(
                WireJSON.string(
                    LogoutJSON(
                        loggedOut: removed, username: username, kept: outcome.kept, removed: outcome.removed,
                        queuedKept: outcome.queuedKept, queuedLost: outcome.queuedLost)))
            return
        }
        guard removed else { return Console.line(Messages.text(.notLoggedIn)) }
        var line = username.map { Messages.text(.loggedOutUser, ["username": $0]) } ?? Messages.text(.loggedOut)
        let parts: [(Int, MessageKey, MessageKey)] = [
            (outcome.kept, .logoutKeptOne, .logoutKeptOther),
            (outcome.removed, .logoutRemovedOne, .logoutRemovedOther),
            (outcome.queuedKept, .logoutQueuedKeptOne, .logoutQueuedKeptOther),
            (outcome.queuedLost, .logoutQueuedLostOne, .logoutQueuedLostOther),
        ]
        for (count, one, other) in parts where count > 0 {
            line += "; " + Messages.plural(count, one: one, other: other)
        }
        Console.line(line)
    }

    /// --keep-local or --wipe; on a terminal with neither, the user's answer; else keep.
    static func resolve(_ choice: KeepChoice?, items: Int, username: String) throws(TodoError) -> Bool {
        if let choice { return choice == .keepLocal }
        guard items > 0, Console.isInteractive else { return true }
        return Console.confirm(
            Messages.plural(items, one: .logoutKeepPromptOne, other: .logoutKeepPromptOther, ["username": username]))
    }

}

private struct LogoutJSON: Encodable {
    var loggedOut: Bool
    var username: String?
    var kept: Int
    var removed: Int
    var queuedKept: Int
    var queuedLost: Int

    enum CodingKeys: String, CodingKey {
        case loggedOut = "logged_out"
        case username
        case kept
        case removed
        case queuedKept = "queued_kept"
        case queuedLost = "queued_lost"
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(loggedOut, forKey: .loggedOut)
        try c.encode(username, forKey: .username)
        try c.encode(kept, forKey: .kept)
        try c.encode(removed, forKey: .removed)
        try c.encode(queuedKept, forKey: .queuedKept)
        try c.encode(queuedLost, forKey: .queuedLost)
    }
}

struct WhoamiCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "whoami",
        abstract: Messages.text(.helpWhoamiAbstract),
        discussion: Help.page("whoami")
    )

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func run() throws {
        let session = try Console.guarded { () throws(TodoError) -> Session? in try SessionStore.default().load() }
        if options.json {
            Console.json(WireJSON.string(["username": session?.username, "server": session?.server]))
        } else if let session {
            Console.line(
                Messages.text(
                    .whoami,
                    ["username": TerminalText.escape(session.username), "server": TerminalText.escape(session.server)]))
        } else {
            Console.line(Messages.text(.whoamiNone))
        }
    }
}
