import TodoStore

/// What a shell completion of ids and tags reads: the store the command line names (`--home`), or
/// the configured one; nothing when it cannot be read (a completion never prints an error).
public enum CompletionStore {
    /// The line's `--home DIR` (or `--home=DIR`; the last one given) alone, for the settings of
    /// the store it names; empty when none is given.
    public static func homeArguments(in arguments: [String]) -> [String] {
        var homeArguments: [String] = []
        for (index, argument) in arguments.enumerated() {
            if argument == "--home", index + 1 < arguments.count {
                homeArguments = ["--home", arguments[index + 1]]
            } else if argument.hasPrefix("--home=") {
                homeArguments = [argument]
            }
        }
        return homeArguments
    }

    /// The state of the store of `settings`, opened read-only and closed again; `nil` when it
    /// cannot be read.
    public static func state(settings: Settings) -> StoreState? {
        guard let manager = try? DataManager(settings: settings, readOnly: true) else { return nil }
        defer { manager.close() }
        return try? manager.state()
    }
}
