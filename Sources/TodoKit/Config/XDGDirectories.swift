import FoundationEssentials

/// The XDG base directories of `todo`: where its config and its data live by default.
public struct XDGDirectories: Sendable {
    /// `$XDG_CONFIG_HOME/todo`, or `~/.config/todo`: the config file and the session.
    public let config: String
    /// `$XDG_DATA_HOME/todo`, or `~/.local/share/todo`: the device's store.
    public let data: String

    /// The directories `environment` names (an empty variable counts as unset, as the spec says).
    public init(environment: [String: String]) {
        let home = environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
        func base(_ variable: String, _ fallback: String) -> String {
            if let value = environment[variable], !value.isEmpty { return value }
            return home + "/" + fallback
        }
        config = base("XDG_CONFIG_HOME", ".config") + "/todo"
        data = base("XDG_DATA_HOME", ".local/share") + "/todo"
    }
}
