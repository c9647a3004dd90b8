import Foundation
import Testing
import TodoKit

/// Issue 12, point 1: text from users, files and servers never reaches a terminal as control
/// characters; `--json` and the store keep it byte-exact.
@Suite struct TerminalInjectionTests {
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
        let mock = try AccountMock(["--token", token])
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
            let remote = TodoItem(
                id: "evil" + hostile, text: "text" + hostile, importance: .important, deadline: Clock.day(1),
                color: "#FF0000", createdAt: Clock.now - 100, changedAt: Clock.now - 100, lastUpdatedBy: "dev" + hostile
            )
            try await write("add", remote)
            try s.ok(["sync"] + server)

            for args in [["list"], ["list", "--all"], ["list", "--search", "text"], ["show", "evil"], ["status"]] {
                let result = try s.ok(args + server)
                Self.expectClean(result, args.joined(separator: " "))
            }
            let list = try s.ok(["list"])
            #expect(list.stdout.contains("text\\x00\\x01"), "\(list)")
            #expect(list.stdout.contains("\\x1b") && list.stdout.contains("\\u009b") && list.stdout.contains("\\u202e"))
            let show = try s.ok(["show", "evil"])
            #expect(show.stdout.contains("dev\\x00"), "\(show)")

            // Confirmations of changes name the todo; from a user's argument too.
            Self.expectClean(try s.ok(["edit", "evil", "--importance", "low", "--offline"]), "edit")
            Self.expectClean(try s.ok(["done", "evil", "--offline"]), "done")
            Self.expectClean(try s.ok(["undone", "evil", "--offline"]), "undone")
            Self.expectClean(try s.ok(["add", "mine" + Self.argumentControls, "--offline"]), "add")

            // A conflict: edited here, then later on the server; the record quotes both versions.
            try s.ok(["edit", "evil", "--text", "local" + Self.argumentControls, "--offline"])
            var later = remote
            later.text = "remote" + hostile
            later.changedAt = Clock.now + 100
            try await write("edit", later)
            Self.expectClean(try s.run(["sync"] + server), "sync with a conflict")
            let conflicts = try s.ok(["conflicts"])
            Self.expectClean(conflicts, "conflicts")
            #expect(conflicts.stdout.contains("local\\x01"), "\(conflicts)")

            // Errors: an unknown id typed by the user, and a server's error message.
            let unknown = try s.run(["show", "zz" + Self.argumentControls])
            #expect(unknown.status == 64, "\(unknown)")
            Self.expectClean(unknown, "unknown id")
            let message = String(decoding: try JSONEncoder().encode("boom" + hostile), as: UTF8.self)
            let fault = #"{"fault":"error_message","status":500,"message":\#(message)}"#
            #expect(try await mock.request(.post, "/_mock/faults", json: fault).0 == 200)
            let delays = ["--min-delay", "0.01", "--max-delay", "0.02"]
            try s.ok(["add", "queued", "--offline"])
            let gaveUp = try s.run(["sync", "-v"] + server + delays)
            #expect(gaveUp.status == 69, "\(gaveUp)")
            Self.expectClean(gaveUp, "sync -v against a hostile error body")
            Self.expectClean(try s.run(["status"] + server), "status with a hostile last error")
            Self.expectClean(try s.run(["add", "after", "-v"] + server + delays), "add with a hostile push error")
            Self.expectClean(try s.run(["doctor"] + server), "doctor")
            Self.expectClean(try s.run(["rm", "evil", "--offline"]), "rm")
        }
    }

    @Test("--json, export --json and the store keep every control byte-exact")
    func jsonKeepsEverything() throws {
        let s = try Sandbox()
        let hostile = Self.controls
        let item = TodoItem(
            id: "json-roundtrip", text: "t" + hostile, createdAt: Clock.now, lastUpdatedBy: "d" + hostile)
        let file = s.root + "/in.json"
        try JSONEncoder().encode([item]).write(to: URL(fileURLWithPath: file))
        try s.ok(["import", file])

        let listed = try s.items()
        #expect(listed.map(\.text) == [item.text])
        #expect(listed.map(\.lastUpdatedBy) == [item.lastUpdatedBy])
        let shown = try s.element(["show", "json"])
        #expect(shown.text == item.text)
        let exported = try JSONDecoder().decode([TodoItem].self, from: Data(try s.exportJSON().utf8))
        #expect(exported == [item])

        // Exported and imported again into a fresh store: the same bytes come back.
        let again = try Sandbox()
        let path = try again.write("export.json", try s.exportJSON())
        try again.ok(["import", path])
        #expect(try again.exportJSON() == (try s.exportJSON()))
    }
}
