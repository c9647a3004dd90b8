extension TextTokens {
    /// The raw value of the first valid token of each key in `text` (`rec:+1w` gives
    /// `[.recurrence: "+1w"]`), for the merge, which treats each token as a field of its own.
    public static func values(_ text: String) -> [Key: Substring] {
        var values: [Key: Substring] = [:]
        guard mayHaveTokens(text) else { return values }
        forEachToken(in: text) { key, value, _ in
            if values[key] == nil { values[key] = value }
        }
        return values
    }

    /// `text` without its valid tokens: the words a person wrote (see ``displayText(_:)``).
    public static func words(_ text: String) -> String {
        displayText(text)
    }
}
