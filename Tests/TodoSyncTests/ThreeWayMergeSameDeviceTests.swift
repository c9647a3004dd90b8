import Testing
import TodoModel
import TodoSync
import TodoSyncTesting

@Suite("Merge: the server's copy written by this same device")
struct ThreeWayMergeSameDeviceTests {
    func item(text: String, done: Bool, changedAt: Int64, by device: String) -> TodoItem {
        TodoItem.fixture("X", text: text, done: done, createdAt: 100, changedAt: changedAt, by: device)
    }

    /// A create whose answer was lost (so the base lacks it), then marked done in the same second:
    /// the local version is this device's later state and wins without a conflict record.
    @Test func lostCreateThenALocalEditInTheSameSecondKeepsTheEdit() {
        let remote = item(text: "a", done: false, changedAt: 100, by: "me")
        let local = item(text: "a", done: true, changedAt: 100, by: "me")
        let result = ThreeWayMerge.merge(base: [], local: [local], remote: [remote], detectedAt: 0)
        #expect(result.items == [local])
        #expect(result.conflicts.isEmpty)
    }

    @Test func anEditPushedUnheardThenEditedAgainKeepsTheLatest() {
        let base = item(text: "a", done: false, changedAt: 90, by: "me")
        let remote = item(text: "b", done: false, changedAt: 100, by: "me")
        let local = item(text: "c", done: false, changedAt: 100, by: "me")
        let result = ThreeWayMerge.merge(base: [base], local: [local], remote: [remote], detectedAt: 0)
        #expect(result.items == [local])
        #expect(result.conflicts.isEmpty)
    }

    /// Chaos seed 29: this device's edit reached the server but its answer did not (a garbled
    /// answer), then the todo was deleted here. The server's version is one this device had and
    /// changed since (its undo history holds it): the deletion is later and wins, with no record.
    /// A remote version the device never had stays and is logged, even one that names this
    /// device as its author (`last_updated_by` is the client's word: `todo import` keeps it).
    @Test(arguments: [("b", "me", false), ("c", "me", true), ("b", "phone", true)])
    func aLocalDeletionAfterAnUnheardEditOfItsOwn(remoteText: String, remoteBy: String, kept: Bool) {
        let base = item(text: "a", done: false, changedAt: 90, by: "me")
        let remote = item(text: remoteText, done: false, changedAt: 100, by: remoteBy)
        let superseded = ["X": [base, item(text: "b", done: false, changedAt: 100, by: "me")]]
        let result = ThreeWayMerge.merge(
            base: [base], local: [], remote: [remote], detectedAt: 0, superseded: superseded)
        #expect(result.items == (kept ? [remote] : []))
        #expect(result.conflicts.map(\.kind) == (kept ? [.localDeletedRemoteEdited] : []))
        // The same through the aligned path (other todos line up around it) and by id.
        let others = (0..<4).map { TodoItem.fixture("o\($0)", text: "o", createdAt: 10 + Int64($0), by: "me") }
        let aligned = ThreeWayMerge.merge(
            base: others + [base], local: others, remote: others + [remote], detectedAt: 0, superseded: superseded)
        #expect(aligned.items.count == (kept ? 5 : 4))
        #expect(aligned.conflicts.count == (kept ? 1 : 0))
    }

    /// Another device's version still wins ties, as the merge rule says.
    @Test func anotherDevicesVersionStillWinsTies() {
        let remote = item(text: "theirs", done: false, changedAt: 100, by: "phone")
        let local = item(text: "mine", done: true, changedAt: 100, by: "me")
        let result = ThreeWayMerge.merge(base: [], local: [local], remote: [remote], detectedAt: 0)
        #expect(result.items == [remote])
        #expect(result.conflicts.count == 1)
        #expect(result.conflicts.first?.winner == .remote)
    }
}
