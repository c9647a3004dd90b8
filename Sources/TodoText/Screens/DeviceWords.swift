import TodoKit

/// How a device is named on screens: the one place the incoming-change lines and the dry run ask.
public enum DeviceWords {
    /// The device `id` (a todo's `last_updated_by`) for a person: its short id, the first four
    /// characters in lowercase when they are hex digits (a UUID's `5035`), else its first eight
    /// characters; escaped.
    ///
    /// Issue 34 point 2 names devices ("this device", local aliases); this is the function to
    /// point at those names.
    public static func name(_ id: String) -> String {
        let head = id.prefix(4)
        let short = head.count == 4 && head.allSatisfy(\.isHexDigit) ? head.lowercased() : String(id.prefix(8))
        return TerminalText.escape(short)
    }
}
