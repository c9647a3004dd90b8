import TodoKit
import TodoModel
import TodoValues

/// The names of the options every command takes, as typed.
struct GlobalOptionNames: Sendable {
    /// The options that take a value (`--home DIR`, `--home=DIR`).
    let valued: Set<String>
    /// The flags.
    let flags: Set<String>

    /// The names `valued` and `flags`.
    init(valued: Set<String>, flags: Set<String>) {
        self.valued = valued
        self.flags = flags
    }
}

/// A command's names as typed (its name and aliases) and, when asked, its subcommands'.
struct CommandNames {
    /// The name and the aliases.
    let names: [String]
    /// The subcommands, made when asked (reading a command's configuration builds its help).
    let subcommands: () -> [CommandNames]

    /// A command named `names` (empty names left out), with `subcommands`.
    init(names: [String], subcommands: @escaping () -> [CommandNames]) {
        self.names = names.filter { !$0.isEmpty }
        self.subcommands = subcommands
    }
}

/// The command line's words, checked and put in order before argument-parser sees them.
///
/// argument-parser hands any word it does not know to the default command (`list`), which then
/// says `Unexpected argument 'lst'`. Here a bare first word must be a command or an alias; a word
/// starting with `-`, `+` or `@` (an option, a tag or context filter) still goes to `list`; a
/// short number (`todo 3`) shows that todo; anything else is an unknown command (exit 64) with the
/// closest command suggested. `todo help X` checks X the same way. `-+home` (list without a tag)
/// becomes `--without +home`.
enum ArgumentWords {
    /// What to do with the command line.
    enum Route: Equatable, Sendable {
        /// Parse these arguments.
        case parse([String])
        /// A `.usage` error: `word` names no command among `candidates`.
        case unknown(word: String, candidates: [String])
    }

    /// Where `arguments` go: parsed as they are (or rewritten: see ``listFilters(_:)`` and
    /// ``conflictsRestore(_:valued:)``), or refused because a word names none of `commands`.
    /// `commands` is read only for a line that starts with a bare word (building the names reads
    /// each command's configuration, its help text; a bare `todo` or `todo +home` needs none).
    static func route(
        _ arguments: [String], commands: @autoclosure () -> [CommandNames], options: GlobalOptionNames
    ) -> Route {
        let arguments = conflictsRestore(listFilters(negativeDates(arguments)), valued: options.valued)
        guard let first = arguments.first else { return .parse(arguments) }
        if first.hasPrefix("-") || first.hasPrefix("+") || first.hasPrefix("@") { return .parse(arguments) }
        let commands = commands()
        let known = commands.flatMap(\.names)
        if first == "help" {
            // `todo help`, `todo help add`, `todo help config set`: every word must be a command.
            var level = commands
            for word in arguments.dropFirst() where !word.hasPrefix("-") {
                guard let command = level.first(where: { $0.names.contains(word) }) else {
                    return .unknown(word: word, candidates: level.flatMap(\.names))
                }
                level = command.subcommands()
                if level.isEmpty { break }
            }
            return .parse(arguments)
        }
        if known.contains(first) { return .parse(arguments) }
        if ShortNumber.parse(first) != nil {
            // `todo 3` shows todo 3, as `task 3` does.
            return .parse(["show"] + arguments)
        }
        return .unknown(word: first, candidates: known)
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

    /// The options whose value is a date, which may be a negative relative one (`-5d`).
    static let dateOptions: Set<String> = ["--due", "--until", "--wait", "--due-before", "--due-after"]

    /// `--due -5d` as argument-parser can read it (issue 41, point 7): a value that starts with `-`
    /// and a digit would be taken for an option, so a date option and such a value become one
    /// word, `--due=-5d`. No option's name starts with a digit; words after `--` are left as typed.
    static func negativeDates(_ arguments: [String]) -> [String] {
        var out: [String] = []
        out.reserveCapacity(arguments.count)
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "--" {
                out += arguments[index...]
                break
            }
            let next = index + 1 < arguments.endIndex ? arguments[index + 1] : ""
            if dateOptions.contains(argument), next.hasPrefix("-"), next.dropFirst().first?.isNumber == true {
                out.append(argument + "=" + next)
                index += 2
            } else {
                out.append(argument)
                index += 1
            }
        }
        return out
    }

    /// `todo conflicts restore [--force] N [--force]` (issue 34) as `todo restore --conflict N …`:
    /// `--conflict` goes right before the record's number, wherever the options stand (`valued`:
    /// the global options that take a value, so that `--home DIR`'s value is not the number).
    static func conflictsRestore(_ arguments: [String], valued: Set<String>) -> [String] {
        guard arguments.count >= 3, arguments[0] == "conflicts", arguments[1] == "restore" else { return arguments }
        var rest = Array(arguments.dropFirst(2))
        // The first word that is neither an option nor a global option's value (`--home DIR`).
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

    /// `arguments` with its leading global options moved to the end (before a `--`, if any), so
    /// that they may come before the command's name too (`todo --home DIR add milk`), which
    /// argument-parser accepts only after it; unchanged when it does not start with one.
    static func normalized(_ arguments: [String], options: GlobalOptionNames) -> [String] {
        var leading: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            if options.flags.contains(argument) {
                leading.append(argument)
                index += 1
            } else if options.valued.contains(name) && argument.contains("=") {
                leading.append(argument)
                index += 1
            } else if options.valued.contains(argument) && index + 1 < arguments.count {
                leading += arguments[index...(index + 1)]
                index += 2
            } else {
                break
            }
        }
        guard !leading.isEmpty, index < arguments.count else { return arguments }
        var rest = Array(arguments[index...])
        let end = rest.firstIndex(of: "--") ?? rest.endIndex
        rest.insert(contentsOf: leading, at: end)
        return rest
    }
}

extension GlobalOptionNames {
    /// The names of `entries`, by whether a value follows them.
    init<Options>(_ entries: [GlobalOptionEntry<Options>]) {
        self.init(
            valued: Set(entries.filter(\.takesValue).flatMap(\.names)),
            flags: Set(entries.filter { !$0.takesValue }.flatMap(\.names)))
    }
}

/// One option every command takes, as the work beside the parse needs it: its names as typed,
/// whether a value follows it, and for `Options` (the parsed options) how to unset it and the
/// setting it gives.
struct GlobalOptionEntry<Options> {
    /// The names as typed (`-v`, `--verbose`).
    let names: [String]
    /// Whether a value follows the option.
    let takesValue: Bool
    /// Leaves the option as a line without it leaves it: a flag off, an option unset.
    let unset: (inout Options) -> Void
    /// Copies the option into the settings' flags, when it is a setting.
    let setting: ((Options, inout SettingFlags) -> Void)?

    /// A flag named `names`; `unset` turns it off.
    static func flag(_ names: String..., unset: @escaping (inout Options) -> Void) -> Self {
        Self(names: names, takesValue: false, unset: unset, setting: nil)
    }

    /// An option named `name` that takes a value; `unset` unsets it.
    static func value(_ name: String, unset: @escaping (inout Options) -> Void) -> Self {
        Self(names: [name], takesValue: true, unset: unset, setting: nil)
    }

    /// The option of the setting `key`, named as the setting table names it (``SettingKey/option``);
    /// `unset` unsets it and `value` reads what was given, as typed.
    static func setting(
        _ key: SettingKey, unset: @escaping (inout Options) -> Void, value: @escaping (Options) -> String?
    ) -> Self {
        Self(
            names: [key.option ?? "--" + key.rawValue], takesValue: true, unset: unset,
            setting: { options, flags in flags[key] = value(options) })
    }

    /// The entry, copying the option into the settings' flags with `copy`.
    func setting(_ copy: @escaping (Options, inout SettingFlags) -> Void) -> Self {
        Self(names: names, takesValue: takesValue, unset: unset, setting: copy)
    }
}
