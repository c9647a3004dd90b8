import ArgumentParser
import Testing

@testable import todo

/// A command line that names its command is parsed with that command as the root (for speed):
/// into the same command, with the same values, as the parse from `todo`'s root; and a line that
/// does not parse that way is left to the root's parse, whose messages and help it keeps.
@Suite struct ParsingTests {
    /// Lines of every command, with global options, `=` forms, `--`, aliases and subcommands.
    static let lines: [String] = [
        "add Buy milk", "add Pay rent +home --importance important --due 2026-12-01", "add -- -5 degrees",
        "add Call mom --color #FF8800 --local", "add", "add x --json --home /tmp/h -v", "add x --offline --quiet",
        "add x --server=http://127.0.0.1:8080 --token T --min-delay 1 --factor 2 --jitter 0.1 --max-delay 9",
        "add x --timeout 3 --generate-fails 2 --insecure --cacert /c.pem --no-color", "new Buy bread",
        "list", "ls", "list +home -v --sort due", "list --search milk --json", "list --pending", "list --done",
        "list --all --overdue", "list --without +home", "list @phone",
        "show 1", "show 61a9 --json", "edit 1 --text Oat", "edit 61a9 --due +3d --importance low",
        "edit 2 --no-due", "edit 2 --clear-color", "done 1", "done 1 3 61a9", "done 4-6", "undone 61a9 7eb6",
        "rm 2", "rm 3-5 --yes", "undo", "undo --json", "clear --done", "clear --yes", "status", "status --json",
        "export --csv", "export --json", "import todos.csv", "import todos.json --json",
        "sync", "sync --recover --deadline 240 --json", "sync --server http://127.0.0.1:8080 --token T",
        "watch", "watch --interval 15 --json", "conflicts", "conflicts --clear",
        "config set server http://127.0.0.1:8080", "config get server", "config list --json", "config",
        "signup alice", "signup alice --import-local", "login alice", "login alice --password-stdin",
        "logout", "logout --keep-local", "logout --wipe", "whoami", "whoami --json", "doctor", "doctor --json",
        "options",
    ]

    /// Lines the root parse answers with an error or help, which the named parse leaves to it.
    static let leftToTheRoot: [String] = [
        "add --bogus", "add --help", "add -h", "list --sort nowhere", "edit 1", "edit 1 --no-due --due 1d",
        "config help", "config set", "add --generate-completion-script bash", "sync --deadline -1",
        "add --version", "add --experimental-dump-help", "done",
    ]

    @Test("a named command parses as the root parses it", arguments: lines)
    func namedLinesParseAsFromTheRoot(_ line: String) throws {
        let arguments = line.split(separator: " ").map(String.init)
        let named = try #require(Todo.parseNamed(arguments), "not parsed by name: \(line)")
        let fromRoot = try Todo.parseAsRoot(arguments)
        #expect(type(of: named) == type(of: fromRoot))
        #expect(String(reflecting: named) == String(reflecting: fromRoot))
    }

    @Test("errors and help are the root's", arguments: leftToTheRoot)
    func errorsAndHelpAreLeftToTheRoot(_ line: String) throws {
        let arguments = line.split(separator: " ").map(String.init)
        #expect(Todo.parseNamed(arguments) == nil, "\(line)")
    }

    @Test func linesNotNamingACommandAreLeftToTheRoot() {
        for line in ["", "--json", "+home", "-v", "help", "help add", "--version", "--help", "3"] {
            let arguments = line.split(separator: " ").map(String.init)
            #expect(Todo.parseNamed(arguments) == nil, "\(line)")
        }
    }

    /// The commands name `todo` as their super-command (see `Help.command`); help and usage,
    /// made from the root, name each command once.
    @Test func helpAndUsageNameTheCommandOnce() {
        for command in Todo.configuration.subcommands {
            let name = command._commandName
            #expect(Todo.helpMessage(for: command).contains("USAGE: todo \(name)"), "\(name)")
            #expect(!Todo.helpMessage(for: command).contains("todo todo"), "\(name)")
            #expect(
                Todo.usageString(for: command).hasPrefix("todo \(name)") || command == OptionsCommand.self, "\(name)")
        }
    }
}
