import Foundation
import Testing
import TodoModel

@testable import todo

/// Issue 41, point 7: the help pages and the program agree, through the binary. The commands
/// and their options are argument-parser's own (`--experimental-dump-help`, the same
/// declarations the parse and the help are made from); no list of options is written here.
@Suite struct HelpMatchesProgramTests {
    /// A command as argument-parser describes it.
    struct Command: Decodable {
        var commandName: String
        var subcommands: [Command]?
        var arguments: [Argument]?
    }

    struct Argument: Decodable {
        var kind: String
        var shouldDisplay: Bool
        var names: [Name]?
        var valueName: String?
        var allValues: [String]?

        struct Name: Decodable {
            var kind: String
            var name: String
            var typed: String { kind == "short" ? "-" + name : (kind == "long" ? "--" : "-") + name }
        }

        var typedNames: [String] { (names ?? []).map(\.typed) }
    }

    struct Dump: Decodable { var command: Command }

    /// argument-parser's own options, on every page.
    static let builtIn: Set<String> = ["-h", "--help", "--version"]

    /// Every command at every depth (argument-parser's `help` left out), by its path.
    static func commands() throws -> [(path: [String], command: Command)] {
        let s = try Sandbox()
        let dump = try s.ok(["--experimental-dump-help"]).stdout
        let root = try JSONDecoder().decode(Dump.self, from: Data(dump.utf8)).command
        func walk(_ command: Command, _ path: [String]) -> [(path: [String], command: Command)] {
            (command.subcommands ?? []).filter { $0.commandName != "help" }.flatMap { sub in
                [(path + [sub.commandName], sub)] + walk(sub, path + [sub.commandName])
            }
        }
        return walk(root, [])
    }

    /// The options named anywhere in `text` (`--due`, `--no-context`).
    static func named(in text: String) -> Set<String> {
        Set(text.matches(of: #/(?:^|[^\w-])(--[a-z][a-z0-9-]*)/#).map { String($0.output.1) })
    }

    /// A valid value for an option whose value is called `valueName`.
    static func value(for argument: Argument, file: String) -> String {
        if let first = argument.allValues?.first { return first }
        switch argument.valueName {
        case "date": return "tomorrow"
        case "when": return "today"
        case "importance": return "low"
        case "tag": return "+home"
        case "word", "text": return "milk"
        case "#RRGGBB": return "#FF8800"
        case "period": return "daily"
        case "name": return "work"
        case "file": return file
        case "dir": return NSTemporaryDirectory()
        case "url": return "http://127.0.0.1:9"
        case "percent": return "50"
        case "token": return "t"
        default: return "1"
        }
    }

    /// What a command needs besides the option under test (`GlobalOptionsEverywhereTests`), and
    /// the lines an option needs in place of it (`restore --conflict N` takes no id).
    static func line(_ path: [String], option: [String], file: String) -> [String] {
        let key = path.joined(separator: " ")
        switch (key, option.first) {
        case ("restore", "--conflict"): return path + option
        case ("log", "--version"): return path + ["1"] + option
        default: break
        }
        var rest = (GlobalOptionsEverywhereTests.minimal[key] ?? []).map { $0 == "@FILE" ? file : $0 }
        // The option under test in place of the same one in the minimal line.
        if let name = option.first, let at = rest.firstIndex(of: name) {
            rest.removeSubrange(at..<min(rest.endIndex, at + option.count))
        }
        return path + rest + option
    }

    /// argument-parser checks this itself only where DEBUG is defined, and the tests' build
    /// (`make build-tests`) does not define it: see the Makefile's TEST_FLAGS.
    @Test("no command has two arguments of one name, its global options counted")
    func noCommandNamesTwoArgumentsAlike() throws {
        let commands = try Self.commands()
        #expect(commands.count > 20, "the dump lists every command")
        for (path, command) in commands {
            var seen: [String: Int] = [:]
            // argument-parser's own --help and --version are added beside a command's arguments
            // (`log --version N` is the log's), as its check leaves them out.
            for name in (command.arguments ?? []).flatMap(\.typedNames) where !Self.builtIn.contains(name) {
                seen[name, default: 0] += 1
            }
            let twice = seen.filter { $0.value > 1 }.keys.sorted()
            #expect(twice.isEmpty, "todo \(path.joined(separator: " ")): \(twice)")
        }
    }

    @Test func everyOptionIsInItsHelpAndEveryOptionNamedInAHelpPageParses() throws {
        let s = try Sandbox()
        try s.add(["first"])
        let file = try s.write("todos.json", "[]")
        let commands = try Self.commands()
        #expect(commands.count > 20)
        let global = Set(GlobalOptions.all.flatMap(\.names)).union(["--color", "--help", "--version"])
        for (path, command) in commands {
            let help = try s.ok(path + ["--help"]).stdout
            let options = (command.arguments ?? []).filter { $0.kind != "positional" }
            // Every option the command takes and shows is on its page, each listed once.
            for argument in options where argument.shouldDisplay {
                for name in argument.typedNames {
                    #expect(help.contains(name), "todo \(path.joined(separator: " ")) --help lacks \(name)")
                }
            }
            // The option lines: two spaces, then the names (wrapped help is indented further).
            let listed = help.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("  -"), let first = line.dropFirst(2).split(separator: " ").first else {
                    return nil
                }
                return String(first)
            }
            #expect(
                Set(listed).count == listed.count, "todo \(path.joined(separator: " ")) --help lists \(listed): \(help)"
            )
            // Every option the page names is a global option, this command's, or another command's
            // (`todo list --no-context`); this command's parse with a value.
            let own = Dictionary(
                options.flatMap { argument in argument.typedNames.map { ($0, argument) } },
                uniquingKeysWith: { a, _ in a })
            let others = Set(commands.flatMap { ($0.command.arguments ?? []).flatMap(\.typedNames) })
            for name in Self.named(in: help) where !global.contains(name) {
                guard let argument = own[name] else {
                    #expect(
                        others.contains(name),
                        "todo \(path.joined(separator: " ")) --help names \(name), which it does not take")
                    continue
                }
                let option = argument.kind == "option" ? [name, Self.value(for: argument, file: file)] : [name]
                let line = Self.line(path, option: option, file: file)
                let result = try TodoProcess.run(line, env: s.environment(["TODO_SERVER": ""]), stdin: Data())
                #expect(
                    !GlobalOptionsEverywhereTests.isParseError(result), "todo \(line.joined(separator: " ")): \(result)"
                )
            }
        }
    }

    /// `todo edit 1` with nothing to change names every option that changes something.
    @Test func editWithoutFlagsNamesEveryOption() throws {
        let s = try Sandbox()
        try s.add(["first"])
        let edit = try #require(try Self.commands().first { $0.path == ["edit"] }?.command)
        let result = try s.run(["edit", "1"])
        #expect(result.status == 64, "\(result)")
        for argument in edit.arguments ?? [] where argument.kind != "positional" && argument.shouldDisplay {
            for name in argument.typedNames where name.hasPrefix("--") && !Self.builtIn.contains(name) {
                #expect(result.stderr.contains(name), "\(name): \(result)")
            }
        }
    }

    @Test func watchAndConflictsSayWhatTheProgramDoes() throws {
        let s = try Sandbox()
        let watch = try s.ok(["help", "watch"]).stdout
        #expect(watch.contains("exit 130") && !watch.contains("exit 0"), "\(watch)")
        let conflicts = try s.ok(["help", "conflicts"]).stdout
        #expect(conflicts.contains("todo conflicts restore"), "\(conflicts)")
        // One `--version` among log's options: its own (argument-parser's is left out).
        let log = try s.ok(["log", "--help"]).stdout
        #expect(!log.contains("Show the version."), "\(log)")
        #expect(log.contains("--version <K>"), "\(log)")
    }

    /// The README's `--due -5d`: a negative relative date after a date option is its value.
    @Test func aNegativeRelativeDateAfterADateOptionIsItsValue() throws {
        let s = try Sandbox()
        // `--due=-5d` parsed before: the same date.
        let early = try s.add(["Early", "--due=-5d"])
        let item = try s.add(["Late", "--due", "-5d"])
        #expect(item.deadline != nil && item.deadline == early.deadline, "\(item)")
        let edited = try s.element(["edit", item.id, "--due", "-3d"])
        let other = try s.add(["Other", "--due=-3d"])
        #expect(edited.deadline == other.deadline)
        #expect(try s.items(["--due-before", "-4d"]).map(\.id) == [early.id])
        // After `--`, the words are the text's.
        let added = try s.ok(["add", "--json", "--", "Text", "--due", "-5d"]).stdout
        let text = try JSONDecoder().decode(TodoItem.self, from: Data(added.utf8))
        #expect(text.text == "Text --due -5d" && text.deadline == nil, "\(text)")
    }
}
