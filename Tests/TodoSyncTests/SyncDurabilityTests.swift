import Testing
import TodoSync
import TodoSyncTesting

private typealias F = Fixture
private let t0 = Fixture.t0

/// Regression tests for what a user lost or saw resurrected when a sync was cut short or a server
/// was reset (issue 11), one point each, at the level of the sync state machine.
@Suite struct SyncDurabilityTests {
    /// Three synced todos at revision 4.
    static var synced: SyncSnapshot {
        let items = [todo("x", "one", created: 1), todo("y", "two", created: 2), todo("z", "three", created: 3)]
        return SyncSnapshot(items: items, base: items, revision: 4)
    }

    // MARK: 1. A server reset never deletes on the word of the old base

    @Test func aServerRestartedEmptyGetsEveryTodoBackAndEachIsLogged() throws {
        var m = try F.machine(.sync, Self.synced)
        try #require(try m.start(now: t0) == .fetchList)
        let items = Self.synced.items
        // The server restarted with no data: revision 0, an empty list.
        try #require(try m.listReceived([], revision: 0, now: t0) == .patchList(items, revision: 0))
        #expect(m.snapshot.pendingConflicts.map(\.kind) == Array(repeating: .serverResetRestored, count: 3))
        #expect(m.snapshot.conflictLog.isEmpty, "not logged before the PATCH is known to be applied")
        let report = try #require(finished(try m.patchSucceeded(items, revision: 1, now: t0)))
        #expect(report.outcome == .synced)
        #expect(report.serverReset)
        #expect(report.restored == 3)
        #expect(m.snapshot.items == items)
        #expect(m.snapshot.conflictLog.map(\.itemID) == ["x", "y", "z"])
        #expect(m.snapshot.conflictLog.allSatisfy { $0.kind == .serverResetRestored && $0.winner == .local })
    }

    @Test func aServerRestoredFromABackupKeepsTheTodosMadeAfterIt() throws {
        var snapshot = Self.synced
        snapshot.revision = 5
        var m = try F.machine(.sync, snapshot)
        try #require(try m.start(now: t0) == .fetchList)
        // The backup was taken at revision 3, when only x existed; someone else added w since.
        let w = todo("w", "after the restore", created: 4, by: "other")
        let remote = [snapshot.items[0], w]
        guard case .patchList(let patched, revision: 4) = try m.listReceived(remote, revision: 4, now: t0) else {
            Issue.record("expected a PATCH")
            return
        }
        #expect(Set(patched.map(\.id)) == ["x", "y", "z", "w"])
        let report = try #require(finished(try m.patchSucceeded(patched, revision: 5, now: t0)))
        #expect(report.restored == 2)
        #expect(Set(m.snapshot.conflictLog.map(\.itemID)) == ["y", "z"])
    }

    @Test func aServerThatCountedBackToTheSameRevisionIsAResetToo() throws {
        var m = try F.machine(.sync, Self.synced)
        try #require(try m.start(now: t0) == .fetchList)
        // Reset to 0, then four writes by others: revision 4 again, but not the list of revision 4.
        let others = (0..<2).map { todo("o\($0)", "other \($0)", created: Int64(10 + $0), by: "other") }
        guard case .patchList(let patched, revision: 4) = try m.listReceived(others, revision: 4, now: t0) else {
            Issue.record("expected a PATCH that keeps everything")
            return
        }
        #expect(Set(patched.map(\.id)) == ["x", "y", "z", "o0", "o1"])
        // The same list at the same revision is no reset.
        var same = try F.machine(.sync, Self.synced)
        try #require(try same.start(now: t0) == .fetchList)
        let report = try #require(finished(try same.listReceived(Self.synced.items, revision: 4, now: t0)))
        #expect(!report.serverReset)
    }

    /// Issue 32: at the device's revision, a list that is a strict part of the base (the server
    /// lost its data; others uploaded some of it again, as it was) is a reset too, not deletions made
    /// elsewhere: the missing todos go back up, each with a `server_reset_restored` record.
    @Test(arguments: [[0, 1], [1, 2], [0], []] as [[Int]])
    func aStrictSubsetOfTheBaseAtTheSameRevisionIsAReset(kept: [Int]) throws {
        let items = Self.synced.items
        var m = try F.machine(.sync, Self.synced)
        try #require(try m.start(now: t0) == .fetchList)
        let remote = kept.map { items[$0] }
        let action = try m.listReceived(remote, revision: 4, now: t0)
        try #require(action == .patchList(items, revision: 4), "nothing deleted, the rest uploaded: \(action)")
        let lost = items.indices.filter { !kept.contains($0) }.map { items[$0].id }
        #expect(m.snapshot.pendingConflicts.map(\.itemID) == lost)
        #expect(m.snapshot.pendingConflicts.allSatisfy { $0.kind == .serverResetRestored })
        let report = try #require(finished(try m.patchSucceeded(items, revision: 5, now: t0)))
        #expect(report.outcome == .synced)
        #expect(report.serverReset)
        #expect(report.restored == lost.count)
        #expect(m.snapshot.items == items)
        #expect(m.snapshot.base == items)
        #expect(m.snapshot.conflictLog.map(\.itemID) == lost)
        #expect(m.snapshot.conflictLog.allSatisfy { $0.kind == .serverResetRestored && $0.winner == .local })
    }

    /// Chaos seed 38: a change applied at the revision the device knew does not prove the base is
    /// the server's list, since a server reset and counted back to that revision accepts it too.
    /// Only the closing `GET` reveals it; a run that skipped it left a device short of a todo.
    @Test func aChangeAppliedInStepAfterAnUnrevealedResetStillEndsWithTheGetThatRevealsIt() throws {
        let added = todo("a", "added here", created: 30)
        var snapshot = Self.synced
        snapshot.items.append(added)
        snapshot.outbox = Outbox([.create(added)])
        var m = try F.machine(.sync, snapshot)
        try #require(try m.start(now: t0) == .send(.create(added), revision: 4))
        // Reset to 0, four writes by others: revision 4 again, so the POST is applied, at 5.
        try #require(try m.sendSucceeded(revision: 5, now: t0) == .fetchList)
        let others = (0..<2).map { todo("o\($0)", "other \($0)", created: Int64(10 + $0), by: "other") }
        guard case .patchList(let patched, revision: 5) = try m.listReceived(others + [added], revision: 5, now: t0)
        else {
            Issue.record("expected a PATCH that keeps everything")
            return
        }
        #expect(Set(patched.map(\.id)) == ["x", "y", "z", "a", "o0", "o1"])
    }

    /// Chaos seed 38 again, for `todo sync`, which ends with a read of one todo instead of the
    /// whole list: the todo read is one the server held before the run, so the reset shows (a
    /// `404`, or another version) and the run resyncs. Reading back the todo it had just written
    /// showed the reset server's answer, at the expected revision, and ended the run short.
    @Test(arguments: [false, true])
    func theOneTodoCheckRevealsAResetThatCountedBackToTheDevicesRevision(listsTheHeldTodo: Bool) throws {
        let added = todo("a", "added here", created: 30)
        var snapshot = Self.synced
        snapshot.items.append(added)
        snapshot.outbox = Outbox([.create(added)])
        var m = try F.machine(.sync, snapshot, checksRevision: true)
        try #require(try m.start(now: t0) == .send(.create(added), revision: 4))
        // Reset to 0, four writes by others: revision 4 again, so the POST is applied, at 5.
        let action = try m.sendSucceeded(revision: 5, now: t0)
        try #require(action == .fetchItem(id: "z"), "the check reads a todo held before the run: \(action)")
        var remote = (0..<2).map { todo("o\($0)", "other \($0)", created: Int64(10 + $0), by: "other") }
        remote.append(added)
        if listsTheHeldTodo {
            // Another device uploaded z again, as it had it before this device's last edit.
            let older = todo("z", "three, older", created: 3, changed: 2, by: "other")
            remote.append(older)
            try #require(try m.itemReceived(older, revision: 5, now: t0) == .fetchList)
        } else {
            try #require(try m.requestFailed(.notFound, now: t0) == .fetchList)
        }
        guard case .patchList(let patched, revision: 5) = try m.listReceived(remote, revision: 5, now: t0) else {
            Issue.record("expected a PATCH that keeps everything")
            return
        }
        #expect(Set(patched.map(\.id)) == ["x", "y", "z", "a", "o0", "o1"])
    }

    /// Chaos seed 29, through the machine: an edit whose answer was garbled reached the server, then
    /// `todo rm` here; its `DELETE` meets a moved revision (`400`), and the resync finds on the
    /// server the version this device had before the `rm` (``SyncSnapshot/superseded``). The todo is
    /// deleted there too, without a conflict record (it came back as "deleted here, edited
    /// elsewhere").
    @Test func aDeletionAfterAnUnheardEditOfThisDeviceIsNoConflict() throws {
        let x0 = todo("x", "one", created: 1, changed: 1, by: "device-a")
        let x1 = todo("x", "one, edited here", created: 1, changed: 50, by: "device-a")
        var snapshot = Self.synced
        snapshot.items.removeAll { $0.id == "x" }
        snapshot.base[0] = x0
        snapshot.outbox = Outbox([.delete(id: "x")])
        snapshot.superseded = ["x": [x0, x1]]
        var m = try F.machine(.interactive, snapshot)
        try #require(try m.start(now: t0) == .send(.delete(id: "x"), revision: 4))
        try #require(try m.requestFailed(.unsynchronized, now: t0) == .fetchList)
        let remote = [x1, snapshot.base[1], snapshot.base[2]]
        guard case .patchList(let patched, revision: 5) = try m.listReceived(remote, revision: 5, now: t0) else {
            Issue.record("expected a PATCH that deletes x")
            return
        }
        #expect(patched.map(\.id) == ["y", "z"])
        #expect(m.snapshot.pendingConflicts.isEmpty)
        let report = try #require(finished(try m.patchSucceeded(patched, revision: 6, now: t0)))
        #expect(report.conflicts.isEmpty)
        #expect(m.snapshot.items.map(\.id) == ["y", "z"])
    }

    /// After a restore, a local edit of a todo the server still holds as this device last synced
    /// it is a plain local edit: it wins without a record.
    @Test func aLocalEditOfATodoTheRestoredServerStillHoldsIsNoConflict() throws {
        var snapshot = Self.synced
        snapshot.revision = 14
        let mine = todo("y", "two, edited here", created: 2, changed: 50)
        snapshot.items[1] = mine
        snapshot.outbox = Outbox([.update(mine)])
        var m = try F.machine(.sync, snapshot)
        try #require(try m.start(now: t0) == .send(.update(mine), revision: 14))
        // Restored to revision 7, which holds every todo as this device last synced it.
        try #require(try m.requestFailed(.unsynchronized, now: t0) == .fetchList)
        guard case .patchList(let patched, revision: 7) = try m.listReceived(snapshot.base, revision: 7, now: t0) else {
            Issue.record("expected a PATCH")
            return
        }
        #expect(patched == [snapshot.base[0], mine, snapshot.base[2]])
        #expect(m.snapshot.pendingConflicts.isEmpty)
    }

    /// Review of chaos seed 159's first fix: this device's acknowledged edit (V1) was lost in a
    /// restore to V0, and another device then edited V0 into V2. V2 is newer, but it was not made
    /// on top of V1: taking it silently would lose V1 unseen. It is kept and logged.
    @Test func aServerVersionOtherThanTheLastSyncedIsLoggedAfterARestore() throws {
        var snapshot = Self.synced
        let v1 = todo("x", "one, edited here", created: 1, changed: 200)
        snapshot.items[0] = v1
        snapshot.base[0] = v1
        snapshot.revision = 14
        var m = try F.machine(.sync, snapshot)
        try #require(try m.start(now: t0) == .fetchList)
        let v2 = todo("x", "one, edited elsewhere", created: 1, changed: 300, by: "other")
        // The merge keeps the server's list as it is: nothing to PATCH, and the record is logged.
        _ = try #require(finished(try m.listReceived([v2, snapshot.base[1], snapshot.base[2]], revision: 8, now: t0)))
        #expect(m.snapshot.items.first == v2)
        let record = try #require(m.snapshot.conflictLog.first)
        #expect(record.itemID == "x" && record.local == v1 && record.winner == .remote)
    }

    /// A restore that brings back this device's own older version, stamped in the same second as
    /// the one it last synced, does not undo the later one.
    @Test func aRestoredOwnVersionOfTheSameSecondDoesNotUndoTheLaterOne() throws {
        var snapshot = Self.synced
        let done = todo("x", "one", created: 1, changed: 100, done: true)
        snapshot.items[0] = done
        snapshot.base[0] = done
        var m = try F.machine(.sync, snapshot)
        try #require(try m.start(now: t0) == .fetchList)
        let restored = todo("x", "one", created: 1, changed: 100)
        guard
            case .patchList(let patched, revision: 2) = try m.listReceived(
                [restored, snapshot.base[1], snapshot.base[2]], revision: 2, now: t0)
        else {
            Issue.record("expected a PATCH")
            return
        }
        #expect(patched.first == done)
    }

    /// A todo deleted here that the restored server holds in a version another device wrote: the
    /// deletion gives way to the edit, and the log says so (it was undone silently before).
    @Test func aLocalDeletionOfATodoEditedElsewhereAfterARestoreIsLogged() throws {
        var snapshot = Self.synced
        snapshot.items.removeAll { $0.id == "z" }
        snapshot.outbox = Outbox([.delete(id: "z")])
        var m = try F.machine(.sync, snapshot)
        try #require(try m.start(now: t0) == .send(.delete(id: "z"), revision: 4))
        try #require(try m.requestFailed(.unsynchronized, now: t0) == .fetchList)
        let edited = todo("z", "three, edited elsewhere", created: 3, changed: 90, by: "other")
        _ = try #require(
            finished(try m.listReceived([snapshot.base[0], snapshot.base[1], edited], revision: 2, now: t0)))
        #expect(m.snapshot.items.map(\.id) == ["x", "y", "z"])
        #expect(m.snapshot.conflictLog.map(\.kind) == [.localDeletedRemoteEdited])
    }

    /// A restore that brings back a version older than the one this device last synced is a
    /// change this device did not see made: the newer local version is kept, and that is logged.
    @Test func aRestoredOlderVersionAgainstAnUnchangedTodoIsStillLogged() throws {
        var snapshot = Self.synced
        let synced = todo("x", "one, as last synced", created: 1, changed: 40)
        snapshot.items[0] = synced
        snapshot.base[0] = synced
        var m = try F.machine(.sync, snapshot)
        try #require(try m.start(now: t0) == .fetchList)
        let older = todo("x", "one", created: 1, changed: 10, by: "other")
        guard
            case .patchList(let patched, revision: 2) = try m.listReceived(
                [older, snapshot.base[1], snapshot.base[2]], revision: 2, now: t0)
        else {
            Issue.record("expected a PATCH")
            return
        }
        #expect(patched.first == synced)
        #expect(m.snapshot.pendingConflicts.map(\.kind) == [.bothCreated])
    }

    @Test func aPendingLocalDeletionStandsAfterAReset() throws {
        var snapshot = Self.synced
        snapshot.items.removeAll { $0.id == "z" }
        snapshot.outbox.append(.delete(id: "z"))
        var m = try F.machine(.sync, snapshot)
        try #require(try m.start(now: t0) == .send(.delete(id: "z"), revision: 4))
        // The server was restored: its revision is 2, so the DELETE is refused as stale.
        try #require(try m.requestFailed(.unsynchronized, now: t0) == .fetchList)
        // Restored to a backup that still holds z as this device last saw it.
        let remote = Self.synced.items
        guard case .patchList(let patched, _) = try m.listReceived(remote, revision: 2, now: t0) else {
            Issue.record("expected a PATCH")
            return
        }
        #expect(patched.map(\.id) == ["x", "y"])
    }

    // MARK: The mass-deletion guard

    @Test func aResyncThatWouldDeleteMostOfTheListStopsAndChangesNothing() throws {
        let items = (0..<20).map { todo("i\($0)", "todo \($0)", created: Int64($0)) }
        let snapshot = SyncSnapshot(items: items, base: items, revision: 7, dirty: true)
        var m = try F.machine(.sync, snapshot)
        try #require(try m.start(now: t0) == .fetchList)
        // The server (revision moved on, not back) lost 18 of them.
        let report = try #require(finished(try m.listReceived(Array(items.prefix(2)), revision: 9, now: t0)))
        #expect(report.outcome == .blocked(deletions: 18))
        #expect(report.outcome.exitCode == 1)
        #expect(m.snapshot.items == items)

        // Allowed: the deletions go through.
        var allowed = CheckedSyncMachine(
            mode: .sync, snapshot: snapshot,
            configuration: .init(retryPolicy: try exactPolicy(), deletionGuard: nil), seed: 1)
        try #require(try allowed.start(now: t0) == .fetchList)
        let done = try #require(finished(try allowed.listReceived(Array(items.prefix(2)), revision: 9, now: t0)))
        #expect(done.outcome == .synced)
        #expect(allowed.snapshot.items == Array(items.prefix(2)))
    }

    @Test func deletingUpToTenOrUpToHalfPasses() {
        let guardRule = SyncStateMachine.DeletionGuard()
        #expect(!guardRule.blocks(deletions: 10, of: 11))
        #expect(!guardRule.blocks(deletions: 50, of: 100))
        #expect(guardRule.blocks(deletions: 11, of: 21))
        #expect(guardRule.blocks(deletions: 51, of: 100))
    }

    // MARK: 3. Write-ahead: a create in flight is possibly on the server

    @Test func aCreateInFlightIsPersistedAsPossiblyOnTheServerSoRmSendsADelete() throws {
        var m = try F.machine(.sync)
        try #require(try m.start(now: t0) == .send(.create(F.a), revision: 5))
        // What the driver commits before the POST goes out: the crash point.
        var afterCrash = m.snapshot
        #expect(afterCrash.outbox.operation(for: "a") == .update(F.a))
        // After a kill -9, `todo rm a` coalesces with it: update+delete → delete, which is sent.
        afterCrash.items.removeAll { $0.id == "a" }
        afterCrash.outbox.append(.delete(id: "a"))
        var next = try F.machine(.sync, afterCrash)
        try #require(try next.start(now: t0) == .send(.delete(id: "a"), revision: 5))
        // The POST had not arrived: 404 on the DELETE is success.
        try #require(try next.requestFailed(.notFound, now: t0) == .send(.update(F.b1), revision: 5))
        #expect(next.snapshot.outbox.operation(for: "a") == nil)
    }

    @Test func aDefiniteAnswerToAPostLeavesItAPost() throws {
        for failure: SyncStateMachine.Failure in [
            .retryable(.unclassified("HTTP 500")), .unsynchronized, .unauthorized,
        ] {
            var m = try F.machine(.sync)
            try #require(try m.start(now: t0) == .send(.create(F.a), revision: 5))
            _ = try m.requestFailed(failure, now: t0)
            #expect(m.snapshot.outbox.operation(for: "a") == .create(F.a), "after \(failure)")
        }
    }

    // MARK: 4. Conflict records are durable before the change they describe

    @Test func theConflictsOfAPatchKilledMidFlightAreLoggedByTheNextRun() throws {
        let b2 = todo("b", "edited there", created: 10, changed: 35, by: "other")
        let snapshot = SyncSnapshot(
            items: [F.b1, F.c0], base: [F.b0, F.c0], outbox: Outbox([.update(F.b1)]), revision: 5, dirty: true)
        var m = try F.machine(.sync, snapshot)
        try #require(try m.start(now: t0) == .fetchList)
        try #require(try m.listReceived([b2, F.c0], revision: 6, now: t0) == .patchList([F.b1, F.c0], revision: 6))
        // Committed before the PATCH: the pending record. The process dies; the PATCH was applied.
        let afterCrash = m.snapshot
        #expect(afterCrash.pendingConflicts.count == 1)
        #expect(afterCrash.conflictLog.isEmpty)
        var next = try F.machine(.sync, afterCrash)
        try #require(try next.start(now: t0 + 5) == .fetchList)
        let report = try #require(finished(try next.listReceived([F.b1, F.c0], revision: 7, now: t0 + 5)))
        #expect(report.outcome == .synced)
        #expect(next.snapshot.conflictLog.count == 1)
        #expect(next.snapshot.conflictLog.first?.kind == .bothEdited)
        #expect(next.snapshot.conflictLog.first?.overridden == b2)
        #expect(next.snapshot.pendingConflicts.isEmpty)
    }

    @Test func theConflictsOfAPatchThatWasNotAppliedAreFoundAgainAndLoggedOnce() throws {
        let b2 = todo("b", "edited there", created: 10, changed: 35, by: "other")
        let snapshot = SyncSnapshot(
            items: [F.b1, F.c0], base: [F.b0, F.c0], outbox: Outbox([.update(F.b1)]), revision: 5, dirty: true)
        var m = try F.machine(.sync, snapshot)
        try #require(try m.start(now: t0) == .fetchList)
        _ = try m.listReceived([b2, F.c0], revision: 6, now: t0)
        var next = try F.machine(.sync, m.snapshot)
        try #require(try next.start(now: t0 + 5) == .fetchList)
        // Not applied: the server still holds the other device's edit.
        try #require(
            try next.listReceived([b2, F.c0], revision: 6, now: t0 + 5) == .patchList([F.b1, F.c0], revision: 6))
        let report = try #require(finished(try next.patchSucceeded([F.b1, F.c0], revision: 7, now: t0 + 6)))
        #expect(report.conflicts.count == 1)
        #expect(next.snapshot.conflictLog.count == 1)
    }

    // MARK: 5. A deletion by another device during the run's backoff is never silently undone

    @Test func anUnheardCreateDeletedElsewhereDuringTheBackoffIsKeptAndLogged() throws {
        var m = try F.machine(.sync)
        try #require(try m.start(now: t0) == .send(.create(F.a), revision: 5))
        try #require(
            try m.requestFailed(.maybeApplied(.unclassified("connection dropped")), now: t0) == .wait(until: t0 + 2))
        try #require(try m.waitFinished(now: t0 + 2) == .send(.update(F.a), revision: 5))
        // Meanwhile the POST was applied (revision 6) and another device deleted it (revision 7).
        try #require(try m.requestFailed(.unsynchronized, now: t0 + 2) == .fetchList)
        guard case .patchList(let patched, revision: 7) = try m.listReceived([F.b0, F.c0], revision: 7, now: t0 + 2)
        else {
            Issue.record("expected a PATCH")
            return
        }
        #expect(patched.contains(F.a))
        let report = try #require(finished(try m.patchSucceeded(patched, revision: 8, now: t0 + 3)))
        #expect(report.conflicts.contains { $0.itemID == "a" && $0.kind == .unconfirmedCreateKept })
    }

    // MARK: 6. No false conflict after 500s

    @Test func aCreateRefusedWith500sIsSentAsAPostAndLogsNothing() throws {
        var m = try F.machine(.sync, SyncSnapshot(items: [F.a], outbox: Outbox([.create(F.a)]), revision: 0))
        try #require(try m.start(now: t0) == .send(.create(F.a), revision: 0))
        try #require(try m.requestFailed(.retryable(.unclassified("HTTP 500")), now: t0) == .wait(until: t0 + 2))
        try #require(try m.waitFinished(now: t0 + 2) == .send(.create(F.a), revision: 0))
        try #require(try m.sendSucceeded(revision: 1, now: t0 + 2) == .fetchList)
        let report = try #require(finished(try m.listReceived([F.a], revision: 1, now: t0 + 2)))
        #expect(report.conflicts.isEmpty)
    }

    // MARK: 7. Changes made while the run let go of the store are kept

    @Test func anEditMadeWhileItsUpdateWasInFlightIsSentAfterIt() throws {
        var m = try F.machine(.sync, F.single)
        try #require(try m.start(now: t0) == .send(.update(F.b1), revision: 5))
        var b3 = F.b1
        b3.text = "edited again"
        _ = try m.sendSucceeded(revision: 6, now: t0)
        m.applyLocalChanges([.init(id: "b", item: b3, operation: .update(b3))])
        #expect(m.snapshot.outbox.operations == [.update(b3)])
        #expect(m.snapshot.base.contains(F.b1))
    }

    @Test func aTodoRemovedWhileItsCreateWasInFlightIsDeleted() throws {
        var m = try F.machine(.sync, SyncSnapshot(items: [F.a], outbox: Outbox([.create(F.a)]), revision: 0))
        try #require(try m.start(now: t0) == .send(.create(F.a), revision: 0))
        // `todo rm` meanwhile: the store's entry was update(a) (the write-ahead), now delete(a).
        _ = try m.sendSucceeded(revision: 1, now: t0)
        m.applyLocalChanges([.init(id: "a", item: nil, operation: .delete(id: "a"))])
        #expect(m.snapshot.items.isEmpty)
        #expect(m.snapshot.outbox.operations == [.delete(id: "a")])
    }

    @Test func aTodoAddedDuringTheFetchIsPartOfTheMerge() throws {
        var m = try F.machine(.sync, Self.synced)
        try #require(try m.start(now: t0) == .fetchList)
        let added = todo("n", "added meanwhile", created: 9)
        m.applyLocalChanges([.init(id: "n", item: added, operation: .create(added))])
        let action = try m.listReceived(Self.synced.items, revision: 4, now: t0)
        #expect(action == .patchList(Self.synced.items + [added], revision: 4))
    }
}
