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

    /// The stores this command works on: the account's when a session for the configured
    /// server exists, and the device's own (see ``StoreSelection``).
    func selection() throws(TodoError) -> StoreSelection {
        StoreSelection(settings: try settings(), session: try SessionStore.default().load())
    }

    /// Runs a local change with the store open, then makes the one quick push attempt of an
    /// interactive command; returns the body's value and a note on what the push did (none with
    /// `--quiet`). A long push reports to `progress`.
    func change<T>(
        progress: any ProgressReporter = SilentProgress(),
        _ body: (DataManager) throws(TodoError) -> T
    ) async throws -> (T, PushNote) {
        try await runAsync { manager async throws(TodoError) -> (T, PushNote) in
            let value = try body(manager)
            return (value, await quickPush(manager, progress: progress))
        }
    }

    /// The quick push attempt after a change, as the note its confirmation line ends with (the
    /// push is made with `--quiet` too; only the note is left out).
    private func quickPush(_ manager: DataManager, progress: any ProgressReporter) async -> PushNote {
        let result = await manager.pushAfterChange(progress: progress)
        if case .success(let report) = result, case .failed(let message) = report.outcome {
            // Queued, but no retry will mend this (a certificate not trusted, a refused redirect):
            // said on standard error too, where scripts look.
            Console.warn(Messages.text(.pushFailedWarning, ["reason": message]))
        }
        guard !quiet else { return PushNote(nil) }
        let stored = (try? manager.state())?.sync
        return PushNote(result, nextTry: stored?.retry.nextAttemptAt, storedError: stored?.retry.lastError)
    }

    /// Runs a change on both stores (``StoreSet``); the body returns its value and whether it
    /// changed the primary store, which then gets the quick push attempt.
    func changeStores<T>(_ body: (StoreSet) throws(TodoError) -> (T, Bool)) async throws -> (T, PushNote) {
        do {
            let stores = try StoreSet(try selection())
            defer {
                stores.close()
                for warning in stores.warnings { Console.warn(warning) }
            }
            let (value, pushes) = try body(stores)
            return (value, pushes ? await quickPush(stores.primary, progress: progress) : PushNote(nil))
        } catch {
            Console.error(error.message)
            throw ExitCode(error.exitCode)
        }
    }

    /// Runs a change of the todo `prefix` names, in whichever store holds it.
    func changeItem<T>(
        _ prefix: String,
        _ body: (DataManager, TodoItem) throws(TodoError) -> T
    ) async throws -> (T, PushNote) {
        try await changeStores { stores throws(TodoError) in
            let (item, manager) = try stores.resolve(prefix)
            return (try body(manager, item), manager === stores.primary)
        }
    }

    /// Runs a change of the todos `words` name (ids, prefixes, short numbers, ranges): `body`
    /// gets each store's todos at once (one commit, one undo step) and returns one value per todo,
    /// in its order; the values come back in the order the words named the todos.
    func changeItems<T>(
        _ words: [String],
        _ body: (DataManager, [TodoItem]) throws(TodoError) -> [T]
    ) async throws -> ([T], PushNote) {
        try await changeStores { stores throws(TodoError) -> ([T], Bool) in
            let targets = try stores.resolveAll(words)
            var position: [String: Int] = [:]
            for (index, target) in targets.enumerated() { position[target.item.id] = index }
            var results = [T?](repeating: nil, count: targets.count)
            var pushes = false
            for group in StoreSet.grouped(targets) {
                let values = try body(group.manager, group.items)
                for (item, value) in zip(group.items, values) { results[position[item.id] ?? 0] = value }
                if group.manager === stores.primary { pushes = true }
            }
            return (results.compactMap { $0 }, pushes)
        }
    }

    /// Runs `body` with both stores open (read-only use: list, show, export).
    func withStores<T>(_ body: (StoreSet) throws(TodoError) -> T) throws -> T {
        try Console.guarded { () throws(TodoError) -> T in
            let stores = try StoreSet(try selection())
            defer {
                stores.close()
                for warning in stores.warnings { Console.warn(warning) }
            }
            return try body(stores)
        }
    }

    /// Runs an async `body` with the primary store open, as ``run(_:)`` does.
    func runAsync<T>(_ body: (DataManager) async throws(TodoError) -> T) async throws -> T {
        do {
            let manager = try DataManager(settings: try selection().primary)
            defer {
                manager.close()
                for warning in manager.warnings { Console.warn(warning) }
            }
            return try await body(manager)
        } catch {
            Console.error(error.message)
            throw ExitCode(error.exitCode)
        }
    }

    /// Runs `body` with the primary store open (the account's when logged in), turning errors
    /// into a one-line message and an exit code.
    func run<T>(_ body: (DataManager) throws(TodoError) -> T) throws -> T {
        try Console.guarded { () throws(TodoError) -> T in
            let manager = try DataManager(settings: try selection().primary)
            defer {
                manager.close()
                for warning in manager.warnings { Console.warn(warning) }
            }
            return try body(manager)
        }
    }
}
