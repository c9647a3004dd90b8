import ArgumentParser
import TodoKit
import TodoTerminal
import TodoText
import TodoValues

/// The options every command takes.
///
/// argument-parser reads the declarations here; what else needs the list (the settings' flags,
/// the unset values of ``QuickParse``, the names ``ArgumentWords`` moves) derives it from
/// ``all`` beside them (GlobalOptions+All.swift), which `GlobalOptionsTests` holds to these.
struct GlobalOptions: ParsableArguments {
    @Flag(help: .words(.helpGlobalJSON)) var json = false

    @Option(help: .setting(.home)) var home: String?

    @Flag(help: .words(.helpGlobalOffline)) var offline = false

    @Option(help: .setting(.server)) var server: String?

    @Option(help: .setting(.token)) var token: String?

    @Option(help: .setting(.minDelay)) var minDelay: Double?

    @Option(help: .setting(.factor)) var factor: Double?

    @Option(help: .setting(.jitter)) var jitter: Double?

    @Option(help: .setting(.maxDelay)) var maxDelay: Double?

    @Option(help: .setting(.timeout)) var timeout: Double?

    @Option(help: .setting(.generateFails)) var generateFails: Int?

    @Flag(help: .words(.helpGlobalInsecure)) var insecure = false

    @Option(help: .setting(.cacert)) var cacert: String?

    @Flag(name: .shortAndLong, help: .words(.helpGlobalVerbose)) var verbose = false

    @Flag(help: .words(.helpGlobalNoColor)) var noColor = false

    @Flag(name: .shortAndLong, help: .words(.helpGlobalQuiet)) var quiet = false

    // The pager (issue 35)
    @Flag(help: .words(.helpGlobalNoPager)) var noPager = false

    /// The environment, the config file and the flags, resolved; warns on standard error when
    /// `--insecure` is in effect.
    func settings() throws(TodoError) -> Settings {
        try resolved().settings
    }

    /// ``settings()`` and the config file they were resolved from (read once: its contexts too).
    func resolved() throws(TodoError) -> (settings: Settings, config: ConfigFile) {
        let (settings, config) = try Settings.resolved(flags: flags, verbose: verbose)
        if settings.insecure, settings.server != nil, !settings.offline { Console.warnInsecure() }
        return (settings, config)
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
        let (settings, config) = try resolved()
        let session = loadingSession ? try SessionStore.default().load() : nil
        return CommandContext(
            options: self, settings: settings, selection: StoreSelection(settings: settings, session: session),
            config: config)
    }
}
