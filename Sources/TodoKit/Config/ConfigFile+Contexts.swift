import TodoValues

extension Contexts {
    /// The contexts `config` holds.
    public init(config: ConfigFile) { self.init(values: config.values) }
}

extension ConfigFile {
    /// The contexts this config holds.
    public var contexts: Contexts { Contexts(config: self) }

    /// Saves the context `name` with `filter` (both checked; a `.usage` error when bad).
    public mutating func setContext(_ name: String, filter: String) throws(TodoError) {
        let name = try Contexts.validate(name: name)
        _ = try ContextFilter(filter)
        values[Contexts.keyPrefix + name] = filter.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Removes the context `name`, and deactivates it when it was active; a `.usage` error when unknown.
    public mutating func removeContext(_ name: String) throws(TodoError) {
        _ = try contexts.filter(named: name)
        values.removeValue(forKey: Contexts.keyPrefix + name)
        if values[Contexts.activeKey] == name { values.removeValue(forKey: Contexts.activeKey) }
    }

    /// Makes `name` the active context, or none with `nil`; a `.usage` error when `name` is not saved.
    public mutating func activateContext(_ name: String?) throws(TodoError) {
        guard let name else {
            values.removeValue(forKey: Contexts.activeKey)
            return
        }
        _ = try contexts.filter(named: name)
        values[Contexts.activeKey] = name
    }
}
