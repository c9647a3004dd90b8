import TodoStore

/// What a shell completion of ids and tags reads: the store the command line names (`--home`), or
/// the configured one; nothing when it cannot be read (a completion never prints an error). The
/// executable finds that store's `--home` on the line (`CompletionStore.homeArguments(in:)`).
public enum CompletionStore {
    /// The state of the store of `settings`, opened read-only and closed again; `nil` when it
    /// cannot be read.
    public static func state(settings: Settings) -> StoreState? {
        guard let manager = try? DataManager(settings: settings, readOnly: true) else { return nil }
        defer { manager.close() }
        return try? manager.state()
    }
}
