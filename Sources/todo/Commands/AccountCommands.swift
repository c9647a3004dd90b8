import ArgumentParser
import FoundationEssentials
import TodoKit
import TodoTerminal
import TodoText
import TodoValues

/// The arguments of `signup` and `login`: the name, where the password comes from (a no-echo
/// prompt on a terminal, or standard input for scripts), and whether to import local todos.
struct PasswordOptions: ParsableArguments {
    @Argument(help: .words(.helpAccountUsername, value: "name")) var name: String?

    /// The older spelling of the name, kept for scripts: `--username NAME`.
    @Option(name: .customLong("username"), help: .words(.helpAccountUsername, visibility: .hidden))
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

    @Flag(help: .words(.helpAccountPasswordStdin)) var passwordStdin = false

    @Flag(
        name: .customLong("import-local"), inversion: .prefixedNo, help: .words(.helpAccountImportLocal)
    )
    var importLocal: Bool?

    @OptionGroup(visibility: .hidden) var options: GlobalOptions
}

/// Signup or login, then what it did: the first line, then replaced copies and the import.
private func authenticate(signup: Bool, account: PasswordOptions, options: GlobalOptions) async throws {
    let context = try options.context(loadingSession: false)
    let workflow = AccountWorkflow(
        settings: context.settings, coordinator: context.coordinator,
        prompter: TerminalPrompter(warn: context.warn, passwordStdin: account.passwordStdin),
        progress: options.progress)
    let outcome = try await context.call { () async throws(TodoError) -> AccountWorkflow.Login in
        try await workflow.login(signup: signup, username: account.username, importLocal: account.importLocal)
    }
    AccountScreen.show(outcome, signup: signup, json: options.json)
}

/// `signup`: the arguments and output of `login`; only the request differs.
struct SignupCommand: AsyncParsableCommand {
    static let configuration = Help.command(.signup, .helpSignupAbstract, discussion: .helpSignupDiscussion)
    @OptionGroup var account: PasswordOptions

    func run() async throws { try await authenticate(signup: true, account: account, options: account.options) }
}

struct LoginCommand: AsyncParsableCommand {
    static let configuration = Help.command(.login, .helpLoginAbstract, discussion: .helpLoginDiscussion)
    @OptionGroup var account: PasswordOptions

    func run() async throws { try await authenticate(signup: false, account: account, options: account.options) }
}

struct LogoutCommand: AsyncParsableCommand {
    static let configuration = Help.command(.logout, .helpLogoutAbstract, discussion: .helpLogoutDiscussion)

    @Flag(help: .words(.helpLogoutKeep)) var keep: KeepChoice?

    @Flag(help: .words(.helpLogoutForce)) var force = false

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    enum KeepChoice: String, EnumerableFlag {
        case keepLocal
        case wipe

        static func help(for value: KeepChoice) -> ArgumentHelp? {
            switch value {
            case .keepLocal: .words(.helpLogoutKeepLocal)
            case .wipe: .words(.helpLogoutWipe)
            }
        }
    }

    func run() async throws {
        // Not logged in: nothing to resolve or push (a broken config does not stop this answer).
        guard FileManager.default.fileExists(atPath: SessionStore.default().path) else {
            return AccountScreen.show(AccountWorkflow.Logout(), json: options.json)
        }
        let context = try options.context(loadingSession: false)
        let workflow = AccountWorkflow(
            settings: context.settings, coordinator: context.coordinator,
            prompter: TerminalPrompter(warn: context.warn),
            progress: options.progress)
        let outcome = try await context.call { () async throws(TodoError) -> AccountWorkflow.Logout in
            try await workflow.logout(keep: keep.map { $0 == .keepLocal }, force: force)
        }
        AccountScreen.show(outcome, json: options.json)
    }
}

struct WhoamiCommand: ParsableCommand {
    static let configuration = Help.command(.whoami, .helpWhoamiAbstract)

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func run() throws {
        let session = try Console.guarded { () throws(TodoError) -> Session? in try SessionStore.default().load() }
        AccountScreen.show(session, json: options.json)
    }
}
