import ArgumentParser
import TodoKit

/// The end of each command's help: two or three examples, and where the global options are.
enum Help {
    /// The examples of each command, by its name (commands and values are not translated).
    static let examples: [String: [String]] = [
        "add": [
            #"todo add "Buy milk" --due tomorrow"#,
            #"todo add "Pay rent +home" --importance important --due 2026-12-01"#,
            #"todo add "Call mom" --color '#FF8800' --local"#,
        ],
        "list": ["todo list", "todo list --pending --sort due", "todo list --search milk --json"],
        "show": ["todo show 1", "todo show 61a9 --json"],
        "edit": [
            #"todo edit 1 --text "Buy oat milk""#, "todo edit 61a9 --due +3d --importance low", "todo edit 2 --no-due",
        ],
        "done": ["todo done 1", "todo done 1 3 61a9", "todo done 4-6"],
        "undone": ["todo undone 61a9", "todo undone 61a9 7eb6"],
        "rm": ["todo rm 2", "todo rm 2 5 61a9", "todo rm 3-5 --yes"],
        "undo": ["todo undo", "todo undo --json"],
        "clear": ["todo clear --done", "todo clear --yes"],
        "status": ["todo status", "todo status --json"],
        "export": ["todo export --csv > todos.csv", "todo export --json > todos.json"],
        "import": ["todo import todos.csv", "todo import todos.json --json"],
        "sync": [
            "todo sync",
            "todo sync --recover --deadline 240 --json",
            "todo sync --server http://127.0.0.1:8080 --token T",
        ],
        "watch": ["todo watch", "todo watch --interval 15 --json"],
        "conflicts": ["todo conflicts", "todo conflicts --clear"],
        "config": [
            "todo config set server http://127.0.0.1:8080", "todo config get server", "todo config list --json",
        ],
        "signup": ["todo signup alice", "todo signup alice --import-local"],
        "login": ["todo login alice", #"printf '%s\n' "$PASSWORD" | todo login alice --password-stdin"#],
        "logout": ["todo logout", "todo logout --keep-local", "todo logout --wipe"],
        "whoami": ["todo whoami", "todo whoami --json"],
        "doctor": ["todo doctor", "todo doctor --json"],
    ]

    /// The configuration of the subcommand `name`: its abstract, and its ``page(_:_:)`` as the
    /// discussion.
    static func command(
        _ name: String, _ abstract: MessageKey, discussion: MessageKey? = nil, aliases: [String] = []
    ) -> CommandConfiguration {
        var configuration = CommandConfiguration(
            commandName: name, abstract: Messages.text(abstract), discussion: page(name, discussion), aliases: aliases)
        // A command of `todo`. argument-parser reads this only of the command a parse starts
        // from: help and usage start from `todo` itself and are unchanged; a line that names its
        // command and is parsed from it (`Todo.parseNamed`) then skips the search for
        // `--generate-completion-script` (a line with one is parsed from the root), which was
        // half of that parse.
        configuration._superCommandName = "todo"
        return configuration
    }

    /// The discussion of `command`: `text` (if any), its examples, and a pointer to
    /// `todo help options`.
    static func page(_ command: String, _ text: MessageKey? = nil) -> String {
        var parts: [String] = []
        if let text { parts.append(Messages.text(text)) }
        if let lines = examples[command], !lines.isEmpty {
            parts.append(Messages.text(.helpExamples) + "\n" + lines.map { "  " + $0 }.joined(separator: "\n"))
        }
        parts.append(Messages.text(.helpGlobalPointer))
        return parts.joined(separator: "\n\n")
    }
}

extension ArgumentHelp {
    /// Help in the user's language: the message `key`, and the name of the option's value.
    static func words(
        _ key: MessageKey, value: String? = nil, visibility: ArgumentVisibility = .default
    ) -> ArgumentHelp {
        ArgumentHelp(Messages.text(key), valueName: value, visibility: visibility)
    }
}
