import Testing
import TodoModel
import TodoSync

/// `SyncStateMachine.windowReport` (what a quick push decides from the store's header alone) is
/// exactly what a started machine would report, or `nil` where the machine would do more.
@Suite struct WindowReportTests {
    typealias F = Fixture
    static let t0 = Fixture.t0

    static let cases: [(snapshot: String, dirty: Bool, window: Double?, mode: String)] = [
        ("pending", false, 10, "interactive"),
        ("pending", true, 10, "interactive"),
        ("clean", true, 10, "interactive"),
        ("clean", false, 10, "interactive"),
        ("pending", false, nil, "interactive"),
        ("pending", false, -1, "interactive"),
        ("pending", false, 10, "sync"),
        ("pending", false, 10, "watch"),
    ]

    @Test(arguments: cases)
    func agreesWithTheMachine(snapshot name: String, dirty: Bool, window: Double?, mode name2: String) throws {
        var snapshot = name == "pending" ? F.snapshot : F.clean
        snapshot.dirty = dirty
        snapshot.retry = RetryState(
            attempt: 1, nextAttemptAt: window.map { Self.t0 + $0 }, lastFailure: .unclassified("HTTP 503"))
        let mode: SyncStateMachine.Mode =
            switch name2 {
            case "sync": .sync
            case "watch": .watch
            default: .interactive
            }
        let quick = SyncStateMachine.windowReport(
            mode: mode, pending: snapshot.outbox.count, dirty: snapshot.dirty, retry: snapshot.retry, now: Self.t0)
        var machine = try F.machine(mode, snapshot)
        let action = try machine.start(now: Self.t0)
        if let quick {
            #expect(action == .finish(quick))
            #expect(machine.snapshot == snapshot, "nothing to commit")
        } else {
            // Only the interactive mode with queued work and an open window is decided early.
            #expect(!(name2 == "interactive" && window == 10 && (name == "pending" || dirty)))
        }
    }
}
