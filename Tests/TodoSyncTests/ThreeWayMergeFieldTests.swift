import Testing
import TodoModel

@testable import TodoSync

/// Issue 41: a todo both sides edited is merged field by field. Each rule has its own test.
@Suite struct ThreeWayMergeFieldTests {
    static let base = TodoItem(
        id: "x", text: "Buy milk", importance: .basic, deadline: 1_800_000_000, createdAt: 100, changedAt: 100,
        lastUpdatedBy: "server")

    func edit(_ change: (inout TodoItem) -> Void, at time: Int64, by device: String) -> TodoItem {
        var item = Self.base
        change(&item)
        item.changedAt = time
        item.lastUpdatedBy = device
        return item
    }

    func merge(_ local: TodoItem, _ remote: TodoItem, base: TodoItem = Self.base) -> MergeResult {
        ThreeWayMerge.merge(base: [base], local: [local], remote: [remote], detectedAt: 1)
    }

    /// The case: done here, the text fixed there. Both kept, no record.
    @Test func doneHereTextThereKeepsBothWithoutAConflict() throws {
        let local = edit({ $0.done = true }, at: 200, by: "laptop")
        let remote = edit({ $0.text = "Buy oat milk" }, at: 300, by: "phone")
        let result = merge(local, remote)
        let item = try #require(result.items.first)
        #expect(item.done)
        #expect(item.text == "Buy oat milk")
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        #expect(item.changedAt == 300, "the later of the two")
        #expect(item.lastUpdatedBy == "phone", "stamped with the remote's author, never as this device's own push")
        #expect(result.remoteUpdates == 1 && result.localUpdates == 1)
        #expect(result.pushedLocalChanges == 1, "the server holds the local change once it has the merge")
    }

    /// Every pair of different fields, both orders of time: never a record, each side's value kept.
    @Test(arguments: [
        ("importance", "due"), ("due", "color"), ("color", "done"), ("text", "importance"), ("done", "due"),
    ])
    func differentFieldsNeverConflict(fields: (String, String)) throws {
        func change(_ field: String) -> (inout TodoItem) -> Void {
            switch field {
            case "importance": { $0.importance = .important }
            case "due": { $0.deadline = 1_900_000_000 }
            case "color": { $0.color = "#FF0000" }
            case "done": { $0.done = true }
            default: { $0.text = "Buy bread" }
            }
        }
        for (localTime, remoteTime) in [(200, 300), (300, 200), (250, 250)] as [(Int64, Int64)] {
            let local = edit(change(fields.0), at: localTime, by: "laptop")
            let remote = edit(change(fields.1), at: remoteTime, by: "phone")
            let result = merge(local, remote)
            var expected = Self.base
            change(fields.0)(&expected)
            change(fields.1)(&expected)
            let item = try #require(result.items.first)
            #expect(item.hasSameContent(as: expected), "\(fields) at \(localTime)/\(remoteTime): \(item)")
            #expect(result.conflicts.isEmpty)
        }
    }

    /// A field both changed to different values: the later side's value, the record names the
    /// field, and the other side's change of another field is kept beside it.
    @Test func aFieldBothChangedTakesTheLaterAndTheRecordNamesIt() throws {
        let local = edit(
            {
                $0.text = "Buy soy milk"
                $0.done = true
            }, at: 200, by: "laptop")
        let remote = edit({ $0.text = "Buy oat milk" }, at: 300, by: "phone")
        let result = merge(local, remote)
        let item = try #require(result.items.first)
        #expect(item.text == "Buy oat milk" && item.done)
        let record = try #require(result.conflicts.first)
        #expect(result.conflicts.count == 1)
        #expect(record.kind == .bothEdited && record.winner == .remote)
        #expect(record.fields == ["text"])
        #expect(record.local == local && record.remote == remote, "both values kept")
        #expect(record.kept == item, "the merged version is what was kept")
        #expect(record.overridden?.text == "Buy soy milk")
    }

    /// Ties of `changed_at` go to the remote, field by field too.
    @Test func aTieGoesToTheRemote() throws {
        let local = edit({ $0.importance = .low }, at: 200, by: "laptop")
        let remote = edit({ $0.importance = .important }, at: 200, by: "phone")
        let result = merge(local, remote)
        #expect(result.items.first?.importance == .important)
        #expect(result.conflicts.first?.fields == ["importance"])
        #expect(result.conflicts.first?.winner == .remote)
    }

    /// The local side later wins the field, and when the result is the local version as it is, it
    /// is that version (nothing new to stamp).
    @Test func theLaterLocalWinsAndIsKeptAsItIs() throws {
        let local = edit({ $0.color = "#00FF00" }, at: 400, by: "laptop")
        let remote = edit({ $0.color = "#0000FF" }, at: 300, by: "phone")
        let result = merge(local, remote)
        #expect(result.items == [local])
        #expect(result.conflicts.first?.winner == .local)
        #expect(result.conflicts.first?.merged == nil)
    }

    /// The merge of "Review rec:+1w" retyped as `local` on the laptop at `localTime` and as
    /// `remote` on the phone at `remoteTime`.
    func mergeTexts(_ local: String, at localTime: Int64, _ remote: String, at remoteTime: Int64) -> MergeResult {
        let base = TodoItem(
            id: "x", text: "Review rec:+1w", deadline: 1_800_000_000, createdAt: 100, changedAt: 100,
            lastUpdatedBy: "server")
        var mine = base
        (mine.text, mine.changedAt, mine.lastUpdatedBy) = (local, localTime, "laptop")
        var theirs = base
        (theirs.text, theirs.changedAt, theirs.lastUpdatedBy) = (remote, remoteTime, "phone")
        return merge(mine, theirs, base: base)
    }

    /// The tokens of the text are fields of their own: a new rule here, new words there.
    @Test func aTokenAndTheWordsAreSeparateFields() throws {
        let result = mergeTexts("Review rec:+2w", at: 300, "Weekly review rec:+1w t:2027-01-01", at: 200)
        #expect(result.items.first?.text == "Weekly review rec:+2w t:2027-01-01")
        #expect(result.conflicts.isEmpty)
    }

    /// The same token changed on both sides: the later value, the record names the token's field.
    @Test func theSameTokenBothChangedIsAConflictOfThatField() throws {
        let result = mergeTexts("Weekly review rec:+2w", at: 200, "Review rec:+1m", at: 300)
        #expect(result.items.first?.text == "Weekly review rec:+1m")
        #expect(result.conflicts.first?.fields == ["recur"])
    }

    /// A field record stays restorable: the overridden value of that field comes back, and only it.
    @Test func restoringAFieldRecordBringsBackOnlyThatField() throws {
        let local = edit(
            {
                $0.text = "Buy soy milk"
                $0.importance = .important
            }, at: 200, by: "laptop")
        let remote = edit(
            {
                $0.text = "Buy oat milk"
                $0.done = true
            }, at: 300, by: "phone")
        let result = merge(local, remote)
        let record = try #require(result.conflicts.first)
        let merged = try #require(result.items.first)
        #expect(merged.importance == .important && merged.done && merged.text == "Buy oat milk")
        let restored = try #require(record.restoring(onto: merged))
        #expect(restored.text == "Buy soy milk")
        #expect(restored.done, "the remote's other change stays")
        #expect(restored.importance == .important)
    }

    /// Deletion against edit keeps today's rule: the edit is kept, the deletion logged.
    @Test func deletionAgainstEditIsUnchanged() {
        let local = edit({ $0.done = true }, at: 200, by: "laptop")
        let result = ThreeWayMerge.merge(
            base: [Self.base], local: [local], remote: [], detectedAt: 1)
        #expect(result.items == [local])
        #expect(result.conflicts.map(\.kind) == [.remoteDeletedLocalEdited])
        #expect(result.conflicts.first?.fields == nil)
    }

    /// Chaos seed 5: the PATCH carrying a merge of fields lost its answer and was applied; the next
    /// merge finds that version on the server beside the local one it was made from. The remote's
    /// fields stay (it must not pass for this device's own later state).
    @Test func aMergeAppliedUnheardIsNotTakenForThisDevicesOwnPush() throws {
        let local = edit({ $0.done = true }, at: 300, by: "laptop")
        let remote = edit({ $0.text = "Buy oat milk" }, at: 200, by: "phone")
        let first = try #require(merge(local, remote).items.first)
        #expect(first.done && first.text == "Buy oat milk")
        let again = merge(local, first)
        #expect(again.items == [first])
        #expect(again.conflicts.isEmpty)
    }

    /// Chaos seed 135, the mirror of the case above: the phone's merge, stamped with the laptop as
    /// its author, is on the server; the laptop changed the todo again since. The server's version
    /// is not one the laptop had, so the importance the phone set is kept beside the laptop's due.
    @Test func aMergeStampedWithThisDeviceIsNotTakenForItsOwnPush() throws {
        let done = edit({ $0.done = true }, at: 180, by: "laptop")
        var later = done
        later.deadline = 1_900_000_000
        later.changedAt = 400
        // The phone merged its importance with the laptop's done (sent unheard) and stamped the
        // merge with the remote's author, the laptop.
        var merged = edit({ $0.importance = .important }, at: 240, by: "phone")
        merged.done = true
        merged.lastUpdatedBy = "laptop"
        let result = ThreeWayMerge.merge(
            base: [Self.base], local: [later], remote: [merged], detectedAt: 1,
            superseded: ["x": [Self.base, done]], sentUnheard: ["x"])
        let item = try #require(result.items.first)
        #expect(item.importance == .important, "the phone's importance kept")
        #expect(item.deadline == 1_900_000_000 && item.done, "the laptop's due and done kept")
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
    }

    /// The case the author rule was for: this device's own push, applied unheard, then changed again
    /// in the same second. The server's version is one this device had, so its later state is kept,
    /// even where it set a field back.
    @Test func thisDevicesOwnPushChangedSinceIsItsLaterState() throws {
        let pushed = edit({ $0.importance = .important }, at: 200, by: "laptop")
        let back = edit({ $0.text = "Buy oat milk" }, at: 200, by: "laptop")
        let result = ThreeWayMerge.merge(
            base: [Self.base], local: [back], remote: [pushed], detectedAt: 1,
            superseded: ["x": [pushed]], sentUnheard: ["x"])
        #expect(result.items == [back])
        #expect(result.conflicts.isEmpty)
    }
}
