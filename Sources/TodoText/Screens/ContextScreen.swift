import TodoValues

/// `todo context`: the saved contexts, and the note `todo list` shows under an active one.
public enum ContextScreen {
    /// One saved context in `todo context --json`.
    public struct Entry: Encodable, Equatable, Sendable {
        public let name: String
        public let filter: String
        public let active: Bool
    }

    /// The saved contexts, sorted by name, the active one marked.
    public static func entries(_ contexts: Contexts) -> [Entry] {
        contexts.names.map { Entry(name: $0, filter: contexts.saved[$0] ?? "", active: $0 == contexts.active) }
    }

    /// `* name  filter` lines (`*` marks the active one), or how to save one when none is saved.
    public static func text(_ contexts: Contexts) -> String {
        let entries = entries(contexts)
        guard !entries.isEmpty else { return Messages.text(.contextNoneSaved) + "\n" }
        let width = entries.map(\.name.count).max() ?? 0
        var out = ""
        for entry in entries {
            let name = TerminalText.escape(entry.name) + String(repeating: " ", count: width - entry.name.count)
            out += (entry.active ? "* " : "  ") + name + "  " + TerminalText.escape(entry.filter) + "\n"
        }
        return out
    }

    /// The line saying what `todo context` changed.
    public static func line(_ done: ContextAction.Done) -> String {
        switch done {
        case .saved(let name, let filter):
            Messages.text(.contextSaved, ["name": TerminalText.escape(name), "filter": TerminalText.escape(filter)])
        case .removed(let name): Messages.text(.contextRemoved, ["name": name])
        case .cleared: Messages.text(.contextCleared)
        case .activated(let name, let filter): Messages.text(.contextActivated, ["name": name, "filter": filter])
        }
    }

    /// The line `todo list` starts with while the context `name` applies.
    public static func listNote(name: String, filter: String) -> String {
        Messages.text(.contextListNote, ["name": TerminalText.escape(name), "filter": TerminalText.escape(filter)])
            + "\n"
    }
}
