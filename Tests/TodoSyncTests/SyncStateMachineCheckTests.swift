import Testing
import TodoModel
import TodoSync

private typealias F = Fixture
private let t0 = Fixture.t0

/// ``SyncStateMachine/Configuration/checksRevision``: a `todo sync` that needs no resync reads one
/// todo of the base back instead of the whole list, and resyncs whenever that read does not show
/// the list as the base holds it.
@Suite struct SyncStateMachineCheckTests {
    /// After its send, a run reads a todo the server held before it (not the one it just wrote):
    /// same revision, same todo, done.
    @Test func aQuietServerEndsTheRunAfterOneRead() throws {
        var m = try F.machine(.sync, F.single, checksRevision: true)
        try #require(try m.start(now: t0) == .send(.update(F.b1), revision: 5))
        try #require(try m.sendSucceeded(revision: 6, now: t0) == .fetchItem(id: "c"))
        let report = try #require(finished(try m.itemReceived(F.c0, revision: 6, now: t0)))
        #expect(report.outcome == .synced)
        #expect(report.resynced == false)
        #expect(report.requests == 2)
        #expect(m.snapshot.base == [F.b1, F.c0])
        #expect(m.snapshot.revision == 6)
    }

    /// The todo read is the base's last one the run did not write, whatever the run wrote last;
    /// when the run wrote every todo of the base, there is none to read: the whole list.
    @Test func theTodoReadIsOneTheRunDidNotWrite() throws {
        let d = todo("d", "created here", created: 50, changed: 50, by: "me")
        let both = SyncSnapshot(
            items: [F.b1, F.c0, d], base: [F.b0, F.c0], outbox: Outbox([.update(F.b1), .create(d)]), revision: 5)
        var m = try F.machine(.sync, both, checksRevision: true)
        try #require(try m.start(now: t0) == .send(.update(F.b1), revision: 5))
        try #require(try m.sendSucceeded(revision: 6, now: t0) == .send(.create(d), revision: 6))
        // The base is now [b1, c0, d]: d and b were written, c was held before.
        try #require(try m.sendSucceeded(revision: 7, now: t0) == .fetchItem(id: "c"))

        let mine = SyncSnapshot(items: [F.b1], base: [F.b0], outbox: Outbox([.update(F.b1)]), revision: 5)
        var n = try F.machine(.sync, mine, checksRevision: true)
        try #require(try n.start(now: t0) == .send(.update(F.b1), revision: 5))
        try #require(try n.sendSucceeded(revision: 6, now: t0) == .fetchList)
    }

    /// A todo an earlier command's quick push wrote (``SyncSnapshot/unchecked``) is not read
    /// either: a server reset and counted back up to the device's revision accepted that push too.
    /// Unknown writes (`nil`: an older store, or too many) leave only the whole list.
    @Test func aTodoWrittenSinceTheLastCheckIsNotRead() throws {
        var pushed = F.clean
        pushed.unchecked = ["c"]
        var m = try F.machine(.sync, pushed, checksRevision: true)
        try #require(try m.start(now: t0) == .fetchItem(id: "b"))
        pushed.unchecked = ["c", "b"]
        var all = try F.machine(.sync, pushed, checksRevision: true)
        try #require(try all.start(now: t0) == .fetchList)
        pushed.unchecked = nil
        var unknown = try F.machine(.sync, pushed, checksRevision: true)
        try #require(try unknown.start(now: t0) == .fetchList)
    }

    /// Every acknowledged create or update joins ``SyncSnapshot/unchecked``, in any mode, up to
    /// the limit (then it is not known); a passed check or a resync empties it.
    @Test func uncheckedWritesAreRecordedAndClearedByAProof() throws {
        var quick = try F.machine(.interactive, F.snapshot)
        try #require(try quick.start(now: t0) == .send(.create(F.a), revision: 5))
        try #require(try quick.sendSucceeded(revision: 6, now: t0) == .send(.update(F.b1), revision: 6))
        try #require(try quick.sendSucceeded(revision: 7, now: t0) == .send(.delete(id: "c"), revision: 7))
        #expect(finished(try quick.sendSucceeded(revision: 8, now: t0))?.outcome == .synced)
        #expect(quick.snapshot.unchecked == ["a", "b"], "the delete leaves nothing to read")

        var many = F.single
        many.unchecked = (0..<SyncSnapshot.uncheckedLimit).map { "w\($0)" }
        var full = try F.machine(.interactive, many)
        try #require(try full.start(now: t0) == .send(.update(F.b1), revision: 5))
        _ = try full.sendSucceeded(revision: 6, now: t0)
        #expect(full.snapshot.unchecked == nil)

        var checked = try F.machine(.sync, F.single, checksRevision: true)
        try #require(try checked.start(now: t0) == .send(.update(F.b1), revision: 5))
        try #require(try checked.sendSucceeded(revision: 6, now: t0) == .fetchItem(id: "c"))
        #expect(checked.snapshot.unchecked == ["b"])
        _ = try #require(finished(try checked.itemReceived(F.c0, revision: 6, now: t0)))
        #expect(checked.snapshot.unchecked == [])

        var resynced = F.clean
        resynced.unchecked = nil
        var r = try F.machine(.sync, resynced, checksRevision: true)
        try #require(try r.start(now: t0) == .fetchList)
        _ = try #require(finished(try r.listReceived([F.b0, F.c0], revision: 5, now: t0)))
        #expect(r.snapshot.unchecked == [])
    }

    /// With nothing queued, `todo sync` reads the base's last todo.
    @Test func nothingQueuedReadsOneTodo() throws {
        var m = try F.machine(.sync, F.clean, checksRevision: true)
        try #require(try m.start(now: t0) == .fetchItem(id: "c"))
        #expect(finished(try m.itemReceived(F.c0, revision: 5, now: t0))?.outcome == .synced)
    }

    /// Anything but the base's todo at the base's revision means the list moved on (another
    /// device wrote, or the server lost data): the run resyncs, as it did before the check.
    @Test(arguments: [
        (todo("c", "keep", created: 20, changed: 20, by: "server"), 6),
        (todo("c", "keep", created: 20, changed: 20, by: "server"), 4),
        (todo("c", "changed", created: 20, changed: 50, by: "other"), 5),
        (todo("x", "keep", created: 20, changed: 20, by: "server"), 5),
    ])
    func anythingElseResyncs(answer: TodoItem, revision: Int) throws {
        var m = try F.machine(.sync, F.clean, checksRevision: true)
        try #require(try m.start(now: t0) == .fetchItem(id: "c"))
        try #require(try m.itemReceived(answer, revision: revision, now: t0) == .fetchList)
        let report = try #require(finished(try m.listReceived([F.b0, F.c0], revision: 5, now: t0)))
        #expect(report.resynced)
    }

    /// A `404` says the todo was deleted since: resync.
    @Test func aMissingTodoResyncs() throws {
        var m = try F.machine(.sync, F.clean, checksRevision: true)
        try #require(try m.start(now: t0) == .fetchItem(id: "c"))
        try #require(try m.requestFailed(.notFound, now: t0) == .fetchList)
    }

    /// A `404` to the delete of a todo the base holds, at the base's revision, says the server lost
    /// it: the run ends with a whole-list resync, not the check. A `404` to a delete of a todo the
    /// base lacks (a create that may never have arrived) is no such sign.
    @Test func aDeleteTheServerCannotFindResyncs() throws {
        let held = SyncSnapshot(
            items: [F.b0], base: [F.b0, F.c0], outbox: Outbox([.delete(id: "c")]), revision: 5)
        var m = try F.machine(.sync, held, checksRevision: true)
        try #require(try m.start(now: t0) == .send(.delete(id: "c"), revision: 5))
        try #require(try m.requestFailed(.notFound, now: t0) == .fetchList)

        let unheard = SyncSnapshot(items: [F.b0], base: [F.b0], outbox: Outbox([.delete(id: "x")]), revision: 5)
        var n = try F.machine(.sync, unheard, checksRevision: true)
        try #require(try n.start(now: t0) == .send(.delete(id: "x"), revision: 5))
        try #require(try n.requestFailed(.notFound, now: t0) == .fetchItem(id: "b"))
    }

    /// A failed read backs off like any request, then reads again.
    @Test func aFailedReadBacksOff() throws {
        var m = try F.machine(.sync, F.clean, checksRevision: true)
        try #require(try m.start(now: t0) == .fetchItem(id: "c"))
        try #require(try m.requestFailed(.retryable(.unclassified("HTTP 500")), now: t0) == .wait(until: t0 + 2))
        try #require(try m.waitFinished(now: t0 + 2) == .fetchItem(id: "c"))
        try #require(try m.requestFailed(.unsynchronized, now: t0 + 2).isFinish)
    }

    /// Only `todo sync` checks: `--recover` and `watch` always resync, an interactive run neither,
    /// and an empty base has no todo to read.
    @Test func onlySyncChecks() throws {
        var recover = try F.machine(.recover(deadline: t0 + 100), F.clean, checksRevision: true)
        try #require(try recover.start(now: t0) == .fetchList)
        var watch = try F.machine(.watch, F.clean, checksRevision: true)
        try #require(try watch.start(now: t0) == .fetchList)
        var interactive = try F.machine(.interactive, F.single, checksRevision: true)
        try #require(try interactive.start(now: t0) == .send(.update(F.b1), revision: 5))
        #expect(finished(try interactive.sendSucceeded(revision: 6, now: t0))?.outcome == .synced)
        var empty = try F.machine(.sync, SyncSnapshot(revision: 3), checksRevision: true)
        try #require(try empty.start(now: t0) == .fetchList)
        var unchecked = try F.machine(.sync, F.clean)
        try #require(try unchecked.start(now: t0) == .fetchList)
    }

    /// A run begun over part of the store and widened before its resync merges as a run over the
    /// whole store does.
    @Test func aWidenedRunMergesAsAWholeOne() throws {
        let part = SyncSnapshot(items: [F.b1], base: [F.b0], outbox: Outbox([.update(F.b1)]), revision: 5)
        var widened = try F.machine(.sync, part, checksRevision: true)
        var whole = try F.machine(.sync, F.single, checksRevision: true)
        try #require(try widened.start(now: t0) == whole.start(now: t0))
        try #require(try widened.requestFailed(.unsynchronized, now: t0) == .fetchList)
        try #require(try whole.requestFailed(.unsynchronized, now: t0) == .fetchList)
        var stored = F.single
        stored.dirty = true  // as the driver persisted it before the request
        try widened.widen(to: stored)
        let remote = [F.b0, F.c0, todo("d", "theirs", created: 60, changed: 60, by: "other")]
        try #require(
            try widened.listReceived(remote, revision: 7, now: t0) == whole.listReceived(remote, revision: 7, now: t0))
        #expect(widened.snapshot == whole.snapshot)
    }
}

extension SyncStateMachine.Action {
    fileprivate var isFinish: Bool {
        if case .finish = self { return true }
        return false
    }
}
