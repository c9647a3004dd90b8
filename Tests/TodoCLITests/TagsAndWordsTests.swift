import Foundation
import Testing
import TodoKit
import TodoModel

@testable import TodoText

/// Issue 15: tags and contexts in the text, importance words, `--due none`, times of day.
@Suite struct TagsAndWordsTests {
    static func tagged() throws -> Sandbox {
        let s = try Sandbox()
        try s.add(["Fix", "the", "sink", "+home"])
        try s.add(["Call", "mom", "@phone", "+family"])
        try s.add(["Buy", "milk", "+home", "@shop"])
        try s.add(["Read"])
        return s
    }

    @Test func listFiltersByTagsAndContexts() throws {
        let s = try Self.tagged()
        func texts(_ args: [String]) throws -> [String] {
            (try JSONValue.parse(try s.ok(args + ["--json"]).stdout).array ?? []).compactMap { $0["text"]?.string }
        }
        #expect(try texts(["list", "+home"]) == ["Fix the sink +home", "Buy milk +home @shop"])
        #expect(try texts(["list", "@phone"]) == ["Call mom @phone +family"])
        #expect(try texts(["list", "-+home"]) == ["Call mom @phone +family", "Read"])
        #expect(try texts(["list", "+home", "-@shop"]) == ["Fix the sink +home"])
        #expect(try texts(["list", "--without", "+home"]) == ["Call mom @phone +family", "Read"])
        // As the default command too (`todo +home`, `todo -+home`), and through the alias.
        #expect(try texts(["+home"]) == ["Fix the sink +home", "Buy milk +home @shop"])
        #expect(try texts(["-+home"]) == ["Call mom @phone +family", "Read"])
        #expect(try texts(["ls", "@shop"]) == ["Buy milk +home @shop"])
        // Other words must appear in the text, as --search.
        #expect(try texts(["list", "milk"]) == ["Buy milk +home @shop"])
        // Nothing matches: one line naming the filter, exit 0.
        let none = try s.ok(["list", "+garden"])
        #expect(none.stdout == "no todo matches \"+garden\"\n")
        // `--without` takes tags only.
        let bad = try s.run(["list", "--without", "home"])
        #expect(bad.status == 64, "\(bad)")
        #expect(bad.stderr.contains("--without takes a tag"), "\(bad)")
        // A `-+word` in another command's words is left alone: the text keeps it.
        let note = try s.ok(["add", "--json", "Note", "--", "-+x"]).stdout
        #expect(try JSONDecoder().decode(TodoItem.self, from: Data(note.utf8)).text == "Note -+x")
    }

    @Test("on a terminal, tags are highlighted; the text is stored as typed", .enabled(if: PseudoTerminal.available))
    func tagsAreHighlighted() async throws {
        let s = try Self.tagged()
        let list = try await PseudoTerminal.run(["list"], env: s.environment())
        #expect(list.status == 0, "\(list)")
        let tag = TerminalStyle.code(.tag)
        #expect(list.stdout.contains("Fix the sink " + tag + "+home" + TerminalStyle.reset), "\(list)")
        #expect(list.stdout.contains("Call mom " + tag + "@phone" + TerminalStyle.reset), "\(list)")
        #expect(try s.items().map(\.text).contains("Call mom @phone +family"))
        // Through a pipe, no codes.
        #expect(!(try s.ok(["list"]).stdout.contains("\u{1B}[")))
    }

    @Test func importanceWords() throws {
        let s = try Sandbox()
        for (word, expected) in [
            ("high", Importance.important), ("H", .important), ("medium", .basic), ("m", .basic), ("low", .low),
            ("L", .low), ("important", .important),
        ] {
            #expect(try s.add(["x", "--importance", word]).importance == expected, "\(word)")
        }
        let item = try s.add(["y"])
        #expect(try s.element(["edit", item.id, "--importance", "h"]).importance == .important)
        let bad = try s.run(["add", "z", "--importance", "urgent"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("high, medium, low"), "\(bad)")
    }

    @Test func dueNoneClearsAndTimesOfDayShow() throws {
        let s = try Sandbox()
        // Sandbox time: 2025-03-10 09:46:40 UTC, TZ=UTC.
        let timed = try s.add(["Call", "--due", "tomorrow 17:00"])
        #expect(timed.deadline == Clock.day(1) + 17 * 3600)
        let plain = try s.add(["Plain", "--due", "none"])
        #expect(plain.deadline == nil)
        let list = try s.ok(["list"]).stdout
        #expect(list.contains("tomorrow 17:00"), "\(list)")
        #expect(try s.ok(["show", timed.id]).stdout.contains("2025-03-11 17:00"))
        #expect(try s.element(["edit", timed.id, "--due", "none"]).deadline == nil)
        let bad = try s.run(["add", "z", "--due", "someday"])
        #expect(bad.status == 64)
        #expect(bad.errorLines.count == 1)
        #expect(bad.stderr.contains("'someday'") && bad.stderr.contains("tomorrow 17:00"), "\(bad)")
        // Spanish words in Spanish, and the English ones still.
        let spanish = ["LC_ALL": "", "LANG": "es_ES.UTF-8"]
        #expect(try s.add(["Pan", "--due", "mañana"], env: spanish).deadline == Clock.day(1))
        #expect(try s.add(["Pan", "--due", "tomorrow"], env: spanish).deadline == Clock.day(1))
        #expect(try s.run(["add", "Pan", "--due", "mañana"]).status == 64)
    }

    @Test func completionsOfferTagsAndImportanceWords() throws {
        let s = try Self.tagged()
        try s.add(["Mop", "+home"])
        let fish = try s.ok(
            ["---completion", "list", "--", "positional@0", "2", "0", "todo", "list", ""], env: ["SAP_SHELL": "fish"])
        // Most used first, then in the order first seen.
        #expect(fish.lines == ["+home", "@phone", "+family", "@shop"], "\(fish)")
        for shell in ["bash", "zsh", "fish"] {
            let script = try s.ok(["--generate-completion-script", shell]).stdout
            #expect(script.contains("---completion list -- positional@0"), "\(shell)")
            #expect(script.contains("high") && script.contains("medium"), "\(shell)")
        }
    }
}
