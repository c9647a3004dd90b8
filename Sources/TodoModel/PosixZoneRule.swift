/// A POSIX `TZ` rule as a TZif file's footer keeps it (`EST5EDT,M3.2.0,M11.1.0`,
/// `<+0545>-5:45`, `<+1030>-10:30<+11>-11,M10.1.0,M4.1.0`): the offsets after the file's last
/// transition (``ZoneRules``).
public struct PosixZoneRule: Sendable, Hashable {
    /// Standard time's offset east of UTC, in seconds.
    public var standard: Int
    /// Daylight time's offset east of UTC and the year's two changes, when the zone has one.
    public var daylight: (offset: Int, start: Change, end: Change)?

    /// A day of the year and a local time: when a change happens.
    public struct Change: Sendable, Hashable {
        /// `Mm.w.d` (month, week 1–5 where 5 is the last, weekday 0 = Sunday), `Jn` (1–365, no
        /// Feb 29) or `n` (0–365).
        public enum Day: Sendable, Hashable {
            case monthWeek(month: Int, week: Int, weekday: Int)
            case julianNoLeap(Int)
            case zeroBased(Int)
        }

        public var day: Day
        /// Seconds after the local midnight (may be negative or beyond a day).
        public var time: Int

        /// The day of `year` this names.
        func civilDay(in year: Int) -> CivilDay {
            let january = CivilDay(year: year, month: 1, day: 1)
            switch day {
            case .julianNoLeap(let n):
                let leap = CivilDay.length(year: year, month: 2) == 29
                return january.adding(days: n - 1 + (leap && n >= 60 ? 1 : 0))
            case .zeroBased(let n):
                return january.adding(days: n)
            case .monthWeek(let month, let week, let weekday):
                let first = CivilDay(year: year, month: month, day: 1)
                let iso = weekday == 0 ? 7 : weekday
                var day = 1 + (iso - first.isoWeekday + 7) % 7 + 7 * (week - 1)
                while day > CivilDay.length(year: year, month: month) { day -= 7 }
                return CivilDay(year: year, month: month, day: day)
            }
        }
    }

    /// The rule `text` spells; `nil` if it is not one this reads.
    public init?(_ text: String) {
        var reader = Reader(bytes: Array(text.utf8))
        guard reader.name(), let standard = reader.offset() else { return nil }
        self.standard = -standard
        guard !reader.atEnd else {
            self.daylight = nil
            return
        }
        guard reader.name() else { return nil }
        var daylightOffset = self.standard + 3600
        if !reader.atEnd, reader.peek != UInt8(ascii: ",") {
            guard let offset = reader.offset() else { return nil }
            daylightOffset = -offset
        }
        guard reader.take(UInt8(ascii: ",")), let start = reader.change(), reader.take(UInt8(ascii: ",")),
            let end = reader.change(), reader.atEnd
        else { return nil }
        self.daylight = (daylightOffset, start, end)
    }

    /// Seconds east of UTC at `instant` (Unix seconds).
    public func offset(at instant: Int64) -> Int {
        guard let daylight else { return standard }
        let local = instant + Int64(standard)
        let year = CivilDay(daysSinceEpoch: Int(local >= 0 ? local / 86_400 : (local - 86_399) / 86_400)).year
        func utc(_ change: Change, offset: Int) -> Int64 {
            Int64(change.civilDay(in: year).daysSinceEpoch) * 86_400 + Int64(change.time) - Int64(offset)
        }
        let start = utc(daylight.start, offset: standard)
        let end = utc(daylight.end, offset: daylight.offset)
        let inDaylight = start < end ? (instant >= start && instant < end) : (instant < end || instant >= start)
        return inDaylight ? daylight.offset : standard
    }

    public static func == (lhs: PosixZoneRule, rhs: PosixZoneRule) -> Bool {
        lhs.standard == rhs.standard && lhs.daylight?.offset == rhs.daylight?.offset
            && lhs.daylight?.start == rhs.daylight?.start && lhs.daylight?.end == rhs.daylight?.end
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(standard)
        hasher.combine(daylight?.offset)
    }

    /// A cursor over the rule's bytes.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var atEnd: Bool { index >= bytes.count }
        var peek: UInt8? { atEnd ? nil : bytes[index] }

        mutating func take(_ byte: UInt8) -> Bool {
            guard peek == byte else { return false }
            index += 1
            return true
        }

        /// A zone abbreviation: `<…>` or three or more letters.
        mutating func name() -> Bool {
            if take(UInt8(ascii: "<")) {
                while let byte = peek, byte != UInt8(ascii: ">") { index += 1 }
                return take(UInt8(ascii: ">"))
            }
            let start = index
            while let byte = peek, (byte | 0x20) >= UInt8(ascii: "a"), (byte | 0x20) <= UInt8(ascii: "z") { index += 1 }
            return index - start >= 3
        }

        /// `[+-]hh[:mm[:ss]]` in seconds (POSIX's sign: west of UTC is positive).
        mutating func offset() -> Int? {
            var sign = 1
            if take(UInt8(ascii: "-")) { sign = -1 } else { _ = take(UInt8(ascii: "+")) }
            guard let hours = number() else { return nil }
            var seconds = hours * 3600
            if take(UInt8(ascii: ":")) {
                guard let minutes = number() else { return nil }
                seconds += minutes * 60
                if take(UInt8(ascii: ":")) {
                    guard let rest = number() else { return nil }
                    seconds += rest
                }
            }
            return sign * seconds
        }

        /// A change: its day, then `/time` (02:00 when left out).
        mutating func change() -> Change? {
            let day: Change.Day
            if take(UInt8(ascii: "M")) {
                guard let month = number(), take(UInt8(ascii: ".")), let week = number(), take(UInt8(ascii: ".")),
                    let weekday = number(), (1...12).contains(month), (1...5).contains(week), (0...6).contains(weekday)
                else { return nil }
                day = .monthWeek(month: month, week: week, weekday: weekday)
            } else if take(UInt8(ascii: "J")) {
                guard let n = number(), (1...365).contains(n) else { return nil }
                day = .julianNoLeap(n)
            } else {
                guard let n = number(), (0...365).contains(n) else { return nil }
                day = .zeroBased(n)
            }
            var time = 7200
            if take(UInt8(ascii: "/")) {
                guard let value = offset() else { return nil }
                time = value
            }
            return Change(day: day, time: time)
        }

        mutating func number() -> Int? {
            let start = index
            var value = 0
            while let byte = peek, byte >= 0x30, byte <= 0x39, index - start < 4 {
                value = value * 10 + Int(byte - 0x30)
                index += 1
            }
            return index > start ? value : nil
        }
    }
}
