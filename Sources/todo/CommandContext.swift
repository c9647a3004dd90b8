import ArgumentParser
import TodoKit
import TodoModel
import TodoTerminal
import TodoText
import TodoValues

/// What a command works with, built once by ``GlobalOptions/context()``: its options, settings and
/// store selection, and the coordinator over those stores.
///
/// The session file is read once, for the selection; every sync of the command goes through the
/// selection's ``StoreSelection/connection``.
///
/// Its methods call the coordinator, then print what the command does not word itself: the
/// stores' warnings and the push's warning on standard error; an error is a one-line message and
/// an exit code.
struct CommandContext {
    let options: GlobalOptions
    let settings: Settings
    let selection: StoreSelection
    let coordinator: Coordinator
    /// The config file the settings came from (its contexts: issue 35).
    let config: ConfigFile

    init(options: GlobalOptions, settings: Settings, selection: StoreSelection, config: ConfigFile? = nil) {
        self.options = options
        self.settings = settings
        self.selection = selection
        self.config = config ?? ConfigFile(path: "")
        coordinator = Coordinator(selection: selection)
    }

    /// Runs `body` with both stores open (read-only use: list, show, export).
    func read<T>(_ body: (StoreSet) throws(TodoError) -> T) throws -> T {
        try guarded { () throws(TodoError) -> T in try coordinator.read(body) }
    }

    /// How devices are named on screens: the config's `device-name` and `device-alias`, and
    /// `ownID` as this device. Read without the store (the sync's incoming lines never show this
    /// device's own versions, and the dry run and watch must not open it to name one).
    func deviceNames(ownID: String = "") -> DeviceNames {
        DeviceNames(ownID: ownID, config: config)
    }

    /// Runs `body` with the primary store open (the account's when logged in); no push.
    func run<T>(_ body: (DataManager) throws(TodoError) -> T) throws -> T {
        try guarded { () throws(TodoError) -> T in try coordinator.withPrimary(body) }
    }

    /// Runs a change on both stores (``StoreSet``); the body returns its value and whether it
    /// changed the primary store, which then gets the quick push attempt.
    func change<T>(
        primaryOnly: Bool = false,
        _ body: (StoreSet) throws(TodoError) -> (value: T, pushes: Bool)
    ) async throws -> (T, PushNote) {
        let changed = try await call { () async throws(TodoError) in
            try await coordinator.change(progress: options.progress, primaryOnly: primaryOnly, body)
        }
        return (changed.value, note(changed.push))
    }

    /// Runs a change of the todo `prefix` names, in whichever store holds it.
    func changeItem<T>(_ prefix: String, _ body: (DataManager, TodoItem) throws(TodoError) -> T) async throws -> (
        T, PushNote
    ) {
        let changed = try await call { () async throws(TodoError) in
            try await coordinator.changeItem(prefix, progress: options.progress, body)
        }
        return (changed.value, note(changed.push))
    }

    /// Runs a change of the todos `words` name (see ``Coordinator/changeItems(_:progress:_:)``).
    func changeItems<T>(_ words: [String], _ body: (DataManager, [TodoItem]) throws(TodoError) -> [T]) async throws
        -> ([T], PushNote)
    {
        let changed = try await call { () async throws(TodoError) in
            try await coordinator.changeItems(words, progress: options.progress, body)
        }
        return (changed.value, note(changed.push))
    }

    /// Runs `body` with the coordinator; whatever happens, the stores' warnings are shown after
    /// it, then an error's message.
    func call<T>(_ body: () async throws(TodoError) -> T) async throws -> T {
        do {
            defer { warn() }
            return try await body()
        } catch {
            throw failed(error)
        }
    }

    /// ``call(_:)`` for work that does not wait.
    func guarded<T>(_ body: () throws(TodoError) -> T) throws -> T {
        do {
            defer { warn() }
            return try body()
        } catch {
            throw failed(error)
        }
    }

    /// Shows `error`'s message; the exit code to leave with.
    private func failed(_ error: TodoError) -> ExitCode {
        Console.error(error.message)
        return ExitCode(ExitCodes.code(error))
    }

    /// Shows the stores' warnings not shown yet.
    func warn() {
        for warning in coordinator.takeWarnings() { Console.warn(warning) }
    }

    /// The note the push's confirmation line ends with (``PushNote/shown(_:quiet:)``).
    func note(_ push: Coordinator.QuickPush?) -> PushNote {
        PushNote.shown(push, quiet: options.quiet)
    }
}
