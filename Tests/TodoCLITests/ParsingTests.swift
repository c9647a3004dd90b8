import ArgumentParser
import Testing
import TodoKit
import TodoSync
import TodoTesting

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

    /// `todo conflicts restore N` is `todo restore --conflict N`, with `--force` and global options
    /// before or after the record's number.
    @Test func conflictsRestoreNamesTheRecordWhereverTheOptionsStand() {
        #expect(conflictsRestore(["conflicts", "restore", "2"]) == ["restore", "--conflict", "2"])
        #expect(
            conflictsRestore(["conflicts", "restore", "--force", "2"])
                == ["restore", "--force", "--conflict", "2"])
        #expect(
            conflictsRestore(["conflicts", "restore", "2", "--force"])
                == ["restore", "--conflict", "2", "--force"])
        #expect(
            conflictsRestore(["conflicts", "restore", "--home", "/h", "-q", "3"])
                == ["restore", "--home", "/h", "-q", "--conflict", "3"])
        #expect(conflictsRestore(["conflicts", "--json"]) == ["conflicts", "--json"])
    }

    /// ``ArgumentWords/conflictsRestore(_:valued:)`` with todo's own global options.
    private func conflictsRestore(_ arguments: [String]) -> [String] {
        ArgumentWords.conflictsRestore(arguments, valued: GlobalOptions.names.valued)
    }

    @Test func linesNotNamingACommandAreLeftToTheRoot() {
        for line in ["", "--json", "+home", "-v", "help", "help add", "--version", "--help", "3"] {
            let arguments = line.split(separator: " ").map(String.init)
            #expect(Todo.parseNamed(arguments) == nil, "\(line)")
        }
    }

    /// `todo add WORDS…` with no option is built without argument-parser (``QuickParse``): into the
    /// values argument-parser gives it, and only when argument-parser would parse it cleanly.
    // One seed of 120 lines in `make test` (each root parse is a tenth of a second in a debug
    // build), four in `make soak`.
    @Test(arguments: TestScale.seeds(1, soak: 4))
    func quickAddIsTheParsedAdd(seed: UInt64) throws {
        let pool = [
            "milk", "Buy", "help", "", " ", "\t", "--", "-", "-5", "+home", "@phone", "new", "add", "list",
            "ünïcödé", "\u{1B}[31m", "a=b", "--json", "-v", "1", "99999", "x y", "--help", "-h", "#FF8800",
            "--due", "tomorrow", "\u{202E}", "e\u{301}", "--generate-completion-script",
        ]
        var random = SeededRandomNumberGenerator(seed: seed)
        var quick = 0
        for _ in 0..<120 {
            let count = Int.random(in: 0..<5, using: &random)
            var line = [Int.random(in: 0..<3, using: &random) == 0 ? "new" : "add"]
            for _ in 0..<count { line.append(pool.randomElement(using: &random)!) }
            let root = try? Todo.parseAsRoot(line)
            guard let built = QuickParse.command(line) else {
                let plain = !line.dropFirst().contains { $0.hasPrefix("-") }
                let blank = count > 0 && line.dropFirst().joined().allSatisfy(\.isWhitespace)
                #expect(!plain || blank, "left to argument-parser: \(line)")
                continue
            }
            quick += 1
            let parsed = try #require(root, "argument-parser refuses \(line)")
            #expect(parsed is AddCommand)
            #expect(String(reflecting: built) == String(reflecting: parsed), "\(line)")
            #expect(String(reflecting: try Todo.parseCommand(line)) == String(reflecting: parsed))
        }
        #expect(quick > 20)
    }

    /// `todo list` (and `todo`, `todo ls`) with nothing after it is built without argument-parser
    /// too; anything after it goes to argument-parser.
    @Test func quickListIsTheParsedList() throws {
        for line in [[], ["list"], ["ls"]] {
            let built = try #require(QuickParse.command(line), "\(line)")
            #expect(String(reflecting: built) == String(reflecting: try Todo.parseAsRoot(line)), "\(line)")
        }
        for line in [["list", "+home"], ["ls", "--json"], ["list", "milk"], ["--json"], ["list", "--"], ["3"]] {
            #expect(QuickParse.command(line) == nil, "\(line)")
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
