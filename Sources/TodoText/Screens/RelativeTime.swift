import FoundationEssentials
import TodoModel
import TodoValues

/// A moment as a person reads it: `in 40 s`, `5 min ago`, with the absolute time after it on `-v`.
public enum RelativeTime {
    /// `time` (Unix seconds) relative to `now`; `absolute` adds `(YYYY-MM-DD HH:MM:SS)`.
    public static func words(_ time: Double, now: Double, absolute: Bool) -> String {
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
    public static func stamp(_ time: Double) -> String {
        let c = LocalTime.civil.dateComponents(
            [.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: LocalTime().local(time)))
        let day = [(c.year, 4), (c.month, 2), (c.day, 2)].map { TextFormat.padded($0 ?? 0, $1) }
        let clock = [c.hour, c.minute, c.second].map { TextFormat.padded($0 ?? 0, 2) }
        return day.joined(separator: "-") + " " + clock.joined(separator: ":")
    }
}
