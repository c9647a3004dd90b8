import Foundation

/// Due dates as users type them, and as the list shows them.
///
/// Accepted: `YYYY-MM-DD`, `today`, `tomorrow`, `yesterday`, `+Nd`, `+Nw`, or Unix seconds prefixed
/// with `@`. A date means the start of that day in the local time zone.
public enum DateInput {
    /// Parses a due date relative to `now` (Unix seconds); `nil` when the text is not a date.
    public static func parse(_ text: String, now: Int64, timeZone: TimeZone = .current) -> Int64? {
        let input = text.trimmingCharacters(in: .whitespaces).lowercased()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let today = calendar.startOfDay(for: Date(timeIntervalSince1970: TimeInterval(now)))
        func days(_ n: Int) -> Int64? {
            calendar.date(byAdding: .day, value: n, to: today).map { Int64($0.timeIntervalSince1970) }
        }
        switch input {
        case "today": return days(0)
        case "tomorrow": return days(1)
        case "yesterday": return days(-1)
        default: break
        }
        if input.hasPrefix("@"), let seconds = Int64(input.dropFirst()) { return seconds }
        if input.hasPrefix("+"), input.count >= 3, let unit = input.last, let n = Int(input.dropFirst().dropLast()),
            n >= 0, n <= 36_500
        {
            switch unit {
            case "d": return days(n)
            case "w": return days(n * 7)
            default: return nil
            }
        }
        let parts = input.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        let components = DateComponents(year: year, month: month, day: day)
        guard let date = calendar.date(from: components),
            calendar.component(.day, from: date) == day, calendar.component(.month, from: date) == month
        else { return nil }
        return Int64(date.timeIntervalSince1970)
    }

    /// The start of the local day containing `time`.
    public static func startOfDay(_ time: Int64, timeZone: TimeZone = .current) -> Int64 {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return Int64(calendar.startOfDay(for: Date(timeIntervalSince1970: TimeInterval(time))).timeIntervalSince1970)
    }
}

/// Formats Unix times as `YYYY-MM-DD` in the local time zone, caching per day.
public struct DayFormatter {
    private var calendar: Calendar
    private var cache: [Int64: String] = [:]

    public init(timeZone: TimeZone = .current) {
        calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
    }

    /// `YYYY-MM-DD` of `time`.
    public mutating func string(_ time: Int64) -> String {
        if let hit = cache[time] { return hit }
        let c = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: TimeInterval(time)))
        let text = String(format: "%04d-%02d-%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0)
        if cache.count < 4096 { cache[time] = text }
        return text
    }
}

enum TimestampFormatter {
    static func string(_ time: Int64) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let c = calendar.dateComponents(
            [.year, .month, .day, .hour, .minute],
            from: Date(timeIntervalSince1970: TimeInterval(time))
        )
        return String(
            format: "%04d-%02d-%02d %02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0)
    }
}

extension DateInput {
    /// `YYYY-MM-DD` of `time` in the local time zone.
    public static func format(_ time: Int64) -> String {
        var formatter = DayFormatter()
        return formatter.string(time)
    }
}
