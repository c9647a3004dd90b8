import FoundationEssentials
import TodoModel

/// Reads the `Retry-After` header field (RFC 9110 §10.2.3).
enum RetryAfter {
    /// The wait `value` asks for, in seconds from `now` (Unix seconds): delta-seconds, or an
    /// HTTP-date in its preferred form (a date in the past is 0); `nil` when it is neither.
    static func seconds(_ value: String, now: Double = Date().timeIntervalSince1970) -> Double? {
        let text = String(value.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
        if !text.isEmpty, text.utf8.count <= 12, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
            return Double(text)
        }
        guard let date = unixTime(ofHTTPDate: text) else { return nil }
        return max(0, date - now)
    }

    /// `Sun, 06 Nov 1994 08:49:37 GMT` in Unix seconds.
    static func unixTime(ofHTTPDate text: String) -> Double? {
        let parts = text.split(separator: " ")
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        guard parts.count == 6, parts[0].hasSuffix(","), parts[5] == "GMT",
            let day = Int(parts[1]), let monthIndex = months.firstIndex(of: String(parts[2])),
            let year = Int(parts[3]), (1...31).contains(day)
        else { return nil }
        let time = parts[4].split(separator: ":").compactMap { Int($0) }
        guard time.count == 3, (0..<24).contains(time[0]), (0..<60).contains(time[1]), (0..<61).contains(time[2])
        else { return nil }
        let days = CivilDay(year: year, month: monthIndex + 1, day: day).daysSinceEpoch
        return Double(days * 86_400 + time[0] * 3_600 + time[1] * 60 + time[2])
    }
}
