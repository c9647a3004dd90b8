import FoundationEssentials
import TodoValues

extension SettingKey {
    /// The environment variables `todo help options` names: those of the settings with a global
    /// option, in the table's order, then ``Settings/offlineVariable``.
    public static var helpEnvironmentNames: [String] {
        allCases.filter { $0.option != nil }.map(\.environmentName) + [Settings.offlineVariable]
    }

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
        case .protocol:
            guard let value = SyncProtocol(rawValue: raw.lowercased()) else {
                throw .usage(.settingProtocol, ["value": raw])
            }
            return value.rawValue
        case .calendar:
            guard !raw.isEmpty, !raw.contains(where: { $0.isNewline || $0 == "/" }) else {
                throw .usage(.settingCalendar)
            }
            return raw
        }
    }
}

extension SettingKey {
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
        case .protocol: settings.syncProtocol = SyncProtocol(rawValue: value) ?? settings.syncProtocol
        case .calendar: settings.calendar = value
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
        case .protocol: standard.syncProtocol.rawValue
        case .server, .calendar, .token, .generateFails, .cacert, .deviceName, .deviceAlias: nil
        }
    }
}
