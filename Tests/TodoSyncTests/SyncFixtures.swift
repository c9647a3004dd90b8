import Testing
import TodoModel
import TodoSync
import TodoSyncTesting

/// A todo with only the fields a test cares about.
func todo(
    _ id: String,
    _ text: String = "text",
    created: Int64 = 100,
    changed: Int64? = nil,
    done: Bool = false,
    by device: String = "device-a"
) -> TodoItem {
    TodoItem.fixture(id, text: text, done: done, createdAt: created, changedAt: changed, by: device)
}

/// The default policy without jitter, so waits are exact.
func exactPolicy(minDelay: Double = 2, factor: Double = 1.5, maxDelay: Double = 120) throws -> RetryPolicy {
    try RetryPolicy(minDelay: minDelay, factor: factor, jitter: 0, maxDelay: maxDelay)
}

/// The report of a `.finish` action, recording an issue for any other action.
func finished(
    _ action: SyncStateMachine.Action,
    sourceLocation: SourceLocation = #_sourceLocation
) -> SyncReport? {
    guard case .finish(let report) = action else {
        Issue.record("expected .finish, got \(action)", sourceLocation: sourceLocation)
        return nil
    }
    return report
}

/// The time of a `.wait` action, recording an issue for any other action.
func waitTime(
    _ action: SyncStateMachine.Action,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Double? {
    guard case .wait(let until) = action else {
        Issue.record("expected .wait, got \(action)", sourceLocation: sourceLocation)
        return nil
    }
    return until
}

/// A small store: the server had `b0` and `c0` at revision 5; this device created `a`, edited
/// `b` and deleted `c` since.
enum Fixture {
    static let t0 = 1_000.0
    static let b0 = todo("b", "old", created: 10, changed: 10, by: "server")
    static let c0 = todo("c", "keep", created: 20, changed: 20, by: "server")
    static let a = todo("a", "new", created: 30, changed: 30, by: "me")
    static let b1 = todo("b", "edited", created: 10, changed: 40, by: "me")

    /// Three pending operations.
    static var snapshot: SyncSnapshot {
        SyncSnapshot(
            items: [b1, a],
            base: [b0, c0],
            outbox: Outbox([.create(a), .update(b1), .delete(id: "c")]),
            revision: 5
        )
    }

    /// One pending update of `b`.
    static var single: SyncSnapshot {
        SyncSnapshot(items: [b1, c0], base: [b0, c0], outbox: Outbox([.update(b1)]), revision: 5)
    }

    /// In sync: nothing pending.
    static var clean: SyncSnapshot {
        SyncSnapshot(items: [b0, c0], base: [b0, c0], revision: 5)
    }

    static func machine(
        _ mode: SyncStateMachine.Mode,
        _ snapshot: SyncSnapshot = Fixture.snapshot,
        policy: RetryPolicy? = nil,
        canRefreshToken: Bool = false,
        resyncThreshold: Int = 8,
        checksRevision: Bool = false,
        seed: UInt64 = 1
    ) throws -> CheckedSyncMachine {
        CheckedSyncMachine(
            mode: mode,
            snapshot: snapshot,
            configuration: SyncStateMachine.Configuration(
                retryPolicy: try policy ?? exactPolicy(),
                canRefreshToken: canRefreshToken,
                resyncThreshold: resyncThreshold,
                checksRevision: checksRevision
            ),
            seed: seed
        )
    }
}
