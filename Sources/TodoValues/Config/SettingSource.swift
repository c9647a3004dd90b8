/// Where a setting's value in effect comes from (`todo config list --origin`, issue 35).
public enum SettingOrigin: String, Sendable, Codable, CaseIterable {
    case `default`
    case config
    case environment
    case flag
}

/// One setting as it is in effect: its key, value (`nil`: not set) and origin.
public struct SettingSource: Sendable, Equatable {
    public let key: SettingKey
    public let value: String?
    public let origin: SettingOrigin

    public init(key: SettingKey, value: String?, origin: SettingOrigin) {
        self.key = key
        self.value = value
        self.origin = origin
    }
}
