import TodoValues

// Recurrence and waiting (issue 35): the examples of --recur, --until, --wait and the due filters.
extension HelpText {
    /// The examples of the recurrence and waiting options, after each command's own.
    static let recurrenceExamples: [CommandName: [String]] = [
        .add: [
            #"todo add "Pay rent" --due 2026-12-01 --recur monthly --until 2027-11-30"#,
            #"todo add "Renew passport" --due 2027-03-01 --wait 2027-02-01"#,
        ],
        .edit: [#"todo edit 2 --recur "every 2w""#, "todo edit 2 --recur none --wait none"],
        .list: ["todo list --waiting", "todo list --due week", "todo list --due-after fri --due-before eom"],
    ]
}
