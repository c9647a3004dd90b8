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

extension Settings {
    /// Every setting with the value in effect and its origin, in ``SettingKey`` order, by the
    /// order ``resolve(flags:environment:config:)`` uses: flag, environment, config file,
    /// default. Throws what `resolve` throws for a bad value.
    public static func sources(
        flags: SettingFlags, environment: [String: String], config: ConfigFile
    ) throws(TodoError) -> [SettingSource] {
        _ = try resolve(flags: flags, environment: environment, config: config)
        var given: [SettingKey: String] = [:]
        given[.home] = flags.home
        given[.server] = flags.server
        given[.token] = flags.token
        given[.minDelay] = flags.minDelay.map { String($0) }
        given[.factor] = flags.factor.map { String($0) }
        given[.jitter] = flags.jitter.map { String($0) }
        given[.maxDelay] = flags.maxDelay.map { String($0) }
        given[.timeout] = flags.timeout.map { String($0) }
        given[.generateFails] = flags.generateFails.map(String.init)
        given[.cacert] = flags.cacert
        given[.maxDelete] = flags.maxDelete.map(String.init)
        given[.maxDeleteShare] = flags.maxDeleteShare.map { String($0) }
        let standard = Settings(home: defaultHome(environment: environment))
        var defaults: [SettingKey: String] = [:]
        defaults[.home] = standard.home
        defaults[.minDelay] = String(standard.minDelay)
        defaults[.factor] = String(standard.factor)
        defaults[.jitter] = String(standard.jitter)
        defaults[.maxDelay] = String(standard.maxDelay)
        defaults[.timeout] = String(standard.timeout)
        defaults[.maxDelete] = String(standard.maxDelete)
        defaults[.maxDeleteShare] = String(standard.maxDeleteShare * 100)
        return SettingKey.allCases.map { key in
            if let flag = given[key] {
                return SettingSource(key: key, value: (try? key.validate(flag)) ?? flag, origin: .flag)
            }
            if let env = environment[key.environmentName], !env.isEmpty {
                return SettingSource(key: key, value: (try? key.validate(env)) ?? env, origin: .environment)
            }
            if let stored = config.values[key.rawValue] {
                return SettingSource(key: key, value: (try? key.validate(stored)) ?? stored, origin: .config)
            }
            return SettingSource(key: key, value: defaults[key], origin: .default)
        }
    }
}
