import TodoModel
import TodoValues

extension DateInput {
    /// `YYYY-MM-DD HH:MM` of `time` (Unix seconds) in the local time zone.
    public static func timestamp(_ time: Int64) -> String { TimestampFormatter.string(time) }
}
