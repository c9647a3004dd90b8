import Testing
import TodoKit
import TodoTerminal
import TodoText

@testable import todo

/// The command line's words before argument-parser sees them (in the executable again since
/// issue 42): the route, `-+tag`, `conflicts restore`, the global options' order, `--color`.
@Suite struct ArgumentWordsTests {
    static let options = GlobalOptionNames(valued: ["--home", "--server"], flags: ["--json", "-q", "--quiet"])

    /// `list` (alias `ls`), `config` with `set` and `get`, `show`.
    static var commands: [CommandNames] {
        [
            CommandNames(names: ["list", "ls"]) { [] },
            CommandNames(names: ["config", ""]) {
                [CommandNames(names: ["set"]) { [] }, CommandNames(names: ["get"]) { [] }]
            },
            CommandNames(names: ["show"]) { [] },
            CommandNames(names: ["help"]) { [] },
        ]
    }

    func route(_ line: String) -> ArgumentWords.Route {
        ArgumentWords.route(
            line.split(separator: " ").map(String.init), commands: Self.commands, options: Self.options)
    }

    @Test func commandsAliasesAndFiltersAreParsed() {
        #expect(route("ls +home") == .parse(["ls", "+home"]))
        #expect(route("config set") == .parse(["config", "set"]))
        #expect(route("") == .parse([]))
        #expect(route("@phone") == .parse(["@phone"]))
        #expect(route("--json") == .parse(["--json"]))
        #expect(route("-+home") == .parse(["--without", "+home"]))
    }

    /// Issue 41, point 7: `--due -5d` as `--due=-5d`; other words, and words after `--`, as typed.
    @Test func aNegativeRelativeDateIsTheDateOptionsValue() {
        #expect(ArgumentWords.negativeDates(["add", "x", "--due", "-5d"]) == ["add", "x", "--due=-5d"])
        #expect(
            ArgumentWords.negativeDates(["edit", "1", "--until", "-2w", "--wait", "-1d"]) == [
                "edit", "1", "--until=-2w", "--wait=-1d",
            ])
        #expect(
            ArgumentWords.negativeDates(["list", "--due-before", "-3d", "-v"]) == ["list", "--due-before=-3d", "-v"])
        #expect(ArgumentWords.negativeDates(["add", "x", "--due", "-v"]) == ["add", "x", "--due", "-v"])
        #expect(ArgumentWords.negativeDates(["add", "--", "x", "--due", "-5d"]) == ["add", "--", "x", "--due", "-5d"])
        #expect(ArgumentWords.negativeDates(["add", "x", "--due"]) == ["add", "x", "--due"])
    }

    @Test func aShortNumberShowsThatTodo() {
        #expect(route("3") == .parse(["show", "3"]))
        #expect(route("3 --json") == .parse(["show", "3", "--json"]))
    }

    @Test func anUnknownWordNamesTheCandidatesOfItsLevel() {
        #expect(route("lst") == .unknown(word: "lst", candidates: ["list", "ls", "config", "show", "help"]))
        #expect(route("help config sett") == .unknown(word: "sett", candidates: ["set", "get"]))
        #expect(route("help config set") == .parse(["help", "config", "set"]))
        #expect(route("help --json list") == .parse(["help", "--json", "list"]))
    }

    @Test func subcommandsAreReadOnlyForHelp() {
        let read = Counter()
        let commands = [CommandNames(names: ["config"]) { read.add() }]
        _ = ArgumentWords.route(["config", "set"], commands: commands, options: Self.options)
        #expect(read.count == 0)
        _ = ArgumentWords.route(["help", "config", "set"], commands: commands, options: Self.options)
        #expect(read.count == 1)
    }

    /// A line that needs no command name (empty, an option, a tag or context filter first) does not
    /// build the names: that reads every command's configuration, the help texts included.
    @Test func theNamesAreBuiltOnlyForALineStartingWithAWord() {
        let built = Counter()
        for line in [[], ["+home"], ["@phone"], ["-v"], ["--json", "list"]] {
            _ = ArgumentWords.route(line, commands: built.add(), options: Self.options)
        }
        #expect(built.count == 0)
        _ = ArgumentWords.route(["list"], commands: built.add(), options: Self.options)
        #expect(built.count == 1)
    }

    @Test func tagsLeftOutBecomeWithoutOnlyForList() {
        #expect(
            ArgumentWords.listFilters(["list", "-+home", "-@phone"]) == [
                "list", "--without", "+home", "--without", "@phone",
            ])
        #expect(ArgumentWords.listFilters(["-+home"]) == ["--without", "+home"])
        #expect(ArgumentWords.listFilters(["list", "--", "-+home"]) == ["list", "--", "-+home"])
        #expect(ArgumentWords.listFilters(["add", "-+home"]) == ["add", "-+home"])
        #expect(ArgumentWords.listFilters(["list", "-v"]) == ["list", "-v"])
    }

    @Test func conflictsRestoreSkipsAGlobalOptionsValue() {
        let valued = Self.options.valued
        #expect(
            ArgumentWords.conflictsRestore(["conflicts", "restore", "2"], valued: valued) == [
                "restore", "--conflict", "2",
            ])
        #expect(
            ArgumentWords.conflictsRestore(["conflicts", "restore", "--home", "7", "-q", "3"], valued: valued)
                == ["restore", "--home", "7", "-q", "--conflict", "3"])
        #expect(
            ArgumentWords.conflictsRestore(["conflicts", "restore", "--force"], valued: valued) == [
                "restore", "--force", "--conflict",
            ])
        #expect(ArgumentWords.conflictsRestore(["conflicts", "--clear"], valued: valued) == ["conflicts", "--clear"])
    }

    @Test func leadingGlobalOptionsMoveAfterTheCommand() {
        func normalized(_ line: String) -> String {
            ArgumentWords.normalized(line.split(separator: " ").map(String.init), options: Self.options)
                .joined(separator: " ")
        }
        #expect(normalized("--home /h --json add milk") == "add milk --home /h --json")
        #expect(normalized("--home=/h add -- --json") == "add --home=/h -- --json")
        #expect(normalized("add --home /h milk") == "add --home /h milk")
        #expect(normalized("--json") == "--json")
        #expect(normalized("--home") == "--home")
        #expect(normalized("--bogus list") == "--bogus list")
    }

    @Test func namesComeFromTheEntries() {
        struct Options {
            var json = true
            var home: String? = "/h"
        }
        let entries: [GlobalOptionEntry<Options>] = [
            .flag("--json", "-j") { $0.json = false },
            .setting(.home, unset: { $0.home = nil }, value: { $0.home }),
        ]
        let names = GlobalOptionNames(entries)
        #expect(names.flags == ["--json", "-j"] && names.valued == ["--home"])
        var options = Options()
        for entry in entries { entry.unset(&options) }
        #expect(!options.json && options.home == nil)
        var flags = SettingFlags()
        for entry in entries { entry.setting?(Options(), &flags) }
        #expect(flags[.home] == "/h")
    }

    @Test func theHomeOfACompletionIsTheLastOneGiven() {
        #expect(CompletionStore.homeArguments(in: ["todo", "done", ""]) == [])
        #expect(CompletionStore.homeArguments(in: ["todo", "--home", "/a", "done"]) == ["--home", "/a"])
        #expect(CompletionStore.homeArguments(in: ["todo", "--home", "/a", "--home=/b"]) == ["--home=/b"])
        #expect(CompletionStore.homeArguments(in: ["todo", "done", "--home"]) == [])
    }

    @Test func colorTakesOnlyItsThreeWords() {
        let never = ColorOption.extract(["--color", "never", "list"])
        #expect(never.choice == .never && never.rest == ["list"] && never.error == nil)
        #expect(ColorOption.extract(["list", "--color=always"]).choice == .always)
        // `add` and `edit` have a `--color #RRGGBB` of their own.
        let own = ColorOption.extract(["add", "x", "--color", "#FF0000"])
        #expect(own.choice == nil && own.rest == ["add", "x", "--color", "#FF0000"] && own.error == nil)
        #expect(ColorOption.extract(["list", "--color", "pink"]).error != nil)
        #expect(ColorOption.extract(["list", "--", "--color", "pink"]).rest == ["list", "--", "--color", "pink"])
    }
}

/// Counts the calls of a closure.
private final class Counter: @unchecked Sendable {
    private(set) var count = 0

    func add() -> [CommandNames] {
        count += 1
        return []
    }
}
