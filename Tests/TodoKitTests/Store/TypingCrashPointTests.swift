import Foundation
import Testing
import TodoTesting

@testable import TodoKit
@testable import TodoStore

/// The commands of issue 15 (several ids at once, rm, clear, undo), crashed at every durable
/// write the store makes for them: after reopening, the store is exactly as it was before the
/// crashed command or after it, never between (the change, its short numbers and its undo entry
/// are one journal line).
@Suite(.serialized) struct TypingCrashPointTests {
    /// What a person sees of the store: each todo's text, whether done, its short number; the
    /// undo history's commands; the queued changes.
    struct Seen: Equatable, CustomStringConvertible {
        var todos: [String]
        var history: [String]
        var queued: Int
        var conflicts: [String]
        /// The store's history (issue 34): each entry's kind, command and text, oldest first.
        var versions: [String]

        init(_ state: StoreState) {
            todos = state.items.values.map { item in
                "\(item.text)\(item.done ? " done" : "")#\(state.numbers.byID[item.id].map(String.init) ?? "-")"
            }.sorted()
            history = state.history.map(\.command)
            queued = state.outbox.count
            conflicts = state.conflicts.map { "\($0.kind.rawValue) \($0.overridden?.text ?? "-")" }
            versions = state.versions.map { "\($0.source.rawValue) \($0.command ?? "-") \($0.item?.text ?? "-")" }
        }

        var description: String {
            "\(todos) history \(history) queued \(queued) conflicts \(conflicts) versions \(versions)"
        }
    }

    /// The script: one fresh `DataManager` per command, as one process per command.
    static var script: [(String, (DataManager) throws -> Void)] {
        [
            ("add A", { _ = try $0.add(ItemDraft(text: "A")) }),
            ("add B", { _ = try $0.add(ItemDraft(text: "B")) }),
            ("add C", { _ = try $0.add(ItemDraft(text: "C")) }),
            ("done A B", { m in _ = try m.setDone(try ids(m, "A", "B"), done: true, command: .done) }),
            ("edit C", { m in _ = try m.edit(try ids(m, "C")[0], ItemEdit(text: "C2")) }),
            ("rm A C2", { m in _ = try m.remove(ids: try ids(m, "A", "C2")) }),
            ("undo", { _ = try $0.undo() }),
            ("undo", { _ = try $0.undo() }),
            ("clear --done", { _ = try $0.clear(doneOnly: true) }),
            ("undo", { _ = try $0.undo() }),
            ("undone B", { m in _ = try m.setDone(try ids(m, "B"), done: false, command: .undone) }),
            // Issue 32: a sync brings another device's version of the todo the last command
            // changed, and `undo --force` replaces it, logging it in the same commit.
            ("edit B", { m in _ = try m.edit(try ids(m, "B")[0], ItemEdit(text: "B2")) }),
            ("phone's B3 merged in", { m in try merge(m, "B2", text: "B3") }),
            (
                "undo --force",
                { m in guard try m.undo(force: true)?.changedElsewhere.count == 1 else { throw Missing() } }
            ),
            // Issue 34: another version merged in, and `restore --force` of the one before it,
            // which keeps the replaced version in the conflict log: each with its history entries
            // in the same commit.
            ("phone's B4 merged in", { m in try merge(m, "B", text: "B4") }),
            (
                "restore B 2 --force",
                { m in
                    // The version before B4 (issue 41: numbers count up from the oldest).
                    let id = try ids(m, "B4")[0]
                    let before = (try m.history(of: id).entries.first?.number ?? 2) - 1
                    guard try m.restore(id, version: before, force: true).overrode else { throw Missing() }
                }
            ),
        ]
    }

    /// What a sync's merge does with another device's version of the todo `text`: it becomes
    /// the todo and the base, by `phone`.
    static func merge(_ manager: DataManager, _ text: String, text new: String) throws {
        guard let item = try manager.state().items.values.first(where: { $0.text == text }) else { throw Missing() }
        var phones = item
        phones.text = new
        phones.lastUpdatedBy = "phone"
        phones.changedAt += 100
        try manager.commit([
            .put(phones, nil), .setBase(id: item.id, phones),
            .logVersions([
                VersionRecord(id: item.id, at: phones.changedAt, source: .merged, device: "phone", item: phones)
            ]),
        ])
    }

    struct Missing: Error {}

    static func ids(_ manager: DataManager, _ texts: String...) throws -> [String] {
        let items = try manager.state().items.values
        return try texts.map { text in
            guard let item = items.first(where: { $0.text == text }) else { throw Missing() }
            return item.id
        }
    }

    static func settings(_ dir: String) -> Settings {
        var settings = Settings(home: dir)
        settings.fixedNow = 1_795_000_000
        settings.lockTimeout = 1
        return settings
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

    @Test func everyWriteOfTheScriptCrashedWholeAndTornLeavesTheStateBeforeOrAfter() throws {
        // The run without a crash: the state after each command, and the number of writes.
        let clean = TemporaryDirectory()
        var expected = [try Self.seen(clean.path)]
        for (_, command) in Self.script {
            let manager = try DataManager(settings: Self.settings(clean.path))
            try command(manager)
            manager.close()
            expected.append(try Self.seen(clean.path))
        }
        // The script means what it says: C kept #1 through the undos, B pending again takes #2.
        #expect(expected.last?.todos == ["A done#-", "B#2", "C#1"], "\(expected)")
        #expect(expected.last?.conflicts == ["undo_overrode B3", "restore_overrode B4"], "\(expected)")
        #expect(
            expected.last?.versions.suffix(3) == ["local undo B", "merged - B4", "local restore B"], "\(expected)")
        let dry = TemporaryDirectory()
        CrashPoint.arm(directory: dry.path, at: nil, torn: false)
        _ = try Self.run(dry.path)
        let writes = CrashPoint.disarm(directory: dry.path).writes
        try #require(writes >= Self.script.count, "every command writes at least once")

        var crashPoints = 0
        for at in 1...writes {
            for torn in [false, true] {
                let dir = TemporaryDirectory()
                CrashPoint.arm(directory: dir.path, at: at, torn: torn)
                let completed = try Self.run(dir.path)
                let fired = CrashPoint.disarm(directory: dir.path).crashed
                try #require(fired, "write \(at) was reached")
                crashPoints += 1
                let after = try Self.seen(dir.path)
                let before = expected[completed]
                let next = completed < Self.script.count ? expected[completed + 1] : before
                #expect(
                    after == before || after == next,
                    "crash at write \(at) (torn: \(torn)) in '\(Self.script[min(completed, Self.script.count - 1)].0)': \(after), expected \(before) or \(next)"
                )
                // The rest of the script still runs on the reopened store.
                if after == before, completed < Self.script.count {
                    for (_, command) in Self.script[completed...] {
                        let manager = try DataManager(settings: Self.settings(dir.path))
                        try command(manager)
                        manager.close()
                    }
                    #expect(try Self.seen(dir.path) == expected.last, "finishing after the crash at write \(at)")
                }
            }
        }
        #expect(crashPoints == 2 * writes)
        print("typing crash points: \(crashPoints) (\(writes) writes, whole and torn)")
    }
}
