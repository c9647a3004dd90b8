import TodoValues

extension Settings {
    /// A command's settings: the environment, the config file and `flags`, resolved, with the log
    /// set up in their home (`verbose`: on standard error too); and the config file, read once.
    public static func resolved(
        flags: SettingFlags, verbose: Bool
    ) throws(TodoError) -> (settings: Settings, config: ConfigFile) {
        let environment = ProcessEnvironment.current()
        let config = try ConfigFile.load(path: ConfigFile.defaultPath(environment: environment))
        let settings = try Settings.resolve(flags: flags, environment: environment, config: config)
        LogSetup.bootstrap(home: settings.home, verbose: verbose, environment: environment)
        return (settings, config)
    }
}
