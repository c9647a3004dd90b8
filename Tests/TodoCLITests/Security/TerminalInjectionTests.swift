import Foundation
import Testing
import TodoKit
import TodoModel
import TodoTesting
import TodoValues

/// Issue 12, point 1: text from users, files and servers never reaches a terminal as control
/// characters; `--json` and the store keep it byte-exact.
@Suite(.serialized) struct TerminalInjectionTests {
    /// Every C0 control (NUL included), DEL, every C1 control and the bidi overrides and isolates.
    static let controls: String = {
        var scalars = String.UnicodeScalarView()
        for value in Array(0x00...0x1F) + [0x7F] + Array(0x80...0x9F) + Array(0x202A...0x202E) + Array(0x2066...0x2069)
        {
            scalars.append(Unicode.Scalar(UInt32(value))!)
        }
        return String(scalars)
    }()

    /// The same without NUL, which a command-line argument cannot hold.
    static let argumentControls = String(controls.unicodeScalars.dropFirst())

    /// The controls a human-readable output may hold: its own line breaks, and tabs.
    static func rawControls(in text: String, allowTabs: Bool = false) -> [String] {
        text.unicodeScalars.filter { scalar in
            scalar != "\n" && !(allowTabs && scalar == "\t") && TerminalText.isUnsafe(scalar)
        }.map { "U+" + String($0.value, radix: 16) }
    }

    static func expectClean(_ result: ProcessResult, _ what: String, sourceLocation: SourceLocation = #_sourceLocation)
    {
        let out = rawControls(in: result.stdout, allowTabs: true)
        let err = rawControls(in: result.stderr)
        #expect(out.isEmpty, "\(what): stdout has raw \(out)", sourceLocation: sourceLocation)
        #expect(err.isEmpty, "\(what): stderr has raw \(err)", sourceLocation: sourceLocation)
        #expect(!result.signaled, "\(what) crashed: \(result)", sourceLocation: sourceLocation)
    }

    @Test("every command's human output shows controls from the server, the user and errors as escapes")
    func humanOutputIsEscaped() async throws {
        // The mock runs as a process: the blocking runs below would starve an in-process one.
        let token = "injection-token"
        let mock = try await AccountMock(["--token", token])
        func write(_ change: String, _ item: TodoItem) async throws {
            let element = String(decoding: try JSONEncoder().encode(item), as: UTF8.self)
            let (status, body) = try await mock.request(
                .post, "/_mock/list?token=\(token)", json: "{\"\(change)\":\(element)}")
            #expect(status == 200, "\(body)")
        }
        do {
            let s = try Sandbox()
            let server = ["--server", mock.url, "--token", token]
            let hostile = Self.controls
            // From another device (the server): the id, the text and the author carry every control.
            let remote = TodoItem.fixture(
                "evil" + hostile, text: "text" + hostile, importance: .important, deadline: Clock.day(1),
                color: "#FF0000", createdAt: Clock.now - 100, changedAt: Clock.now - 100, by: "dev" + hostile
            )
            try await write("add", remote)
            try await s.okAsync(["sync"] + server)

            for args in [["list"], ["list", "--all"], ["list", "--search", "text"], ["show", "evil"], ["status"]] {
                let result = try await s.okAsync(args + server)
                Self.expectClean(result, args.joined(separator: " "))
            }
            let list = try await s.okAsync(["list"])
            #expect(list.stdout.contains("text\\x00\\x01"), "\(list)")
            #expect(list.stdout.contains("\\x1b") && list.stdout.contains("\\u009b") && list.stdout.contains("\\u202e"))
            let show = try await s.okAsync(["show", "evil"])
            #expect(show.stdout.contains("dev\\x00"), "\(show)")

            // Confirmations of changes name the todo; from a user's argument too.
            Self.expectClean(try await s.okAsync(["edit", "evil", "--importance", "low", "--offline"]), "edit")
            Self.expectClean(try await s.okAsync(["done", "evil", "--offline"]), "done")
            Self.expectClean(try await s.okAsync(["undone", "evil", "--offline"]), "undone")
            Self.expectClean(try await s.okAsync(["add", "mine" + Self.argumentControls, "--offline"]), "add")

            // A conflict: edited here, then later on the server; the record quotes both versions.
            try await s.okAsync(["edit", "evil", "--text", "local" + Self.argumentControls, "--offline"])
            var later = remote
            later.text = "remote" + hostile
            later.changedAt = Clock.now + 100
            try await write("edit", later)
            Self.expectClean(try await s.runAsync(["sync"] + server), "sync with a conflict")
            let conflicts = try await s.okAsync(["conflicts"])
            Self.expectClean(conflicts, "conflicts")
            #expect(conflicts.stdout.contains("local\\x01"), "\(conflicts)")

            // Errors: an unknown id typed by the user, and a server's error message.
            let unknown = try await s.runAsync(["show", "zz" + Self.argumentControls])
            #expect(unknown.status == 64, "\(unknown)")
            Self.expectClean(unknown, "unknown id")
            let message = String(decoding: try JSONEncoder().encode("boom" + hostile), as: UTF8.self)
            let fault = #"{"fault":"error_message","status":500,"message":\#(message)}"#
            #expect(try await mock.request(.post, "/_mock/faults", json: fault).0 == 200)
            let delays = ["--min-delay", "0.01", "--max-delay", "0.02"]
            try await s.okAsync(["add", "queued", "--offline"])
            let gaveUp = try await s.runAsync(["sync", "-v"] + server + delays)
            #expect(gaveUp.status == 69, "\(gaveUp)")
            Self.expectClean(gaveUp, "sync -v against a hostile error body")
            Self.expectClean(try await s.runAsync(["status"] + server), "status with a hostile last error")
            Self.expectClean(
                try await s.runAsync(["add", "after", "-v"] + server + delays), "add with a hostile push error")
            Self.expectClean(try await s.runAsync(["doctor"] + server), "doctor")
            Self.expectClean(try await s.runAsync(["rm", "evil", "--offline"]), "rm")
        }
    }

    @Test("arguments quoted back, config values, undo, clear, import, accounts and watch show controls as escapes")
    func moreOutputIsEscaped() async throws {
        let hostile = Self.argumentControls
        let message = String(decoding: try JSONEncoder().encode("boom" + Self.controls), as: UTF8.self)
        let mock = try await AccountMock()
        let s = try Sandbox()

        // The argument parser quotes what was typed: an unknown option, a bad value, an unknown key.
        for args in [
            ["list", "--bogus" + hostile], ["config", "set", "key" + hostile, "v"],
            ["add", "x", "--importance", hostile],
        ] {
            let result = try await s.runAsync(args)
            #expect(result.status == 64, "\(result)")
            Self.expectClean(result, args.joined(separator: " "))
            #expect(result.stderr.contains("\\x1b"), "\(result)")
        }
        Self.expectClean(try await s.runAsync(["help", "nothing" + hostile]), "help of an unknown command")
        Self.expectClean(try await s.runAsync(["config", "set", "server", "http://x/" + hostile]), "config set server")

        // A config file edited by hand: `config list`, `config get` and `status` quote it.
        try FileManager.default.createDirectory(atPath: s.configHome + "/todo", withIntermediateDirectories: true)
        let home = String(decoding: try JSONEncoder().encode(s.home + hostile), as: UTF8.self)
        try Data(#"{"home":\#(home)}"#.utf8).write(to: URL(fileURLWithPath: s.configPath))
        for args in [["config", "list"], ["config", "get", "home"], ["status"]] {
            let result = try await s.runAsync(args, env: ["TODO_HOME": ""])
            Self.expectClean(result, args.joined(separator: " "))
        }
        try FileManager.default.removeItem(atPath: s.configPath)

        // Import: a file whose name and text carry controls; then a bad one with such a name.
        // An id with controls is refused by import (ImportRejectionTests); the text may hold any.
        let item = TodoItem.fixture("imp-1", text: "t" + Self.controls, createdAt: Clock.now, by: "d")
        let good = s.root + "/in" + hostile.replacingOccurrences(of: "/", with: "") + ".json"
        try JSONEncoder().encode([item]).write(to: URL(fileURLWithPath: good))
        Self.expectClean(try await s.okAsync(["import", good]), "import summary")
        let bad = s.root + "/bad" + hostile.replacingOccurrences(of: "/", with: "") + ".json"
        try Data("[{\"id\":\"x\u{1b}\"".utf8).write(to: URL(fileURLWithPath: bad))
        let rejected = try await s.runAsync(["import", bad])
        #expect(rejected.status == 65, "\(rejected)")
        Self.expectClean(rejected, "import rejection")

        // Undo and clear name what they changed.
        try await s.okAsync(["done", "imp", "--offline"])
        Self.expectClean(try await s.okAsync(["undo"]), "undo")
        Self.expectClean(try await s.okAsync(["clear", "--yes", "--offline"]), "clear")
        Self.expectClean(try await s.okAsync(["undo"]), "undo of clear")

        // Accounts: a name with controls, and the server's error messages.
        let server = ["--server", mock.url]
        let signup = try await s.runAsync(
            ["signup", "name" + hostile, "--password-stdin"] + server, stdin: "a long password\n")
        Self.expectClean(signup, "signup with a hostile name")
        let fault = #"{"fault":"error_message","status":400,"scope":"auth","message":\#(message)}"#
        #expect(try await mock.request(.post, "/_mock/faults", json: fault).0 == 200)
        for args in [["login", "ann", "--password-stdin"], ["signup", "ann", "--password-stdin"]] {
            let result = try await s.runAsync(args + server, stdin: "a long password\n")
            #expect(result.status != 0, "\(result)")
            #expect(result.stderr.contains("boom\\x00"), "\(result)")
            Self.expectClean(result, args[0] + " refused with a hostile message")
        }
        #expect(try await mock.request(.delete, "/_mock/faults").0 == 200)
        Self.expectClean(try await s.runAsync(["logout", "--keep"] + server), "logout")
        Self.expectClean(try await s.runAsync(["whoami"] + server), "whoami")

        // watch: every attempt meets a hostile error body; -v prints one line per attempt.
        let token = "watch-token"
        let watchMock = try await AccountMock(["--token", token])
        let always = #"{"fault":"error_message","status":500,"message":\#(message)}"#
        #expect(try await watchMock.request(.post, "/_mock/faults", json: always).0 == 200)
        try await s.okAsync(["add", "queued", "--offline"])
        let watch = try TodoProcess.start(
            [
                "watch", "--interval", "0.1", "-v", "--server", watchMock.url, "--token", token, "--min-delay", "0.05",
                "--max-delay", "0.1",
            ],
            env: s.environment())
        // Until the log shows two watch attempts (the limit only guards against a hang).
        let log = s.home + "/logs/todo.log"
        for _ in 0..<1200 {
            let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            if text.components(separatedBy: "mode=watch").count > 2 { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        kill(watch.pid, SIGINT)
        let watched = await watch.finished(limit: 30)
        Self.expectClean(watched, "watch")
        #expect((watched.stdout + watched.stderr).contains("boom\\x00"), "\(watched)")
    }

    @Test("rm asks on a terminal naming the todo, escaped")
    func promptIsEscaped() async throws {
        let s = try Sandbox()
        try await s.okAsync(["add", "x\u{1b}]52;c;QUFB\u{07}y\u{1b}[2J", "--offline"])
        let session = try TerminalSession(["rm", "1"], env: s.environment())
        try session.expect("[y/N]")
        session.send("n")
        #expect(try session.finish() == 1)
        #expect(!session.output.contains("\u{1b}]52") && !session.output.contains("\u{1b}[2J"), "\(session.output)")
        #expect(session.output.contains("x\\x1b]52;c;QUFB\\x07y\\x1b[2J"), "\(session.output)")
    }

    @Test("on a terminal: export --csv and the coloured list show controls escaped; a pipe gets the CSV as stored")
    func terminal() async throws {
        let s = try Sandbox()
        let item = TodoItem.fixture(
            "tty-1", text: "t\u{1b}[2Jx\u{9b}31m\u{202e}", importance: .important, createdAt: Clock.now,
            by: "d")
        let file = s.root + "/in.json"
        try JSONEncoder().encode([item]).write(to: URL(fileURLWithPath: file))
        try await s.okAsync(["import", file])

        for args in [["export", "--csv"], ["list"], ["show", "tty-1"]] {
            let session = try TerminalSession(args, env: s.environment())
            #expect(try session.finish() == 0, "\(args)")
            #expect(
                !session.output.contains("\u{1b}[2J") && !session.output.contains("\u{9b}"),
                "\(args): \(session.output)")
            #expect(session.output.contains("t\\x1b[2Jx\\u009b31m\\u202e"), "\(args): \(session.output)")
        }
        let piped = try await s.okAsync(["export", "--csv"]).stdout
        #expect(piped.contains(item.text), "a pipe gets the bytes as stored")
    }

    @Test("--json, export --json and the store keep every control byte-exact")
    func jsonKeepsEverything() async throws {
        let s = try Sandbox()
        let hostile = Self.controls
        let item = TodoItem.fixture(
            "json-roundtrip", text: "t" + hostile, createdAt: Clock.now, by: "d" + hostile)
        let file = s.root + "/in.json"
        try JSONEncoder().encode([item]).write(to: URL(fileURLWithPath: file))
        try await s.okAsync(["import", file])

        let listed = try await s.itemsAsync()
        #expect(listed.map(\.text) == [item.text])
        #expect(listed.map(\.lastUpdatedBy) == [item.lastUpdatedBy])
        let shown = try await s.elementAsync(["show", "json"])
        #expect(shown.text == item.text)
        let exported = try JSONDecoder().decode([TodoItem].self, from: Data(try await s.exportJSONAsync().utf8))
        #expect(exported == [item])

        // Exported and imported again into a fresh store: the same bytes come back.
        let again = try Sandbox()
        let path = try again.write("export.json", try await s.exportJSONAsync())
        try await again.okAsync(["import", path])
        #expect(try await again.exportJSONAsync() == (try await s.exportJSONAsync()))
    }
}
