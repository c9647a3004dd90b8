/// How a todo repeats, as its text keeps it: the todo.txt-style token `rec:+1m` (the next one is
/// due a month after this one's due date) or `rec:1m` (a month after it is completed).
///
/// Units: `d` days, `b` working days (Monday to Friday), `w` weeks, `m` months, `y` years; the
/// count is 1 to 999. Months and years keep the series' day of the month (its anchor,
/// ``RecurrenceAnchor``), clamped to a shorter month's last day, and the series goes back to it
/// when the month is long enough: monthly from Jan 31 is Feb 28 (29 in a leap year), then Mar 31.
/// Yearly from Feb 29 is Feb 28 in the next three years, then Feb 29 again. A series without an
/// anchor (an older version's, another client's) goes on from the clamped day, as it always did.
public struct RecurrenceRule: Sendable, Hashable {
    /// The step of a rule.
    public enum Unit: String, Sendable, CaseIterable {
        case day = "d"
        case weekday = "b"
        case week = "w"
        case month = "m"
        case year = "y"
    }

    /// How many units, 1 to 999.
    public var count: Int
    public var unit: Unit
    /// From the due date (`rec:+…`, strict) rather than from the completion (`rec:…`).
    public var fromDue: Bool

    public init(count: Int, unit: Unit, fromDue: Bool) {
        (self.count, self.unit, self.fromDue) = (count, unit, fromDue)
    }

    /// The periods `--recur` takes, for help and errors.
    public static let periodWords = ["daily", "weekdays", "weekly", "monthly", "yearly", "every 2w", "after 3d"]

    /// The one-word periods, which the shell completions offer (a word with a space would split).
    public static let completionWords = ["daily", "weekdays", "weekly", "monthly", "yearly"]

    /// A period as typed after `--recur` (case-insensitive): `daily`, `weekdays`, `weekly`,
    /// `monthly`, `yearly` (from the due date), `every N<unit>` (from the due date), `after
    /// N<unit>` (from the completion), or a token's value (`+1m`, `3d`). `nil` for anything else.
    public init?(period: String) {
        let words = period.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" })
        switch words.count {
        case 1:
            switch words[0] {
            case "daily": self.init(count: 1, unit: .day, fromDue: true)
            case "weekdays": self.init(count: 1, unit: .weekday, fromDue: true)
            case "weekly": self.init(count: 1, unit: .week, fromDue: true)
            case "monthly": self.init(count: 1, unit: .month, fromDue: true)
            case "yearly", "annually": self.init(count: 1, unit: .year, fromDue: true)
            default: self.init(tokenValue: words[0])
            }
        case 2:
            guard words[0] == "every" || words[0] == "after", !words[1].hasPrefix("+"),
                let rule = RecurrenceRule(tokenValue: words[1])
            else { return nil }
            self.init(count: rule.count, unit: rule.unit, fromDue: words[0] == "every")
        default:
            return nil
        }
    }

    /// The value of a `rec:` token: `+1m`, `3d`; `nil` for anything else.
    public init?(tokenValue: some StringProtocol) {
        var body = Substring(tokenValue)
        let fromDue = body.first == "+"
        if fromDue { body = body.dropFirst() }
        guard let last = body.last, let unit = Unit(rawValue: String(last)) else { return nil }
        let digits = body.dropLast()
        guard (1...3).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let count = Int(digits), count >= 1
        else { return nil }
        self.init(count: count, unit: unit, fromDue: fromDue)
    }

    /// The token's value: `+1m`, `3d`.
    public var tokenValue: String {
        (fromDue ? "+" : "") + String(count) + unit.rawValue
    }

    /// The period as `--recur` takes it and `list` shows it: `monthly`, `every 2w`, `after 3d`.
    public var period: String {
        if fromDue, count == 1 {
            switch unit {
            case .day: return "daily"
            case .weekday: return "weekdays"
            case .week: return "weekly"
            case .month: return "monthly"
            case .year: return "yearly"
            }
        }
        return (fromDue ? "every " : "after ") + String(count) + unit.rawValue
    }

    /// The day one step after `day`; months and years fall on `anchorDay` (1 to 31), clamped to
    /// the month's length.
    public func step(from day: CivilDay, anchorDay: Int) -> CivilDay {
        switch unit {
        case .month, .year:
            let months = unit == .month ? count : 12 * count
            let next = CivilDay(year: day.year, month: day.month, day: 1).adding(months: months)
            return CivilDay(
                year: next.year, month: next.month,
                day: min(max(anchorDay, 1), CivilDay.length(year: next.year, month: next.month)))
        default: return step(from: day)
        }
    }

    /// The day one step after `day`.
    public func step(from day: CivilDay) -> CivilDay {
        switch unit {
        case .day: day.adding(days: count)
        case .weekday: day.adding(weekdays: count)
        case .week: day.adding(days: 7 * count)
        case .month: day.adding(months: count)
        case .year: day.adding(months: 12 * count)
        }
    }
}
