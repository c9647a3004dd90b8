import TodoValues

extension DeviceNames {
    /// The names `config` holds for the device `ownID`.
    public init(ownID: String, config: ConfigFile) {
        self.init(
            ownID: ownID, ownName: config.values[SettingKey.deviceName.rawValue],
            aliases: Self.aliases(config.values[SettingKey.deviceAlias.rawValue] ?? ""))
    }
}
