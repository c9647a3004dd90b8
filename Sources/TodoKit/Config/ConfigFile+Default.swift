import TodoValues

/// The config file at its usual place, for the commands that read or change it alone.
extension ConfigFile {
    /// The config file at ``defaultPath(environment:)`` for this process's environment.
    public static func loadDefault() throws(TodoError) -> ConfigFile {
        try load(path: defaultPath(environment: ProcessEnvironment.current()))
    }

    /// Reads the config file, changes it with `body` and writes it back (atomically: ``save()``);
    /// `body`'s value.
    @discardableResult
    public static func update<T>(_ body: (inout ConfigFile) throws(TodoError) -> T) throws(TodoError) -> T {
        var config = try loadDefault()
        let value = try body(&config)
        try config.save()
        return value
    }
}

extension ConfigFile {
    /// The stored value of `key`; exit 1 naming it when it is not set.
    public func value(of key: SettingKey) throws(TodoError) -> String {
        guard let value = values[key.rawValue] else { throw .other(.configNotSet, ["key": key.rawValue]) }
        return value
    }
}
