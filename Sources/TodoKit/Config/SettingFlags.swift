import TodoValues

/// The settings given as command-line flags: the raw value of each setting's option, as typed.
public struct SettingFlags: Sendable, Equatable {
    /// The options given, by setting (`--min-delay 0.5`: `.minDelay: "0.5"`).
    public var values: [SettingKey: String] = [:]
    public var offline = false
    public var insecure = false

    public init() {}

    /// The raw value given for `key`.
    public subscript(key: SettingKey) -> String? {
        get { values[key] }
        set { values[key] = newValue }
    }
}
