import FoundationEssentials

/// The keys of settings, as typed in `todo config set KEY VALUE`.
public enum SettingKey: String, CaseIterable, Sendable {
    case home
    case server
    case token
    case minDelay = "min-delay"
    case factor
    case jitter
    case maxDelay = "max-delay"
    case timeout
    case generateFails = "generate-fails"
    case cacert
    case maxDelete = "max-delete"
    case maxDeleteShare = "max-delete-share"
    // Devices by name (issue 34): local only, never sent.
    case deviceName = "device-name"
    case deviceAlias = "device-alias"
    // CalDAV (issue 43): which protocol the server speaks, and which of its task lists.
    case `protocol`
    case calendar

    /// The environment variable for this key.
    public var environmentName: String {
        if self == .cacert { return "TODO_CA_BUNDLE" }
        return "TODO_" + rawValue.uppercased().replacing("-", with: "_")
    }

    /// Whether the value is a secret (never printed).
    public var isSecret: Bool { self == .token }
}

/// The table of settings: for each key, its option, its environment variable, where its value
/// goes in ``Settings`` and its default as `config list --origin` shows it. `Settings.resolve`,
/// `Settings.sources`, the global options' entries and `todo config` all read it, so a new
/// setting is a case here, its checks in ``validate(_:)``, its field in ``Settings`` and, when it
/// has an option, its declaration in the executable's `GlobalOptions`.
extension SettingKey {
    /// The option every command takes for this setting (`--min-delay`); `nil` for the settings of
    /// the config file and the environment only (the deletion guard's are `todo sync`'s own
    /// options, the device names have none).
    public var option: String? {
        switch self {
        case .maxDelete, .maxDeleteShare, .deviceName, .deviceAlias, .protocol, .calendar: nil
        default: "--" + rawValue
        }
    }

    /// The help line of ``option`` and the name of its value in usage lines.
    public var optionHelp: (key: MessageKey, value: String)? {
        switch self {
        case .home: (.helpGlobalHome, "dir")
        case .server: (.helpGlobalServer, "url")
        case .token: (.helpGlobalToken, "token")
        case .minDelay: (.helpGlobalMinDelay, "s")
        case .factor: (.helpGlobalFactor, "x")
        case .jitter: (.helpGlobalJitter, "x")
        case .maxDelay: (.helpGlobalMaxDelay, "s")
        case .timeout: (.helpGlobalTimeout, "s")
        case .generateFails: (.helpGlobalGenerateFails, "n")
        case .cacert: (.helpGlobalCACert, "file")
        case .maxDelete, .maxDeleteShare, .deviceName, .deviceAlias, .protocol, .calendar: nil
        }
    }
}
