import ArgumentParser
import Foundation
import TodoKit
import TodoModel

/// The options every command takes.
struct GlobalOptions: ParsableArguments {
    @Flag(name: .long, help: ArgumentHelp(Messages.text(.helpGlobalJSON)))
    var json = false

    @Option(name: .long, help: ArgumentHelp(Messages.text(.helpGlobalHome), valueName: "dir"))
    var home: String?

    @Flag(name: .long, help: ArgumentHelp(Messages.text(.helpGlobalOffline)))
    var offline = false

    @Option(name: .long, help: ArgumentHelp(Messages.text(.helpGlobalServer), valueName: "url"))
    var server: String?

    @Option(name: .long, help: ArgumentHelp(Messages.text(.helpGlobalToken), valueName: "token"))
    var token: String?

    @Option(name: .customLong("min-delay"), help: ArgumentHelp(Messages.text(.helpGlobalMinDelay), valueName: "s"))
    var minDelay: Double?

    @Option(name: .long, help: ArgumentHelp(Messages.text(.helpGlobalFactor), valueName: "x"))
    var factor: Double?

    @Option(name: .long, help: ArgumentHelp(Messages.text(.helpGlobalJitter), valueName: "x"))
    var jitter: Double?

    @Option(name: .customLong("max-delay"), help: ArgumentHelp(Messages.text(.helpGlobalMaxDelay), valueName: "s"))
    var maxDelay: Double?

    @Option(name: .long, help: ArgumentHelp(Messages.text(.helpGlobalTimeout), valueName: "s"))
    var timeout: Double?

    @Option(
        name: .customLong("generate-fails"),
        help: ArgumentHelp(Messages.text(.helpGlobalGenerateFails), valueName: "n")
    )
    var generateFails: Int?

    @Flag(name: .long, help: ArgumentHelp(Messages.text(.helpGlobalInsecure)))
    var insecure = false

    @Option(name: .long, help: ArgumentHelp(Messages.text(.helpGlobalCACert), valueName: "file"))
    var cacert: String?

    @Flag(name: [.short, .long], help: ArgumentHelp(Messages.text(.helpGlobalVerbose)))
    var verbose = false

    @Flag(name: .customLong("no-color"), help: ArgumentHelp(Messages.text(.helpGlobalNoColor)))
    var noColor = false

    @Flag(name: .shortAndLong, help: ArgumentHelp(Messages.text(.helpGlobalQuiet)))
    var quiet = false

    var flags: SettingFlags {
        var flags = SettingFlags()
        flags.home = home
        flags.server = server
        flags.token = token
        flags.minDelay = minDelay
        flags.factor = factor
        flags.jitter = jitter
        flags.maxDelay = maxDelay
        flags.timeout = timeout
        flags.generateFails = generateFails
        flags.offline = offline
        flags.insecure = insecure
        flags.cacert = cacert
        return flags
    }

    /// Whether this process has said that `--insecure` is in effect (once is enough).
    nonisolated(unsafe) private static var warnedInsecure = false

    /// The environment, the config file and the flags, resolved; warns on standard error when
    /// `--insecure` is in effect.
    func settings() throws(TodoError) -> Settings {
        let environment = ProcessInfo.processInfo.environment
        let config = try ConfigFile.load(path: ConfigFile.defaultPath(environment: environment))
        let settings = try Settings.resolve(flags: flags, environment: environment, config: config)
        LogSetup.bootstrap(home: settings.home, verbose: verbose, environment: environment)
        if settings.insecure, settings.server != nil, !settings.offline, !Self.warnedInsecure {
            Self.warnedInsecure = true
            Console.warn(Messages.text(.insecureWarning))
        }
        return settings
    }

    /// What the command works with, built once: the settings, the stores it selects (the
    /// account's when a session for the configured server exists, and the device's own: see
    /// ``StoreSelection``) and the coordinator over them. Errors are a one-line message and an
    /// exit code. Without `loadingSession` the session file is not read (login and logout choose
    /// the stores themselves; a damaged file must not stop them).
    func context(loadingSession: Bool = true) throws -> CommandContext {
        try Console.guarded { () throws(TodoError) -> CommandContext in
            try makeContext(loadingSession: loadingSession)
        }
    }

    /// ``context(loadingSession:)``, with an error left to the caller.
    func makeContext(loadingSession: Bool = true) throws(TodoError) -> CommandContext {
        let settings = try settings()
        let session = loadingSession ? try SessionStore.default().load() : nil
        return CommandContext(
            options: self, settings: settings, selection: StoreSelection(settings: settings, session: session))
    }
}
