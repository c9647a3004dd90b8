import ArgumentParser
import Foundation
import Testing
import TodoKit
import TodoTesting

@testable import todo

/// Issue 41, point 7: every command and subcommand takes every global option, before its name
/// or after it, through the binary. The commands are argument-parser's own (``CommandWords``) and
/// the options ``GlobalOptions/all``: a command or option added later is run here too. `make test`
/// runs a fifth of the pairs (``runs(_:optionIndex:)``), `make soak` all of them.
@Suite struct GlobalOptionsEverywhereTests {
    /// Each command's path (`config set`) and the least it needs to parse: a todo 1 exists.
    static let minimal: [String: [String]] = [
        "add": ["x"], "list": [], "show": ["1"], "edit": ["1", "--text", "y"], "done": ["1"], "undone": ["1"],
        "rm": ["1", "--yes"], "clear": ["--done", "--yes"], "undo": [], "status": [], "export": [],
        "import": ["@FILE"], "sync": [], "watch": [], "conflicts": [], "config": [],
        "config set": ["device-name", "x"], "config get": ["device-name"], "config unset": ["device-name"],
        "config list": [], "signup": ["alice", "--password-stdin"], "login": ["alice", "--password-stdin"],
        "logout": [], "whoami": [], "doctor": [], "options": [], "context": [], "log": [], "restore": ["1"],
    ]

    /// A value for each global option that takes one.
    static func value(_ name: String, _ s: Sandbox, file: String) -> String? {
        switch name {
        case "--home": s.home
        case "--server": "http://127.0.0.1:9"
        case "--token": "t"
        case "--min-delay", "--max-delay", "--factor": "2"
        case "--jitter", "--generate-fails": "0"
        case "--timeout": "2"
        case "--cacert": file
        default: nil
        }
    }

    /// Every command's path, at every depth, as argument-parser declares them.
    static var paths: [String] {
        func walk(_ commands: [CommandNames], _ prefix: [String]) -> [String] {
            commands.flatMap { command -> [String] in
                guard let name = command.names.first else { return [] }
                let path = prefix + [name]
                return [path.joined(separator: " ")] + walk(command.subcommands(), path)
            }
        }
        return walk(CommandWords.names(), [])
    }

    @Test func everyCommandHasAMinimalLine() {
        #expect(Set(Self.paths) == Set(Self.minimal.keys))
    }

    /// An exit 64 from argument-parser's parse (its `Error: …` and usage), not from the command.
    static func isParseError(_ result: ProcessResult) -> Bool {
        result.status == 64 && !result.signaled
            && (result.stderr.contains("Error: ") || result.stderr.contains("Usage: "))
    }

    /// In `make test`, each command takes every fifth option name (a different fifth for each
    /// command, so that every option is run with some six commands and every command with some
    /// five options), before and after its name; `make soak` runs every pair (some 1,100 runs).
    static func runs(_ path: String, optionIndex: Int) -> Bool {
        let commandIndex = minimal.keys.sorted().firstIndex(of: path) ?? 0
        return TestScale.soak || (optionIndex + commandIndex) % 5 == 0
    }

    @Test func everyOptionAndEveryCommandIsRunInTheSample() {
        let names = GlobalOptions.all.flatMap(\.names)
        let paths = Self.minimal.keys.sorted()
        for (index, name) in names.enumerated() {
            #expect(paths.contains { Self.runs($0, optionIndex: index) }, "\(name) is run with no command")
        }
        for path in paths {
            #expect(names.indices.contains { Self.runs(path, optionIndex: $0) }, "\(path) is run with no option")
        }
    }

    @Test(arguments: Self.minimal.keys.sorted())
    func takesEveryGlobalOptionBeforeAndAfterItsName(_ path: String) async throws {
        let s = try Sandbox()
        try s.add(["first"])
        let file = try s.write("todos.json", "[]")
        let words = path.split(separator: " ").map(String.init)
        let rest = (Self.minimal[path] ?? []).map { $0 == "@FILE" ? file : $0 }
        let names = GlobalOptions.all.flatMap { entry in entry.names.map { (entry, $0) } }
        for (index, (entry, name)) in names.enumerated() where Self.runs(path, optionIndex: index) {
            var option = [name]
            if entry.takesValue {
                let value = try #require(Self.value(name, s, file: file), "a value for \(name)")
                option.append(value)
            }
            // `--offline` keeps the network commands from going out; `watch` is stopped after
            // a few seconds (still running: it parsed).
            for line in [option + words + rest, words + rest + option] {
                let result = try await TodoProcess.run(line, env: s.environment(), stdin: Data(), limit: 8)
                #expect(!Self.isParseError(result), "todo \(line.joined(separator: " ")): \(result)")
            }
        }
    }
}
