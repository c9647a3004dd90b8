import Foundation
import Testing
import TodoModel
import TodoStore
import TodoSync
import TodoSyncTesting
import TodoTesting
import TodoValues

@testable import TodoKit

/// Issue 34: the store's history (`todo log`) and restore, through `DataManager` as the commands
/// run it, with two devices of one list and a server with the contract's rules (``ListServer``).
@Suite("History and restore")
struct HistoryRestoreTests {
    typealias Devices = TwoDevices

    @Test("each local command leaves an entry with its name and the version after; a deletion keeps the last version")
    func localCommands() throws {
        let d = Devices()
        let id = try d.run(d.here) { try $0.add(ItemDraft(text: "A")).id }
        try d.edit(d.here, id, text: "A2")
        try d.run(d.here) { m in _ = try m.setDone([id], done: true, command: .done) }
        try d.run(d.here) { m in _ = try m.remove(ids: [id]) }
        let history = try d.run(d.here) { try $0.history(of: String(id.prefix(8))) }
        #expect(history.id == id)
        #expect(history.current == nil)
        #expect(history.entries.map(\.source) == [.deletedHere, .local, .local, .created])
        #expect(history.entries.map(\.command) == ["rm", "done", "edit", "add"])
        #expect(history.entries.map { $0.item?.text } == ["A2", "A2", "A2", "A"])
        #expect(history.entries.map { $0.item?.done } == [true, true, false, false])
        // The same history read back from the journal, and from a new snapshot.
        let live = try d.state(d.here)
        #expect(try d.reread(d.here).versions == live.versions)
        try d.run(d.here) { m in try m.cache.commit(snapshotOf: try m.state()) }
        #expect(try d.reread(d.here).versions == live.versions)
    }

    @Test("the invariant the crash and power-loss tests check: a change without its history entry is caught")
    func invariantCatchesAChangeWithoutItsEntry() {
        var state = StoreState(deviceID: "d")
        let item = TodoItem.numbered(1)
        state.apply(
            .transaction([
                .put(item, .create(item)),
                .record(HistoryEntry(command: "add", at: 1, items: [.init(id: item.id, item: nil, after: .of(item))])),
            ]))
        #expect(HistoryInvariant.problems(state).isEmpty)
        var edited = item
        edited.text = "edited"
        state.apply(.put(edited, nil))
        #expect(HistoryInvariant.problems(state).count == 1)
        state.apply(.logVersions([VersionRecord(id: item.id, at: 2, source: .merged, device: "phone", item: edited)]))
        #expect(HistoryInvariant.problems(state).isEmpty)
        state.apply(.logVersions([VersionRecord(id: item.id, at: 3, source: .deletedElsewhere, item: edited)]))
        // Both ways: its newest entry is a deletion, and the deleted todo is still listed.
        #expect(HistoryInvariant.problems(state).count == 2)
    }

    @Test("the history is bounded: the last 20 versions of a todo, whatever the journal or snapshot")
    func bounded() throws {
        let d = Devices()
        let id = try d.run(d.here) { try $0.add(ItemDraft(text: "v0")).id }
        let other = try d.run(d.here) { try $0.add(ItemDraft(text: "other")).id }
        for n in 1...30 { try d.edit(d.here, id, text: "v\(n)") }
        let state = try d.reread(d.here)
        let mine = state.versions.filter { $0.id == id }
        #expect(mine.count == VersionRecord.perTodoLimit)
        #expect(mine.last?.item?.text == "v30")
        #expect(mine.first?.item?.text == "v11")
        #expect(state.versions.contains { $0.id == other })
        var big = StoreState(deviceID: "d")
        for n in 0..<(VersionRecord.totalLimit + 50) {
            big.apply(.logVersions([VersionRecord(id: "id\(n)", at: Int64(n), source: .merged)]))
        }
        #expect(big.versions.count == VersionRecord.totalLimit)
        #expect(big.versions.first?.id == "id50")
    }

    @Test("restore ID K brings an earlier version back as a new change: queued, synced, undoable")
    func restoreEarlierVersion() async throws {
        let d = Devices()
        let id = try d.run(d.here) { try $0.add(ItemDraft(text: "first", importance: .important)).id }
        try d.run(d.here) { m in _ = try m.edit(id, ItemEdit(text: "second", importance: .low)) }
        try await d.sync(d.here)
        // Version 1 is the one `add` made (issue 41: numbered from the oldest, stable).
        let restored = try d.run(d.here) { try $0.restore(id, version: 1, force: false) }
        #expect(!restored.refused)
        #expect(restored.item.text == "first" && restored.item.importance == .important)
        let state = try d.state(d.here)
        #expect(state.items[id]?.text == "first")
        #expect(state.outbox.operation(for: id) == .update(restored.item))
        #expect(state.history.last?.command == "restore")
        #expect(state.versions.last?.command == "restore")
        try await d.sync(d.here)
        try await d.sync(d.phone)
        #expect(try d.state(d.phone).items[id]?.text == "first")
        // Undoable like any other command.
        let undone = try #require(try d.run(d.here) { try $0.undo() })
        #expect(undone.command == "restore" && !undone.refused)
        #expect(try d.state(d.here).items[id]?.text == "second")
        // A version the history does not hold is a usage error.
        #expect(throws: TodoError.self) { try d.run(d.here) { try $0.restore(id, version: 99, force: false) } }
    }

    @Test(
        "a todo deleted elsewhere: its last version in the history, listed, restored with its id, and it reaches the other device"
    )
    func restoreDeletedElsewhere() async throws {
        let d = Devices()
        let id = try d.run(d.here) { try $0.add(ItemDraft(text: "keep me")).id }
        _ = try d.run(d.here) { try $0.add(ItemDraft(text: "other")) }
        try await d.sync(d.here)
        try await d.sync(d.phone)
        try d.run(d.phone) { m in _ = try m.remove(ids: [id]) }
        try await d.sync(d.phone)
        try await d.sync(d.here)
        try #require(try d.state(d.here).items[id] == nil, "the sync brought the deletion")
        let deleted = try d.run(d.here) { try $0.deletedElsewhere() }
        #expect(deleted.map(\.id) == [id])
        #expect(deleted.first?.item?.text == "keep me")
        let log = try d.run(d.here) { try $0.history(of: id) }
        #expect(log.entries.first?.source == .deletedElsewhere)
        // The sync's line says what it did.
        let activity = try d.run(d.here) { try $0.activity() }
        #expect(activity.contains { $0.source == .sync && $0.deleted == 1 })
        // `todo restore ID`, with a prefix of the id the list no longer holds.
        let restored = try d.run(d.here) { try $0.restore(String(id.prefix(8)), version: nil, force: false) }
        #expect(!restored.refused && restored.replaced == nil)
        #expect(restored.item.id == id && restored.item.text == "keep me")
        #expect(try d.run(d.here) { try $0.deletedElsewhere() }.isEmpty)
        try await d.sync(d.here)
        try await d.sync(d.phone)
        #expect(try d.state(d.phone).items[id]?.text == "keep me")
        #expect(HistoryInvariant.problems(try d.state(d.here)).isEmpty)
        #expect(HistoryInvariant.problems(try d.state(d.phone)).isEmpty)
        // A todo in the list needs a version number.
        #expect(throws: TodoError.self) { try d.run(d.here) { try $0.restore(id, version: nil, force: false) } }
    }

    @Test("conflicts restore N brings back this device's overridden edit over the version the record kept")
    func restoreFromTheConflictLog() async throws {
        let d = Devices()
        let id = try d.run(d.here) { try $0.add(ItemDraft(text: "base")).id }
        try await d.sync(d.here)
        try await d.sync(d.phone)
        try d.edit(d.here, id, text: "mine")
        try d.edit(d.phone, id, text: "theirs")
        try await d.sync(d.phone)
        try await d.sync(d.here)
        let state = try d.state(d.here)
        let record = try #require(state.conflicts.last)
        try #require(record.winner == .remote && record.overridden?.text == "mine", "\(record)")
        let history = try d.run(d.here) { try $0.history(of: id) }
        #expect(history.entries.first?.source == .conflict && history.entries.first?.winner == .remote)
        let restored = try d.run(d.here) { try $0.restoreConflict(state.conflicts.count, force: false) }
        #expect(!restored.refused && !restored.overrode)
        #expect(try d.state(d.here).items[id]?.text == "mine")
        #expect(try d.state(d.here).conflicts.count == state.conflicts.count, "theirs is in the log already")
        try await d.sync(d.here)
        try await d.sync(d.phone)
        #expect(try d.state(d.phone).items[id]?.text == "mine")
        // Another version came since the record: refused without --force.
        try d.edit(d.phone, id, text: "theirs again")
        try await d.sync(d.phone)
        try await d.sync(d.here)
        let again = try d.run(d.here) { try $0.restoreConflict(state.conflicts.count, force: false) }
        #expect(again.refused)
        #expect(try d.state(d.here).items[id]?.text == "theirs again")
        #expect(HistoryInvariant.problems(try d.state(d.here)).isEmpty)
    }

    /// Issue 41: a version's number does not shift when newer versions arrive, so `restore ID K`
    /// typed after reading `todo log` brings back the version that log showed as K.
    @Test func versionNumbersStayWhenASyncBringsNewerVersions() async throws {
        let d = Devices()
        let id = try d.run(d.here) { try $0.add(ItemDraft(text: "first")).id }
        try d.edit(d.here, id, text: "second")
        try await d.sync(d.here)
        try await d.sync(d.phone)
        let read = try d.run(d.here) { try $0.history(of: id) }
        #expect(read.entries.map(\.number) == [2, 1], "newest first, numbered from the oldest")
        #expect(read.entry(number: 1)?.item?.text == "first")
        // Another device's version arrives between reading the log and typing the restore.
        try d.edit(d.phone, id, text: "third")
        try await d.sync(d.phone)
        try await d.sync(d.here)
        let now = try d.run(d.here) { try $0.history(of: id) }
        #expect(now.entries.map(\.number) == [3, 2, 1])
        #expect(now.entry(number: 1)?.item?.text == "first")
        let restored = try d.run(d.here) { try $0.restore(id, version: 1, force: true) }
        #expect(restored.item.text == "first")
        #expect(try d.state(d.here).items[id]?.text == "first")
    }

    @Test(
        "an override: the conflict is in the history with the side kept, restore refuses over the other device's version, and --force restores it, keeping that version in the conflict log"
    )
    func restoreOverride() async throws {
        let d = Devices()
        let id = try d.run(d.here) { try $0.add(ItemDraft(text: "base")).id }
        try await d.sync(d.here)
        try await d.sync(d.phone)
        try d.edit(d.here, id, text: "mine")
        try d.edit(d.phone, id, text: "theirs")
        try await d.sync(d.here)
        try await d.sync(d.phone)
        try await d.sync(d.here)
        let here = try d.state(d.here)
        let phone = try d.state(d.phone)
        // The later edit (phone's) won on both devices; phone's sync logged the conflict.
        #expect(here.items[id]?.text == "theirs")
        #expect(phone.items[id]?.text == "theirs")
        let record = try #require(phone.conflicts.last)
        #expect(record.overridden?.text == "mine")
        let phoneLog = try d.run(d.phone) { try $0.history(of: id) }
        #expect(phoneLog.entries.contains { $0.source == .conflict && $0.item?.text == "theirs" })
        // On `here`, the version from phone came in as a merge by phone's device.
        let hereLog = try d.run(d.here) { try $0.history(of: id) }
        let merged = try #require(hereLog.entries.first)
        #expect(merged.source == .merged && merged.device == phone.deviceID && merged.item?.text == "theirs")
        // Restoring "mine" (entry 2) over phone's version: refused, nothing changed.
        let before = try d.state(d.here)
        let refused = try d.run(d.here) { try $0.restore(id, version: 2, force: false) }
        #expect(refused.refused)
        #expect(try d.state(d.here) == before)
        // Forced: restored, phone's version kept in the conflict log, and phone gets "mine".
        let forced = try d.run(d.here) { try $0.restore(id, version: 2, force: true) }
        #expect(!forced.refused && forced.overrode)
        let after = try d.state(d.here)
        #expect(after.items[id]?.text == "mine")
        let kept = try #require(after.conflicts.last)
        #expect(kept.kind == .restoreOverrode && kept.overridden?.text == "theirs")
        try await d.sync(d.here)
        try await d.sync(d.phone)
        #expect(try d.state(d.phone).items[id]?.text == "mine")
        // On phone the override is restorable from the conflict log too: `conflicts restore N`.
        let n = phone.conflicts.count
        let back = try d.run(d.phone) { try $0.restoreConflict(n, force: true) }
        #expect(back.item.text == "mine")
        #expect(HistoryInvariant.problems(try d.state(d.here)).isEmpty)
        #expect(HistoryInvariant.problems(try d.state(d.phone)).isEmpty)
    }
}
