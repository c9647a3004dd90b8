import Foundation
import Testing
import TodoKit
import TodoModel

/// Issue 15: commands that are typed, short numbers, several ids at once, rm's question, undo.
@Suite struct TypingTests {
    // MARK: Commands

    /// An unknown first word is an error with the closest command; `list` stays the default only
    /// for no word, an option or a filter.
    @Test func unknownCommandsAreErrorsWithASuggestion() throws {
        let s = try Sandbox()
        try s.add(["Buy milk"])
        for (word, suggestion) in [("lst", "list"), ("ad", "add"), ("stauts", "status"), ("delet", "delete")] {
            let result = try s.run([word, "x"])
            #expect(result.status == 64, "\(word): \(result)")
            #expect(result.stderr == "todo: unknown command '\(word)'; did you mean '\(suggestion)'?\n", "\(result)")
            #expect(result.stdout == "")
        }
        let far = try s.run(["xyzzyq"])
        #expect(far.status == 64)
        #expect(far.stderr == "todo: unknown command 'xyzzyq'; see 'todo help'\n")
        // No word, or an option first: the list.
        #expect(try s.ok([]).stdout.contains("Buy milk"))
        #expect(try s.ok(["--pending"]).stdout.contains("Buy milk"))
        #expect(try s.ok(["--json"]).stdout.contains("Buy milk"))
        // The store is untouched by the errors.
        #expect(try s.items().map(\.text) == ["Buy milk"])
        // Spanish too, with the same exit code.
        let spanish = try s.run(["lst"], env: ["LC_ALL": "", "LANG": "es_ES.UTF-8"])
        #expect(spanish.status == 64)
        #expect(spanish.stderr == "todo: orden desconocida 'lst'; ¿quería decir 'list'?\n")
    }

    @Test func aliasesRunTheirCommands() throws {
        let s = try Sandbox()
        let added = try s.element(["new", "Pay rent"])
        #expect(added.text == "Pay rent")
        #expect(try s.ok(["ls"]).stdout.contains("Pay rent"))
        #expect(try s.element(["finish", "1"]).done == true)
        let second = try s.add(["Call mom"])
        let third = try s.add(["Water plants"])
        let fourth = try s.add(["Read"])
        #expect(try s.ok(["del", second.id, "--yes"]).stdout.hasPrefix("Removed "))
        #expect(try s.ok(["delete", third.id]).stdout.hasPrefix("Removed "))
        #expect(try s.ok(["remove", fourth.id]).stdout.hasPrefix("Removed "))
        #expect(try s.items().map(\.text) == ["Pay rent"])
        // The issue's own example: `todo delete 9a` is no longer "2 unexpected arguments".
        let missing = try s.run(["delete", "9a9a"])
        #expect(missing.status == 64)
        #expect(missing.stderr == "todo: no todo has an id starting with '9a9a'\n")
    }

    @Test func helpOfAnUnknownCommandExits64() throws {
        let s = try Sandbox()
        let unknown = try s.run(["help", "nonexistent"])
        #expect(unknown.status == 64, "\(unknown)")
        #expect(unknown.stderr.hasPrefix("todo: unknown command 'nonexistent'"))
        #expect(unknown.stdout == "")
        let typo = try s.run(["help", "lst"])
        #expect(typo.status == 64)
        #expect(typo.stderr == "todo: unknown command 'lst'; did you mean 'list'?\n")
        let known = try s.ok(["help", "done"])
        #expect(known.stdout.contains("todo done"))
        let alias = try s.ok(["help", "ls"])
        #expect(alias.stdout.contains("USAGE: todo list"), "\(alias)")
        #expect(try s.ok(["help", "undo"]).stdout.contains("todo undo"))
        #expect(try s.ok(["help", "config", "set"]).stdout.contains("config set"))
        #expect(try s.ok(["help"]).stdout.contains("SUBCOMMANDS"))
    }

    /// A command line that names its command is parsed with that command as the root (for speed);
    /// the default is still `list` everywhere else, and the root help says so.
    @Test func listStaysTheDefaultCommandWhereNoCommandIsNamed() throws {
        let s = try Sandbox()
        try s.add(["Buy milk +home"])
        for help in [["--help"], ["help"], ["-h"]] {
            #expect(try s.ok(help).stdout.contains("list, ls (default)"), "\(help)")
        }
        for listing in [[], ["--json"], ["+home"], ["-v"], ["--pending"]] {
            #expect(try s.ok(listing).stdout.contains("Buy milk"), "\(listing)")
        }
        #expect(try s.ok(["list", "+home"]).stdout.contains("Buy milk"))
        let named = try s.run(["add", "--pending"])
        #expect(named.status == 64, "\(named)")
        #expect(named.stderr.contains("--pending"), "\(named)")
    }

    /// `todo 3` shows todo 3, as `task 3` does.
    @Test func aBareNumberShowsThatTodo() throws {
        let s = try Sandbox()
        try s.add(["First"])
        let second = try s.add(["Second"])
        let shown = try s.ok(["2"])
        #expect(shown.stdout.contains("id:          \(second.id)"), "\(shown)")
        let none = try s.run(["9"])
        #expect(none.status == 64)
        #expect(none.stderr == "todo: no pending todo has the number 9\n")
    }

    // MARK: Short numbers

    /// Every pending todo gets the lowest free number; it keeps it until done or removed; only
    /// then is the number given to another todo.
    @Test func shortNumbersFollowTheRule() throws {
        let s = try Sandbox()
        let a = try s.add(["Alpha"])
        let b = try s.add(["Bravo"])
        let c = try s.add(["Charlie"])
        #expect(try s.element(["show", "1"]).id == a.id)
        #expect(try s.element(["show", "2"]).id == b.id)
        #expect(try s.element(["show", "3"]).id == c.id)
        // Bravo done: Charlie keeps 3, 2 is free.
        try s.ok(["done", "2"])
        #expect(try s.element(["show", "3"]).id == c.id)
        #expect(try s.run(["show", "2"]).status == 64)
        // A new todo takes the free 2; the next one 4.
        let d = try s.add(["Delta"])
        let e = try s.add(["Echo"])
        #expect(try s.element(["show", "2"]).id == d.id)
        #expect(try s.element(["show", "4"]).id == e.id)
        // Bravo pending again: the lowest free number, 5.
        try s.ok(["undone", b.id])
        #expect(try s.element(["show", "5"]).id == b.id)
        // `list` shows the numbers, before the id; completed todos have none.
        try s.ok(["done", "1"])
        let lines = try s.ok(["list"]).lines
        #expect(lines.contains("  2 \(d.id.prefix(8))  [ ] Delta"), "\(lines)")
        #expect(lines.contains("  3 \(c.id.prefix(8))  [ ] Charlie"), "\(lines)")
        #expect(lines.contains("    \(a.id.prefix(8))  [x] Alpha"), "\(lines)")
        // `list --json` is unchanged: the wire elements, no number.
        let listed = try JSONValue.parse(try s.ok(["list", "--json"]).stdout)
        guard case .array(let elements) = listed else {
            Issue.record("not an array")
            return
        }
        for element in elements { #expect(element.keys == element.removing("number").keys) }
        #expect(elements.allSatisfy { $0["number"] == nil })
        // The numbers survive a compaction (they are in the snapshot) and every command agrees.
        try s.ok(["edit", "3", "--text", "Charlie 2"])
        #expect(try s.element(["show", "3"]).text == "Charlie 2")
    }

    /// An ambiguous prefix lists the candidates with prefixes long enough to tell them apart.
    @Test func ambiguousPrefixesShowDistinguishingPrefixes() throws {
        let s = try Sandbox()
        let file = try s.write(
            "ids.json",
            """
            [{"id":"abcd1111-0000","text":"one","importance":"basic","done":false,"created_at":1,"changed_at":1,"last_updated_by":"x"},
             {"id":"abcd1122-0000","text":"two","importance":"basic","done":false,"created_at":1,"changed_at":1,"last_updated_by":"x"},
             {"id":"abce0000-0000","text":"three","importance":"basic","done":false,"created_at":1,"changed_at":1,"last_updated_by":"x"}]
            """)
        try s.ok(["import", file])
        let result = try s.run(["show", "abc"])
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "todo: id 'abc' is ambiguous: abcd111 \"one\", abcd112 \"two\", abce \"three\"\n",
            "\(result)")
        #expect(try s.element(["show", "abce"]).text == "three")
    }

    // MARK: Several ids at once

    @Test func doneUndoneAndRmTakeSeveralIdsAndRanges() throws {
        let s = try Sandbox()
        var items: [TodoItem] = []
        for text in ["a", "b", "c", "d", "e", "f"] { items.append(try s.add([text])) }
        let done = try s.ok(["done", "1", "3-4", items[5].id.lowercased().prefix(6).description])
        #expect(done.lines.count == 4, "\(done)")
        #expect(done.lines.allSatisfy { $0.hasPrefix("Done ") })
        #expect(done.lines[0].contains("\"a\"") && done.lines[3].contains("\"f\""))
        #expect(try s.items().filter(\.done).map(\.text) == ["a", "c", "d", "f"])
        // One line each with --json too: each the element, as `done ID --json` prints it.
        let again = try s.ok(["undone", items[0].id, items[2].id, "--json"])
        #expect(again.lines.count == 2)
        #expect(
            try again.lines.map { try JSONDecoder().decode(TodoItem.self, from: Data($0.utf8)).text } == ["a", "c"])
        // A range skips the numbers no todo holds, but must name one.
        let pending = try s.items().filter { !$0.done }.map(\.text)
        #expect(pending == ["a", "b", "c", "e"])
        // Pending: a 1, b 2, c 3, e 5 (a and c took the lowest free numbers again).
        let removed = try s.ok(["rm", "2-9"])
        #expect(removed.lines.count == 3, "\(removed)")
        #expect(try s.items().map(\.text) == ["a", "d", "f"])
        // Bad ranges and an unknown id change nothing.
        let before = try s.exportJSON()
        #expect(try s.run(["done", "5-3"]).stderr == "todo: the range '5-3' ends before it starts\n")
        #expect(try s.run(["done", "50-60"]).stderr == "todo: no pending todo has a number in 50-60\n")
        let unknown = try s.run(["done", "1", "zzzz"])
        #expect(unknown.status == 64)
        #expect(try s.exportJSON() == before)
    }

    // MARK: rm asks on a terminal

    @Test func rmAsksOnATerminalAndNotInScripts() throws {
        let s = try Sandbox()
        let rent = try s.add(["Pay rent"])
        try s.add(["Call mom"])
        // No: nothing deleted, exit 1.
        let no = try TerminalSession(["rm", "1"], env: s.environment())
        try no.expect("Delete \(rent.id.prefix(8)) \"Pay rent\"? [y/N]")
        // The store's lock is not held while the question waits: another command runs.
        try s.ok(["list"], env: ["TODO_LOCK_TIMEOUT": "1"])
        no.send("n")
        #expect(try no.finish() == 1)
        #expect(no.output.contains("nothing deleted"))
        #expect(try s.items().count == 2)
        // Yes: deleted.
        let yes = try TerminalSession(["rm", "1-2"], env: s.environment())
        try yes.expect("Delete 2 todos? [y/N]")
        yes.send("y")
        #expect(try yes.finish() == 0)
        #expect(yes.output.contains("Removed \(rent.id.prefix(8))"))
        #expect(try s.items().isEmpty)
        // --yes does not ask; neither does a script (stdin not a terminal).
        try s.add(["Water plants"])
        let skipped = try TerminalSession(["rm", "1", "-y"], env: s.environment())
        #expect(try skipped.finish() == 0)
        #expect(!skipped.output.contains("[y/N]"))
        try s.add(["Buy milk"])
        #expect(try s.ok(["rm", "1"]).stdout.hasPrefix("Removed "))
    }

    /// A todo changed while the question was on screen is not deleted.
    @Test func rmRechecksWhatWasConfirmed() throws {
        let s = try Sandbox()
        let rent = try s.add(["Pay rent"])
        let session = try TerminalSession(["rm", "1"], env: s.environment())
        try session.expect("[y/N]")
        try s.ok(["edit", rent.id, "--text", "Pay rent (changed)"])
        session.send("y")
        #expect(try session.finish() == 1)
        #expect(session.output.contains("changed while you answered"), "\(session.output)")
        #expect(try s.items().map(\.text) == ["Pay rent (changed)"])
    }

    // MARK: Undo

    @Test func undoRevertsEachCommandInTurn() throws {
        let s = try Sandbox()
        let a = try s.add(["Alpha"])
        let b = try s.add(["Bravo"])
        try s.ok(["edit", a.id, "--text", "Alpha 2"])
        try s.ok(["done", "1", "2"])
        try s.ok(["rm", a.id, b.id])
        #expect(try s.items().isEmpty)
        // rm undone: both back, with their ids and content (done).
        let first = try s.ok(["undo"])
        #expect(first.stdout.hasPrefix("Undid 'rm': 2 todos"), "\(first)")
        #expect(try s.items().map(\.id) == [a.id, b.id])
        #expect(try s.items().allSatisfy(\.done))
        // done undone: one step for both.
        try s.ok(["undo"])
        #expect(try s.items().map(\.done) == [false, false])
        // edit undone.
        let edit = try s.ok(["undo"])
        #expect(edit.stdout.hasPrefix("Undid 'edit': \(a.id.prefix(8)) \"Alpha\""), "\(edit)")
        #expect(try s.items().map(\.text) == ["Alpha", "Bravo"])
        // The adds, one by one.
        try s.ok(["undo"])
        #expect(try s.items().map(\.text) == ["Alpha"])
        try s.ok(["undo"])
        #expect(try s.items().isEmpty)
        let nothing = try s.run(["undo"])
        #expect(nothing.status == 1)
        #expect(nothing.stderr == "todo: nothing to undo\n")
    }

    @Test func undoCoversClearAndImport() throws {
        let s = try Sandbox()
        try s.add(["Alpha"])
        let file = try s.write(
            "one.json",
            """
            [{"id":"imported-1","text":"From a file","importance":"basic","done":false,"created_at":1,"changed_at":1,"last_updated_by":"x"}]
            """)
        try s.ok(["import", file])
        try s.ok(["clear", "--yes"])
        #expect(try s.items().isEmpty)
        try s.ok(["undo"])
        #expect(try s.items().map(\.text).sorted() == ["Alpha", "From a file"])
        let json = try s.json(["undo"])
        #expect(json["command"] == .string("import"))
        #expect(try s.items().map(\.text) == ["Alpha"])
    }

    /// History is bounded: the last 100 commands.
    @Test func historyKeepsTheLastHundredCommands() throws {
        let s = try Sandbox()
        let file = try s.write(
            "many.json",
            "["
                + (0..<110).map {
                    #"{"id":"id-\#($0)","text":"t\#($0)","importance":"basic","done":false,"created_at":1,"changed_at":1,"last_updated_by":"x"}"#
                }.joined(separator: ",") + "]")
        try s.ok(["import", file])
        for index in 0..<105 { try s.ok(["edit", "id-\(index)", "--text", "e\(index)"]) }
        for _ in 0..<100 { try s.ok(["undo"]) }
        #expect(try s.run(["undo"]).status == 1)
        let texts = try s.items().map(\.text)
        #expect(texts.prefix(5) == ["e0", "e1", "e2", "e3", "e4"])
        #expect(texts[5] == "t5")
    }

    // MARK: Completions

    @Test func completionsOfferShortNumbersWithTheText() throws {
        let s = try Sandbox()
        try s.add(["Pay rent"])
        try s.add(["Call mom"])
        let zsh = try s.ok(
            ["---completion", "done", "--", "positional@0", "2", "0", "todo", "done", ""], env: ["SAP_SHELL": "zsh"])
        #expect(zsh.lines.prefix(2) == ["1:Pay rent", "2:Call mom"], "\(zsh)")
        let fish = try s.ok(
            ["---completion", "done", "--", "positional@0", "2", "0", "todo", "done", ""], env: ["SAP_SHELL": "fish"])
        #expect(fish.lines.prefix(2) == ["1\tPay rent", "2\tCall mom"], "\(fish)")
        let bash = try s.ok(
            ["---completion", "rm", "--", "positional@0", "2", "0", "todo", "rm", ""], env: ["SAP_SHELL": "bash"])
        #expect(bash.lines.prefix(2) == ["1", "2"], "\(bash)")
        for shell in ["bash", "zsh", "fish"] {
            let script = try s.ok(["--generate-completion-script", shell]).stdout
            #expect(script.contains("---completion done -- positional@0"), "\(shell)")
        }
    }
}
