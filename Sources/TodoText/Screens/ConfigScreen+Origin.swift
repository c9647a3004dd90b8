import TodoValues

// `todo config list --origin` (issue 35).
extension ConfigScreen {
    /// One setting in `todo config list --origin --json`: `origin` is `default`, `config`,
    /// `environment` or `flag`; `value` is absent when not set.
    public struct Source: Encodable, Equatable, Sendable {
        public let key: String
        public let value: String?
        public let origin: String
    }

    /// What is shown of each setting: secrets hidden, the server's credentials cut.
    public static func shown(_ sources: [SettingSource]) -> [Source] {
        sources.map { source in
            Source(
                key: source.key.rawValue, value: source.value.map { shown(source.key, $0, secret: .configHidden) },
                origin: source.origin.rawValue)
        }
    }

    /// `# PATH`, then `key = value  (origin)` lines, in the keys' order.
    public static func text(_ sources: [Source], path: String) -> String {
        var out = "# \(path)\n"
        let width = sources.map { $0.key.count + ($0.value ?? Messages.text(.configOriginNoValue)).count }.max() ?? 0
        for source in sources {
            let value = source.value ?? Messages.text(.configOriginNoValue)
            let pad = String(repeating: " ", count: max(0, width - source.key.count - value.count))
            out += TerminalText.escape("\(source.key) = \(value)\(pad)  (\(originWord(source.origin)))") + "\n"
        }
        return out
    }

    /// The origin in the user's language.
    static func originWord(_ origin: String) -> String {
        switch SettingOrigin(rawValue: origin) {
        case .default, nil: Messages.text(.configOriginDefault)
        case .config: Messages.text(.configOriginFile)
        case .environment: Messages.text(.configOriginEnvironment)
        case .flag: Messages.text(.configOriginFlag)
        }
    }
}

extension ConfigScreen {
    /// The line `todo config set` confirms with: the key and the value typed, a secret's hidden.
    public static func set(_ key: SettingKey, _ typed: String) -> String {
        key.isSecret ? Messages.text(.configSetHidden, ["key": key.rawValue]) : "\(key.rawValue) = \(typed)"
    }
}
