import TodoValues

// Contexts, the pager and config origins (issue 35): their help examples.
extension HelpText {
    /// The examples of issue 35's commands and options, by command name (after the command's own).
    public static let contextExamples: [CommandName: [String]] = [
        .context: [
            #"todo context set work "+work @office""#,
            "todo context work",
            "todo context",
            "todo context --json",
            "todo context none",
            "todo context rm work",
        ],
        .list: ["todo list --no-context", "todo list --context home", "todo list --no-pager"],
        .add: [#"todo add "Call Bob" --context work"#, #"todo add "Buy milk" --no-context"#],
        .config: ["todo config list --origin", "todo --timeout 5 config list --origin --json"],
    ]
}
