import TodoStore

/// What `todo log` shows (issue 34): the store's activity, the todos deleted on other devices, one
/// todo's versions, or one version of it.
public enum HistoryView: Sendable {
    /// The store's history, newest first.
    case activity([VersionRecord])
    /// The todos deleted elsewhere and not back since (`--deleted`).
    case deleted([VersionRecord])
    /// One todo's versions, newest first.
    case todo(TodoHistory)
    /// One version of a todo and its number (`--version K`).
    case version(VersionRecord, number: Int)
}
