import TodoValues

/// The end of each command's help: two or three examples, and where the global options are.
public enum HelpText {
    /// The examples of each command, by its name (commands and values are not translated).
    public static let examples: [CommandName: [String]] = [
        .add: [
            #"todo add "Buy milk" --due tomorrow"#,
            #"todo add "Pay rent +home" --importance important --due 2026-12-01"#,
            #"todo add "Call mom" --color '#FF8800' --local"#,
        ],
        .list: ["todo list", "todo list --pending --sort due", "todo list --search milk --json"],
        .show: ["todo show 1", "todo show 61a9 --json"],
        .edit: [
            #"todo edit 1 --text "Buy oat milk""#, "todo edit 61a9 --due +3d --importance low", "todo edit 2 --no-due",
        ],
        .done: ["todo done 1", "todo done 1 3 61a9", "todo done 4-6"],
        .undone: ["todo undone 61a9", "todo undone 61a9 7eb6"],
        .rm: ["todo rm 2", "todo rm 2 5 61a9", "todo rm 3-5 --yes"],
        .undo: ["todo undo", "todo undo --json"],
        .clear: ["todo clear --done", "todo clear --yes"],
        .status: ["todo status", "todo status --json"],
        .export: ["todo export --csv > todos.csv", "todo export --json > todos.json"],
        .import: ["todo import todos.csv", "todo import todos.json --json"],
        .sync: [
            "todo sync",
            "todo sync --recover --deadline 240 --json",
            "todo sync --server http://127.0.0.1:8080 --token T",
            // Dry run and incoming changes (issue 34, points 4 and 5)
            "todo sync --dry-run",
            "todo sync -v",
        ],
        .watch: ["todo watch", "todo watch --interval 15 --json"],
        .conflicts: [
            "todo conflicts", "todo conflicts restore 1", "todo conflicts restore 2 --force", "todo conflicts --clear",
        ],
        .config: [
            "todo config set server http://127.0.0.1:8080", "todo config get server", "todo config list --json",
        ],
        .signup: ["todo signup alice", "todo signup alice --import-local"],
        .login: ["todo login alice", #"printf '%s\n' "$PASSWORD" | todo login alice --password-stdin"#],
        .logout: ["todo logout", "todo logout --keep-local", "todo logout --wipe"],
        .whoami: ["todo whoami", "todo whoami --json"],
        .doctor: ["todo doctor", "todo doctor --json"],
        // History and restore (issue 34)
        .log: ["todo log", "todo log 61a9", "todo log 61a9 --version 2", "todo log --deleted --json"],
        .restore: ["todo restore 61a9 2", "todo restore 61a9", "todo restore --conflict 1 --force"],
    ]

    /// The examples of subcommands that have a help page of their own, by command and subcommand.
    public static let subcommandExamples: [CommandName: [String: [String]]] = [
        .config: ["list": ["todo config list", "todo config list --json", "todo config list --origin --json"]]
    ]

    /// The discussion of `command` (of its `subcommand`, when given): `text` (if any), its
    /// examples, and a pointer to `todo help options`.
    public static func page(_ command: CommandName, subcommand: String? = nil, _ text: MessageKey? = nil) -> String {
        var parts: [String] = []
        if let text { parts.append(Messages.text(text)) }
        // The examples, then issue 35's (contexts, recurrence).
        let lines =
            if let subcommand {
                subcommandExamples[command]?[subcommand] ?? []
            } else {
                (examples[command] ?? []) + (contextExamples[command] ?? []) + (recurrenceExamples[command] ?? [])
            }
        if !lines.isEmpty {
            parts.append(Messages.text(.helpExamples) + "\n" + lines.map { "  " + $0 }.joined(separator: "\n"))
        }
        parts.append(Messages.text(.helpGlobalPointer))
        return parts.joined(separator: "\n\n")
    }
}
