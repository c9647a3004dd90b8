import TodoModel
import TodoValues

/// Recurrence and waiting (issue 35): `--recur`, `--until` and `--wait` of `add` and `edit`, kept
/// in the text as todo.txt-style tokens (see ``TextTokens``), and the due filters of `list`.
public struct RecurrenceOptions: Sendable {
    /// `--recur`: a period, or `none`.
    public var recur: String?
    /// `--until`: a date, or `none`.
    public var until: String?
    /// `--wait`: a date, or `none`.
    public var wait: String?

    public init(recur: String?, until: String?, wait: String?) {
        (self.recur, self.until, self.wait) = (recur, until, wait)
    }

    /// None of the three options.
    public static let none = RecurrenceOptions(recur: nil, until: nil, wait: nil)

    /// No option given.
    public var isEmpty: Bool { recur == nil && until == nil && wait == nil }

    /// The rule `raw` names; `nil` for `none`. A `.usage` error naming the periods otherwise.
    public static func rule(_ raw: String) throws(TodoError) -> RecurrenceRule? {
        if raw.trimmingWhitespace().lowercased() == "none" { return nil }
        guard let rule = RecurrenceRule(period: raw.trimmingWhitespace()) else {
            throw .usage(.recurUnknown, ["value": raw, "periods": RecurrenceRule.periodWords.joined(separator: ", ")])
        }
        return rule
    }

    /// The local day `raw` names for `option` (the date grammar of `--due`); `nil` for `none`.
    public static func day(_ raw: String, option: String, now: Int64) throws(TodoError) -> CivilDay? {
        try instant(raw, option: option, now: now).map { LocalTime().civilDay($0).day }
    }

    /// The instant `raw` names for `option`; `nil` for `none`.
    public static func instant(_ raw: String, option: String, now: Int64) throws(TodoError) -> Int64? {
        if raw.trimmingWhitespace().lowercased() == "none" { return nil }
        guard let value = DateInput.parse(raw, now: now, language: Language.current) else {
            throw .usage(
                .parseDateOption,
                ["option": option, "value": raw, "forms": DateInput.acceptedForms(language: Language.current)])
        }
        return value
    }

    /// `text` with these options' tokens set, for a todo that will be due at `deadline`
    /// (`dueChanged`: an edit sets its due date, `dueCleared`: an edit removes it); `previous` is
    /// the text before an edit (its tokens carry over into a new `--text`), `clock` the device's.
    ///
    /// A `rec:` token the text gives itself (typed in `add`'s text, or new in `edit --text`) is a
    /// series set as `--recur` sets one. When a series is set or its due date moves, the text gets
    /// the series' zone and anchor (`tz:`, `anchor:`, ``RecurrenceAnchor``): the device's zone
    /// (or one the typed text names) and the due date's day and time there. `--recur none` removes
    /// them with `rec:` and `until:`.
    /// A `.usage` error: an unknown period, a repeating todo without a due date, `--until` without a
    /// series or before the due date, a date not understood.
    public func applied(
        to text: String, previous: String? = nil, deadline: Int64?, dueChanged: Bool = false,
        dueCleared: Bool = false, now: Int64, clock: LocalTime = LocalTime()
    ) throws(TodoError) -> String {
        var text = text
        let typed = TextTokens.read(text)
        let had = previous.map(TextTokens.read)
        if let had, let previous, text != previous {
            // A new --text keeps the tokens of the old one that it does not give itself.
            if typed.rule == nil, let rule = had.rule {
                text = TextTokens.setting(.recurrence, rule.tokenValue, in: text)
            }
            if typed.until == nil, let until = had.until {
                text = TextTokens.setting(.until, until.description, in: text)
            }
            if typed.wait == nil, let wait = had.wait { text = TextTokens.setting(.wait, wait.description, in: text) }
            if typed.rule == nil || typed.rule == had.rule {
                if typed.zone == nil, let zone = had.zone { text = TextTokens.setting(.zone, zone, in: text) }
                if typed.anchor == nil, let anchor = had.anchor {
                    text = TextTokens.setting(.anchor, anchor.tokenValue, in: text)
                }
            }
        }
        // A rule the text gives itself is set as --recur sets one (issue 41).
        let typedRule = typed.rule != nil && typed.rule != had?.rule
        if let recur {
            let rule = try Self.rule(recur)
            text = TextTokens.setting(.recurrence, rule?.tokenValue, in: text)
            if rule == nil {
                for key in [TextTokens.Key.until, .zone, .anchor] { text = TextTokens.setting(key, nil, in: text) }
            }
        }
        if let until {
            let day = try Self.day(until, option: "--until", now: now)
            text = TextTokens.setting(.until, day?.description, in: text)
        }
        if let wait {
            let day = try Self.day(wait, option: "--wait", now: now)
            text = TextTokens.setting(.wait, day?.description, in: text)
        }
        let tokens = TextTokens.read(text)
        if self.until != nil, tokens.until != nil, tokens.rule == nil { throw .usage(.recurUntilWithoutRecur) }
        if tokens.rule != nil, deadline == nil, recur != nil || dueCleared || typedRule {
            throw .usage(.recurNeedsDue)
        }
        if tokens.rule != nil, let deadline, recur != nil || typedRule || dueChanged {
            // The series' zone and anchor (issue 41): a zone the typed text names anew, else the
            // device's, in which the due date was read.
            let named = typed.zone != had?.zone ? typed.zone : nil
            let zone = named.flatMap(ZoneRules.named).map { LocalTime(rules: $0) } ?? clock
            text = TextTokens.setting(.zone, zone.zoneName, in: text)
            text = TextTokens.setting(.anchor, RecurrenceAnchor(deadline: deadline, clock: zone).tokenValue, in: text)
        }
        if let until = tokens.until, tokens.rule != nil, let deadline {
            let due = clock.civilDay(deadline).day
            if until < due {
                throw .usage(.recurUntilBeforeDue, ["until": until.description, "due": due.description])
            }
        }
        return text
    }

    /// The due range of `list`'s `--due`, `--due-before` and `--due-after` (`nil`: none given), and
    /// whether `--due overdue` asks for the overdue todos.
    public static func dueRange(
        due: String?, before: String?, after: String?, now: Int64
    ) throws(TodoError) -> (range: ListQuery.DueRange?, overdue: Bool) {
        var range: ListQuery.DueRange?
        var overdue = false
        if let due {
            guard let window = ListQuery.DueWindow(rawValue: due.trimmingWhitespace().lowercased()) else {
                throw .usage(.listDueUnknown, ["value": due])
            }
            if window == .overdue { overdue = true } else { range = ListQuery.range(window, now: now) }
        }
        if before != nil || after != nil {
            let limits = ListQuery.range(
                before: try before.flatMap { raw throws(TodoError) in try instant(raw, option: "--due-before", now: now)
                },
                after: try after.flatMap { raw throws(TodoError) in try instant(raw, option: "--due-after", now: now) })
            range = range.map { $0.intersected(with: limits) } ?? limits
        }
        return (range, overdue)
    }
}
