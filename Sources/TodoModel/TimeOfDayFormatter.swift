import Foundation

/// Formats the time of day of a due date (`17:00`) in the local time zone, caching per time; a
/// due date at the start of its day is a plain date and has none.
public struct TimeOfDayFormatter {
    private var calendar: Calendar
    private var cache: [Int64: String?] = [:]

    public init(timeZone: TimeZone = .current) {
        calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
    }

    /// `HH:MM` of `time`, or `nil` when `time` is the start of its local day.
    public mutating func string(_ time: Int64) -> String? {
        if let hit = cache[time] { return hit }
        let date = Date(timeIntervalSince1970: TimeInterval(time))
        // The start of a day (01:00 where a DST change skips midnight) is a plain date.
        let c = calendar.dateComponents([.hour, .minute], from: date)
        let text: String? =
            calendar.startOfDay(for: date) == date ? nil : String(format: "%02d:%02d", c.hour ?? 0, c.minute ?? 0)
        if cache.count < 4096 { cache[time] = text }
        return text
    }

    /// ` HH:MM` of `time` to append after its date, or nothing.
    public mutating func suffix(_ time: Int64) -> String {
        string(time).map { " " + $0 } ?? ""
    }
}
