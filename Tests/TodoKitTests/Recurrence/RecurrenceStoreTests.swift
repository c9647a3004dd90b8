import Foundation
import Testing
import TodoModel
import TodoTesting

@testable import TodoKit
@testable import TodoStore

/// Issue 35 in the store: completing a repeating todo makes its next occurrence in the same
/// commit (crashed at every write and cut by a power loss after every operation: before or after,
/// never between), once however often it is completed, and undo takes it back unless it changed.
@Suite(.serialized) struct RecurrenceStoreTests {
    typealias Seen = TypingCrashPointTests.Seen

    /// A day after the settings' fixed now.
    static let due: Int64 = 1_795_000_000 + 86_400

    static func settings(_ dir: String) -> Settings { TypingCrashPointTests.settings(dir) }

    struct Missing: Error {}

    /// The id of the todo with `text`, pending or done as asked.
    static func id(_ manager: DataManager, _ text: String, done: Bool = false) throws -> String {
        let items = try manager.state().items.values.filter { $0.text == text && $0.done == done }
        guard items.count == 1 else { throw Missing() }
        return items[0].id
    }

    static var script: [(String, (DataManager) throws -> Void)] {
        [
            ("add rent", { _ = try $0.add(ItemDraft(text: "Pay rent rec:+1m", deadline: due)) }),
            ("add plain", { _ = try $0.add(ItemDraft(text: "plain", deadline: due)) }),
            (
                "done rent plain",
                { m in
                    let made = try m.setDoneRepeating(
                        [try id(m, "Pay rent rec:+1m"), try id(m, "plain")], done: true, command: .done)
                    guard made.successors.count == 1 else { throw Missing() }
                }
            ),
            ("undo", { m in guard try m.undo()?.removed.count == 1 else { throw Missing() } }),
            (
                "done rent again",
                { m in
                    let made = try m.setDoneRepeating([try id(m, "Pay rent rec:+1m")], done: true, command: .done)
                    guard made.successors.count == 1 else { throw Missing() }
                }
            ),
            ("phone's edit of the next merged in", { m in try merge(m) }),
            (
                "undo keeps the touched next",
                { m in guard try m.undo()?.keptOccurrences.count == 1 else { throw Missing() } }
            ),
            (
                "done rent a third time",
                { m in
                    let made = try m.setDoneRepeating([try id(m, "Pay rent rec:+1m")], done: true, command: .done)
                    guard made.successors.isEmpty else { throw Missing() }
                }
            ),
            (
                "undone rent",
                { m in _ = try m.setDone([try id(m, "Pay rent rec:+1m", done: true)], done: false, command: .undone) }
            ),
        ]
    }

    /// What a sync's merge does with the phone's edit of the pending rent: it becomes the todo and the base.
    static func merge(_ manager: DataManager) throws {
        guard let item = try manager.state().items[try id(manager, "Pay rent rec:+1m")] else { throw Missing() }
        var phones = item
        phones.text += " +phone"
        phones.lastUpdatedBy = "phone"
        phones.changedAt += 100
        try manager.commit([.put(phones, nil), .setBase(id: item.id, phones)])
    }

    /// The todos of `seen` without their short numbers.
    static func texts(_ seen: Seen) -> [String] {
        seen.todos.map { String($0.prefix { $0 != "#" }) }.sorted()
    }

    static func seen(_ dir: String) throws -> Seen {
        let manager = try DataManager(settings: settings(dir))
        defer { manager.close() }
        return Seen(try manager.state())
    }

    /// Runs the script (see ``CommandScript/run(_:settings:failing:)``).
    static func run(_ dir: String) throws -> Int {
        try CommandScript.run(script, settings: settings(dir), failing: Missing.self)
    }

    @Test func theScriptMeansWhatItSays() throws {
        let dir = TemporaryDirectory()
        var states: [Seen] = []
        for (_, command) in Self.script {
            let manager = try DataManager(settings: Self.settings(dir.path))
            try command(manager)
            manager.close()
            states.append(try Self.seen(dir.path))
        }
        #expect(Self.texts(states[2]) == ["Pay rent rec:+1m", "Pay rent rec:+1m done", "plain done"], "\(states[2])")
        #expect(
            Self.texts(states[3]) == ["Pay rent rec:+1m", "plain"], "undo removed the untouched next: \(states[3])")
        // The undo of the second `done` leaves the next occurrence the phone changed.
        #expect(Self.texts(states[6]) == ["Pay rent rec:+1m", "Pay rent rec:+1m +phone", "plain"], "\(states[6])")
        // Completing it again makes no second next occurrence.
        #expect(Self.texts(states[7]) == ["Pay rent rec:+1m +phone", "Pay rent rec:+1m done", "plain"], "\(states[7])")
    }

    @Test func completingAtEveryWriteCrashedLeavesTheStateBeforeOrAfter() throws {
        let clean = TemporaryDirectory()
        var expected = [try Self.seen(clean.path)]
        for (_, command) in Self.script {
            let manager = try DataManager(settings: Self.settings(clean.path))
            try command(manager)
            manager.close()
            expected.append(try Self.seen(clean.path))
        }
        let dry = TemporaryDirectory()
        CrashPoint.arm(directory: dry.path, at: nil, torn: false)
        _ = try Self.run(dry.path)
        let writes = CrashPoint.disarm(directory: dry.path).writes
        try #require(writes >= Self.script.count)
        for at in 1...writes {
            for torn in [false, true] {
                let dir = TemporaryDirectory()
                CrashPoint.arm(directory: dir.path, at: at, torn: torn)
                let completed = try Self.run(dir.path)
                try #require(CrashPoint.disarm(directory: dir.path).crashed, "write \(at) was reached")
                let after = try Self.seen(dir.path)
                let before = expected[completed]
                let next = completed < Self.script.count ? expected[completed + 1] : before
                #expect(after == before || after == next, "crash at write \(at) (torn: \(torn)): \(after)")
            }
        }
    }

    @Test func completingCutByAPowerLossLosesNothingAcknowledged() async throws {
        let steps = Self.script.map { PowerLossRun.Step(name: $0.0, run: $0.1) }
        let expected = try PowerLossTests.expected(steps)
        try await PowerLossTests.check(steps, expected: expected, seed: 3501, label: "recurrence", goesOn: true)
    }
}
