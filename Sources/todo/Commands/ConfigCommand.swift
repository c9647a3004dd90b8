import ArgumentParser
import TodoKit
import TodoTerminal
import TodoText
import TodoValues

struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: CommandName.config.rawValue,
        abstract: Messages.text(.helpConfigAbstract),
        discussion: HelpText.page(.config),
        subcommands: [Set.self, Get.self, Unset.self, List.self],
        defaultSubcommand: List.self
    )

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
        // Every command takes the global options (issue 41, point 7).
        @OptionGroup(visibility: .hidden) var options: GlobalOptions

        func validate() throws {
            if name != nil && key != .deviceAlias { throw ValidationError(Messages.text(.helpConfigAliasName)) }
        }

        func run() throws {
            let typed = name.map { value + " " + $0 } ?? value
            try Console.guarded { () throws(TodoError) in
                try ConfigFile.update { config throws(TodoError) in try config.set(key, typed) }
            }
            Console.line(ConfigScreen.set(key, typed))
        }
    }

    struct Get: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "get", abstract: Messages.text(.helpConfigGetAbstract))
        @Argument(help: .words(.helpConfigKey), transform: ConfigCommand.key) var key: SettingKey
        @OptionGroup(visibility: .hidden) var options: GlobalOptions

        func run() throws {
            let value = try Console.guarded { () throws(TodoError) in try ConfigFile.loadDefault().value(of: key) }
            Console.line(ConfigScreen.shown(key, value, secret: .configSetMasked))
        }
    }

    struct Unset: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "unset", abstract: Messages.text(.helpConfigUnsetAbstract))
        @Argument(help: .words(.helpConfigKey), transform: ConfigCommand.key) var key: SettingKey
        @OptionGroup(visibility: .hidden) var options: GlobalOptions

        func run() throws {
            try Console.guarded { () throws(TodoError) in try ConfigFile.update { $0.unset(key) } }
            Console.line(Messages.text(.configUnset, ["key": key.rawValue]))
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: Messages.text(.helpConfigListAbstract),
            discussion: HelpText.page(.config, subcommand: "list"))
        // Origins (issue 35): the global options (--json among them) give the flags' values.
        @Flag(help: .words(.helpConfigListOrigin)) var origin = false
        @OptionGroup(visibility: .hidden) var options: GlobalOptions

        func run() throws {
            let (flags, origin) = (options.flags, origin)
            let (config, sources) = try Console.guarded { () throws(TodoError) -> (ConfigFile, [SettingSource]?) in
                let config = try ConfigFile.loadDefault()
                guard origin else { return (config, nil) }
                let environment = ProcessEnvironment.current()
                return (config, try Settings.sources(flags: flags, environment: environment, config: config))
            }
            ConfigScreen.show(config, sources: sources, json: options.json)
        }
    }
}
