import TodoModel

/// What each field of a todo may hold: the one definition that `add` and `edit` (``DateInput/due(_:now:)``,
/// `--color`), `import` (``ImportReader``, ``CSVCodec``) and `export` follow (issue 41, point 4). Whatever a
/// store holds, export writes and import reads back as it was.
///
/// The ranges are the contract's (`shared/api/todobackend.md`), as wide as it makes them, because a todo
/// synced from a server may hold any value the contract allows (a deadline of -1, one second before 1970,
/// is one), and a backup of such a store must import:
/// - `id`: a string that is not blank and holds no control character (what a terminal would obey);
/// - `text`: any string, empty too;
/// - `importance`: ``Importance``'s three;
/// - `deadline` (optional), `created_at`, `changed_at`: Unix seconds, any `Int64` (``times``);
/// - `done`: a boolean;
/// - `color` (optional): `#RRGGBB`, hex digits in either case (``isValidColor(_:)``);
/// - `last_updated_by`: any string.
public enum TodoFields {
    /// The Unix seconds a deadline, `created_at` or `changed_at` may hold: the contract's `int64`, all of it.
    /// `todo add --due @N` and `edit --due @N` take what this takes, and `import` refuses what it refuses.
    public static let times: ClosedRange<Int64> = Int64.min...Int64.max

    /// Whether `value` is a colour a todo may hold (`#RRGGBB`).
    public static func isValidColor(_ value: String) -> Bool {
        TodoItem.isValidColor(value)
    }

    /// What is wrong with `id` as a todo's id, or `nil` when nothing is.
    public static func idProblem(_ id: String) -> Message? {
        if id.allSatisfy(\.isWhitespace) { return Message(.importBlankID) }
        if id.unicodeScalars.contains(where: TerminalText.isUnsafe) { return Message(.importIDControl) }
        return nil
    }

    /// The first field of `item` outside its range, in the words an import names it with; `nil` when every
    /// field is in range.
    public static func problem(_ item: TodoItem) -> Message? {
        if let problem = idProblem(item.id) { return problem }
        let times: [(String, Int64?)] = [
            ("deadline", item.deadline), ("created_at", item.createdAt), ("changed_at", item.changedAt),
        ]
        for case let (name, time?) in times where !Self.times.contains(time) {
            return Message(
                .importTimeRange,
                [
                    "name": name, "value": String(time), "low": String(Self.times.lowerBound),
                    "high": String(Self.times.upperBound),
                ])
        }
        if let color = item.color, !isValidColor(color) { return Message(.csvColor, ["value": color]) }
        return nil
    }
}
