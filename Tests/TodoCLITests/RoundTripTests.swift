import Foundation
import Testing
import TodoKit
import TodoModel

/// `export` then `import` gives the same list, in JSON and in CSV.
@Suite struct RoundTripTests {
    /// A store with every kind of field: optional ones set and absent, done and pending,
    /// text that needs quoting in CSV.
    static func populated() throws -> Sandbox {
        let s = try Sandbox()
        try s.add(["Plain"])
        try s.add(["Say \"hi\", then, leave", "--importance", "important", "--due", "2025-03-15", "--color", "#A0B1C2"])
        try s.add(["Multi\nline text", "--importance", "low", "--due", "today"])
        try s.add(["Ünïcödé ✓ and emoji 📝"], env: ["TODO_NOW": String(Clock.now + 5)])
        let finished = try s.add(["Finished", "--color", "#000000"])
        try s.ok(["done", finished.id], env: ["TODO_NOW": String(Clock.now + 50)])
        return s
    }

    @Test func jsonExportImportsIntoAFreshHomeUnchanged() throws {
        let source = try Self.populated()
        let exported = try source.exportJSON()
        let file = try source.write("export.json", exported)

        let target = try Sandbox()
        #expect(try target.ok(["import", file]).stdout == "Imported 5 todos: 5 created, 0 updated, 0 unchanged\n")
        #expect(try target.exportJSON() == exported)
        #expect(try target.ok(["export", "--csv"]).stdout == (try source.ok(["export", "--csv"]).stdout))

        // Importing again into either home changes nothing.
        #expect(try target.ok(["import", file]).stdout == "Imported 5 todos: 0 created, 0 updated, 5 unchanged\n")
        #expect(try source.ok(["import", file]).stdout == "Imported 5 todos: 0 created, 0 updated, 5 unchanged\n")
        #expect(try target.exportJSON() == exported)
        #expect(try source.exportJSON() == exported)
    }

    @Test func csvExportImportsIntoAFreshHomeUnchanged() throws {
        let source = try Self.populated()
        let csv = try source.ok(["export", "--csv"]).stdout
        let file = try source.write("export.csv", csv)

        let target = try Sandbox()
        target.now = Clock.now + 10_000  // Nothing may depend on the importer's clock.
        #expect(try target.ok(["import", file]).stdout == "Imported 5 todos: 5 created, 0 updated, 0 unchanged\n")
        #expect(try target.ok(["export", "--csv"]).stdout == csv)
        #expect(try target.exportJSON() == (try source.exportJSON()))

        #expect(try target.ok(["import", file]).stdout == "Imported 5 todos: 0 created, 0 updated, 5 unchanged\n")
        #expect(try source.ok(["import", file]).stdout == "Imported 5 todos: 0 created, 0 updated, 5 unchanged\n")
        #expect(try target.ok(["export", "--csv"]).stdout == csv)
    }

    @Test func reimportingAnEditedExportUpdatesOnlyTheChanged() throws {
        let s = try Self.populated()
        let items = try JSONDecoder().decode([TodoItem].self, from: Data(try s.exportJSON().utf8))
        var edited = items
        edited[0].text = "Plain, edited"
        edited[0].changedAt += 100
        let encoder = JSONEncoder()
        let file = try s.write("edited.json", String(decoding: try encoder.encode(edited), as: UTF8.self))
        #expect(try s.ok(["import", file]).stdout == "Imported 5 todos: 0 created, 1 updated, 4 unchanged\n")
        #expect(try JSONDecoder().decode([TodoItem].self, from: Data(try s.exportJSON().utf8)) == edited)
    }
}
