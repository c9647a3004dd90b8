import ArgumentParser
import TodoKit
import TodoText

/// `todo context`: saved list filters (issue 35). `todo context NAME` activates one, `none` clears
/// it, a bare `todo context` lists them; `set` and `rm` save and delete.
struct ContextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "context",
        abstract: Messages.text(.helpContextAbstract),
        discussion: HelpText.page("context", .helpContextDiscussion),
        subcommands: [Use.self, Set.self, Remove.self],
        defaultSubcommand: Use.self
    )

    /// Reads the config, changes it with `body` and writes it back (atomically: ``ConfigFile/save()``).
    static func change(_ body: (inout ConfigFile) throws(TodoError) -> Void) throws {
        try Console.guarded { () throws(TodoError) in
            var config = try ConfigCommand.load()
            try body(&config)
            try config.save()
        }
    }

    struct Use: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "use", abstract: Messages.text(.helpContextUseAbstract))
        @Argument(help: .words(.helpContextName, value: "name"), completion: ContextCompletion.kindWithNone)
        var name: String?
        @Flag(help: .words(.helpContextJSON)) var json = false

        func run() throws {
            guard let name else {
                let contexts = try Console.guarded { () throws(TodoError) in try ConfigCommand.load() }.contexts
                if json {
                    Console.json(WireJSON.string(ContextScreen.entries(contexts)))
                } else {
                    Console.out(ContextScreen.text(contexts))
                }
                return
            }
            let active = name == "none" ? nil : name
            try ContextCommand.change { config throws(TodoError) in try config.activateContext(active) }
            guard let active else { return Console.line(Messages.text(.contextCleared)) }
            let filter = try Console.guarded { () throws(TodoError) in try ConfigCommand.load() }.contexts.saved[active]
            Console.line(Messages.text(.contextActivated, ["name": active, "filter": filter ?? ""]))
        }
    }

    struct Set: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set", abstract: Messages.text(.helpContextSetAbstract))
        @Argument(help: .words(.helpContextName, value: "name"), completion: ContextCompletion.kind) var name: String
        @Argument(help: .words(.helpContextFilter, value: "filter")) var filter: [String]

        func run() throws {
            let text = filter.joined(separator: " ")
            try ContextCommand.change { config throws(TodoError) in try config.setContext(name, filter: text) }
            let saved = try Console.guarded { () throws(TodoError) in try ConfigCommand.load() }.contexts.saved[name]
            Console.line(Messages.text(.contextSaved, ["name": name, "filter": saved ?? text]))
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rm", abstract: Messages.text(.helpContextRemoveAbstract))
        @Argument(help: .words(.helpContextName, value: "name"), completion: ContextCompletion.kind) var name: String

        func run() throws {
            try ContextCommand.change { config throws(TodoError) in try config.removeContext(name) }
            Console.line(Messages.text(.contextRemoved, ["name": name]))
        }
    }
}

/// Shell completion of context names: those saved in the config file.
enum ContextCompletion {
    static let kind = CompletionKind.custom { _, _, prefix in names(prefix) }
    /// The names and `none`.
    static let kindWithNone = CompletionKind.custom { _, _, prefix in
        names(prefix) + ("none".hasPrefix(prefix) ? ["none"] : [])
    }

    private static func names(_ prefix: String) -> [String] {
        guard let config = try? ConfigCommand.load() else { return [] }
        return config.contexts.names.filter { $0.hasPrefix(prefix) }
    }
}
