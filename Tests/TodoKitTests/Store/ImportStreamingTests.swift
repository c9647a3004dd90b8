import Foundation
import Testing
import TodoModel
import TodoSyncTesting
import TodoTesting
import TodoValues

@testable import TodoKit
@testable import TodoStore
@testable import TodoSync

/// An import applies each record to the store as it reads it: the result is the store with every
/// change of the file applied one by one and one undo entry, whether the changes fit one journal
/// line or make a new snapshot; a file that fails part-way changes nothing; a crash at any write
/// leaves the store as it was or as it would be.
@Suite(.serialized) struct ImportStreamingTests {
    static let now: Int64 = 1_795_000_000

    static func settings(_ dir: String) -> Settings {
        var settings = Settings(home: dir)
        settings.fixedNow = now
        settings.lockTimeout = 1
        return settings
    }

    /// `count` records: a third the list holds unchanged, a third it holds edited, the rest new, shuffled.
    static func records(_ count: Int, existing: [TodoItem], _ rng: inout SeededRandomNumberGenerator) -> [TodoItem] {
        var records: [TodoItem] = []
        for index in 0..<count {
            switch index % 3 {
            case 0 where 2 * (index / 3) < existing.count:
                records.append(existing[2 * (index / 3)])
            case 1 where 2 * (index / 3) + 1 < existing.count:
                var edited = existing[2 * (index / 3) + 1]
                edited.text += " (edited)"
                edited.done.toggle()
                edited.changedAt += 1
                records.append(edited)
            default:
                records.append(TodoItem.numbered(10_000 + index))
            }
        }
        records.shuffle(using: &rng)
        return records
    }

    /// The store with each record's change applied in file order, and the undo entry: what the
    /// import means, written out plainly.
    static func expected(_ start: StoreState, _ records: [TodoItem]) -> StoreState {
        var state = start
        var before: [HistoryEntry.Before] = []
        for item in records {
            if let existing = start.items[item.id] {
                guard existing != item else { continue }
                state.apply(.put(item, .update(item)))
                before.append(.init(id: item.id, item: existing, after: .of(item)))
            } else {
                state.apply(.put(item, .create(item)))
                before.append(.init(id: item.id, item: nil, after: .of(item)))
            }
        }
        if !before.isEmpty { state.apply(.record(HistoryEntry(command: "import", at: now, items: before))) }
        return state
    }

    @Test(
        "an import of a few records (one journal line) or of many (a new snapshot) is its changes one by one",
        arguments: [9, 120, 257, 700])
    func anImportIsItsChangesOneByOne(count: Int) throws {
        var rng = SeededRandomNumberGenerator(seed: UInt64(count))
        let dir = TemporaryDirectory()
        let existing = (0..<90).map { TodoItem.numbered($0) }
        let start: StoreState
        do {
            let manager = try DataManager(settings: Self.settings(dir.path))
            defer { manager.close() }
            _ = try manager.importItems(existing)
            _ = try manager.setDone([existing[4].id], done: true, command: .done)
            start = try manager.state()
        }
        let records = Self.records(count, existing: existing, &rng)
        let path = dir.path + "/import.json"
        try Data(WireJSON.string(records).utf8).write(to: URL(fileURLWithPath: path))

        let manager = try DataManager(settings: Self.settings(dir.path))
        let summary = try manager.importFile(path)
        let expected = Self.expected(start, records)
        #expect(try manager.state() == expected, "the store the import hands back")
        manager.close()
        #expect(summary.created + summary.updated + summary.unchanged == count)
        #expect(summary.created == expected.items.count - start.items.count)
        let reopened = try DataManager(settings: Self.settings(dir.path))
        defer { reopened.close() }
        #expect(try reopened.state() == expected, "the store as written")
        // One command: undo takes the whole import back.
        _ = try reopened.undo()
        func seen(_ state: StoreState) -> [String] { state.items.values.map { "\($0.id) \($0.text) \($0.done)" } }
        #expect(seen(try reopened.state()) == seen(start), "undo gives the list back (with its own times)")
    }

    @Test("a file that fails after many good records changes nothing, and the same process goes on")
    func aFailurePartWayChangesNothing() throws {
        let dir = TemporaryDirectory()
        let manager = try DataManager(settings: Self.settings(dir.path))
        defer { manager.close() }
        _ = try manager.importItems((0..<20).map { TodoItem.numbered($0) })
        let start = try manager.state()
        let files = ["snapshot.json", "journal.jsonl"].map { dir.path + "/" + $0 }
        let bytes = try files.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }

        let good = WireJSON.string((100..<600).map { TodoItem.numbered($0) })
        let path = dir.path + "/import.json"
        try Data((good.dropLast() + #",{"id":"bad","text":7}]"#).utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: TodoError.self) { try manager.importFile(path) }

        #expect(try files.map { try Data(contentsOf: URL(fileURLWithPath: $0)) } == bytes, "no file was written")
        #expect(try manager.state() == start, "the same manager reads the store as it was")
        _ = try manager.add(ItemDraft(text: "after"))
        #expect(try manager.state().items.count == 21)
    }

    /// What a person sees of a store: the todos with their numbers, the undo history, the queue.
    static func seen(_ dir: String) throws -> TypingCrashPointTests.Seen {
        let manager = try DataManager(settings: settings(dir))
        defer { manager.close() }
        return TypingCrashPointTests.Seen(try manager.state())
    }

    /// The steps: a list of 30 imported, then an import of `count` records over it.
    static func steps(_ dir: String, count: Int) throws -> [(DataManager) throws -> Void] {
        var rng = SeededRandomNumberGenerator(seed: 5)
        let existing = (0..<30).map { TodoItem.numbered($0) }
        let path = dir + "-import.json"
        try Data(WireJSON.string(records(count, existing: existing, &rng)).utf8).write(to: URL(fileURLWithPath: path))
        return [{ _ = try $0.importItems(existing) }, { _ = try $0.importFile(path) }]
    }

    /// Runs the steps, one process each; with a crash armed, stops at the step that crashed and
    /// returns how many completed before it.
    static func run(_ dir: String, count: Int) throws -> Int {
        for (index, step) in try steps(dir, count: count).enumerated() {
            do {
                let manager = try DataManager(settings: settings(dir))
                defer { manager.close() }
                try step(manager)
            } catch {
                return index
            }
        }
        return 2
    }

    @Test(
        "a crash at every write of an import, whole or torn, leaves the list before it or after it",
        arguments: [200, 400])
    func everyCrashLeavesBeforeOrAfter(count: Int) throws {
        let clean = TemporaryDirectory()
        var expected = [try Self.seen(clean.path)]
        for step in try Self.steps(clean.path, count: count) {
            let manager = try DataManager(settings: Self.settings(clean.path))
            try step(manager)
            manager.close()
            expected.append(try Self.seen(clean.path))
        }
        #expect(expected[2].todos.count > expected[1].todos.count)
        // 200 records make fewer changes than one journal line holds; 400 make a new snapshot.
        let journal = try String(contentsOfFile: clean.path + "/journal.jsonl", encoding: .utf8)
        #expect((journal.split(separator: "\n").count == 1) == (count == 400), "\(count): \(journal.prefix(100))")
        let dry = TemporaryDirectory()
        CrashPoint.arm(directory: dry.path, at: nil, torn: false)
        #expect(try Self.run(dry.path, count: count) == 2)
        let writes = CrashPoint.disarm(directory: dry.path).writes
        try #require(writes >= 3)
        var crashedInTheImport = 0
        for at in 1...writes {
            for torn in [false, true] {
                let dir = TemporaryDirectory()
                CrashPoint.arm(directory: dir.path, at: at, torn: torn)
                let completed = try Self.run(dir.path, count: count)
                #expect(CrashPoint.disarm(directory: dir.path).crashed, "write \(at) was reached")
                let seen = try Self.seen(dir.path)
                if completed == 2 {
                    // The index is derived and not fsynced: a crash writing it is not the command's.
                    #expect(seen == expected[2], "crash at write \(at) (torn: \(torn)) after the import")
                    continue
                }
                if completed == 1 { crashedInTheImport += 1 }
                #expect(
                    seen == expected[completed] || seen == expected[completed + 1],
                    "crash at write \(at) (torn: \(torn)) in step \(completed + 1): \(seen.todos.count) todos, \(seen.history)"
                )
            }
        }
        #expect(crashedInTheImport > 0)
    }
}
