import ArgumentParser
import TodoKit

/// todo's commands as argument-parser declares them, for the checks of ``ArgumentWords`` before
/// the parse and for ``Todo/parseNamed(_:)``.
enum CommandWords {
    /// The commands among `commands` (by default `todo`'s, `help` included: argument-parser's
    /// own) by their names and aliases, their subcommands read only when asked.
    static func names(of commands: [any ParsableCommand.Type] = Todo.configuration.subcommands) -> [CommandNames] {
        commands.map { command in
            CommandNames(names: [command._commandName] + command.configuration.aliases) {
                names(of: command.configuration.subcommands)
            }
        }
    }

    /// The command among `commands` (by default `todo`'s) that `word` names, by its name or an
    /// alias (`help`, argument-parser's own, is not one).
    static func command(
        named word: String, among commands: [any ParsableCommand.Type] = Todo.configuration.subcommands
    ) -> (any ParsableCommand.Type)? {
        commands.first { $0._commandName == word || $0.configuration.aliases.contains(word) }
    }

    /// Whether `command` is one of todo's commands (at any depth), not one of argument-parser's
    /// own (its help command).
    static func isCommand(_ command: any ParsableCommand) -> Bool {
        var pending = Todo.configuration.subcommands
        let type = ObjectIdentifier(Swift.type(of: command))
        while let next = pending.popLast() {
            if ObjectIdentifier(next) == type { return true }
            pending += next.configuration.subcommands
        }
        return false
    }
}
