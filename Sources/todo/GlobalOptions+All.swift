import TodoKit

extension GlobalOptions {
    /// One global option: its names as typed, whether a value follows it, the setting it gives.
    struct Entry {
        let names: [String]
        let takesValue: Bool
        /// Leaves the option as a line without it leaves it: a flag off, an option unset.
        let unset: (inout GlobalOptions) -> Void
        /// Copies the option into the settings' flags, when it is a setting.
        let setting: ((GlobalOptions, inout SettingFlags) -> Void)?

        static func flag(
            _ names: String..., at path: WritableKeyPath<GlobalOptions, Bool>,
            setting: WritableKeyPath<SettingFlags, Bool>? = nil
        ) -> Entry {
            Entry(
                names: names, takesValue: false, unset: { $0[keyPath: path] = false },
                setting: setting.map { target in { options, flags in flags[keyPath: target] = options[keyPath: path] } }
            )
        }

        static func value<Value>(
            _ name: String, at path: WritableKeyPath<GlobalOptions, Value?>,
            setting: WritableKeyPath<SettingFlags, Value?>? = nil
        ) -> Entry {
            Entry(
                names: [name], takesValue: true, unset: { $0[keyPath: path] = nil },
                setting: setting.map { target in { options, flags in flags[keyPath: target] = options[keyPath: path] } }
            )
        }
    }

    /// Every global option, as declared.
    static var all: [Entry] {
        [
            .flag("--json", at: \.json),
            .value("--home", at: \.home, setting: \.home),
            .flag("--offline", at: \.offline, setting: \.offline),
            .value("--server", at: \.server, setting: \.server),
            .value("--token", at: \.token, setting: \.token),
            .value("--min-delay", at: \.minDelay, setting: \.minDelay),
            .value("--factor", at: \.factor, setting: \.factor),
            .value("--jitter", at: \.jitter, setting: \.jitter),
            .value("--max-delay", at: \.maxDelay, setting: \.maxDelay),
            .value("--timeout", at: \.timeout, setting: \.timeout),
            .value("--generate-fails", at: \.generateFails, setting: \.generateFails),
            .flag("--insecure", at: \.insecure, setting: \.insecure),
            .value("--cacert", at: \.cacert, setting: \.cacert),
            .flag("-v", "--verbose", at: \.verbose),
            .flag("--no-color", at: \.noColor),
            .flag("-q", "--quiet", at: \.quiet),
        ]
    }

    /// The options of a line that gives none, as argument-parser leaves them: flags off, options
    /// unset.
    static var unset: GlobalOptions {
        var options = GlobalOptions()
        for entry in all { entry.unset(&options) }
        return options
    }

    /// The options that are settings, for ``Settings/resolve(flags:environment:config:)``.
    var flags: SettingFlags {
        var flags = SettingFlags()
        for entry in Self.all { entry.setting?(self, &flags) }
        return flags
    }
}
