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
