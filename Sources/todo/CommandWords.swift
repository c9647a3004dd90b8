import ArgumentParser
import TodoKit
import TodoModel

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
        let arguments = listFilters(arguments)
        guard let first = arguments.first else { return .parse(arguments) }
        if first.hasPrefix("-") || first.hasPrefix("+") || first.hasPrefix("@") { return .parse(arguments) }
        let known = names()
        if first == "help" {
            // `todo help`, `todo help add`, `todo help config set`: every word must be a command.
            var commands: [any ParsableCommand.Type] = Todo.configuration.subcommands
            for word in arguments.dropFirst() where !word.hasPrefix("-") {
                guard let command = command(named: word, among: commands) else {
                    return .unknown(message(word, candidates: names(of: commands)))
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
        return .unknown(message(first, candidates: known))
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

    /// `unknown command 'lst'; did you mean 'list'?`, or a pointer to `todo help`.
    static func message(_ word: String, candidates: [String]) -> String {
        if let suggestion = suggestion(for: word, among: candidates) {
            return Messages.text(.commandUnknownSuggest, ["word": word, "suggestion": suggestion])
        }
        return Messages.text(.commandUnknown, ["word": word])
    }

    /// The candidate closest to `word`: one it is a prefix of (`stat` → `status`), else the one at
    /// the smallest edit distance (a transposition counts as one edit), if that is small enough.
    static func suggestion(for word: String, among candidates: [String]) -> String? {
        let typed = word.lowercased()
        guard !typed.isEmpty else { return nil }
        let prefixed = candidates.filter { $0.hasPrefix(typed) }
        if prefixed.count == 1 { return prefixed[0] }
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, candidate)
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        // One edit for short words, two from five letters on: `lst`, `ad`, `delte`, `stauts`.
        let limit = typed.count < 5 ? 1 : 2
        if best.distance <= limit { return best.name }
        return prefixed.first
    }

    /// The optimal string alignment distance (Levenshtein plus adjacent transpositions).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, rows[i - 2][j - 2] + 1)
                }
                rows[i][j] = value
            }
        }
        return rows[a.count][b.count]
    }
}
