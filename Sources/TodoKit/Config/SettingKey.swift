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

    /// The environment variable for this key.
    public var environmentName: String {
        if self == .cacert { return "TODO_CA_BUNDLE" }
        return "TODO_" + rawValue.uppercased().replacing("-", with: "_")
    }

    /// The environment variables `todo help options` names: those of the settings with a global
    /// option, in the table's order, then ``Settings/offlineVariable``.
    public static var helpEnvironmentNames: [String] {
        allCases.filter { $0.option != nil }.map(\.environmentName) + [Settings.offlineVariable]
    }

    /// Whether the value is a secret (never printed).
    public var isSecret: Bool { self == .token }

    /// Checks a raw value; returns the normalised value or throws a usage error.
    public func validate(_ raw: String) throws(TodoError) -> String {
        switch self {
        case .home:
            guard !raw.isEmpty else { throw .usage(.settingHomeEmpty) }
            return raw
        case .server:
            // Refused before anything else, and never echoed: the value holds a secret.
            guard !ServerURL.carriesSecret(raw) else { throw .usage(.settingServerSecret) }
            guard let url = URL(string: raw), let scheme = url.scheme?.lowercased(),
                scheme == "http" || scheme == "https", url.host != nil
            else {
                throw .usage(.settingServerURL, ["value": raw])
            }
            return raw.hasSuffix("/") ? String(raw.dropLast()) : raw
        case .token:
            guard !raw.isEmpty, !raw.contains(where: \.isWhitespace) else {
                throw .usage(.settingToken)
            }
            return raw
        case .minDelay, .maxDelay, .timeout:
            guard let value = Double(raw), value > 0, value.isFinite else {
                throw .usage(.settingSeconds, ["key": rawValue, "value": raw])
            }
            return raw
        case .factor:
            guard let value = Double(raw), value >= 1, value.isFinite else {
                throw .usage(.settingFactor, ["value": raw])
            }
            return raw
        case .jitter:
            guard let value = Double(raw), value >= 0, value < 1 else {
                throw .usage(.settingJitter, ["value": raw])
            }
            return raw
        case .generateFails:
            guard let value = Int(raw), (0...100).contains(value) else {
                throw .usage(.settingGenerateFails, ["value": raw])
            }
            return raw
        case .cacert:
            guard !raw.isEmpty else { throw .usage(.settingCACertEmpty) }
            return TrustStore.absolute(raw)
        case .maxDelete:
            guard let value = Int(raw), value >= 0 else {
                throw .usage(.settingMaxDelete, ["value": raw])
            }
            return String(value)
        case .maxDeleteShare:
            let digits = raw.hasSuffix("%") ? String(raw.dropLast()) : raw
            guard let value = Double(digits), (0...100).contains(value) else {
                throw .usage(.settingMaxDeleteShare, ["value": raw])
            }
            return digits
        case .deviceName:
            guard DeviceNames.isValidName(raw) else { throw .usage(.settingDeviceName) }
            return raw
        case .deviceAlias:
            // `ID NAME` as typed (`todo config set device-alias 5035 phone`), or the stored list.
            if raw.contains("=") {
                guard DeviceNames.aliases(raw).allSatisfy({ $0.prefix.count >= 4 && DeviceNames.isValidName($0.name) })
                else { throw .usage(.settingDeviceAlias) }
                return raw
            }
            let parts = raw.split(separator: " ", maxSplits: 1).map(String.init)
            guard parts.count == 2, parts[0].count >= 4, !parts[0].contains("="),
                DeviceNames.isValidName(parts[1]), !parts[1].contains("\n")
            else { throw .usage(.settingDeviceAlias) }
            return parts[0] + "=" + parts[1]
        }
    }
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
        case .maxDelete, .maxDeleteShare, .deviceName, .deviceAlias: nil
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
        case .maxDelete, .maxDeleteShare, .deviceName, .deviceAlias: nil
        }
    }

    /// The settings ``Settings/resolve(flags:environment:config:)`` takes one by one, in this
    /// order: all but the home (which the others' defaults need first), the CA bundle (its own
    /// rule, ``TrustStore``) and the device names (read by ``DeviceNames``).
    public static let resolvedOneByOne: [SettingKey] = allCases.filter {
        ![.home, .cacert, .deviceName, .deviceAlias].contains($0)
    }

    /// Puts a checked value (``validate(_:)``'s) into `settings`.
    public func apply(_ value: String, to settings: inout Settings) {
        switch self {
        case .home: settings.home = value
        case .server: settings.server = value
        case .token: settings.token = value
        case .minDelay: settings.minDelay = Double(value) ?? settings.minDelay
        case .factor: settings.factor = Double(value) ?? settings.factor
        case .jitter: settings.jitter = Double(value) ?? settings.jitter
        case .maxDelay: settings.maxDelay = Double(value) ?? settings.maxDelay
        case .timeout: settings.timeout = Double(value) ?? settings.timeout
        case .generateFails: settings.generateFails = Int(value)
        case .maxDelete: settings.maxDelete = Int(value) ?? settings.maxDelete
        case .maxDeleteShare: settings.maxDeleteShare = Double(value).map { $0 / 100 } ?? settings.maxDeleteShare
        // The CA bundle's source is part of it (``TrustStore/resolve``); device names are not settings
        // of a command (``DeviceNames``).
        case .cacert, .deviceName, .deviceAlias: break
        }
    }

    /// The value in effect when nothing sets it, as `todo config list --origin` shows it; `nil`
    /// when there is none.
    public func standardValue(_ standard: Settings) -> String? {
        switch self {
        case .home: standard.home
        case .minDelay: String(standard.minDelay)
        case .factor: String(standard.factor)
        case .jitter: String(standard.jitter)
        case .maxDelay: String(standard.maxDelay)
        case .timeout: String(standard.timeout)
        case .maxDelete: String(standard.maxDelete)
        case .maxDeleteShare: String(standard.maxDeleteShare * 100)
        case .server, .token, .generateFails, .cacert, .deviceName, .deviceAlias: nil
        }
    }
}
