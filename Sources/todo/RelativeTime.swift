import Foundation
import TodoKit

/// A moment as a person reads it: `in 40 s`, `5 min ago`, with the absolute time after it on `-v`.
enum RelativeTime {
    /// `time` (Unix seconds) relative to `now`; `absolute` adds `(YYYY-MM-DD HH:MM:SS)`.
    static func words(_ time: Double, now: Double, absolute: Bool) -> String {
        let delta = time - now
        let relative: String
        if abs(delta) < 1 {
            relative = Messages.text(.timeNow)
        } else if delta > 0 {
            relative = Messages.text(.timeIn, ["time": TimeSpan.words(delta)])
        } else {
            relative = Messages.text(.timeAgo, ["time": TimeSpan.words(-delta)])
        }
        return absolute ? relative + " (" + stamp(time) + ")" : relative
    }

    /// `YYYY-MM-DD HH:MM:SS` in the local time zone.
    static func stamp(_ time: Double) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let c = calendar.dateComponents(
            [.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: time))
        return String(
            format: "%04d-%02d-%02d %02d:%02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0,
            c.second ?? 0)
    }
}
