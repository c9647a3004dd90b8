import TodoValues

/// `todo config get` and `list`: the values, secrets hidden and the server's credentials cut.
public enum ConfigScreen {
    /// What is shown of `value`, the value of `key`: `secret` for a secret.
    public static func shown(_ key: SettingKey, _ value: String, secret: MessageKey) -> String {
        key.isSecret ? Messages.text(secret) : key == .server ? ServerURL.redacted(value) : value
    }

    /// What is shown of every value of a config file (its `values`), by key.
    public static func shown(_ values: [String: String]) -> [String: String] {
        var shown: [String: String] = [:]
        for (key, value) in values {
            shown[key] = SettingKey(rawValue: key).map { Self.shown($0, value, secret: .configHidden) } ?? value
        }
        return shown
    }

    /// `# PATH`, then `key = value` lines in the order of the keys.
    public static func text(_ shown: [String: String], path: String) -> String {
        var out = "# \(path)\n"
        for key in shown.keys.sorted() { out += TerminalText.escape("\(key) = \(shown[key] ?? "")") + "\n" }
        return out
    }
}
