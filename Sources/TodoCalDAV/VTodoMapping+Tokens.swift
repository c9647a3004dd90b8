import TodoICalendar
import TodoModel

/// Recurrence and waiting: the text's tokens (``TextTokens``) as other clients read them.
///
/// | token | VTODO |
/// |---|---|
/// | `rec:+1d` `+1w` `+1m` `+1y`, `+Nu` | `RRULE:FREQ=DAILY` … `;INTERVAL=N` |
/// | `rec:+1b` (weekdays) | `RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR` |
/// | `until:DAY` | `UNTIL=DAY` in the `RRULE` |
/// | `t:DAY` (waiting) | `DTSTART;VALUE=DATE:DAY` |
/// | every token, as typed | `X-TODO-TOKENS` |
///
/// A rule counted from the completion (`rec:3d`) has no `RRULE` (iCalendar repeats from the
/// start); `X-TODO-TOKENS` keeps it, with the series' `tz:` and `anchor:`. Reading prefers
/// `X-TODO-TOKENS` while the `RRULE` and `DTSTART` still say what it says; once another client
/// changed them, they win. An `RRULE` this client has no rule for (`BYMONTHDAY`, `COUNT` …) reads
/// as no rule and its line is never rewritten: the task keeps it across an edit here.
extension VTodoMapping {
    /// How a rule and its last day are written: `FREQ=MONTHLY;INTERVAL=2;UNTIL=20270630`; `nil`
    /// for a rule iCalendar cannot say (from the completion; every N working days, N > 1).
    static func rrule(_ rule: RecurrenceRule, until: CivilDay?) -> String? {
        guard rule.fromDue else { return nil }
        var parts: [String]
        switch rule.unit {
        case .day: parts = ["FREQ=DAILY"]
        case .weekday:
            guard rule.count == 1 else { return nil }
            parts = ["FREQ=WEEKLY", "BYDAY=MO,TU,WE,TH,FR"]
        case .week: parts = ["FREQ=WEEKLY"]
        case .month: parts = ["FREQ=MONTHLY"]
        case .year: parts = ["FREQ=YEARLY"]
        }
        if rule.count > 1 { parts.append("INTERVAL=\(rule.count)") }
        if let until { parts.append("UNTIL=" + date(until)) }
        return parts.joined(separator: ";")
    }

    /// The rule an `RRULE` value says, with its last day; `nil` when this client has none like it.
    func rule(fromRRULE value: String) -> Series? {
        var fields: [String: String] = [:]
        for part in value.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { return nil }
            fields[pair[0].uppercased().trimmingWhitespace()] = pair[1].uppercased().trimmingWhitespace()
        }
        let interval = fields.removeValue(forKey: "INTERVAL").map { Int($0) } ?? 1
        guard let interval, (1...999).contains(interval), let freq = fields.removeValue(forKey: "FREQ") else {
            return nil
        }
        var until: CivilDay?
        if let raw = fields.removeValue(forKey: "UNTIL") {
            guard let instant = instant(ICalProperty("UNTIL", value: raw)) else { return nil }
            until = local.civilDay(instant).day
        }
        fields.removeValue(forKey: "WKST")
        let byDay = fields.removeValue(forKey: "BYDAY")
        guard fields.isEmpty else { return nil }
        let unit: RecurrenceRule.Unit
        switch (freq, byDay) {
        case ("DAILY", nil): unit = .day
        case ("WEEKLY", nil): unit = .week
        case ("WEEKLY", let days?) where interval == 1 && Set(days.split(separator: ",")) == Self.workingDays:
            unit = .weekday
        case ("MONTHLY", nil): unit = .month
        case ("YEARLY", nil): unit = .year
        default: return nil
        }
        return Series(rule: RecurrenceRule(count: interval, unit: unit, fromDue: true), until: until)
    }

    /// A rule and its last day, as an `RRULE` carries them.
    struct Series: Equatable {
        var rule: RecurrenceRule
        var until: CivilDay?
    }

    static let workingDays: Set<Substring> = ["MO", "TU", "WE", "TH", "FR"]

    /// The day a `DTSTART` says (waiting until then); `nil` without one or for an empty value.
    func waitDay(of todo: ICalComponent) -> CivilDay? {
        guard let start = todo.property("DTSTART"), let instant = instant(start) else { return nil }
        return local.civilDay(instant).day
    }

    /// The series a task's `RRULE` says.
    func series(of todo: ICalComponent) -> Series? {
        todo.property("RRULE").flatMap { rule(fromRRULE: $0.value) }
    }

    /// The series the tokens say, as an `RRULE` could carry it.
    func series(of values: [TextTokens.Key: Substring]) -> Series? {
        guard let rule = values[.recurrence].flatMap({ RecurrenceRule(tokenValue: $0) }),
            Self.rrule(rule, until: nil) != nil
        else { return nil }
        return Series(rule: rule, until: values[.until].flatMap { CivilDay(text: $0) })
    }

    /// The tokens a task's text holds: ``X-TODO-TOKENS`` while `RRULE` and `DTSTART` agree with
    /// it, else what they say (the series' zone and anchor kept while the rule is the same).
    func tokens(of todo: ICalComponent) -> [TextTokens.Key: Substring] {
        let ours = todo.property("X-TODO-TOKENS").map { TextTokens.values($0.text) } ?? [:]
        let series = series(of: todo)
        let wait = waitDay(of: todo)
        if series == self.series(of: ours), wait == ours[.wait].flatMap({ CivilDay(text: $0) }) { return ours }
        var values: [TextTokens.Key: Substring] = [:]
        if let series {
            values[.recurrence] = Substring(series.rule.tokenValue)
            if let until = series.until { values[.until] = Substring(until.description) }
            if ours[.recurrence].flatMap({ RecurrenceRule(tokenValue: $0) }) == series.rule {
                values[.zone] = ours[.zone]
                values[.anchor] = ours[.anchor]
            }
        }
        if let wait { values[.wait] = Substring(wait.description) }
        return values
    }

    /// The tokens of `text` as one line, in the keys' order: `rec:+1m until:2027-06-30`.
    static func tokenLine(_ values: [TextTokens.Key: Substring]) -> String {
        TextTokens.Key.allCases.compactMap { key in values[key].map { key.rawValue + ":" + $0 } }.joined(
            separator: " ")
    }

    /// The text without its tokens when reading them back (appended, in the keys' order) gives
    /// `text` again; else `text`, its tokens left in the summary.
    static func withoutTokens(_ text: String) -> (text: String, tokens: [TextTokens.Key: Substring]) {
        let (_, ranges) = TextTokens.scan(text)
        let values = TextTokens.values(text)
        guard !ranges.isEmpty else { return (text, values) }
        let bare = TextTokens.displayText(text, without: ranges)
        return (TextTokens.setting(values, in: bare) == text ? bare : text, values)
    }

    /// Writes the tokens: `X-TODO-TOKENS`, the `RRULE` and `DTSTART`, each line kept while it
    /// already says the same.
    func writeTokens(_ values: [TextTokens.Key: Substring], into todo: inout ICalComponent) {
        if values.isEmpty {
            todo.remove("X-TODO-TOKENS")
        } else {
            let line = Self.tokenLine(values)
            if todo.property("X-TODO-TOKENS")?.text != line { todo.set(ICalProperty("X-TODO-TOKENS", text: line)) }
        }
        let wanted = series(of: values)
        if series(of: todo) != wanted {
            if let wanted, let value = Self.rrule(wanted.rule, until: wanted.until) {
                todo.set(ICalProperty("RRULE", value: value))
            } else {
                todo.remove("RRULE")
            }
        }
        let wait = values[.wait].flatMap { CivilDay(text: $0) }
        if waitDay(of: todo) != wait {
            if let wait {
                todo.set(ICalProperty("DTSTART", parameters: [ICalParameter("VALUE", "DATE")], value: Self.date(wait)))
            } else {
                todo.remove("DTSTART")
            }
        }
    }
}
