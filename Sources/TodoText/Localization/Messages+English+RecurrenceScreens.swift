import TodoValues

// Recurrence and waiting (issue 35): the English of the markers, lines and help.
extension Messages {
    /// The English templates of the recurrence and waiting screens and help; `nil` for another key.
    static func englishRecurrenceScreenTemplate(_ key: MessageKey) -> String? {
        switch key {
        case .listRecurs: "↻ {period}"
        case .listRecursUntil: "↻ {period} until {date}"
        case .listWaits: "(waits until {date})"
        case .listNothingWaiting: "nothing waiting"
        case .detailRepeats: "repeats:     {marker}"
        case .detailWaits: "waits until: {date}"
        case .changeNextOccurrence: "Next {todo}, due {date}"
        case .undoKeptOccurrence: "kept {todo}: the next occurrence changed since the todo was completed"
        case .helpAddRecur:
            "Repeat: daily, weekdays, weekly, monthly, yearly, every 2w (3d, 2m, 1y) from the due date, or "
                + "after 3d from completion; needs --due. Kept in the text as rec:+1m or rec:3d."
        case .helpAddUntil: "The last day a repeating series may fall on (until:YYYY-MM-DD in the text)."
        case .helpAddWait: "Hide the todo from `todo list` until this day (t:YYYY-MM-DD in the text)."
        case .helpEditRecur: "Repeat as --recur of `todo add` does; none stops repeating."
        case .helpEditUntil: "The last day of the series; none removes it."
        case .helpEditWait: "Hide the todo until this day; none shows it again."
        case .helpListWaiting: "Only the todos waiting for a later day (--wait); --all shows them with the rest."
        case .helpListDue: "Only todos due today, tomorrow, this week (today and the 6 days after) or overdue."
        case .helpListDueBefore: "Only todos due before this day."
        case .helpListDueAfter: "Only todos due after this day."
        default: nil
        }
    }
}
