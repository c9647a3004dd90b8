import Foundation
import Testing
import TodoKit
import TodoTerminal
import TodoTesting
import TodoValues

@testable import TodoText

/// `todo context`'s storage and filters, `config list --origin`'s sources, `--color` and the
/// pager's choice (issue 35).
@Suite struct ContextsTests {
    @Test("a saved context is two flat config keys, written atomically and read back")
    func savedInTheConfig() throws {
        let directory = TemporaryDirectory()
        defer { directory.remove() }
        var config = ConfigFile(path: directory.path + "/todo/config.json")
        try config.setContext("work", filter: "  +work   @office ")
        try config.setContext("home", filter: "+home -+someday")
        try config.activateContext("work")
        try config.save()
        let read = try ConfigFile.load(path: config.path)
        #expect(read.values["context.work"] == "+work @office")
        #expect(read.values["context"] == "work")
        #expect(read.contexts.names == ["home", "work"])
        #expect(read.contexts.active == "work")
        // Nothing else is left beside the file (the writer's temporary file is renamed).
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path + "/todo")
        #expect(files == ["config.json"])
    }

    @Test("removing the active context deactivates it; none clears; unknown names are usage errors")
    func removeAndUnknown() throws {
        var config = ConfigFile(path: "/nonexistent/config.json")
        try config.setContext("work", filter: "+work")
        try config.activateContext("work")
        try config.removeContext("work")
        #expect(config.contexts.active == nil && config.contexts.saved.isEmpty)
        do {
            try config.activateContext("nope")
            Issue.record("activated a context that is not saved")
        } catch {
            #expect(error.exitCode == 64)
            #expect(error.message.contains("'nope'"), "\(error.message)")
        }
        #expect(throws: TodoError.self) { try config.removeContext("nope") }
        try config.activateContext(nil)
        #expect(config.values["context"] == nil)
    }

    @Test(
        "names: a letter, then letters, digits, - or _; not a word of todo context",
        arguments: ["", "1st", "two words", "a/b", "-x", "none", "set", "rm", String(repeating: "a", count: 41)])
    func badNames(_ name: String) {
        #expect(throws: TodoError.self) { _ = try Contexts.validate(name: name) }
    }

    @Test("good names pass as typed", arguments: ["work", "Deep-work_2", "café"])
    func goodNames(_ name: String) throws {
        #expect(try Contexts.validate(name: name) == name)
    }

    @Test("a filter: tags, -tags and words; an empty one or a stray option is refused")
    func filters() throws {
        let filter = try ContextFilter("+work @office -+someday report")
        #expect(filter.tags == ["+work", "@office"])
        #expect(filter.withoutTags == ["+someday"])
        #expect(filter.words == ["report"])
        let query = filter.narrowing(ListQuery(search: ["q3"], tags: ["+big"]))
        #expect(query.tags == ["+big", "+work", "@office"])
        #expect(query.withoutTags == ["+someday"])
        #expect(query.search == ["q3", "report"])
        #expect(throws: TodoError.self) { _ = try ContextFilter("   ") }
        #expect(throws: TodoError.self) { _ = try ContextFilter("+work --pending") }
    }

    @Test("add gets the context's tags it lacks, at the end, case-insensitively")
    func tagging() throws {
        let filter = try ContextFilter("+work @office report")
        #expect(filter.tagging("Call Bob") == "Call Bob +work @office")
        #expect(filter.tagging("Call Bob +Work") == "Call Bob +Work @office")
        #expect(filter.tagging("+work @office done") == "+work @office done")
    }

    @Test("the applied context: the named one, none when off, else the active one")
    func applied() throws {
        var config = ConfigFile(path: "/x")
        try config.setContext("work", filter: "+work")
        try config.setContext("home", filter: "+home")
        try config.activateContext("work")
        let contexts = config.contexts
        #expect(try contexts.applied(named: nil, off: false)?.name == "work")
        #expect(try contexts.applied(named: "home", off: false)?.filter.tags == ["+home"])
        #expect(try contexts.applied(named: nil, off: true) == nil)
        #expect(try ConfigFile(path: "/x").contexts.applied(named: nil, off: false) == nil)
        #expect(throws: TodoError.self) { _ = try contexts.applied(named: "gym", off: false) }
    }

    @Test("config list --origin: flag over environment over config file over default")
    func origins() throws {
        var flags = SettingFlags()
        flags[.timeout] = String(5.0)
        let config = ConfigFile(
            path: "/x", values: ["timeout": "7", "factor": "3", "jitter": "0.2", "token": "secret-token"])
        let environment = ["HOME": "/h", "TODO_FACTOR": "4"]
        let sources = try Settings.sources(flags: flags, environment: environment, config: config)
        func source(_ key: SettingKey) -> SettingSource? { sources.first { $0.key == key } }
        #expect(sources.map(\.key) == SettingKey.allCases)
        #expect(source(.timeout) == SettingSource(key: .timeout, value: "5.0", origin: .flag))
        #expect(source(.factor) == SettingSource(key: .factor, value: "4", origin: .environment))
        #expect(source(.jitter) == SettingSource(key: .jitter, value: "0.2", origin: .config))
        #expect(source(.maxDelete) == SettingSource(key: .maxDelete, value: "10", origin: .default))
        #expect(source(.home) == SettingSource(key: .home, value: "/h/.local/share/todo", origin: .default))
        #expect(source(.server)?.value == nil)
        // The screen hides the token.
        let shown = ConfigScreen.shown(sources)
        #expect(!WireJSON.string(shown).contains("secret-token"))
        #expect(ConfigScreen.text(shown, path: "/x").contains("timeout = 5.0"))
    }

    @Test("a bad value stops --origin as it stops every command")
    func originsCheckValues() {
        #expect(throws: TodoError.self) {
            _ = try Settings.sources(
                flags: SettingFlags(), environment: ["TODO_JITTER": "7"], config: ConfigFile(path: "/x"))
        }
    }

    @Test("--color: always and never decide; auto keeps NO_COLOR, TERM=dumb, --no-color and the terminal")
    func colorChoice() {
        let noColor = ["NO_COLOR": "1"]
        #expect(TerminalStyle.colors(choice: .always, isTerminal: false, environment: noColor, noColorFlag: true))
        #expect(!TerminalStyle.colors(choice: .never, isTerminal: true, environment: [:], noColorFlag: false))
        #expect(TerminalStyle.colors(choice: .auto, isTerminal: true, environment: [:], noColorFlag: false))
        #expect(!TerminalStyle.colors(choice: .auto, isTerminal: true, environment: noColor, noColorFlag: false))
        #expect(!TerminalStyle.colors(choice: .auto, isTerminal: false, environment: [:], noColorFlag: false))
    }

    @Test("the pager: TODO_PAGER, then PAGER, then less -FRX; empty or cat is none")
    func pagerCommand() {
        #expect(Pager.command(environment: [:]) == "less -FRX")
        #expect(Pager.command(environment: ["PAGER": "more"]) == "more")
        #expect(Pager.command(environment: ["PAGER": "more", "TODO_PAGER": "most -s"]) == "most -s")
        #expect(Pager.command(environment: ["PAGER": "more", "TODO_PAGER": ""]) == nil)
        #expect(Pager.command(environment: ["PAGER": "cat"]) == nil)
        #expect(Pager.command(environment: ["TERM": "dumb"]) == nil)
        #expect(Pager.command(environment: ["TERM": "dumb", "PAGER": "more"]) == "more")
        #expect(Pager.exists("sh -c true", path: "/usr/bin:/bin"))
        #expect(!Pager.exists("no-such-pager-here -x", path: "/usr/bin:/bin"))
        #expect(Pager.exists("$HOME/bin/p", path: ""))
        #expect(Pager(command: "x", rows: 3).needed(for: "a\nb\nc\n"))
        #expect(!Pager(command: "x", rows: 3).needed(for: "a\nb\n"))
    }
}
