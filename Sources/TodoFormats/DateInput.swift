import FoundationEssentials
import TodoModel
import TodoValues

/// Due dates as users type them, and as the list shows them.
///
/// ``parse(_:now:timeZone:language:)`` accepts, case-insensitively and with extra spaces ignored:
/// - `today`, `tomorrow`, `yesterday`, and `@UNIXSECONDS` (an exact instant, any `Int64`, negative too);
/// - a weekday, `mon`…`sun` or `monday`…`sunday` (also `tues`, `thur`, `thurs`): the next such day strictly
///   after today, so on a Friday `fri` is a week later; `next mon` means the same as `mon`;
/// - `eod` (today), `eow` (the coming Sunday, today on a Sunday: ISO weeks end on Sunday), `eom` (the last day
///   of this month), `eoy` (December 31), and `sow` (this week's Monday), `som` (the 1st), `soy` (January 1);
/// - `+Nd`, `+Nw`, `+Nm`, `+Ny` (`-N…` for the past) and `in N days`, `weeks`, `months` or `years`; months
///   and years keep the day of the month, clamped to the month's end (Jan 31 + 1m = Feb 28); N is at most
///   about a century (36500 days, 5214 weeks, 1200 months, 100 years), more is not a date;
/// - `1st`…`31st` (`2nd`, `3rd`, `4th`, …): the next such day of the month strictly after today, as Taskwarrior
///   reads them (on the 1st, `1st` is a month later); a month without that day (the 31st of April) is skipped;
/// - `YYYY-MM-DD`, zero-padded or not (`2026-1-5`), years 0001–9999;
/// - any of these but `@…` followed by a time of day: `HH:MM`, `HH:MM:SS`, `5pm`, `5:30pm` or `5 pm`
///   (`tomorrow 17:00`, `fri 9:30`), or ISO `YYYY-MM-DDTHH:MM[:SS]`; a time alone is today at that time.
///
/// In Spanish (`language == .spanish`) these are accepted too, besides all the English forms: `hoy`,
/// `mañana`/`manana`, `ayer`, `lunes`…`domingo` (with or without accents, also after `el`, `próximo` or
/// `el próximo`: all the same as the bare weekday), `el N` and `día N` (as `Nth`), `fin de día`, `fin de semana`, `fin de mes`, `fin de año`
/// and `en N días`, `semanas`, `meses` or `años`.
///
/// A date without a time is the start of that local day; with a time, that time on the local clock. Dates are
/// reckoned with the Gregorian calendar in the given time zone, so across a daylight-saving change `+1d` is the
/// next local midnight (the day's first instant where midnight does not exist) and `tomorrow 17:00` is 17:00
/// local. A time that a daylight-saving change skips moves forward by the gap (02:30 → 03:30); a time that
/// happens twice is its first occurrence.
///
/// `timeZone` `nil` (the default) is the system's local time (``LocalTime``: libc, as the binary links no ICU).
public enum DateInput {
    /// Parses a due date relative to `now` (Unix seconds) in `timeZone`; `nil` when the text is not a date.
    /// English forms are always accepted; `language` adds its own words (see ``DateInput``).
    public static func parse(
        _ text: String, now: Int64, timeZone: TimeZone? = nil, language: Language = .english
    ) -> Int64? {
        let words = words(of: text)
        guard let first = words.first, let last = words.last else { return nil }
        if first.hasPrefix("@") {
            return words.count == 1 ? Int64(first.dropFirst()) : nil
        }
        guard let reckoner = Reckoner(now: now, clock: LocalTime(timeZone)) else { return nil }
        // `2026-12-01T09:30`: an ISO date and a 24-hour time in one word.
        if words.count == 1, let separator = first.firstIndex(of: "t"),
            let day = reckoner.isoDate(first[..<separator]),
            let time = TimeOfDay(first[first.index(after: separator)...], meridiem: false)
        {
            return reckoner.instant(day, time)
        }
        // Otherwise a time of day may end any day form; alone, it is today's.
        var dayWords = words[...]
        let time = TimeOfDay(last[...], meridiem: true)
        if time != nil { dayWords = dayWords.dropLast() }
        let day = dayWords.isEmpty ? reckoner.today : self.day(dayWords, reckoner: reckoner, language: language)
        return day.flatMap { reckoner.instant($0, time) }
    }

    /// The forms ``parse(_:now:timeZone:language:)`` accepts, as one line for error messages and help.
    public static func acceptedForms(language: Language) -> String {
        switch language {
        case .english:
            return [
                "YYYY-MM-DD", "today", "tomorrow", "yesterday", "mon…sun", "next mon", "1st…31st", "eod", "eow", "eom",
                "eoy", "+3d", "+2w", "+1m", "+1y", "in 3 days", "@UNIXSECONDS",
                "with an optional time (tomorrow 17:00, fri 5pm, 2026-12-01T09:30)",
            ].joined(separator: ", ")
        case .spanish:
            return [
                "AAAA-MM-DD", "hoy", "mañana", "ayer", "lunes…domingo", "próximo lunes", "el 1", "día 15", "fin de día",
                "fin de semana", "fin de mes", "fin de año", "+3d", "+2w", "+1m", "+1y", "en 3 días",
                "@SEGUNDOS_UNIX", "con hora opcional (mañana 17:00, 2026-12-01T09:30); también en inglés: today",
                "tomorrow", "mon…sun", "next mon", "1st…31st", "eod", "eow", "eom", "eoy", "in 3 days",
            ].joined(separator: ", ")
        }
    }

    /// The start of the local day containing `time`.
    public static func startOfDay(_ time: Int64, timeZone: TimeZone? = nil) -> Int64 {
        LocalTime(timeZone).startOfDay(time)
    }
}

// MARK: - Parsing

extension DateInput {
    /// A day on the local calendar.
    private struct CivilDay: Equatable {
        var year: Int
        var month: Int
        var day: Int
    }

    /// A time on the local clock.
    private struct TimeOfDay {
        var hour: Int
        var minute: Int
        var second: Int

        /// `H:MM`, `HH:MM`, `HH:MM:SS`; with `meridiem` also `5pm`, `5:30am`, `12am` (midnight).
        init?(_ text: Substring, meridiem: Bool) {
            var body = text
            var afternoon: Bool?
            if meridiem, text.hasSuffix("am") || text.hasSuffix("pm") {
                afternoon = text.hasSuffix("pm")
                body = text.dropLast(2)
            }
            let parts = body.split(separator: ":", omittingEmptySubsequences: false)
            guard let hour = DateInput.number(parts[0], digits: 1...2) else { return nil }
            if let afternoon {
                guard parts.count <= 2, (1...12).contains(hour) else { return nil }
                let minute = parts.count == 2 ? DateInput.number(parts[1], digits: 2...2) : 0
                guard let minute, minute <= 59 else { return nil }
                (self.hour, self.minute, second) = (hour % 12 + (afternoon ? 12 : 0), minute, 0)
            } else {
                guard parts.count == 2 || parts.count == 3, hour <= 23,
                    let minute = DateInput.number(parts[1], digits: 2...2), minute <= 59,
                    let second = parts.count == 3 ? DateInput.number(parts[2], digits: 2...2) : 0, second <= 59
                else { return nil }
                (self.hour, self.minute, self.second) = (hour, minute, second)
            }
        }
    }

    /// What a day word means.
    private enum Rule {
        /// Days from today.
        case offset(Int)
        /// The next such weekday strictly after today (1 = Sunday … 7 = Saturday, as `Calendar`).
        case weekday(Int)
        case endOfWeek
        case startOfWeek
        case endOfMonth
        case startOfMonth
        case endOfYear
        case startOfYear
    }

    /// A unit of `+Nd` or `in N days`, and the largest N it takes.
    private enum Unit {
        case day, week, month, year

        var limit: Int {
            switch self {
            case .day: 36_500
            case .week: 5_214
            case .month: 1_200
            case .year: 100
            }
        }
    }

    private static let englishWeekdays: [String: Int] = [
        "sun": 1, "sunday": 1, "mon": 2, "monday": 2, "tue": 3, "tues": 3, "tuesday": 3, "wed": 4, "wednesday": 4,
        "thu": 5, "thur": 5, "thurs": 5, "thursday": 5, "fri": 6, "friday": 6, "sat": 7, "saturday": 7,
    ]

    private static let spanishWeekdays: [String: Int] = [
        "domingo": 1, "lunes": 2, "martes": 3, "miércoles": 4, "miercoles": 4, "jueves": 5, "viernes": 6,
        "sábado": 7, "sabado": 7,
    ]

    /// English day words and phrases (words joined by one space).
    private static let englishRules: [String: Rule] = {
        var rules: [String: Rule] = [
            "today": .offset(0), "tomorrow": .offset(1), "yesterday": .offset(-1), "eod": .offset(0),
            "eow": .endOfWeek, "sow": .startOfWeek, "eom": .endOfMonth, "som": .startOfMonth, "eoy": .endOfYear,
            "soy": .startOfYear,
        ]
        for (name, weekday) in englishWeekdays {
            rules[name] = .weekday(weekday)
            rules["next " + name] = .weekday(weekday)
        }
        return rules
    }()

    /// Spanish day words and phrases, besides the English ones.
    private static let spanishRules: [String: Rule] = {
        var rules: [String: Rule] = [
            "hoy": .offset(0), "mañana": .offset(1), "manana": .offset(1), "ayer": .offset(-1),
            "fin de día": .offset(0), "fin de dia": .offset(0), "fin de semana": .endOfWeek,
            "fin de mes": .endOfMonth, "fin de año": .endOfYear, "fin de ano": .endOfYear,
        ]
        for (name, weekday) in spanishWeekdays {
            for prefix in ["", "el ", "próximo ", "proximo ", "el próximo ", "el proximo "] {
                rules[prefix + name] = .weekday(weekday)
            }
        }
        return rules
    }()

    private static let shortUnits: [Character: Unit] = ["d": .day, "w": .week, "m": .month, "y": .year]

    private static let englishUnits: [String: Unit] = [
        "day": .day, "days": .day, "week": .week, "weeks": .week, "month": .month, "months": .month,
        "year": .year, "years": .year,
    ]

    private static let spanishUnits: [String: Unit] = [
        "día": .day, "días": .day, "dia": .day, "dias": .day, "semana": .week, "semanas": .week, "mes": .month,
        "meses": .month, "año": .year, "años": .year, "ano": .year, "anos": .year,
    ]

    /// The lowercased words of `text`; a lone `am`/`pm` joins the number before it (`5 pm` → `5pm`).
    private static func words(of text: String) -> [String] {
        var words: [String] = []
        for word in text.lowercased().split(whereSeparator: \.isWhitespace) {
            if word == "am" || word == "pm", let previous = words.last, previous.last?.isNumber == true {
                words[words.count - 1] = previous + word
            } else {
                words.append(String(word))
            }
        }
        return words
    }

    /// The value of `text` when it is only ASCII digits, as many as `digits` allows.
    private static func number(_ text: Substring, digits: ClosedRange<Int>) -> Int? {
        guard digits.contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }

    /// The day of the month `1st`…`31st` names (the suffix English gives that number), or `nil`.
    private static func dayOfMonth(ordinal word: String) -> Int? {
        guard word.count >= 3, let day = number(word.dropLast(2), digits: 1...2), (1...31).contains(day),
            word.first != "0"
        else { return nil }
        let suffix =
            switch day % 100 {
            case 11, 12, 13: "th"
            default: [1: "st", 2: "nd", 3: "rd"][day % 10] ?? "th"
            }
        return word.hasSuffix(suffix) ? day : nil
    }

    /// The day that `words` (no time of day) name, or `nil`.
    private static func day(_ words: ArraySlice<String>, reckoner: Reckoner, language: Language) -> CivilDay? {
        let phrase = words.joined(separator: " ")
        let spanish = language == .spanish
        if let rule = englishRules[phrase] ?? (spanish ? spanishRules[phrase] : nil) {
            return reckoner.day(rule)
        }
        if words.count == 1, let ordinal = dayOfMonth(ordinal: phrase) {
            return reckoner.next(dayOfMonth: ordinal)
        }
        if spanish, words.count == 2, ["el", "día", "dia"].contains(words[words.startIndex]),
            let number = number(words[words.startIndex + 1][...], digits: 1...2), (1...31).contains(number)
        {
            return reckoner.next(dayOfMonth: number)
        }
        if words.count == 1 {
            if let sign = phrase.first, sign == "+" || sign == "-", let unit = shortUnits[phrase.last ?? " "],
                let count = number(phrase.dropFirst().dropLast(), digits: 1...6)
            {
                return reckoner.day(adding: sign == "-" ? -count : count, unit)
            }
            return reckoner.isoDate(phrase[...])
        }
        if words.count == 3, let count = number(words[words.startIndex + 1][...], digits: 1...6) {
            let (preposition, unitWord) = (words[words.startIndex], words[words.startIndex + 2])
            let unit: Unit?
            switch preposition {
            case "in": unit = englishUnits[unitWord]
            case "en" where spanish: unit = spanishUnits[unitWord]
            default: unit = nil
            }
            return unit.flatMap { reckoner.day(adding: count, $0) }
        }
        return nil
    }
}

// MARK: - Calendar arithmetic

extension DateInput {
    /// Local-calendar arithmetic around one `now`, in one time zone: days are reckoned in local seconds with
    /// ``LocalTime/civil``, and only ``instant(_:_:)`` goes back to Unix seconds.
    private struct Reckoner {
        let clock: LocalTime
        var calendar: Calendar { LocalTime.civil }
        let today: CivilDay
        /// Today's weekday, 1 = Sunday … 7 = Saturday.
        let weekday: Int

        /// `nil` when `now` is outside years 1–9999 in `timeZone`.
        init?(now: Int64, clock: LocalTime) {
            // Years 1–9999 lie well inside ±2^40 s; beyond, no offset is asked for (nothing overflows).
            guard now.magnitude < 1 << 40 else { return nil }
            let components = clock.components([.era, .year, .month, .day, .weekday], at: now)
            guard components.era == 1, let year = components.year, (1...9999).contains(year),
                let month = components.month, let day = components.day, let weekday = components.weekday
            else { return nil }
            self.clock = clock
            self.today = CivilDay(year: year, month: month, day: day)
            self.weekday = weekday
        }

        func day(_ rule: Rule) -> CivilDay? {
            switch rule {
            case .offset(let days): return adding(days: days)
            case .weekday(let target):
                let ahead = (target - weekday + 7) % 7
                return adding(days: ahead == 0 ? 7 : ahead)
            case .endOfWeek: return adding(days: (8 - weekday) % 7)
            case .startOfWeek: return adding(days: -((weekday + 5) % 7))
            case .endOfMonth:
                return daysIn(year: today.year, month: today.month).map {
                    CivilDay(year: today.year, month: today.month, day: $0)
                }
            case .startOfMonth: return CivilDay(year: today.year, month: today.month, day: 1)
            case .endOfYear: return CivilDay(year: today.year, month: 12, day: 31)
            case .startOfYear: return CivilDay(year: today.year, month: 1, day: 1)
            }
        }

        /// The next day numbered `day` strictly after today: this month's or a later one's, skipping
        /// months that have no such day.
        func next(dayOfMonth day: Int) -> CivilDay? {
            for ahead in 0...12 {
                let total = today.year * 12 + today.month - 1 + ahead
                let (year, month) = (total / 12, total % 12 + 1)
                guard let length = daysIn(year: year, month: month) else { return nil }
                if day <= length, ahead > 0 || day > today.day { return CivilDay(year: year, month: month, day: day) }
            }
            return nil
        }

        /// Today moved by `count` units; months and years clamp the day to the month's end. `nil` past the limit.
        func day(adding count: Int, _ unit: Unit) -> CivilDay? {
            guard abs(count) <= unit.limit else { return nil }
            switch unit {
            case .day: return adding(days: count)
            case .week: return adding(days: count * 7)
            case .month: return adding(months: count)
            case .year: return adding(months: count * 12)
            }
        }

        /// Calendar days, through the calendar (not 86400 s steps), from today's noon (which every day has).
        private func adding(days: Int) -> CivilDay? {
            guard let noon = calendar.date(from: components(today, hour: 12)),
                let moved = calendar.date(byAdding: .day, value: days, to: noon)
            else { return nil }
            let parts = calendar.dateComponents([.era, .year, .month, .day], from: moved)
            guard parts.era == 1, let year = parts.year, let month = parts.month, let day = parts.day else {
                return nil
            }
            return CivilDay(year: year, month: month, day: day)
        }

        private func adding(months: Int) -> CivilDay? {
            let total = today.year * 12 + today.month - 1 + months
            guard total >= 12 else { return nil }
            let (year, month) = (total / 12, total % 12 + 1)
            guard let length = daysIn(year: year, month: month) else { return nil }
            return CivilDay(year: year, month: month, day: min(today.day, length))
        }

        /// `YYYY-MM-DD`, zero-padded or not; `nil` unless the day exists.
        func isoDate(_ text: Substring) -> CivilDay? {
            let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 3, let year = number(parts[0], digits: 4...4),
                let month = number(parts[1], digits: 1...2), let day = number(parts[2], digits: 1...2),
                let length = daysIn(year: year, month: month), (1...length).contains(day)
            else { return nil }
            return CivilDay(year: year, month: month, day: day)
        }

        /// The number of days in a month of years 1–9999, or `nil`.
        func daysIn(year: Int, month: Int) -> Int? {
            guard (1...9999).contains(year), (1...12).contains(month),
                let first = calendar.date(from: DateComponents(year: year, month: month, day: 1))
            else { return nil }
            return calendar.range(of: .day, in: .month, for: first)?.count
        }

        /// Unix seconds of `time` on `day`, or of the day's start without a time.
        func instant(_ day: CivilDay, _ time: TimeOfDay?) -> Int64? {
            guard (1...9999).contains(day.year) else { return nil }
            var parts = components(day, hour: time?.hour ?? 0)
            (parts.minute, parts.second) = (time?.minute ?? 0, time?.second ?? 0)
            guard let date = calendar.date(from: parts) else { return nil }
            let local = Int64(date.timeIntervalSince1970.rounded(.down))
            return time == nil ? clock.startOfDay(local: local) : clock.instant(local: local)
        }

        private func components(_ day: CivilDay, hour: Int) -> DateComponents {
            DateComponents(year: day.year, month: day.month, day: day.day, hour: hour)
        }
    }
}

/// Formats Unix times as `YYYY-MM-DD` in the local time zone, caching per day.
public struct DayFormatter {
    private let clock: LocalTime
    private var cache: [Int64: String] = [:]

    /// `timeZone`'s days; `nil` is the system's local time.
    public init(timeZone: TimeZone? = nil) {
        clock = LocalTime(timeZone)
    }

    /// `YYYY-MM-DD` of `time`.
    public mutating func string(_ time: Int64) -> String {
        if let hit = cache[time] { return hit }
        let c = clock.components([.year, .month, .day], at: time)
        let text = [(c.year, 4), (c.month, 2), (c.day, 2)].map { TextFormat.padded($0 ?? 0, $1) }.joined(separator: "-")
        if cache.count < 4096 { cache[time] = text }
        return text
    }
}

enum TimestampFormatter {
    package static func string(_ time: Int64) -> String {
        let c = LocalTime().components([.year, .month, .day, .hour, .minute], at: time)
        let day = [(c.year, 4), (c.month, 2), (c.day, 2)].map { TextFormat.padded($0 ?? 0, $1) }
        return day.joined(separator: "-") + " " + TextFormat.padded(c.hour ?? 0, 2) + ":"
            + TextFormat.padded(c.minute ?? 0, 2)
    }
}

extension DateInput {
    /// `YYYY-MM-DD` of `time` in the local time zone.
    public static func format(_ time: Int64) -> String {
        var formatter = DayFormatter()
        return formatter.string(time)
    }
}
