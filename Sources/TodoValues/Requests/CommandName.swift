/// The name of each of todo's commands as typed, and its aliases: the one list the executable's
/// command configurations, the history's records (`todo log`, `todo undo`) and the checks on the
/// words of a line (`ColorOption` in TodoTerminal, the quick parse) take their names from.
///
/// The history stores the raw value (a store written by an older version may hold any string):
/// read it back with `CommandName(rawValue:)`.
public enum CommandName: String, CaseIterable, Sendable {
    case add, list, show, edit, done, undone, rm, clear, undo, status, export
    case `import`, sync, watch, conflicts, config, signup, login, logout, whoami, doctor, options
    // Contexts (issue 35); history and restore (issue 34)
    case context, log, restore

    /// The other names the command answers to.
    public var aliases: [String] {
        switch self {
        case .add: ["new"]
        case .list: ["ls"]
        case .done: ["finish"]
        case .rm: ["del", "delete", "remove"]
        default: []
        }
    }

    /// The name and the aliases.
    public var names: [String] { [rawValue] + aliases }

    /// The command `word` names, by its name or an alias.
    public init?(typed word: String) {
        guard let command = Self.allCases.first(where: { $0.names.contains(word) }) else { return nil }
        self = command
    }

    /// Whether the command removes todos (its undo puts them back).
    public var removes: Bool { self == .rm || self == .clear }
}
