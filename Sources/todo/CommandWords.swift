import ArgumentParser
import TodoKit
import TodoModel
import TodoText

/// The first word of a command line, checked before argument-parser sees it.
///
/// argument-parser hands any word it does not know to the default command (`list`), which then
/// says `Unexpected argument 'lst'`. Here a bare first word must be a command or an alias; a word
/// starting with `-`, `+` or `@` (an option, a tag or context filter) still goes to `list`; a
/// short number (`todo 3`) shows that todo; anything else is `unknown command` (exit 64) with the
/// closest command suggested. `todo help X` checks X the same way. `-+home` (list without a tag)
/// becomes `--without +home`.
enum CommandWords {
    /// What to do with the command line.
    enum Route: Equatable {
        /// Parse these arguments.
        case parse([String])
        /// Exit 64 with this message.
        case unknown(String)
    }

    /// Every command's name and aliases, as typed (`help` included: argument-parser's own).
    static func names(of commands: [any ParsableCommand.Type] = Todo.configuration.subcommands) -> [String] {
        commands.flatMap { command -> [String] in
            let configuration = command.configuration
            return [command._commandName] + configuration.aliases
        }.filter { !$0.isEmpty }
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

    static func route(_ arguments: [String]) -> Route {
        let arguments = conflictsRestore(listFilters(arguments))
        guard let first = arguments.first else { return .parse(arguments) }
        if first.hasPrefix("-") || first.hasPrefix("+") || first.hasPrefix("@") { return .parse(arguments) }
        let known = names()
        if first == "help" {
            // `todo help`, `todo help add`, `todo help config set`: every word must be a command.
            var commands: [any ParsableCommand.Type] = Todo.configuration.subcommands
            for word in arguments.dropFirst() where !word.hasPrefix("-") {
                guard let command = command(named: word, among: commands) else {
                    return .unknown(CommandSuggestion.message(word, candidates: names(of: commands)))
                }
                commands = command.configuration.subcommands
                if commands.isEmpty { break }
            }
            return .parse(arguments)
        }
        if known.contains(first) { return .parse(arguments) }
        if ShortNumber.parse(first) != nil {
            // `todo 3` shows todo 3, as `task 3` does.
            return .parse(["show"] + arguments)
        }
        return .unknown(CommandSuggestion.message(first, candidates: known))
    }

    /// `todo list -+home` as argument-parser can read it: `-+home` and `-@phone` (without that tag)
    /// would be taken for options, so they become `--without +home`. Only for `list` (named, by its
    /// alias, or as the default): another command's words are left as typed.
    static func listFilters(_ arguments: [String]) -> [String] {
        guard let first = arguments.first else { return arguments }
        let named = first == "list" || first == "ls"
        guard named || first.hasPrefix("-") || first.hasPrefix("+") || first.hasPrefix("@") else { return arguments }
        var out: [String] = []
        var rest = arguments[...]
        if named {
            out.append(first)
            rest = rest.dropFirst()
        }
        var passedEnd = false
        for argument in rest {
            if argument == "--" { passedEnd = true }
            if !passedEnd, argument.hasPrefix("-"), Tags.isTag(String(argument.dropFirst())) {
                out += ["--without", String(argument.dropFirst())]
            } else {
                out.append(argument)
            }
        }
        return out
    }

    /// `todo conflicts restore [--force] N [--force]` (issue 34) as `todo restore --conflict N …`:
    /// `--conflict` goes right before the record's number, wherever the options stand.
    static func conflictsRestore(_ arguments: [String]) -> [String] {
        guard arguments.count >= 3, arguments[0] == "conflicts", arguments[1] == "restore" else { return arguments }
        var rest = Array(arguments.dropFirst(2))
        // The first word that is neither an option nor a global option's value (`--home DIR`).
        let valued = Set(GlobalOptions.all.filter(\.takesValue).flatMap(\.names))
        var number = rest.endIndex
        var index = rest.startIndex
        while index < rest.endIndex {
            if !rest[index].hasPrefix("-") {
                number = index
                break
            }
            index += valued.contains(rest[index]) ? 2 : 1
        }
        rest.insert("--conflict", at: min(number, rest.endIndex))
        return ["restore"] + rest
    }
}
