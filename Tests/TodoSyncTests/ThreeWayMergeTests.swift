import Foundation
import Testing
import TodoModel

@testable import TodoSync

/// One test per row of the merge rule (design.md), with the exact conflict records.
@Suite struct ThreeWayMergeTests {
    static let now = 1_700_000_000.0
    static let base = todo("x", "base", changed: 100, by: "server")

    func merge(base: [TodoItem], local: [TodoItem], remote: [TodoItem]) -> MergeResult {
        ThreeWayMerge.merge(base: base, local: local, remote: remote, detectedAt: Self.now)
    }

    @Test func unchangedOnBothSidesStays() {
        let result = merge(base: [Self.base], local: [Self.base], remote: [Self.base])
        #expect(
            result
                == MergeResult(
                    items: [Self.base], conflicts: [], remoteUpdates: 0, localUpdates: 0, pushedLocalChanges: 0))
    }

    @Test func changedLocallyOnlyTakesLocal() {
        let local = todo("x", "local", changed: 150, by: "me")
        let result = merge(base: [Self.base], local: [local], remote: [Self.base])
        #expect(
            result
                == MergeResult(items: [local], conflicts: [], remoteUpdates: 1, localUpdates: 0, pushedLocalChanges: 1)
        )
    }

    @Test func changedRemotelyOnlyTakesRemote() {
        let remote = todo("x", "remote", changed: 150, by: "other")
        let result = merge(base: [Self.base], local: [Self.base], remote: [remote])
        #expect(
            result
                == MergeResult(items: [remote], conflicts: [], remoteUpdates: 0, localUpdates: 1, pushedLocalChanges: 0)
        )
    }

    /// Even when the remote edit is older by `changed_at`: only one side changed.
    @Test func changedRemotelyOnlyWinsWhateverItsTimestamp() {
        let remote = todo("x", "remote", changed: 50, by: "other")
        let result = merge(base: [Self.base], local: [Self.base], remote: [remote])
        #expect(result.items == [remote])
        #expect(result.conflicts.isEmpty)
    }

    @Test func bothEditedLocalLaterWinsAndIsLogged() {
        let local = todo("x", "local", changed: 300, by: "me")
        let remote = todo("x", "remote", changed: 200, by: "other")
        let result = merge(base: [Self.base], local: [local], remote: [remote])
        #expect(result.items == [local])
        #expect(
            result.conflicts == [
                ConflictRecord(
                    itemID: "x",
                    kind: .bothEdited,
                    winner: .local,
                    local: local,
                    remote: remote,
                    base: Self.base,
                    detectedAt: Self.now,
                    fields: ["text"]
                )
            ]
        )
        #expect(result.conflicts.first?.overridden == remote)
        #expect(result.conflicts.first?.kept == local)
        #expect(result.remoteUpdates == 1)
        #expect(result.localUpdates == 0)
    }

    @Test func bothEditedRemoteLaterWinsAndIsLogged() {
        let local = todo("x", "local", changed: 200, by: "me")
        let remote = todo("x", "remote", changed: 300, by: "other")
        let result = merge(base: [Self.base], local: [local], remote: [remote])
        #expect(result.items == [remote])
        #expect(
            result.conflicts == [
                ConflictRecord(
                    itemID: "x",
                    kind: .bothEdited,
                    winner: .remote,
                    local: local,
                    remote: remote,
                    base: Self.base,
                    detectedAt: Self.now,
                    fields: ["text"]
                )
            ]
        )
        #expect(result.conflicts.first?.overridden == local)
        #expect(result.matchesRemote)
        #expect(result.localUpdates == 1)
    }

    @Test func bothEditedAtTheSameSecondRemoteWins() {
        let local = todo("x", "local", changed: 300, by: "me")
        let remote = todo("x", "remote", changed: 300, by: "other")
        let result = merge(base: [Self.base], local: [local], remote: [remote])
        #expect(result.items == [remote])
        #expect(result.conflicts.map(\.winner) == [.remote])
        #expect(result.conflicts.map(\.kind) == [.bothEdited])
    }

    @Test func identicalEditsOnBothSidesAreNoConflict() {
        let edit = todo("x", "same", changed: 300, by: "me")
        let result = merge(base: [Self.base], local: [edit], remote: [edit])
        // The server holds that edit already: nothing of it is pushed (issue 41's `pushed`).
        #expect(
            result
                == MergeResult(items: [edit], conflicts: [], remoteUpdates: 0, localUpdates: 0, pushedLocalChanges: 0))
    }

    /// The same edit made on two devices at different times: nothing a user sees was overridden.
    @Test func sameContentDifferentTimestampsIsNoConflictAndKeepsTheLater() {
        let local = todo("x", "same", changed: 400, done: true, by: "me")
        let remote = todo("x", "same", changed: 300, done: true, by: "other")
        let result = merge(base: [Self.base], local: [local], remote: [remote])
        #expect(result.items == [local])
        #expect(result.conflicts.isEmpty)
        #expect(result.remoteUpdates == 1)
    }

    @Test func createdLocallyIsKept() {
        let created = todo("new", "mine", created: 500, by: "me")
        let result = merge(base: [Self.base], local: [Self.base, created], remote: [Self.base])
        #expect(
            result
                == MergeResult(
                    items: [Self.base, created], conflicts: [], remoteUpdates: 1, localUpdates: 0, pushedLocalChanges: 1
                ))
    }

    @Test func createdRemotelyIsKept() {
        let created = todo("new", "theirs", created: 500, by: "other")
        let result = merge(base: [Self.base], local: [Self.base], remote: [Self.base, created])
        #expect(
            result
                == MergeResult(
                    items: [Self.base, created], conflicts: [], remoteUpdates: 0, localUpdates: 1, pushedLocalChanges: 0
                ))
    }

    /// A POST whose answer was lost but which the server applied: one item, no conflict.
    @Test func lostPostIsNotDuplicated() {
        let created = todo("new", "mine", created: 500, by: "me")
        let result = merge(base: [], local: [created], remote: [created])
        #expect(
            result
                == MergeResult(
                    items: [created], conflicts: [], remoteUpdates: 0, localUpdates: 0, pushedLocalChanges: 0))
    }

    @Test func createdOnBothSidesDifferentlyIsLogged() {
        let local = todo("new", "mine", created: 500, changed: 500, by: "me")
        let remote = todo("new", "edited there", created: 500, changed: 600, by: "other")
        let result = merge(base: [], local: [local], remote: [remote])
        #expect(result.items == [remote])
        #expect(
            result.conflicts == [
                ConflictRecord(
                    itemID: "new",
                    kind: .bothCreated,
                    winner: .remote,
                    local: local,
                    remote: remote,
                    base: nil,
                    detectedAt: Self.now
                )
            ]
        )
    }

    @Test func deletedRemotelyButEditedLocallyIsResurrected() {
        let local = todo("x", "local edit", changed: 150, by: "me")
        let result = merge(base: [Self.base], local: [local], remote: [])
        #expect(result.items == [local])
        #expect(
            result.conflicts == [
                ConflictRecord(
                    itemID: "x",
                    kind: .remoteDeletedLocalEdited,
                    winner: .local,
                    local: local,
                    remote: nil,
                    base: Self.base,
                    detectedAt: Self.now
                )
            ]
        )
        #expect(result.conflicts.first?.overridden == nil)
        #expect(result.remoteUpdates == 1)
    }

    @Test func deletedLocallyButEditedRemotelyIsKept() {
        let remote = todo("x", "remote edit", changed: 150, by: "other")
        let result = merge(base: [Self.base], local: [], remote: [remote])
        #expect(result.items == [remote])
        #expect(
            result.conflicts == [
                ConflictRecord(
                    itemID: "x",
                    kind: .localDeletedRemoteEdited,
                    winner: .remote,
                    local: nil,
                    remote: remote,
                    base: Self.base,
                    detectedAt: Self.now
                )
            ]
        )
        #expect(result.localUpdates == 1)
        #expect(result.remoteUpdates == 0)
    }

    @Test func deletedOnBothSidesIsGone() {
        let result = merge(base: [Self.base], local: [], remote: [])
        #expect(
            result == MergeResult(items: [], conflicts: [], remoteUpdates: 0, localUpdates: 0, pushedLocalChanges: 0))
    }

    @Test func deletedLocallyAndUnchangedRemotelyIsGone() {
        let result = merge(base: [Self.base], local: [], remote: [Self.base])
        #expect(
            result == MergeResult(items: [], conflicts: [], remoteUpdates: 1, localUpdates: 0, pushedLocalChanges: 1))
    }

    @Test func deletedRemotelyAndUnchangedLocallyIsGone() {
        let result = merge(base: [Self.base], local: [Self.base], remote: [])
        #expect(
            result == MergeResult(items: [], conflicts: [], remoteUpdates: 0, localUpdates: 1, pushedLocalChanges: 0))
    }

    @Test func outputIsOrderedByCreationThenID() {
        let items = [
            todo("c", created: 300), todo("b", created: 100), todo("a", created: 300), todo("d", created: 200),
        ]
        let result = merge(base: [], local: Array(items[0...1]), remote: Array(items[2...3]))
        #expect(result.items.map(\.id) == ["b", "d", "a", "c"])
    }

    @Test func conflictsAreOrderedByID() {
        let base = [todo("b", changed: 100), todo("a", changed: 100)]
        let local = [todo("b", "mine", changed: 200), todo("a", "mine", changed: 200)]
        let remote = [todo("b", "theirs", changed: 300)]
        let result = merge(base: base, local: local, remote: remote)
        #expect(result.conflicts.map(\.itemID) == ["a", "b"])
        #expect(result.conflicts.map(\.kind) == [.remoteDeletedLocalEdited, .bothEdited])
    }

    @Test func repeatedIDWithinAListKeepsTheLastOccurrence() {
        let first = todo("x", "first", changed: 200)
        let last = todo("x", "last", changed: 150)
        let result = merge(base: [], local: [], remote: [first, last])
        #expect(result.items == [last])
    }

    @Test func conflictRecordRoundTripsThroughJSON() throws {
        let record = ConflictRecord(
            itemID: "x",
            kind: .localDeletedRemoteEdited,
            winner: .remote,
            local: nil,
            remote: todo("x", "r"),
            base: Self.base,
            detectedAt: Self.now
        )
        let data = try JSONEncoder().encode(record)
        #expect(try JSONDecoder().decode(ConflictRecord.self, from: data) == record)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["id", "kind", "winner", "remote", "base", "detected_at"])
        #expect(object["kind"] as? String == "local_deleted_remote_edited")
        #expect(object["winner"] as? String == "remote")
    }

    @Test func hasSameContentIgnoresOnlyTimestampAndDevice() {
        let item = todo("x", "t", changed: 100, by: "a")
        #expect(item.hasSameContent(as: todo("x", "t", changed: 999, by: "b")))
        #expect(!item.hasSameContent(as: todo("y", "t", changed: 100, by: "a")))
        #expect(!item.hasSameContent(as: todo("x", "u", changed: 100, by: "a")))
        #expect(!item.hasSameContent(as: todo("x", "t", created: 101, changed: 100, by: "a")))
        #expect(!item.hasSameContent(as: todo("x", "t", changed: 100, done: true, by: "a")))
        var other = item
        other.importance = .important
        #expect(!item.hasSameContent(as: other))
        other = item
        other.deadline = 5
        #expect(!item.hasSameContent(as: other))
        other = item
        other.color = "#FFFFFF"
        #expect(!item.hasSameContent(as: other))
    }

    /// 20,000 items with thousands of changes on each side: exact counts, no quadratic work.
    @Test func largeListsMergeExactly() {
        let count = 20_000
        let base = (0..<count).map { todo(String(format: "id-%05d", $0), created: Int64($0), changed: 1) }
        var local = base
        var remote = base
        for index in stride(from: 0, to: count, by: 10) {  // 2,000 local edits
            local[index].text = "local"
            local[index].changedAt = 5
        }
        for index in stride(from: 5, to: count, by: 10) {  // 2,000 remote edits
            remote[index].text = "remote"
            remote[index].changedAt = 5
        }
        for index in stride(from: 0, to: count, by: 100) {  // 200 of the local edits also edited remotely, later
            remote[index].text = "remote later"
            remote[index].changedAt = 9
        }
        remote.removeLast(1_000)  // deleted remotely; 100 of them were edited locally
        local.append(contentsOf: (0..<1_000).map { todo("new-\($0)", created: 30_000 + Int64($0), by: "me") })

        let result = merge(base: base, local: local, remote: remote)
        // Kept: 19,000 remote, the 100 local edits the server deleted (resurrected), 1,000 created.
        #expect(result.items.count == 20_100)
        #expect(Set(result.items.map(\.id)).count == 20_100)
        // Both edited below 19,000: every 100th of 19,000 items; resurrected: every 10th of 1,000.
        #expect(result.conflicts.filter { $0.kind == .bothEdited && $0.winner == .remote }.count == 190)
        #expect(result.conflicts.filter { $0.kind == .remoteDeletedLocalEdited && $0.winner == .local }.count == 100)
        #expect(result.conflicts.count == 290)
        #expect(result.items.filter { $0.text == "local" }.count == 1_900 - 190 + 100)
        #expect(result.items.filter { $0.text == "remote" }.count == 1_900)
        #expect(result.items.filter { $0.text == "remote later" }.count == 190)
        #expect(result.items.filter { $0.lastUpdatedBy == "me" }.count == 1_000)
        #expect(result.items == result.items.sorted(by: ThreeWayMerge.isOrderedBefore))
    }
}
