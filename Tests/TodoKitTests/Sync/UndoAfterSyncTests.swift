import Foundation
import Testing
import TodoModel
import TodoStore
import TodoSync
import TodoSyncTesting
import TodoTesting

@testable import TodoKit

/// Issue 32: `todo undo` after a sync brought another device's version of a todo the undone
/// command changed. Two stores of one list and a server with the contract's rules
/// (``ListServer``), every step through `DataManager` as the commands run it.
@Suite("Undo after a sync brought another device's version")
struct UndoAfterSyncTests {
    typealias Devices = TwoDevices

    /// The undoable commands, each run by `here` on todos "A" and "B" (and "C" for `add`).
    enum Command: String, CaseIterable, Sendable {
        case add, edit, done, undone, rm, clear, `import`
    }

    /// `here` adds A and B and syncs, `phone` gets them; `here` runs `command` and syncs; `phone`
    /// changes one todo the command changed (for `rm` and `clear` it edits it before it hears of
    /// the deletion, and its resync keeps its edit); `here` syncs again. Returns the devices and
    /// the id of the todo `phone` changed.
    static func scenario(_ command: Command) async throws -> (Devices, String) {
        let d = Devices()
        try d.run(d.here) { m in
            _ = try m.add(ItemDraft(text: "A"))
            _ = try m.add(ItemDraft(text: "B"))
        }
        let a = try d.id(d.here, "A")
        let b = try d.id(d.here, "B")
        if command == .undone { try d.run(d.here) { m in _ = try m.setDone([a], done: true, command: .done) } }
        try await d.sync(d.here)
        try await d.sync(d.phone)
        var target = a
        switch command {
        case .add:
            target = try d.run(d.here) { try $0.add(ItemDraft(text: "C")).id }
        case .edit:
            try d.run(d.here) { m in _ = try m.edit(a, ItemEdit(text: "A here")) }
        case .done:
            try d.run(d.here) { m in _ = try m.setDone([a, b], done: true, command: .done) }
        case .undone:
            try d.run(d.here) { m in _ = try m.setDone([a], done: false, command: .undone) }
        case .rm:
            try d.run(d.here) { m in _ = try m.remove(ids: [a, b]) }
        case .clear:
            try d.run(d.here) { m in _ = try m.clear(doneOnly: false) }
        case .import:
            let existing = try #require(try d.state(d.here).items[a])
            var imported = existing
            imported.text = "A imported"
            let created = TodoItem(id: "imported-d", text: "D", createdAt: 5, lastUpdatedBy: "file")
            try d.run(d.here) { m in _ = try m.importItems([imported, created]) }
        }
        try await d.sync(d.here)
        if command == .rm || command == .clear {
            try d.edit(d.phone, target, text: "from phone")
            try await d.sync(d.phone)
        } else {
            try await d.sync(d.phone)
            try d.edit(d.phone, target, text: "from phone")
            try await d.sync(d.phone)
        }
        try await d.sync(d.here)
        try #require(try d.state(d.here).items[target]?.text == "from phone", "the sync brought phone's version")
        return (d, target)
    }

    @Test(arguments: Command.allCases)
    func undoRefusesAndChangesNothing(command: Command) async throws {
        let (d, target) = try await Self.scenario(command)
        let before = try d.state(d.here)
        let phones = try #require(before.items[target])
        let undone = try #require(try d.run(d.here) { try $0.undo() })
        #expect(undone.refused)
        #expect(undone.command == command.rawValue)
        #expect(undone.changedElsewhere == [phones])
        #expect(undone.deletedElsewhere.isEmpty)
        #expect(undone.restored.isEmpty && undone.removed.isEmpty)
        // Nothing changed: todos, outbox, base, conflict log, history (the command is still the one to undo).
        #expect(try d.state(d.here) == before)
        #expect(before.history.last?.command == command.rawValue)
    }

    @Test(arguments: Command.allCases)
    func undoForcedLogsTheVersionItReplaces(command: Command) async throws {
        let (d, target) = try await Self.scenario(command)
        let before = try d.state(d.here)
        let phones = try #require(before.items[target])
        let undone = try #require(try d.run(d.here) { try $0.undo(force: true) })
        #expect(!undone.refused)
        #expect(undone.changedElsewhere == [phones])
        let after = try d.state(d.here)
        #expect(after.history.count == before.history.count - 1)
        // One record, of its own kind, holding phone's version as the overridden one.
        #expect(after.conflicts.count == before.conflicts.count + 1)
        let record = try #require(after.conflicts.last)
        #expect(record.kind == .undoOverrode)
        #expect(record.itemID == target)
        #expect(record.overridden == phones)
        #expect(record.kept == after.items[target])
        // The command is undone.
        switch command {
        case .add:
            #expect(after.items[target] == nil)
        case .edit, .rm, .clear, .import:
            #expect(after.items[target]?.text == "A")
        case .done:
            #expect(after.items.values.map(\.done) == [false, false])
        case .undone:
            #expect(after.items[target]?.done == true)
        }
        #expect(after.items[target]?.text != "from phone")
        if command == .import { #expect(after.items["imported-d"] == nil) }
        // It is queued like any other change, and the server takes it.
        #expect(after.outbox.operation(for: target) != nil)
        try await d.sync(d.here)
        let server = d.server.state.withLock { $0.items }
        #expect(server.first { $0.id == target } == (try d.state(d.here).items[target]))
    }

    /// The undone command edited a todo another device then deleted: undo never brings it back.
    @Test(arguments: [false, true])
    func aTodoDeletedElsewhereStaysDeleted(force: Bool) async throws {
        let d = Devices()
        let a = try d.run(d.here) { try $0.add(ItemDraft(text: "A")).id }
        _ = try d.run(d.here) { try $0.add(ItemDraft(text: "B")) }
        try await d.sync(d.here)
        try d.edit(d.here, a, text: "A here")
        try await d.sync(d.here)
        try await d.sync(d.phone)
        try d.run(d.phone) { m in _ = try m.remove(ids: [a]) }
        try await d.sync(d.phone)
        try await d.sync(d.here)
        let before = try d.state(d.here)
        try #require(before.items[a] == nil, "the sync brought the deletion")
        let undone = try #require(try d.run(d.here) { try $0.undo(force: force) })
        #expect(undone.deletedElsewhere.map(\.text) == ["A"])
        #expect(undone.changedElsewhere.isEmpty)
        #expect(undone.restored.isEmpty)
        #expect(undone.refused == !force)
        let after = try d.state(d.here)
        #expect(after.items[a] == nil)
        #expect(after.outbox == before.outbox)
        #expect(after.conflicts == before.conflicts)
        // Refused, the entry stays; forced, it is done with (nothing else to undo in it).
        #expect(after.history.count == before.history.count - (force ? 1 : 0))
        if !force { #expect(after == before) }
    }

    /// A sync that brought nothing new for the todos of the command does not stand in the way:
    /// another device's change to another todo, and this device's own version come back.
    @Test func undoAfterASyncThatChangedOtherTodosGoesAhead() async throws {
        let d = Devices()
        let a = try d.run(d.here) { try $0.add(ItemDraft(text: "A")).id }
        let b = try d.run(d.here) { try $0.add(ItemDraft(text: "B")).id }
        try await d.sync(d.here)
        try await d.sync(d.phone)
        try d.edit(d.here, a, text: "A here")
        try await d.sync(d.here)
        try await d.sync(d.phone)
        try d.edit(d.phone, b, text: "B from phone")
        try await d.sync(d.phone)
        try await d.sync(d.here)
        try #require(try d.state(d.here).items[b]?.text == "B from phone")
        let undone = try #require(try d.run(d.here) { try $0.undo() })
        #expect(!undone.refused)
        #expect(undone.changedElsewhere.isEmpty)
        let after = try d.state(d.here)
        #expect(after.items[a]?.text == "A")
        #expect(after.conflicts.isEmpty)
        // And the adds, whose todos this device's own later edit (undone) changed meanwhile.
        #expect(try d.run(d.here) { try $0.undo() }?.refused == true, "B changed on phone since its add")
        #expect(try d.run(d.here) { try $0.undo(force: true) }?.removed.map(\.id) == [b])
        #expect(try d.run(d.here) { try $0.undo() }?.removed.map(\.id) == [a])
    }

    /// An entry written before the store kept what the command left (no `after`): the todo
    /// counts as changed elsewhere when another device wrote its current version.
    @Test(arguments: [false, true])
    func anOlderEntryIsJudgedByWhoWroteTheTodoLast(byPhone: Bool) throws {
        let d = Devices()
        let a = try d.run(d.here) { try $0.add(ItemDraft(text: "A")) }
        var current = a
        current.text = "A now"
        if byPhone { current.lastUpdatedBy = "phone" }
        try d.run(d.here) { m in
            _ = try m.state()
            try m.commit([
                .put(current, nil), .record(HistoryEntry(command: "edit", at: 1, items: [.init(id: a.id, item: a)])),
            ])
        }
        let undone = try #require(try d.run(d.here) { try $0.undo() })
        #expect(undone.refused == byPhone)
        #expect(try d.state(d.here).items[a.id]?.text == (byPhone ? "A now" : "A"))
    }
}
