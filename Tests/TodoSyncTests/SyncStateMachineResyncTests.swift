import Testing

@testable import TodoSync

/// The dirty list: 400 on a send, the resync with its merge, 400 and failures on the `PATCH`.
@Suite struct SyncStateMachineResyncTests {
    typealias F = Fixture
    let t0 = Fixture.t0

    @Test func badRequestOnSendMarksDirtyAndResyncsAtOnce() throws {
        let c2 = todo("c", "edited there", created: 20, changed: 60, by: "other")
        let r = todo("r", "theirs", created: 40, by: "other")
        var m = try F.machine(.sync)
        try #require(try m.start(now: t0) == .send(.create(F.a), revision: 5))
        try #require(try m.requestFailed(.unsynchronized, now: t0) == .fetchList)
        #expect(m.snapshot.dirty)
        #expect(m.snapshot.retry == RetryState())
        #expect(m.snapshot.outbox == F.snapshot.outbox)

        // Another device edited c (which this device deleted) and added r.
        let merged = [F.b1, c2, F.a, r]
        try #require(try m.listReceived([r, c2, F.b0], revision: 9, now: t0 + 1) == .patchList(merged, revision: 9))
        #expect(m.snapshot.dirty)
        let report = try #require(finished(try m.patchSucceeded(merged, revision: 10, now: t0 + 2)))
        #expect(
            report
                == SyncReport(
                    outcome: .synced,
                    pushed: 2,
                    merged: 2,
                    conflicts: [
                        ConflictRecord(
                            itemID: "c",
                            kind: .localDeletedRemoteEdited,
                            winner: .remote,
                            local: nil,
                            remote: c2,
                            base: F.c0,
                            detectedAt: t0 + 1
                        )
                    ],
                    requests: 3,
                    attempts: 1,
                    resynced: true,
                    pending: 0,
                    dirty: false,
                    lastFailure: nil,
                    // c comes back (edited there, deleted here), r is new: both from elsewhere.
                    incoming: [IncomingChange(kind: .created, item: c2), IncomingChange(kind: .created, item: r)],
                    startedAt: t0,
                    finishedAt: t0 + 2
                )
        )
        #expect(
            m.snapshot == SyncSnapshot(items: merged, base: merged, revision: 10, conflictLog: m.snapshot.conflictLog))
        #expect(m.snapshot.conflictLog.count == report.conflicts.count)
    }

    @Test func dirtyListResyncsFirstEvenInInteractiveMode() throws {
        var snapshot = F.single
        snapshot.dirty = true
        var m = try F.machine(.interactive, snapshot)
        try #require(try m.start(now: t0) == .fetchList)
        try #require(try m.listReceived([F.b0, F.c0], revision: 7, now: t0) == .patchList([F.b1, F.c0], revision: 7))
        let report = try #require(finished(try m.patchSucceeded([F.b1, F.c0], revision: 8, now: t0)))
        #expect(report.outcome == .synced)
        #expect(report.pushed == 1)
        #expect(
            m.snapshot
                == SyncSnapshot(
                    items: [F.b1, F.c0], base: [F.b1, F.c0], revision: 8, conflictLog: m.snapshot.conflictLog))
        #expect(m.snapshot.conflictLog.count == report.conflicts.count)
    }

    /// Someone syncs between our GET and PATCH, every time: resync again with the backoff
    /// schedule until retries run out.
    @Test func badRequestOnPatchRepeatsTheResyncWithBackoff() throws {
        var snapshot = F.single
        snapshot.dirty = true
        var m = try F.machine(.sync, snapshot)
        var now = t0
        var action = try m.start(now: now)
        var waits: [Double] = []
        var revision = 5
        for round in 1...12 {
            try #require(action == .fetchList, "round \(round)")
            revision += 1
            try #require(
                try m.listReceived([F.b0, F.c0], revision: revision, now: now)
                    == .patchList([F.b1, F.c0], revision: revision))
            action = try m.requestFailed(.unsynchronized, now: now)
            #expect(m.snapshot.dirty)
            guard case .wait(let until) = action else { break }
            waits.append(until - now)
            now = until
            action = try m.waitFinished(now: now)
        }
        #expect(waits == RetryPolicyTests.defaultSchedule)
        let report = try #require(finished(action))
        #expect(report.outcome == .gaveUp)
        #expect(report.requests == 24)
        #expect(report.lastError == "the list changed on the server during the resync")
        #expect(m.snapshot.items == [F.b1, F.c0])
        #expect(m.snapshot.outbox == F.single.outbox)
        #expect(m.snapshot.revision == 5)
    }

    @Test func badRequestOnPatchInInteractiveModeIsQueuedAndDirty() throws {
        var m = try F.machine(.interactive, F.single, resyncThreshold: 0)
        try #require(try m.start(now: t0) == .fetchList)
        _ = try m.listReceived([F.b0, F.c0], revision: 6, now: t0)
        let report = try #require(finished(try m.requestFailed(.unsynchronized, now: t0)))
        #expect(report.outcome == .queued)
        #expect(report.dirty)
        #expect(m.snapshot.retry.attempt == 1)
    }

    /// A failed or lost `PATCH` may or may not have been applied: start over from `GET`.
    @Test func retryablePatchFailureRefetchesAfterTheWait() throws {
        var snapshot = F.single
        snapshot.dirty = true
        var m = try F.machine(.sync, snapshot)
        try #require(try m.start(now: t0) == .fetchList)
        try #require(try m.listReceived([F.b0, F.c0], revision: 6, now: t0) == .patchList([F.b1, F.c0], revision: 6))
        try #require(
            try m.requestFailed(.retryable(.unclassified("connection reset")), now: t0) == .wait(until: t0 + 2))
        try #require(try m.waitFinished(now: t0 + 2) == .fetchList)
        // The PATCH had been applied: the server already holds the merged list.
        let report = try #require(finished(try m.listReceived([F.b1, F.c0], revision: 7, now: t0 + 2)))
        #expect(report.outcome == .synced)
        #expect(report.requests == 3)
        // Issue 41: a definite failure of the PATCH (`.retryable`) applied nothing by the contract,
        // so this run pushed nothing; a lost answer (`.maybeApplied`) would count it.
        #expect(report.pushed == 0)
        #expect(
            m.snapshot
                == SyncSnapshot(
                    items: [F.b1, F.c0], base: [F.b1, F.c0], revision: 7, conflictLog: m.snapshot.conflictLog))
        #expect(m.snapshot.conflictLog.count == report.conflicts.count)
    }

    @Test func retryableFetchFailureWaitsThenFetchesAgain() throws {
        var m = try F.machine(.sync, F.clean)
        try #require(try m.start(now: t0) == .fetchList)
        try #require(try m.requestFailed(.retryable(.unclassified("timeout")), now: t0) == .wait(until: t0 + 2))
        try #require(try m.waitFinished(now: t0 + 2) == .fetchList)
        try #require(try m.requestFailed(.retryable(.unclassified("timeout")), now: t0 + 2) == .wait(until: t0 + 5))
    }

    /// The merge result is what the server gets, not the local list: a remote win is kept.
    @Test func conflictsOfTheFinalMergeAreReportedOnce() throws {
        let b2 = todo("b", "theirs, later", created: 10, changed: 90, by: "other")
        var m = try F.machine(.sync, F.single, resyncThreshold: 0)
        try #require(try m.start(now: t0) == .fetchList)
        // The remote edit is later: the merged list equals the remote one, so no PATCH.
        let report = try #require(finished(try m.listReceived([b2, F.c0], revision: 6, now: t0)))
        #expect(report.conflicts.map(\.kind) == [.bothEdited])
        #expect(report.conflicts.map(\.winner) == [.remote])
        #expect(report.conflicts.first?.overridden == F.b1)
        #expect(report.pushed == 0)
        #expect(report.merged == 1)
        #expect(report.requests == 1)
        #expect(
            m.snapshot
                == SyncSnapshot(items: [b2, F.c0], base: [b2, F.c0], revision: 6, conflictLog: m.snapshot.conflictLog))
        #expect(m.snapshot.conflictLog.count == report.conflicts.count)
    }
}
