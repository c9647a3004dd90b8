import ArgumentParser
import FoundationEssentials
import TodoKit
import TodoText

struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: Messages.text(.helpConfigAbstract),
        discussion: HelpText.page("config"),
        subcommands: [Set.self, Get.self, Unset.self, List.self],
        defaultSubcommand: List.self
    )

    static func load() throws(TodoError) -> ConfigFile {
        try ConfigFile.load(path: ConfigFile.defaultPath(environment: ProcessEnvironment.current()))
    }

    static func key(_ raw: String) throws -> SettingKey {
        guard let key = SettingKey(rawValue: raw) else {
            let known = SettingKey.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError(Messages.text(.configUnknownKey, ["key": raw, "known": known]))
        }
        return key
    }

    struct Set: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set", abstract: Messages.text(.helpConfigSetAbstract))
        @Argument(help: .words(.helpConfigKey), transform: ConfigCommand.key) var key: SettingKey
        @Argument(help: .words(.helpConfigValue)) var value: String
        // Devices by name (issue 34): `todo config set device-alias 5035 phone`.
        @Argument(help: .words(.helpConfigAliasName)) var name: String?

        func validate() throws {
            if name != nil && key != .deviceAlias { throw ValidationError(Messages.text(.helpConfigAliasName)) }
        }

        func run() throws {
            let typed = name.map { value + " " + $0 } ?? value
            try Console.guarded { () throws(TodoError) in
                var config = try ConfigCommand.load()
                try config.set(key, typed)
                try config.save()
            }
            Console.line(
                key.isSecret ? Messages.text(.configSetHidden, ["key": key.rawValue]) : "\(key.rawValue) = \(typed)")
        }
    }

    struct Get: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "get", abstract: Messages.text(.helpConfigGetAbstract))
        @Argument(help: .words(.helpConfigKey), transform: ConfigCommand.key) var key: SettingKey

        func run() throws {
            let config = try Console.guarded { () throws(TodoError) in try ConfigCommand.load() }
            guard let value = config.values[key.rawValue] else {
                Console.error(Messages.text(.configNotSet, ["key": key.rawValue]))
                throw ExitCode(1)
            }
            Console.line(ConfigScreen.shown(key, value, secret: .configSetMasked))
        }
    }

    struct Unset: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "unset", abstract: Messages.text(.helpConfigUnsetAbstract))
        @Argument(help: .words(.helpConfigKey), transform: ConfigCommand.key) var key: SettingKey

        func run() throws {
            try Console.guarded { () throws(TodoError) in
                var config = try ConfigCommand.load()
                config.unset(key)
                try config.save()
            }
            Console.line(Messages.text(.configUnset, ["key": key.rawValue]))
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: Messages.text(.helpConfigListAbstract))
        // Origins (issue 35): the global options (--json among them) give the flags' values.
        @Flag(help: .words(.helpConfigListOrigin)) var origin = false
        @OptionGroup(visibility: .hidden) var options: GlobalOptions

        var json: Bool { options.json }

        func run() throws {
            let config = try Console.guarded { () throws(TodoError) in try ConfigCommand.load() }
            if origin { return try showOrigins(config) }
            let shown = ConfigScreen.shown(config)
            if json {
                Console.json(WireJSON.string(shown))
            } else {
                Console.out(ConfigScreen.text(shown, path: config.path))
            }
        }
    }
}

// `todo config list --origin` (issue 35)
extension ConfigCommand.List {
    /// Every setting in effect and where it comes from, as text or `--json`.
    func showOrigins(_ config: ConfigFile) throws {
        let sources = try Console.guarded { () throws(TodoError) in
            try Settings.sources(flags: options.flags, environment: ProcessEnvironment.current(), config: config)
        }
        let shown = ConfigScreen.shown(sources)
        if json {
            Console.json(WireJSON.string(shown))
        } else {
            Console.out(ConfigScreen.text(shown, path: config.path))
        }
    }
}
