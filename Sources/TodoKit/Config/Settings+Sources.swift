import TodoValues

extension Settings {
    /// Every setting with the value in effect and its origin, in ``SettingKey`` order, by the
    /// order ``resolve(flags:environment:config:)`` uses: flag, environment, config file,
    /// default. Throws what `resolve` throws for a bad value.
    public static func sources(
        flags: SettingFlags, environment: [String: String], config: ConfigFile
    ) throws(TodoError) -> [SettingSource] {
        _ = try resolve(flags: flags, environment: environment, config: config)
        let standard = Settings(home: defaultHome(environment: environment))
        return SettingKey.allCases.map { key in
            if let flag = flags[key] {
                return SettingSource(key: key, value: (try? key.validate(flag)) ?? flag, origin: .flag)
            }
            if let env = environment[key.environmentName], !env.isEmpty {
                return SettingSource(key: key, value: (try? key.validate(env)) ?? env, origin: .environment)
            }
            if let stored = config.values[key.rawValue] {
                return SettingSource(key: key, value: (try? key.validate(stored)) ?? stored, origin: .config)
            }
            return SettingSource(key: key, value: key.standardValue(standard), origin: .default)
        }
    }
}
