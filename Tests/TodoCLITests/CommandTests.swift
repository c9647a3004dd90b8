import Foundation
import Testing
import TodoKit
import TodoModel

#if canImport(Glibc)
import Glibc
#endif

/// Each command end to end, through the built binary.
@Suite struct CommandTests {
    /// Blank text is refused before anything is saved; `done` on a done todo (and `undone` on a
    /// pending one) says so and queues nothing.
    @Test func blankTextIsRefusedAndNoOpChangesSaySo() throws {
        let s = try Sandbox()
        for words in [[""], ["   "], [" ", "\t"]] {
            let blank = try s.run(["add"] + words)
            #expect(blank.status == 64, "\(words): \(blank)")
            #expect(blank.stderr.contains("the text is empty"), "\(blank)")
        }
        let item = try s.add(["water the plants"])
        let emptyEdit = try s.run(["edit", item.id, "--text", " "])
        #expect(emptyEdit.status == 64 && emptyEdit.stderr.contains("the text is empty"), "\(emptyEdit)")
        #expect(try s.items().map(\.text) == ["water the plants"])

        #expect(try s.ok(["done", item.id]).stdout.hasPrefix("Done "))
        let pendingBefore = try JSONValue.parse(try s.ok(["status", "--json"]).stdout)["pending"]
        let again = try s.ok(["done", item.id])
        #expect(again.stdout.hasPrefix("Already done "), "\(again)")
        #expect(try JSONValue.parse(try s.ok(["status", "--json"]).stdout)["pending"] == pendingBefore)
        #expect(try s.ok(["undone", item.id]).stdout.hasPrefix("Pending again "))
        #expect(try s.ok(["undone", item.id]).stdout.hasPrefix("Already pending "))
    }

    /// `todo --version` alone is answered before argument-parser; it says what argument-parser's
    /// own `--version` says (reached here through a line the early answer does not take).
    @Test func theVersionAnsweredEarlyIsArgumentParsersVersion() throws {
        let s = try Sandbox()
        let early = try s.ok(["--version"])
        #expect(early.stdout == "0.1.0\n" && early.stderr.isEmpty, "\(early)")
        for line in [["--color", "never", "--version"], ["-q", "--version"]] {
            let parsed = try s.ok(line)
            #expect(parsed.stdout == early.stdout && parsed.stderr.isEmpty, "\(line): \(parsed)")
        }
    }

    @Test func addTakesTextImportanceDueAndColor() throws {
        let s = try Sandbox()
        let plain = try s.ok(["add", "Buy", "milk"])
        #expect(plain.lines.count == 1)
        #expect(plain.stdout.hasPrefix("Added "))
        #expect(plain.stdout.hasSuffix(" \"Buy milk\"\n"))
        #expect(plain.stderr == "")

        let untitled = try s.add([])
        #expect(untitled.text == "New todo")
        // The default text is in the user's language, like every word the program writes.
        #expect(try Sandbox().add([], env: ["LC_ALL": "", "LANG": "es_ES.UTF-8"]).text == "Nueva tarea")
        #expect(untitled.done == false)
        #expect(untitled.importance == .basic)
        #expect(untitled.deadline == nil)
        #expect(untitled.color == nil)
        #expect(untitled.createdAt == Clock.now)
        #expect(untitled.changedAt == Clock.now)

        let full = try s.add(["Pay rent", "--importance", "important", "--due", "2025-03-15", "--color", "#12ab9f"])
        #expect(full.text == "Pay rent")
        #expect(full.importance == .important)
        #expect(full.deadline == Clock.day(5))
        #expect(full.color == "#12AB9F")

        #expect(try s.add(["t", "--due", "today"]).deadline == Clock.today)
        #expect(try s.add(["t", "--due", "tomorrow"]).deadline == Clock.day(1))
        #expect(try s.add(["t", "--due", "+3d"]).deadline == Clock.day(3))
        #expect(try s.add(["t", "--due", "+2w"]).deadline == Clock.day(14))
        #expect(try s.add(["t", "--importance", "low"]).importance == .low)
        #expect(try s.add(["t", "--color", "00ff00"]).color == "#00FF00")

        let items = try s.items()
        #expect(items.count == 9)
        #expect(items.map(\.text) == ["Buy milk", "New todo", "Pay rent", "t", "t", "t", "t", "t", "t"])
        #expect(Set(items.map(\.id)).count == 9)
        // The author of a local change is this store's device id.
        let status = try s.json(["status"])
        #expect(items.allSatisfy { .string($0.lastUpdatedBy) == status["device_id"] })
    }

    @Test func jsonElementsHaveExactlyTheWireKeys() throws {
        let s = try Sandbox()
        let bare = try s.json(["add", "bare"])
        #expect(bare.keys == WireKeys.expected(deadline: false, color: false))
        #expect(bare["done"] == .bool(false))
        #expect(bare["importance"] == .string("basic"))
        #expect(bare["created_at"] == .number(Double(Clock.now)))
        let full = try s.json(["add", "full", "--due", "tomorrow", "--color", "#ABCDEF", "--importance", "low"])
        #expect(full.keys == WireKeys.expected(deadline: true, color: true))
        #expect(full["deadline"] == .number(Double(Clock.day(1))))
        #expect(full["color"] == .string("#ABCDEF"))

        guard case .string(let id) = full["id"] else {
            Issue.record("no id in \(full)")
            return
        }
        // show and list add whose todo it is to the wire element.
        let shown = try s.json(["show", id])
        #expect(shown["owner"] == .string("Local Device"))
        #expect(shown.removing("owner") == full)
        let done = try s.json(["done", id])
        #expect(done.keys == WireKeys.expected(deadline: true, color: true))
        #expect(done["done"] == .bool(true))
        let edited = try s.json(["edit", id, "--no-due", "--clear-color"])
        #expect(edited.keys == WireKeys.expected(deadline: false, color: false))

        let list = try s.json(["list"])
        #expect(list.array?.count == 2)
        #expect(list.array?.map(\.keys) == [WireKeys.required.union(["owner"]), WireKeys.required.union(["owner"])])
        #expect(list.array?.first?.removing("owner") == bare)
    }

    @Test func listShowsPendingAndCompletedSections() throws {
        let s = try Sandbox()
        #expect(try s.ok(["list"]).stdout == "Pending (0)\n  nothing to do\n\nCompleted (0)\n  none yet\n")
        let milk = try s.add(["Buy milk"])
        let rent = try s.add(["Pay rent", "--importance", "important", "--due", "2025-03-01"])
        let call = try s.add(["Call mom", "--importance", "low", "--due", "2025-03-12"])
        let old = try s.add(["Old task"])
        try s.ok(["done", old.id])
        // The short number of a pending todo comes first (its column as wide as the widest
        // number shown); a completed todo has none.
        func row(_ item: TodoItem, _ rest: String, number: String, done: Bool = false, marker: String = " ") -> String {
            "\(marker) \(number)\(item.id.prefix(8))  \(done ? "[x]" : "[ ]") \(rest)\n"
        }
        // The due column is aligned after the longest text; overdue todos are marked with "!".
        let pending =
            "Pending (3)\n" + row(milk, "Buy milk", number: "1 ")
            + row(rent, "!! Pay rent  9d overdue", number: "2 ", marker: "!")
            + row(call, "↓ Call mom   in 2d", number: "3 ")
        let completed = "Completed (1)\n" + row(old, "Old task", number: "  ", done: true)
        #expect(try s.ok(["list"]).stdout == pending + "\n" + completed)
        #expect(try s.ok(["list", "--all"]).stdout == pending + "\n" + completed)
        #expect(try s.ok([]).stdout == pending + "\n" + completed)
        #expect(try s.ok(["list", "--pending"]).stdout == pending)
        #expect(
            try s.ok(["list", "--done"]).stdout == "Completed (1)\n" + row(old, "Old task", number: "", done: true))
        #expect(try s.items(["--pending"]).map(\.id) == [milk.id, rent.id, call.id])
        #expect(try s.items(["--done"]).map(\.id) == [old.id])
        #expect(try s.items().map(\.id) == [milk.id, rent.id, call.id, old.id])
    }

    @Test func listSortsAndSearches() throws {
        let s = try Sandbox()
        func at(_ offset: Int64) -> [String: String] { ["TODO_NOW": String(Clock.now + offset)] }
        let alpha = try s.add(["alpha", "--importance", "low", "--due", "+5d"], env: at(0))
        let bravo = try s.add(["Bravo", "--importance", "important"], env: at(10))
        let charlie = try s.add(["charlie", "--due", "+1d"], env: at(20))
        let delta = try s.add(["delta", "--importance", "important", "--due", "+3d"], env: at(30))
        try s.ok(["edit", bravo.id, "--color", "#010203"], env: at(100))

        #expect(try s.items(["--sort", "created"]).map(\.text) == ["alpha", "Bravo", "charlie", "delta"])
        #expect(try s.items(["--sort", "due"]).map(\.id) == [charlie.id, delta.id, alpha.id, bravo.id])
        #expect(try s.items(["--sort", "importance"]).map(\.id) == [bravo.id, delta.id, charlie.id, alpha.id])
        #expect(try s.items(["--sort", "changed"]).map(\.id) == [bravo.id, delta.id, charlie.id, alpha.id])
        let textSorted = try s.ok(["list", "--sort", "due", "--pending"]).lines
        #expect(textSorted.count == 5)
        #expect(textSorted.dropFirst().map { $0.contains(charlie.id.prefix(8)) } == [true, false, false, false])

        #expect(try s.items(["--search", "BRAV"]).map(\.id) == [bravo.id])
        #expect(try s.items(["--search", "a"]).count == 4)
        #expect(try s.items(["--search", "ha", "--search", "al"]).map(\.id) == [alpha.id])
        #expect(try s.items(["--search", "zulu"]).isEmpty)
        #expect(try s.ok(["list", "--search", "zulu"]).stdout == "no todo matches \"zulu\"\n")
        // Pending todos exist, none matches: the pending section says so (not "nothing to do").
        #expect(try s.ok(["list", "--pending", "--search", "zulu"]).stdout == "no todo matches \"zulu\"\n")
        #expect(
            try s.ok(["list", "--search", "alpha"]).stdout.hasSuffix("Completed (0)\n  no todo matches \"alpha\"\n"))
    }

    @Test func listOverdueDependsOnNow() throws {
        let s = try Sandbox()
        let late = try s.add(["late", "--due", "2025-03-01"])
        let doneLate = try s.add(["done late", "--due", "2025-03-01"])
        try s.ok(["done", doneLate.id])
        let future = try s.add(["future", "--due", "tomorrow"])
        let today = try s.add(["today", "--due", "today"])
        try s.add(["no due"])

        #expect(try s.items(["--overdue"]).map(\.id) == [late.id])
        let text = try s.ok(["list", "--overdue"]).stdout
        #expect(text == "Pending (1)\n! 1 \(late.id.prefix(8))  [ ] late  9d overdue\n")

        s.now = Clock.now + 2 * Clock.day
        #expect(try s.items(["--overdue"]).map(\.id) == [late.id, future.id, today.id])
        s.now = Clock.day(-30)
        #expect(try s.items(["--overdue"]).isEmpty)
        #expect(try s.ok(["list", "--overdue"]).stdout == "nothing overdue\n")
    }

    @Test func showPrintsEveryField() throws {
        let s = try Sandbox()
        let item = try s.add(["Pay rent", "--importance", "important", "--due", "2025-03-01", "--color", "#ff0000"])
        let shown = try s.ok(["show", String(item.id.prefix(6))])
        #expect(
            shown.lines == [
                "id:          \(item.id)",
                "text:        Pay rent",
                "status:      pending",
                "importance:  important",
                "due:         2025-03-01 (overdue)",
                "color:       #FF0000",
                "created:     2025-03-10 09:46",
                "changed:     2025-03-10 09:46",
                "changed by:  this device",
                "owner:       Local Device",
            ])
        #expect(try s.element(["show", item.id]) == item)
    }

    @Test func editChangesEachField() throws {
        let s = try Sandbox()
        let item = try s.add(["Draft", "--due", "tomorrow"])
        let later = ["TODO_NOW": String(Clock.now + 60)]
        let edited = try s.element(
            ["edit", item.id, "--text", "Final", "--importance", "low", "--due", "2025-04-01", "--color", "#abcdef"],
            env: later)
        #expect(edited.id == item.id)
        #expect(edited.text == "Final")
        #expect(edited.importance == .low)
        #expect(edited.deadline == Clock.day(22))
        #expect(edited.color == "#ABCDEF")
        #expect(edited.createdAt == Clock.now)
        #expect(edited.changedAt == Clock.now + 60)
        #expect(edited.done == false)

        let cleared = try s.element(["edit", item.id, "--no-due", "--clear-color"])
        #expect(cleared.deadline == nil)
        #expect(cleared.color == nil)
        #expect(cleared.text == "Final")
        #expect(cleared.importance == .low)

        let text = try s.ok(["edit", item.id, "--importance", "important"])
        #expect(text.stdout == "Edited \(item.id.prefix(8)) \"Final\"\n")
        #expect(try s.items() == [try s.element(["show", item.id])])
        #expect(try s.items().first?.importance == .important)

        for args in [["edit", item.id], ["edit", item.id, "--due", "today", "--no-due"]] {
            let refused = try s.run(args)
            #expect(refused.status == 64, "\(args): \(refused)")
        }
        #expect(try s.run(["edit", item.id]).stderr.contains("nothing to change"))
        #expect(try s.items().map(\.importance) == [.important])
    }

    @Test func doneUndoneAndRemove() throws {
        let s = try Sandbox()
        let a = try s.add(["first"])
        let b = try s.add(["second"])
        #expect(try s.ok(["done", a.id]).stdout == "Done \(a.id.prefix(8)) \"first\"\n")
        #expect(try s.items(["--done"]).map(\.id) == [a.id])
        let again = try s.element(["done", a.id])
        #expect(again.done == true)
        #expect(try s.ok(["undone", a.id]).stdout == "Pending again \(a.id.prefix(8)) \"first\"\n")
        #expect(try s.items(["--done"]).isEmpty)
        #expect(try s.element(["undone", a.id]).done == false)

        #expect(try s.ok(["rm", b.id]).stdout == "Removed \(b.id.prefix(8)) \"second\"\n")
        #expect(try s.items().map(\.id) == [a.id])
        let gone = try s.run(["rm", b.id])
        #expect(gone.status == 64)
        #expect(try s.items().map(\.id) == [a.id])
    }

    @Test func clearNeedsYesWithoutATerminal() throws {
        let s = try Sandbox()
        let keep = try s.add(["keep"])
        for text in ["old one", "old two"] {
            try s.ok(["done", try s.add([text]).id])
        }
        let refused = try s.run(["clear", "--done"])
        #expect(refused.status == 64)
        #expect(refused.stdout == "")
        #expect(refused.stderr.contains("--yes"))
        #expect(try s.items().count == 3)

        #expect(try s.ok(["clear", "--done", "--yes"]).stdout == "Removed 2 todos\n")
        #expect(try s.items().map(\.id) == [keep.id])

        #expect(try s.run(["clear"]).status == 64)
        #expect(try s.run(["clear"], stdin: Data("y\n".utf8)).status == 64)
        #expect(try s.items().map(\.id) == [keep.id])
        #expect(try s.ok(["clear", "-y"]).stdout == "Removed 1 todo\n")
        #expect(try s.items().isEmpty)
    }

    @Test func statusIsLocalOnly() throws {
        let s = try Sandbox()
        let a = try s.add(["one"])
        let b = try s.add(["two"])
        try s.add(["three"])
        try s.ok(["done", a.id])

        let text = try s.ok(["status"])
        #expect(text.lines.contains("server:      none (local-only: todos stay on this device)"))
        #expect(text.lines.contains("store:       \(s.home)"))
        #expect(text.lines.contains("todos:       3 (2 pending, 1 done)"))
        #expect(text.lines.contains("queued:      3 changes"))
        #expect(!text.stdout.contains("revision"))

        let status = try s.json(["status"])
        #expect(status["server"] == .null)
        #expect(status["revision"] == .number(0))
        #expect(status["dirty"] == .bool(false))
        #expect(status["pending"] == .number(3))
        #expect(status["last_sync"] == .null)
        #expect(status["next_retry_at"] == .null)
        #expect(status["last_error"] == .null)
        #expect(status["local_only"] == .bool(true))
        #expect(status["items"] == .number(3))
        #expect(status["done"] == .number(1))

        // A create then a delete of the same todo cancel out in the outbox.
        try s.ok(["rm", b.id])
        #expect(try s.json(["status"])["pending"] == .number(2))
    }

    @Test func exportWritesCSVAndJSON() throws {
        let s = try Sandbox()
        let quoted = try s.add([
            "Say \"hi\", then leave", "--importance", "important", "--due", "2025-03-15", "--color", "#FF0000",
        ])
        let plain = try s.add(["plain"])
        try s.ok(["done", plain.id])
        let device = try s.items()[0].lastUpdatedBy

        let csv = try s.ok(["export", "--csv"])
        #expect(
            csv.lines == [
                "id,text,importance,deadline,done,color,created_at,changed_at,last_updated_by",
                "\(quoted.id),\"Say \"\"hi\"\", then leave\",important,1741996800,false,#FF0000,1741600000,1741600000,\(device)",
                "\(plain.id),plain,basic,,true,,1741600000,1741600000,\(device)",
            ])

        let exported = try JSONDecoder().decode([TodoItem].self, from: Data(try s.exportJSON().utf8))
        #expect(exported == (try s.items()))
        #expect(try s.ok(["export"]).stdout == (try s.exportJSON()))
        let shapes = try JSONValue.parse(try s.exportJSON()).array?.map(\.keys)
        #expect(shapes == [WireKeys.expected(deadline: true, color: true), WireKeys.required])
        #expect(try s.run(["export", "--csv", "--json"]).status == 64)
    }

    @Test func importCreatesUpdatesAndKeeps() throws {
        let s = try Sandbox()
        let file = try s.write(
            "in.json",
            """
            [
              {"id": "imp-1", "text": "Imported one", "importance": "important", "deadline": 1741996800,
               "done": false, "color": "#00FF00", "created_at": 1700000000, "changed_at": 1700000100,
               "last_updated_by": "other-device", "unknown_field": {"x": 1}},
              {"id": "imp-2", "text": "Imported two", "importance": "low", "done": true,
               "created_at": 1700000000, "changed_at": 1700000000, "last_updated_by": "other-device"}
            ]
            """)
        #expect(try s.ok(["import", file]).stdout == "Imported 2 todos: 2 created, 0 updated, 0 unchanged\n")
        let one = try s.element(["show", "IMP-1"])
        #expect(one.text == "Imported one")
        #expect(one.deadline == 1_741_996_800)
        #expect(one.color == "#00FF00")
        #expect(one.createdAt == 1_700_000_000)
        #expect(one.changedAt == 1_700_000_100)
        #expect(one.lastUpdatedBy == "other-device")
        #expect(try s.items(["--done"]).map(\.id) == ["imp-2"])

        let changed = try s.write(
            "changed.json",
            """
            [{"id": "imp-1", "text": "Renamed", "importance": "important", "deadline": 1741996800, "done": false,
              "color": "#00FF00", "created_at": 1700000000, "changed_at": 1700000200, "last_updated_by": "other-device"},
             {"id": "imp-2", "text": "Imported two", "importance": "low", "done": true,
              "created_at": 1700000000, "changed_at": 1700000000, "last_updated_by": "other-device"}]
            """)
        let summary = try s.json(["import", changed])
        #expect(summary == .object(["created": .number(0), "updated": .number(1), "unchanged": .number(1)]))
        #expect(try s.element(["show", "imp-1"]).text == "Renamed")

        let csv = try s.write("in.csv", "text,importance\nFirst from CSV,low\n\"Second, with comma\",\n")
        #expect(try s.ok(["import", csv]).stdout == "Imported 2 todos: 2 created, 0 updated, 0 unchanged\n")
        let all = try s.items()
        #expect(all.map(\.text) == ["Renamed", "First from CSV", "Second, with comma", "Imported two"])
        #expect(all[1].importance == .low)
        #expect(all[2].importance == .basic)
        #expect(all[1].createdAt == Clock.now)
        #expect(all[1].id != all[2].id)
    }

    @Test func configSetGetListMasksTheToken() throws {
        let s = try Sandbox()
        let secret = "s3cr3t-t0ken-value"
        var outputs: [ProcessResult] = []
        func config(_ args: [String]) throws -> ProcessResult {
            let result = try s.run(["config"] + args)
            outputs.append(result)
            return result
        }
        let setToken = try config(["set", "token", secret])
        #expect(setToken.status == 0)
        #expect(setToken.stdout == "token set (hidden)\n")
        #expect(try config(["set", "server", "https://todo.example.com/"]).status == 0)
        #expect(try config(["set", "min-delay", "0.5"]).stdout == "min-delay = 0.5\n")

        #expect(try config(["get", "token"]).stdout == "(set, hidden)\n")
        #expect(try config(["get", "server"]).stdout == "https://todo.example.com\n")
        #expect(try config(["get", "min-delay"]).stdout == "0.5\n")
        let list = try config(["list"])
        #expect(
            list.lines == [
                "# \(s.configPath)", "min-delay = 0.5", "server = https://todo.example.com", "token = (hidden)",
            ])
        let listJSON = try JSONValue.parse(try config(["list", "--json"]).stdout)
        #expect(
            listJSON
                == .object([
                    "min-delay": .string("0.5"), "server": .string("https://todo.example.com"),
                    "token": .string("(hidden)"),
                ]))
        for output in outputs {
            #expect(!output.stdout.contains(secret) && !output.stderr.contains(secret))
        }

        var info = stat()
        #expect(stat(s.configPath, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)
        let stored = try JSONValue.parse(String(decoding: s.bytes(s.configPath) ?? Data(), as: UTF8.self))
        #expect(stored["token"] == .string(secret))

        #expect(try s.run(["config", "set", "bogus", "x"]).status == 64)
        #expect(try s.run(["config", "set", "min-delay", "-1"]).status == 64)
        #expect(try s.run(["config", "set", "server", "ftp://x"]).status == 64)
        #expect(try s.run(["config", "get", "jitter"]).status == 1)
        let unset = try s.run(["config", "unset", "token"])
        #expect(unset.status == 0 && unset.stdout == "token unset\n", "\(unset)")
        #expect(try s.run(["config", "get", "token"]).status == 1)
        #expect(try s.run(["config", "get", "server"]).stdout == "https://todo.example.com\n")

        // A MaxDelay below the MinDelay (the stored 0.5 s; the default MaxDelay 120 s) would break
        // every command: refused when it is set, and the file keeps what it had.
        let before = s.bytes(s.configPath)
        for pair in [["max-delay", "0.1"], ["min-delay", "200"]] {
            let refused = try s.run(["config", "set"] + pair)
            #expect(refused.status == 64, "\(pair): \(refused)")
            #expect(refused.stderr.contains("must not be below min-delay"), "\(refused)")
        }
        #expect(s.bytes(s.configPath) == before)
        #expect(try s.run(["config", "set", "max-delay", "0.5"]).status == 0)
        #expect(try s.run(["status"]).status == 0)
    }

    @Test func storeDirectoryPrecedenceIsFlagThenEnvironmentThenConfig() throws {
        let s = try Sandbox()
        let fromConfig = s.root + "/from-config"
        let fromEnv = s.root + "/from-env"
        let fromFlag = s.root + "/from-flag"
        #expect(try s.run(["config", "set", "home", fromConfig], withHome: false).status == 0)
        func home(_ args: [String], _ env: [String: String] = [:]) throws -> JSONValue? {
            let result = try s.run(["status", "--json"] + args, env: env, withHome: false)
            #expect(result.status == 0, "\(result)")
            return try JSONValue.parse(result.stdout)["home"]
        }
        #expect(try home([]) == .string(fromConfig))
        #expect(try home([], ["TODO_HOME": fromEnv]) == .string(fromEnv))
        #expect(try home(["--home", fromFlag], ["TODO_HOME": fromEnv]) == .string(fromFlag))
        #expect(try s.run(["add", "in config home"], withHome: false).status == 0)
        #expect(FileManager.default.fileExists(atPath: fromConfig + "/snapshot.json"))
        #expect(!FileManager.default.fileExists(atPath: s.root + "/data/todo"))
    }

    @Test(arguments: [
        "add", "list", "show", "edit", "done", "undone", "rm", "clear", "status", "export", "import", "config",
        "doctor", "logout",
    ])
    func everyCommandHasHelp(command: String) throws {
        let s = try Sandbox()
        let help = try s.run([command, "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: todo \(command)"))
        #expect(!FileManager.default.fileExists(atPath: s.home))
    }
}

/// The options every command takes may come before the command's name as well as after it.
@Suite("Global options before the command")
struct ArgumentOrderTests {
    @Test func optionsBeforeTheCommandApplyToIt() throws {
        let s = try Sandbox()
        let other = s.root + "/other-store"
        let added = try s.run(["--home", other, "--offline", "add", "milk", "--importance", "low"], withHome: false)
        #expect(added.status == 0, "\(added)")
        let listed = try s.run(["--json", "--home=\(other)", "list"], withHome: false)
        #expect(listed.status == 0, "\(listed)")
        #expect(try JSONDecoder().decode([TodoItem].self, from: Data(listed.stdout.utf8)).map(\.text) == ["milk"])
        // The sandbox's own store is untouched, and words after `--` stay words.
        #expect(try s.items().isEmpty)
        let dashed = try s.run(["--home", other, "add", "--", "--json"], withHome: false)
        #expect(dashed.status == 0 && dashed.stdout.contains("\"--json\""), "\(dashed)")
        #expect(try s.run(["--bogus", "list"]).status == 64)
    }
}
