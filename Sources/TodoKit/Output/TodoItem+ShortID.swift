import TodoModel

extension TodoItem {
    /// Characters of the id shown in the list and in messages about a todo.
    public static let shortIDLength = 8
}

extension DateInput {
    /// `YYYY-MM-DD HH:MM` of `time` (Unix seconds) in the local time zone.
    public static func timestamp(_ time: Int64) -> String { TimestampFormatter.string(time) }
}
