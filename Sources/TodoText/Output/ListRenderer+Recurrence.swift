import TodoFormats
import TodoModel
import TodoValues

// Recurrence and waiting (issue 35): the text's `rec:`, `t:` and `until:` tokens shown as markers.
extension ListRenderer {
    /// What the list shows for a text holding tokens (escaped, on one line): the text without
    /// them, then `↻ monthly` (with `until DATE`) and the day it waits until; `nil` when the text
    /// has no token, so the text is shown as it is. The markers of each set of tokens are made
    /// once per list (``recurrenceMarkers``).
    mutating func tokenText(_ text: String) -> String? {
        let (tokens, ranges) = TextTokens.scan(text)
        guard !ranges.isEmpty else { return nil }
        let display = TextTokens.displayText(text, without: ranges)
        var shown =
            Self.isPrintableASCII(display.utf8) ? display : TerminalText.escape(Self.singleLine(display))
        let markers: String
        if let made = recurrenceMarkers[tokens] {
            markers = made
        } else {
            markers = Self.markers(tokens, today: ListQuery.today(startOfToday: startOfToday)).joined(separator: " ")
            recurrenceMarkers[tokens] = markers
        }
        if !markers.isEmpty { shown += (shown.isEmpty ? "" : " ") + markers }
        return shown
    }

    /// The markers of `tokens`: how it repeats, and until when it waits (a wait that has ended by
    /// `today` is no longer shown: the todo is listed as any other).
    static func markers(_ tokens: TextTokens, today: CivilDay) -> [String] {
        var markers: [String] = []
        if let rule = tokens.rule {
            if let until = tokens.until {
                markers.append(Messages.text(.listRecursUntil, ["period": rule.period, "date": until.description]))
            } else {
                markers.append(Messages.text(.listRecurs, ["period": rule.period]))
            }
        }
        if let wait = tokens.wait, wait > today {
            markers.append(Messages.text(.listWaits, ["date": wait.description]))
        }
        return markers
    }
}

extension ListRenderer {
    /// `show`'s lines for the tokens of `text`: how it repeats, and until when it waits.
    static func detailMarkers(_ text: String) -> [String] {
        let tokens = TextTokens.read(text)
        var lines: [String] = []
        if let rule = tokens.rule {
            let marker =
                tokens.until.map { Messages.text(.listRecursUntil, ["period": rule.period, "date": $0.description]) }
                ?? Messages.text(.listRecurs, ["period": rule.period])
            lines.append(Messages.text(.detailRepeats, ["marker": marker]))
        }
        if let wait = tokens.wait { lines.append(Messages.text(.detailWaits, ["date": wait.description])) }
        return lines
    }
}

extension ListRenderer {
    /// Says that `list --waiting` found nothing waiting.
    public mutating func noteWaiting() {
        if filterNote == nil { filterNote = Messages.text(.listNothingWaiting) }
    }

    /// The line `done` says of the next occurrence it made: `Next 1a2b3c4d "Pay rent", due 2026-12-01`.
    public static func nextOccurrence(_ item: TodoItem) -> String {
        var days = DayFormatter()
        return Messages.text(
            .changeNextOccurrence,
            ["todo": TodoWords.describe(item), "date": item.deadline.map { days.string($0) } ?? ""])
    }
}
