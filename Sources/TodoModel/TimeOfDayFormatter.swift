import FoundationEssentials

/// Formats the time of day of a due date (`17:00`) in the local time zone, caching per time; a
/// due date at the start of its day is a plain date and has none.
public struct TimeOfDayFormatter {
    private let clock: LocalTime
    private var cache: [Int64: String?] = [:]

    /// `timeZone`'s clock; `nil` is the system's local time (see ``LocalTime``).
    public init(timeZone: TimeZone? = nil) {
        clock = LocalTime(timeZone)
    }

    /// `HH:MM` of `time`, or `nil` when `time` is the start of its local day.
    public mutating func string(_ time: Int64) -> String? {
        if let hit = cache[time] { return hit }
        let local = clock.local(time)
        // The start of a day (01:00 where a DST change skips midnight) is a plain date.
        let seconds = Int(local - LocalTime.midnight(local))
        let text: String? =
            clock.startOfDay(local: LocalTime.midnight(local)) == time
            ? nil : TextFormat.padded(seconds / 3600, 2) + ":" + TextFormat.padded(seconds % 3600 / 60, 2)
        if cache.count < 4096 { cache[time] = text }
        return text
    }

    /// ` HH:MM` of `time` to append after its date, or nothing.
    public mutating func suffix(_ time: Int64) -> String {
        string(time).map { " " + $0 } ?? ""
    }
}
