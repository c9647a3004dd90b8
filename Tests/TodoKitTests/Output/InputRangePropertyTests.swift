import Foundation
import Testing
import TodoFormats
import TodoModel
import TodoSync
import TodoTesting
import TodoValues

@testable import TodoKit

/// Issue 41, point 4: one input range. A store may hold any todo ``TodoFields`` allows (a todo synced
/// from a server holds what the contract allows); whatever it holds, export then import into an empty
/// store gives the same todos, in JSON and in CSV, through the functions `todo export` and `todo import`
/// call.
@Suite(.serialized) struct InputRangePropertyTests {
    static let now: Int64 = 1_795_000_000
    /// 60 seeds in `make test` (each field's edges come first, in every run), 300 in `make soak`.
    static let seeds: Range<UInt64> = TestScale.seeds(60, soak: 300)

    static func settings(_ dir: String) -> Settings {
        var settings = Settings(home: dir)
        settings.fixedNow = now
        settings.lockTimeout = 1
        return settings
    }

    // MARK: Each field's whole range, edges first

    static let texts: [String] = [
        "", " ", "plain", "Say \"hi\", then, leave", "\"", "\"\"", "\"\u{301}quoted with a mark\"\u{301}", ",",
        "a,b,c", "line\nbreak", "carriage\rreturn", "crlf\r\nbreak", "\r\n", "\n\n\n", "trailing\n", "\t tab",
        "\u{0}nul", "\u{1}\u{7}\u{8}\u{B}\u{C}\u{1B}[31m\u{7F}", "\u{85}\u{2028}\u{2029}", "\u{FEFF}bom first",
        "Ünïcödé ✓ 📝 👩‍👩‍👧 🇪🇸", "e\u{301}\u{302}\u{303}", "ﷺ 𝕏 ⁂", "rec:daily t:work", "id,text,importance",
        "  leading and trailing  ", String(repeating: "long ", count: 2_000), String(repeating: "é,\"\n", count: 500),
    ]
    static let ids: [String] = [
        "0E1F9A3C-6A57-4F0B-9C64-2C1B1C3A5D10", "a", "ü-ñ-✓", "with,comma", "with\"quote", "with space",
        " padded ", String(repeating: "x", count: 300), "📝",
    ]
    static let authors: [String] = [
        "7b1c2f0e-device", "d", " ", "dévice ✓", "a,b", "\"q\"", "line\nbreak", "tab\tand\u{1B}esc",
        String(repeating: "z", count: 200),
    ]
    static let colors: [String?] = [nil, "#000000", "#FFFFFF", "#abcdef", "#A1b2C3", "#ff8800"]
    static let times: [Int64] = [
        TodoFields.times.lowerBound, TodoFields.times.lowerBound + 1, -62_135_596_800, -1, 0, 1, 1_795_000_000,
        253_402_300_799, 253_402_300_800, 999_999_999_999_999_999, TodoFields.times.upperBound - 1,
        TodoFields.times.upperBound,
    ]

    static func time(_ rng: inout SeededRandomNumberGenerator) -> Int64 {
        Bool.random(using: &rng) ? times.randomElement(using: &rng)! : Int64.random(in: TodoFields.times, using: &rng)
    }

    static func text(_ rng: inout SeededRandomNumberGenerator) -> String {
        if Int.random(in: 0..<3, using: &rng) > 0 { return texts.randomElement(using: &rng)! }
        // Random scalars: controls, ASCII, CSV's specials, marks, the astral planes.
        let pools: [ClosedRange<UInt32>] = [
            0...0x7F, 0x22...0x22, 0x2C...0x2C, 0x0A...0x0D, 0x300...0x36F, 0x80...0x10FFF,
        ]
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...40, using: &rng) {
            let pool = pools.randomElement(using: &rng)!
            if let scalar = Unicode.Scalar(UInt32.random(in: pool, using: &rng)) { scalars.append(scalar) }
        }
        return String(scalars)
    }

    /// `count` todos of distinct ids, each field drawn from its whole range.
    static func todos(_ count: Int, _ rng: inout SeededRandomNumberGenerator) -> [TodoItem] {
        (0..<count).map { index in
            let base = ids.randomElement(using: &rng)!
            return TodoItem(
                id: "\(base)-\(index)",
                text: text(&rng),
                importance: Importance.allCases.randomElement(using: &rng)!,
                deadline: Bool.random(using: &rng) ? nil : time(&rng),
                done: Bool.random(using: &rng),
                color: colors.randomElement(using: &rng)!,
                createdAt: time(&rng),
                changedAt: time(&rng),
                lastUpdatedBy: authors.randomElement(using: &rng)!)
        }
    }

    // MARK: Export and import as the commands do

    /// What `todo export` (JSON) and `todo export --csv` write for the store in `dir`, from a fresh
    /// process's view of it.
    static func export(_ dir: String) throws -> (json: [UInt8], csv: String) {
        let manager = try DataManager(settings: settings(dir))
        defer { manager.close() }
        let json = try manager.wireElements(.all, owner: nil) ?? Array(WireJSON.elements(try manager.allItems()).utf8)
        return (json, CSVCodec.encode(try manager.allItems()))
    }

    /// Imports `bytes` as `todo import` does into an empty store, and gives back its todos as stored.
    static func imported(_ bytes: [UInt8], name: String) throws -> [TodoItem] {
        let dir = TemporaryDirectory()
        let path = dir.path + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        do {
            let manager = try DataManager(settings: settings(dir.path))
            defer { manager.close() }
            _ = try manager.importFile(path)
        }
        let reopened = try DataManager(settings: settings(dir.path))
        defer { reopened.close() }
        return try reopened.allItems()
    }

    static func sorted(_ items: [TodoItem]) -> [TodoItem] { items.sorted { $0.id < $1.id } }

    @Test("export then import into an empty store gives the same todos, JSON and CSV, over every field's range")
    func roundTrip() async throws {
        for seed in Self.seeds {
            // Off the cooperative pool now and then: the mock servers other tests run in this
            // process answer on it (see EverydayListingTests).
            await Task.yield()
            var rng = SeededRandomNumberGenerator(seed: seed)
            let todos = Self.todos(Int.random(in: 1...6, using: &rng), &rng)
            // The store holds them as a sync would put them there.
            let source = TemporaryDirectory()
            do {
                let manager = try DataManager(settings: Self.settings(source.path))
                defer { manager.close() }
                _ = try manager.importItems(todos)
            }
            for todo in todos { #expect(TodoFields.problem(todo) == nil, "seed \(seed): \(todo)") }
            let (json, csv) = try Self.export(source.path)
            do {
                let back = try Self.imported(json, name: "export.json")
                #expect(Self.sorted(back) == Self.sorted(todos), "seed \(seed) (JSON)")
            } catch {
                Issue.record("seed \(seed): the JSON export does not import: \(error)")
            }
            do {
                let back = try Self.imported(Array(csv.utf8), name: "export.csv")
                #expect(Self.sorted(back) == Self.sorted(todos), "seed \(seed) (CSV)")
            } catch {
                Issue.record("seed \(seed): the CSV export does not import: \(error)")
            }
        }
    }

    @Test("every edge of every field, alone, round-trips in JSON and CSV")
    func edges() throws {
        var todos: [TodoItem] = []
        func add(_ make: (inout TodoItem) -> Void) {
            var item = TodoItem(id: "edge-\(todos.count)", text: "x", createdAt: Self.now, lastUpdatedBy: "d")
            make(&item)
            todos.append(item)
        }
        for text in Self.texts { add { $0.text = text } }
        for id in Self.ids { add { $0.id = id } }
        for author in Self.authors { add { $0.lastUpdatedBy = author } }
        for color in Self.colors { add { $0.color = color } }
        for importance in Importance.allCases {
            for done in [false, true] {
                add {
                    $0.importance = importance
                    $0.done = done
                }
            }
        }
        for time in Self.times {
            add { $0.deadline = time }
            add { $0.createdAt = time }
            add { $0.changedAt = time }
        }
        let source = TemporaryDirectory()
        do {
            let manager = try DataManager(settings: Self.settings(source.path))
            defer { manager.close() }
            _ = try manager.importItems(todos)
        }
        let (json, csv) = try Self.export(source.path)
        #expect(Self.sorted(try Self.imported(json, name: "edges.json")) == Self.sorted(todos))
        #expect(Self.sorted(try Self.imported(Array(csv.utf8), name: "edges.csv")) == Self.sorted(todos))
    }

    @Test("add's and edit's --due take exactly the deadlines import takes")
    func dueAndImportAgree() throws {
        for time in Self.times {
            #expect(try DateInput.due("@\(time)", now: Self.now) == time)
            let csv = "text,deadline\nx,\(time)\n"
            let items = try Self.imported(Array(csv.utf8), name: "due.csv")
            #expect(items.map(\.deadline) == [time])
        }
        // Past Int64 is no instant: usage error for --due, a bad record for import.
        #expect(throws: TodoError.self) { try DateInput.due("@9223372036854775808", now: Self.now) }
        #expect(throws: TodoError.self) {
            try Self.imported(Array("text,deadline\nx,9223372036854775808\n".utf8), name: "b.csv")
        }
    }

    @Test("the CSV writer quotes by Unicode scalar: a CRLF and a quote with a mark stay one field")
    func quoting() {
        #expect(CSVCodec.quote("a\r\nb") == "\"a\r\nb\"")
        #expect(CSVCodec.quote("\"\u{301}") == "\"\"\"\u{301}\"")
        #expect(CSVCodec.quote("plain") == "plain")
    }
}
