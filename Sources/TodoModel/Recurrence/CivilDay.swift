/// A day of the proleptic Gregorian calendar (`YYYY-MM-DD`), with the arithmetic a repeat rule
/// needs: days, weekdays, months and years. Pure integer arithmetic (no time zone, no Foundation).
public struct CivilDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int

    /// The day, which must exist (see ``init(text:)`` for checked input).
    public init(year: Int, month: Int, day: Int) {
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// `YYYY-MM-DD` (four-digit year 0001–9999, two-digit month and day); `nil` unless the day exists.
    public init?(text: some StringProtocol) {
        let utf8 = Array(text.utf8)
        guard utf8.count == 10, utf8[4] == UInt8(ascii: "-"), utf8[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in utf8[range] {
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), year >= 1,
            (1...12).contains(month), day >= 1, day <= Self.length(year: year, month: month)
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day `days` days after 1970-01-01 (negative: before).
    public init(daysSinceEpoch days: Int) {
        // Howard Hinnant's civil_from_days.
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        self.init(year: yoe + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// Days since 1970-01-01.
    public var daysSinceEpoch: Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// 1 = Monday … 7 = Sunday (ISO).
    public var isoWeekday: Int {
        let days = daysSinceEpoch
        // 1970-01-01 was a Thursday (4).
        return ((days % 7 + 7) % 7 + 3) % 7 + 1
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        TextFormat.padded(year, 4) + "-" + TextFormat.padded(month, 2) + "-" + TextFormat.padded(day, 2)
    }

    /// `days` days later (earlier when negative).
    public func adding(days: Int) -> CivilDay {
        CivilDay(daysSinceEpoch: daysSinceEpoch + days)
    }

    /// `months` months later, the day clamped to the month's length (Jan 31 + 1 = Feb 28 or 29).
    public func adding(months: Int) -> CivilDay {
        let total = year * 12 + (month - 1) + months
        let (newYear, newMonth) = (total / 12, total % 12 + 1)
        return CivilDay(year: newYear, month: newMonth, day: min(day, Self.length(year: newYear, month: newMonth)))
    }

    /// `count` working days (Monday to Friday) later: from a Friday, 1 is the Monday.
    public func adding(weekdays count: Int) -> CivilDay {
        var day = self
        var left = count
        while left > 0 {
            day = day.adding(days: 1)
            if day.isoWeekday <= 5 { left -= 1 }
        }
        return day
    }

    /// The number of days of a month of the Gregorian calendar.
    public static func length(year: Int, month: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    public static func < (lhs: CivilDay, rhs: CivilDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}

extension LocalTime {
    /// The local day of `instant` and the seconds since that day's midnight on the wall clock.
    public func civilDay(_ instant: Int64) -> (day: CivilDay, secondsIntoDay: Int64) {
        let local = local(instant)
        let midnight = Self.midnight(local)
        return (CivilDay(daysSinceEpoch: Int(midnight / 86_400)), local - midnight)
    }

    /// The instant of `secondsIntoDay` on the wall clock of `day` (a skipped time moves forward, a
    /// repeated one is its first occurrence; 0 is the day's first instant).
    public func instant(_ day: CivilDay, secondsIntoDay: Int64) -> Int64 {
        let midnight = Int64(day.daysSinceEpoch) * 86_400
        return secondsIntoDay == 0 ? startOfDay(local: midnight) : instant(local: midnight + secondsIntoDay)
    }
}
