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

    /// `text` with each token set to its value in `values`, and removed where `values` has none.
    public static func setting(_ values: [Key: Substring], in text: String) -> String {
        var text = text
        let present = Self.values(text)
        for key in Key.allCases where present[key] != values[key] {
            text = setting(key, values[key].map(String.init), in: text)
        }
        return text
    }
}
