import Foundation
import Testing
import TodoModel
import TodoSync
import TodoSyncTesting
import TodoTesting
import TodoValues

@testable import TodoKit
@testable import TodoStore

/// Scripted commands with a power loss after every operation they make on the store, each losing
/// any part of what was not yet fsynced (file data, the names of creates, renames and unlinks,
/// the store directory itself): reopened, the store opens and is as it was before the command the
/// power loss cut, or after it; a command that had returned is never lost. A missing fsync in the
/// store fails one of these (docs/architecture.md, "Power loss", lists which).
@Suite struct PowerLossTests {
    typealias Seen = TypingCrashPointTests.Seen
    typealias Step = PowerLossRun.Step

    /// The settings and the summary of the crash-point tests, whose script these tests reuse.
    static func settings(_ home: String) -> Settings { TypingCrashPointTests.settings(home) }

    static func seen(_ home: String) throws -> Seen { try TypingCrashPointTests.seen(home) }

    /// The state after each step of `steps` run on a fresh store without recording (the first:
    /// the empty store).
    static func expected(_ steps: [Step]) throws -> [Seen] {
        let clean = TemporaryDirectory.inMemory()
        let home = clean.path + "/store"
        var expected = [Seen(StoreState(deviceID: ""))]
        for step in steps {
            let manager = try DataManager(settings: settings(home))
            try step.run(manager)
            manager.close()
            expected.append(try seen(home))
        }
        return expected
    }

    /// Runs `steps` on a store directory that does not exist yet, recording every operation; then
    /// reopens the store left by each power loss and checks it against `expected` (and, when
    /// `goesOn`, that the next command, an `add`, works on it).
    @discardableResult
    static func check(
        _ steps: [Step], expected: [Seen], seed: UInt64, label: String, goesOn: Bool = false
    ) async throws -> Int {
        let recorded = TemporaryDirectory.inMemory()
        let run = try PowerLossRun(
            home: recorded.path + "/store", settings: settings(recorded.path + "/store"), steps: steps)
        #expect(try seen(recorded.path + "/store") == expected.last, "the recorded run ends where the clean one does")
        let scratch = TemporaryDirectory.inMemory()
        let home = scratch.path + "/store"
        let (checked, failures) = try await onItsOwnThread { () throws -> (Int, [String]) in
            var failures: [String] = []
            let checked = try run.eachLoss(seed: seed, label: label) { loss, completed, started in
                try PowerLoss.materialize(loss.files, at: home)
                let allowed = started ? [expected[completed], expected[completed + 1]] : [expected[completed]]
                let step = started ? "in '\(steps[completed].name)'" : "after \(completed) steps"
                do {
                    let after = try seen(home)
                    if !allowed.contains(after) {
                        failures.append("\(loss.description) \(step): \(after), expected \(allowed)")
                    }
                    if goesOn {
                        let manager = try DataManager(settings: settings(home))
                        _ = try manager.add(ItemDraft(text: "after the power loss"))
                        manager.close()
                        let next = try seen(home)
                        let added = next.todos.filter { $0.hasPrefix("after the power loss#") }
                        if added.count != 1 || next.todos.count != after.todos.count + 1
                            || !Set(after.todos).isSubset(of: next.todos)
                        {
                            failures.append("\(loss.description) \(step): the next add left \(next)")
                        }
                    }
                } catch {
                    failures.append("\(loss.description) \(step): the store does not open: \(error)")
                }
            }
            return (checked, failures)
        }
        #expect(failures.isEmpty, "\(failures.count) of \(checked) power losses (seed \(seed)): \(failures.prefix(4))")
        return checked
    }

    /// The typing commands of issue 15, undo among them, from a store directory not yet created.
    @Test func typingAndUndoLoseNothingAcknowledged() async throws {
        let steps = TypingCrashPointTests.script.map { Step(name: $0.0, run: $0.1) }
        let expected = try Self.expected(steps)
        try #require(expected.last?.todos == ["A done#-", "B#2", "C#1"], "\(expected)")
        try await Self.check(steps, expected: expected, seed: 1501, label: "typing", goesOn: true)
    }

    /// A journal grown past the compaction threshold is folded into a new snapshot by the next
    /// command: a power loss anywhere in it loses nothing.
    @Test func compactionLosesNothing() async throws {
        let big = { (letter: Character) in String(repeating: letter, count: 60_000) }
        let steps = [
            Step(name: "add small") { _ = try $0.add(ItemDraft(text: "small")) },
            Step(name: "add big") { _ = try $0.add(ItemDraft(text: big("a"))) },
            Step(name: "edit big") { m in
                _ = try m.edit(try TypingCrashPointTests.ids(m, big("a"))[0], ItemEdit(text: big("b")))
            },
            Step(name: "edit big again") { m in
                _ = try m.edit(try TypingCrashPointTests.ids(m, big("b"))[0], ItemEdit(text: big("c")))
            },
            Step(name: "done small") { m in
                _ = try m.setDone(try TypingCrashPointTests.ids(m, "small"), done: true, command: .done)
            },
            Step(name: "undo") { _ = try $0.undo() },
        ]
        // The script compacts: the journal is folded into a new snapshot by a command that is not
        // a bulk change.
        let clean = TemporaryDirectory.inMemory()
        var generations: [Int] = []
        for step in steps {
            let manager = try DataManager(settings: Self.settings(clean.path))
            try step.run(manager)
            manager.close()
            let journal = try String(contentsOfFile: clean.file("journal.jsonl"), encoding: .utf8)
            let header = try JSONDecoder().decode(JournalHeader.self, from: Data(journal.prefix { $0 != "\n" }.utf8))
            generations.append(header.generation)
        }
        try #require(Set(generations).count > 1, "no compaction: generations \(generations)")
        try await Self.check(steps, expected: try Self.expected(steps), seed: 2202, label: "compaction")
    }

    /// An import of a list, an import of a file over it (a new snapshot), its undo, and a smaller
    /// import (one journal line).
    @Test func importAndUndoLoseNothing() async throws {
        let files = TemporaryDirectory.inMemory()
        var rng = SeededRandomNumberGenerator(seed: 5)
        let existing = (0..<30).map { TodoItem.numbered($0) }
        for count in [400, 120] {
            let records = ImportStreamingTests.records(count, existing: existing, &rng)
            try Data(WireJSON.string(records).utf8).write(to: URL(fileURLWithPath: files.file("import-\(count).json")))
        }
        let steps = [
            Step(name: "import the list") { _ = try $0.importItems(existing) },
            Step(name: "import 400") { _ = try $0.importFile(files.file("import-400.json")) },
            Step(name: "undo") { _ = try $0.undo() },
            Step(name: "import 120") { _ = try $0.importFile(files.file("import-120.json")) },
        ]
        let expected = try Self.expected(steps)
        try #require(expected[2].todos.count > expected[1].todos.count)
        try await Self.check(steps, expected: expected, seed: 3303, label: "import")
    }
}
