// Recurrence and waiting (issue 35): the English of the errors TodoKit's values carry.
extension Messages {
    /// The English templates of the recurrence and waiting errors; `nil` for another key.
    static func englishRecurrenceTemplate(_ key: MessageKey) -> String? {
        switch key {
        case .recurUnknown: "unknown period '{value}': use {periods}, or none to stop repeating"
        case .recurNeedsDue: "--recur needs a due date: add --due (the series counts from it)"
        case .recurUntilBeforeDue: "--until {until} is before the due date {due}"
        case .recurUntilWithoutRecur: "--until ends a repeating series: add --recur"
        case .parseDateOption: "{option}: date not understood: '{value}'; use {forms}"
        case .listDueUnknown: "--due takes today, tomorrow, week or overdue, got '{value}'"
        default: nil
        }
    }
}
