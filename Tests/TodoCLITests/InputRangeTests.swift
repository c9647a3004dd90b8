import Foundation
import Testing
import TodoKit
import TodoModel
import TodoValues

/// Issue 41, point 4: what `add` and `edit` accept, `import` accepts, so a backup restores. The rule
/// (``TodoFields``): deadlines and times are the contract's int64, all of it, as a server may send.
@Suite(.serialized) struct InputRangeTests {
    /// The user's case: `add x --due @-1`, then export and import into an empty store, in JSON and CSV.
    /// Either add refuses (64, one line) or both imports give the same todos.
    @Test func aDeadlineBefore1970RestoresFromABackup() throws {
        let source = try Sandbox()
        let added = try source.run(["add", "x", "--due", "@-1"])
        if added.status != 0 {
            #expect(added.status == 64, "\(added)")
            #expect(added.errorLines.count == 1, "\(added)")
            return
        }
        let json = try source.exportJSON()
        let csv = try source.ok(["export", "--csv"]).stdout
        #expect(try source.items().map(\.deadline) == [-1])
        for (name, contents) in [("backup.json", json), ("backup.csv", csv)] {
            let target = try Sandbox()
            let result = try target.run(["import", try source.write(name, contents)])
            #expect(result.status == 0, "\(name): \(result)")
            #expect(try target.exportJSON() == json, "\(name)")
            #expect(try target.ok(["export", "--csv"]).stdout == csv, "\(name)")
        }
    }

    /// Every edge `--due` takes, on add and on edit, and text that CSV must quote, round-trip through
    /// the binary in both formats; the list shows them.
    @Test func addAndEditEdgesRoundTrip() throws {
        let source = try Sandbox()
        let edges = [
            "@-9223372036854775808", "@9223372036854775807", "@-1", "@0", "@253402300800", "0001-01-01", "9999-12-31",
        ]
        for (index, due) in edges.enumerated() { try source.add(["edge \(index)", "--due", due]) }
        let edited = try source.add(["crlf\r\nand \"\u{301} quote, comma", "--color", "#a1b2c3"])
        for due in edges {
            try source.ok(["edit", edited.id, "--due", due])
            if due.hasPrefix("@") {
                #expect(try source.items().first { $0.id == edited.id }?.deadline == Int64(due.dropFirst()))
            }
        }
        try source.ok(["edit", edited.id, "--due", "@-62135596801"])
        // The list shows them without a crash.
        try source.ok(["list"])
        try source.ok(["list", "--all"])
        let json = try source.exportJSON()
        let csv = try source.ok(["export", "--csv"]).stdout
        for (name, contents) in [("edges.json", json), ("edges.csv", csv)] {
            let target = try Sandbox()
            let result = try target.run(["import", try source.write(name, contents)])
            #expect(result.status == 0, "\(name): \(result)")
            #expect(try target.exportJSON() == json, "\(name)")
        }
    }

    /// A value past Int64 is no instant: `--due` refuses it with one line and 64, as import refuses it (65).
    @Test func pastInt64IsRefusedAlike() throws {
        let s = try Sandbox()
        let added = try s.run(["add", "x", "--due", "@9223372036854775808"])
        #expect(added.status == 64, "\(added)")
        #expect(added.errorLines.count == 1, "\(added)")
        let imported = try s.run(["import", try s.write("big.csv", "text,deadline\nx,9223372036854775808\n")])
        #expect(imported.status == 65, "\(imported)")
        #expect(try s.items().isEmpty)
    }
}
