import Foundation
import Testing
import TodoKit
import TodoModel
import TodoTerminal
import TodoTesting
import TodoValues

@testable import TodoText

/// Colour and the progress line: on a terminal only, off with NO_COLOR, TERM=dumb, --no-color,
/// --json, --quiet, or when the output is a pipe.
@Suite struct TerminalOutputTests {
    static let esc = "\u{1B}["
    static let erase = TerminalProgress.eraseLine
    static let noPTY = "util-linux `script` (/usr/bin/script) is needed for a pseudo-terminal"

    /// A sandbox with an important todo, a low one, an overdue one and a done one.
    static func listSandbox() throws -> Sandbox {
        let s = try Sandbox()
        try s.add(["Call the bank", "--importance", "important"])
        try s.add(["Someday", "--importance", "low"])
        try s.add(["Pay rent", "--due", "2025-03-01"])
        let done = try s.add(["Old"])
        try s.ok(["done", done.id])
        return s
    }

    /// A JSON import file of `count` todos.
    static func importFile(_ s: Sandbox, count: Int) throws -> String {
        let items = (0..<count).map { n in
            TodoItem.fixture(
                TodoItem.numberedID(n), text: "imported \(n)",
                createdAt: Clock.now - Int64(n), by: "other-device")
        }
        return try s.write("many.json", WireJSON.string(items))
    }

    @Test("through a pipe: no colour, whatever the todos")
    func pipeIsPlain() throws {
        let s = try Self.listSandbox()
        for args in [["list"], ["show", try s.items().first!.id]] {
            let result = try s.ok(args)
            #expect(!result.stdout.contains(Self.esc), "\(args)")
            #expect(result.stdout.contains("!!") || result.stdout.contains("important"))
        }
    }

    @Test("on a terminal: important, low, overdue and done are coloured", .enabled(if: PseudoTerminal.available))
    func terminalIsColoured() async throws {
        let s = try Self.listSandbox()
        let list = try await PseudoTerminal.run(["list"], env: s.environment())
        #expect(list.status == 0, "\(list)")
        #expect(list.stdout.contains(TerminalStyle.code(.important) + "!!" + TerminalStyle.reset))
        #expect(list.stdout.contains(TerminalStyle.code(.low) + "↓" + TerminalStyle.reset))
        #expect(list.stdout.contains(TerminalStyle.code(.overdue) + "9d overdue" + TerminalStyle.reset))
        #expect(list.stdout.contains(TerminalStyle.code(.done) + "[x]"))
        let important = try s.items().first { $0.importance == .important }!
        let show = try await PseudoTerminal.run(["show", important.id], env: s.environment())
        #expect(show.stdout.contains(TerminalStyle.code(.important) + "important"), "\(show)")
    }

    @Test(
        "on a terminal: no colour with NO_COLOR, TERM=dumb, --no-color or --json",
        .enabled(if: PseudoTerminal.available)
    )
    func terminalOptOuts() async throws {
        let s = try Self.listSandbox()
        let cases: [([String], [String: String])] = [
            (["list"], ["NO_COLOR": "1"]),
            (["list"], ["TERM": "dumb"]),
            (["list", "--no-color"], [:]),
            (["--no-color"], [:]),
            (["list", "--json"], [:]),
        ]
        for (args, env) in cases {
            let result = try await PseudoTerminal.run(args, env: s.environment(env))
            #expect(result.status == 0, "\(args) \(env): \(result)")
            #expect(result.stdout.contains("Call the bank"), "\(args) \(env): \(result)")
            #expect(!result.stdout.contains(Self.esc), "\(args) \(env): \(result)")
        }
        // The same terminal does get colour without them (so the opt-outs are what removed it).
        let coloured = try await PseudoTerminal.run(["list"], env: s.environment(["NO_COLOR": ""]))
        #expect(coloured.stdout.contains(Self.esc))
    }

    @Test("on a 40-column terminal the list fits: the long text is cut with …, the due column kept")
    func listFitsTheTerminal() throws {
        let s = try Sandbox()
        let long = String(repeating: "a very long todo that goes on ", count: 5)
        try s.add([long, "--due", "today"])
        try s.add(["short", "--due", "2025-03-12"])
        let session = try TerminalSession(["list", "--pending"], env: s.environment(), columns: 40)
        #expect(try session.finish() == 0, "\(session.output)")
        let rows = session.output.replacingOccurrences(of: "\r", with: "").split(separator: "\n").dropFirst()
        #expect(rows.count == 2, "\(session.output)")
        for row in rows {
            let visible = row.replacingOccurrences(
                of: #"\u{1B}\[[0-9;]*m"#, with: "", options: .regularExpression)
            #expect(visible.count < 40, "\(visible)")
        }
        #expect(rows.first?.contains("…") == true, "\(session.output)")
        #expect(rows.first?.contains("today") == true, "\(session.output)")
        #expect(rows.last?.contains("in 2d") == true, "\(session.output)")
        // Through a pipe the text is whole: stable output whatever the terminal.
        #expect(try s.ok(["list"]).stdout.contains(long))
    }

    @Test("today's and overdue todos keep their marker without colour", .enabled(if: PseudoTerminal.available))
    func markersSurviveNoColor() async throws {
        let s = try Self.listSandbox()
        try s.add(["Water plants", "--due", "today"])
        let list = try await PseudoTerminal.run(["list"], env: s.environment(["NO_COLOR": "1"]))
        #expect(!list.stdout.contains(Self.esc), "\(list)")
        let lines = list.stdout.replacingOccurrences(of: "\r", with: "").split(separator: "\n")
        #expect(
            lines.contains { $0.hasPrefix("! ") && $0.contains("Pay rent") && $0.hasSuffix("9d overdue") }, "\(list)")
        #expect(
            lines.contains { $0.hasPrefix("> ") && $0.contains("Water plants") && $0.hasSuffix("today") }, "\(list)")
    }

    @Test("`edit --no-color` is the output flag now; the todo's colour is removed with --clear-color")
    func clearColorRename() throws {
        let s = try Sandbox()
        let item = try s.add(["Paint", "--color", "#FF8800"])
        let refused = try s.run(["edit", item.id, "--no-color"])
        #expect(refused.status == 64, "\(refused)")
        #expect(refused.stderr.contains("--clear-color"))
        #expect(try s.element(["edit", item.id, "--clear-color", "--no-color"]).color == nil)
    }

    @Test("an import of 2,000 todos through a pipe shows no progress line")
    func importThroughPipe() throws {
        let s = try Sandbox()
        let file = try Self.importFile(s, count: 2000)
        let result = try s.ok(["import", file])
        #expect(result.stdout.hasPrefix("Imported 2000 todos: 2000 created"))
        #expect(!result.stderr.contains("\r"))
        #expect(!result.stderr.contains(Self.esc))
        #expect(result.stderr.isEmpty, "\(result)")
    }

    @Test(
        "an import of 2,000 todos on a terminal shows a progress line, erased before the summary",
        .enabled(if: PseudoTerminal.available))
    func importOnTerminal() async throws {
        let s = try Sandbox()
        let file = try Self.importFile(s, count: 2000)
        let result = try await PseudoTerminal.run(["import", file], env: s.environment())
        #expect(result.status == 0, "\(result)")
        let shown = result.stdout
        // The first line drawn is the file's size while it is parsed (later ones within 0.2 s are
        // skipped, and 2,000 records take less).
        #expect(shown.contains(Self.erase + "importing: reading "), "\(result)")
        // The last thing before the summary is the erase: no progress text is left on screen.
        let summary = try #require(shown.range(of: "Imported 2000 todos"))
        #expect(shown[..<summary.lowerBound].hasSuffix(Self.erase), "\(result)")
    }

    @Test("--quiet and -q: no progress line on a terminal either", .enabled(if: PseudoTerminal.available))
    func quietImport() async throws {
        for flag in ["--quiet", "-q"] {
            let s = try Sandbox()
            let file = try Self.importFile(s, count: 2000)
            let result = try await PseudoTerminal.run(["import", file, flag], env: s.environment())
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.contains("Imported 2000 todos"))
            #expect(!result.stdout.contains(Self.erase), "\(flag): \(result)")
        }
    }

    @Test(
        "a resync of 200 queued todos shows its progress on a terminal, none through a pipe",
        .enabled(if: PseudoTerminal.available))
    func resyncProgress() async throws {
        try await MockBackend.with { backend in
            let terminal = try SyncClient(server: backend.baseURL)
            // 200 (more than the 8 replayed one by one) is a resync; kept small, as the mock server
            // runs in the test process beside timing-sensitive suites.
            try await terminal.ok(["import", try Self.importFile(terminal.sandbox, count: 200), "--offline"])
            let shown = try await PseudoTerminal.run(
                ["sync"], env: terminal.sandbox.environment(terminal.env))
            #expect(shown.status == 0, "\(shown)")
            #expect(shown.stdout.contains(Self.erase + "syncing: "), "\(shown)")
            #expect(shown.stdout.contains("synced: "))
            // The first stage always draws (later ones may fall inside the throttle interval).
            #expect(shown.stdout.contains(Self.erase + "syncing: downloading the server's list"), "\(shown)")
            #expect(try backend.items().count == 200)

            let piped = try SyncClient(server: backend.baseURL)
            try await piped.ok(["import", try Self.importFile(piped.sandbox, count: 200), "--offline"])
            let result = try await piped.run(["sync"])
            #expect(result.status == 0, "\(result)")
            #expect(!result.stderr.contains("\r"), "\(result)")
        }
    }

    /// Issue 41, point 7: `sync -v` on a terminal writes each log line on a line of its own, never
    /// inside the progress line (erased before it, drawn again after).
    @Test(
        "sync -v on a terminal: the log lines stay out of the progress line", .enabled(if: PseudoTerminal.available))
    func verboseSyncKeepsLogLinesOutOfTheProgressLine() async throws {
        try await MockBackend.with { backend in
            let terminal = try SyncClient(server: backend.baseURL)
            try await terminal.ok(["import", try Self.importFile(terminal.sandbox, count: 200), "--offline"])
            let shown = try await PseudoTerminal.run(
                ["sync", "-v"], env: terminal.sandbox.environment(terminal.env))
            #expect(shown.status == 0, "\(shown)")
            #expect(shown.stdout.contains(Self.erase + "syncing: "), "\(shown)")
            var logLines = 0
            for line in shown.stdout.split(separator: "\n") {
                // A log line: `2025-03-10T09:46:40.123Z debug todo.sync: …`.
                guard
                    let stamp = line.firstMatch(
                        of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z (trace|debug|info|notice|warning|error)/)
                else { continue }
                logLines += 1
                // What the line holds before the log line: nothing a person sees (erases only).
                let before = String(line[..<stamp.range.lowerBound]).replacing(Self.erase, with: "")
                    .replacing("\r", with: "")
                #expect(before.isEmpty, "a log line inside the progress line: \(line.debugDescription)")
            }
            #expect(logLines > 0, "\(shown)")
            #expect(try backend.items().count == 200)
        }
    }

    @Test("--quiet drops the push note of a change, keeps the confirmation")
    func quietNote() async throws {
        // A server that refuses connections: the push fails and the change is queued.
        let s = try Sandbox()
        let env = ["TODO_SERVER": "http://127.0.0.1:9", "TODO_TOKEN": "t"]
        let loud = try s.ok(["add", "One"], env: env)
        #expect(loud.stdout.contains("(queued"), "\(loud)")
        let quiet = try s.ok(["add", "Two", "-q"], env: env)
        #expect(quiet.stdout.hasPrefix("Added "), "\(quiet)")
        #expect(!quiet.stdout.contains("queued"), "\(quiet)")
        #expect(quiet.stdout.contains("\"Two\""))
    }
}
