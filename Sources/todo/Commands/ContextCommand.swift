import ArgumentParser
import TodoKit
import TodoText

/// `todo context`: saved list filters (issue 35). `todo context NAME` activates one, `none`
/// clears it, a bare `todo context` lists them; `set NAME FILTER` and `rm NAME` save and delete.
///
/// One command with words rather than subcommands, so that the shells complete the saved names
/// right after `todo context` (argument-parser completes a default subcommand's arguments only
/// after its name).
struct ContextCommand: ParsableCommand {
    static let configuration = Help.command("context", .helpContextAbstract, discussion: .helpContextDiscussion)

    @Argument(
        help: .words(.helpContextWords, value: "name | none | set name filter | rm name"),
        completion: ContextCompletion.kind)
    var words: [String] = []

    @Flag(help: .words(.helpContextJSON)) var json = false

    func run() throws {
        guard let first = words.first else { return try list() }
        switch first {
        case "set":
            guard words.count >= 3 else { throw usage() }
            let name = words[1]
            let text = words[2...].joined(separator: " ")
            let saved = try Self.change { config throws(TodoError) in
                try config.setContext(name, filter: text)
                return config.contexts.saved[name] ?? text
            }
            Console.line(
                Messages.text(.contextSaved, ["name": TerminalText.escape(name), "filter": TerminalText.escape(saved)]))
        case "rm":
            guard words.count == 2 else { throw usage() }
            try Self.change { config throws(TodoError) in try config.removeContext(words[1]) }
            Console.line(Messages.text(.contextRemoved, ["name": words[1]]))
        case "none":
            guard words.count == 1 else { throw usage() }
            try Self.change { config throws(TodoError) in try config.activateContext(nil) }
            Console.line(Messages.text(.contextCleared))
        default:
            guard words.count == 1 else { throw usage() }
            let filter = try Self.change { config throws(TodoError) in
                try config.activateContext(first)
                return config.contexts.saved[first] ?? ""
            }
            Console.line(Messages.text(.contextActivated, ["name": first, "filter": filter]))
        }
    }

    /// The saved contexts, the active one marked; `--json` as an array.
    private func list() throws {
        let contexts = try Console.guarded { () throws(TodoError) in try ConfigCommand.load() }.contexts
        if json {
            Console.json(WireJSON.string(ContextScreen.entries(contexts)))
        } else {
            Console.out(ContextScreen.text(contexts))
        }
    }

    /// Words in a form `todo context` does not take: one line, exit 64.
    private func usage() -> ExitCode {
        Console.error(Messages.text(.contextUsage))
        return ExitCode(64)
    }

    /// Reads the config, changes it with `body` and writes it back (atomically: ``ConfigFile/save()``);
    /// `body`'s value.
    @discardableResult
    static func change<T>(_ body: (inout ConfigFile) throws(TodoError) -> T) throws -> T {
        try Console.guarded { () throws(TodoError) -> T in
            var config = try ConfigCommand.load()
            let value = try body(&config)
            try config.save()
            return value
        }
    }
}

/// Shell completion of context names, those saved in the config file: after `todo context`
/// (with `none`, `set` and `rm`), after its `rm` and `set`, and after `--context`.
enum ContextCompletion {
    static let kind = CompletionKind.custom { arguments, index, prefix in
        words(arguments: arguments, index: index, prefix: prefix)
    }

    static func words(arguments: [String], index: Int, prefix: String) -> [String] {
        let names = (try? ConfigCommand.load())?.contexts.names ?? []
        var offered = names
        if let start = arguments.firstIndex(of: "context"), index > start, index < arguments.count + 1 {
            let position = index - start - 1
            let previous = position >= 1 ? arguments[start + 1] : nil
            switch position {
            case 0: offered = names + ["none", "set", "rm"]
            case 1 where previous == "set" || previous == "rm": offered = names
            default: offered = []
            }
        }
        return offered.filter { $0.hasPrefix(prefix) }
    }
}
