import TodoModel
import TodoSync

/// A ``SyncStateMachine`` for tests: an event that does not answer the outstanding action throws
/// ``UnexpectedEvent`` instead of reaching the machine, whose precondition would end the whole
/// test process.
///
/// A wrong action (a merge that finishes where it should `PATCH`, say) then fails the one test
/// that met it, with the action and the event named, and every other test still reports. Each
/// event method mirrors the machine's; the wrapper remembers the action it last returned.
public struct CheckedSyncMachine: Sendable {
    /// An event fed while the outstanding action does not expect it (or after the run finished).
    public struct UnexpectedEvent: Error, CustomStringConvertible, Sendable {
        public let event: String
        /// The action the machine returned last; `nil` before ``CheckedSyncMachine/start(now:)``.
        public let outstanding: SyncStateMachine.Action?

        public var description: String {
            "\(event) does not answer the outstanding action \(outstanding.map { "\($0)" } ?? "(not started)")"
        }
    }

    /// The machine under test.
    public private(set) var machine: SyncStateMachine
    /// The action the machine returned last; `nil` before ``start(now:)``.
    public private(set) var outstanding: SyncStateMachine.Action?

    public init(_ machine: SyncStateMachine) {
        self.machine = machine
    }

    public init(
        mode: SyncStateMachine.Mode, snapshot: SyncSnapshot,
        configuration: SyncStateMachine.Configuration = SyncStateMachine.Configuration(), seed: UInt64
    ) {
        self.init(SyncStateMachine(mode: mode, snapshot: snapshot, configuration: configuration, seed: seed))
    }

    public var snapshot: SyncSnapshot { machine.snapshot }
    public var isFinished: Bool { machine.isFinished }
    public var mode: SyncStateMachine.Mode { machine.mode }
    public var configuration: SyncStateMachine.Configuration { machine.configuration }

    /// Which events answer which action; `cancel` and `widen` answer any but `.finish`.
    private enum Event: String {
        case start, sendSucceeded, listReceived, itemReceived, patchSucceeded, tokenRefreshed, requestFailed
        case waitFinished, waitCutShort, cancel, widen

        func answers(_ action: SyncStateMachine.Action?) -> Bool {
            guard let action else { return self == .start || self == .cancel || self == .widen }
            switch (self, action) {
            case (.start, _), (_, .finish): return false
            case (.cancel, _), (.widen, _): return true
            case (.sendSucceeded, .send), (.listReceived, .fetchList), (.itemReceived, .fetchItem),
                (.patchSucceeded, .patchList), (.tokenRefreshed, .refreshToken), (.waitFinished, .wait),
                (.waitCutShort, .wait):
                return true
            case (.requestFailed, .send), (.requestFailed, .fetchList), (.requestFailed, .fetchItem),
                (.requestFailed, .patchList), (.requestFailed, .refreshToken):
                return true
            default: return false
            }
        }
    }

    private func check(_ event: Event) throws(UnexpectedEvent) {
        guard event.answers(outstanding) else { throw UnexpectedEvent(event: event.rawValue, outstanding: outstanding) }
    }

    private mutating func feed(
        _ event: Event, _ body: (inout SyncStateMachine) -> SyncStateMachine.Action
    ) throws(UnexpectedEvent) -> SyncStateMachine.Action {
        try check(event)
        let action = body(&machine)
        outstanding = action
        return action
    }

    /// ``SyncStateMachine/start(now:)``.
    public mutating func start(now: Double) throws(UnexpectedEvent) -> SyncStateMachine.Action {
        try feed(.start) { $0.start(now: now) }
    }

    /// ``SyncStateMachine/sendSucceeded(revision:now:)``.
    public mutating func sendSucceeded(revision: Int, now: Double) throws(UnexpectedEvent) -> SyncStateMachine.Action {
        try feed(.sendSucceeded) { $0.sendSucceeded(revision: revision, now: now) }
    }

    /// ``SyncStateMachine/listReceived(_:revision:now:)``.
    public mutating func listReceived(
        _ items: [TodoItem], revision: Int, now: Double
    ) throws(UnexpectedEvent) -> SyncStateMachine.Action {
        try feed(.listReceived) { $0.listReceived(items, revision: revision, now: now) }
    }

    /// ``SyncStateMachine/itemReceived(_:revision:now:)``.
    public mutating func itemReceived(
        _ item: TodoItem, revision: Int, now: Double
    ) throws(UnexpectedEvent) -> SyncStateMachine.Action {
        try feed(.itemReceived) { $0.itemReceived(item, revision: revision, now: now) }
    }

    /// ``SyncStateMachine/patchSucceeded(_:revision:now:)``.
    public mutating func patchSucceeded(
        _ items: [TodoItem], revision: Int, now: Double
    ) throws(UnexpectedEvent) -> SyncStateMachine.Action {
        try feed(.patchSucceeded) { $0.patchSucceeded(items, revision: revision, now: now) }
    }

    /// ``SyncStateMachine/tokenRefreshed(now:)``.
    public mutating func tokenRefreshed(now: Double) throws(UnexpectedEvent) -> SyncStateMachine.Action {
        try feed(.tokenRefreshed) { $0.tokenRefreshed(now: now) }
    }

    /// ``SyncStateMachine/requestFailed(_:now:)``.
    public mutating func requestFailed(
        _ failure: SyncStateMachine.Failure, now: Double
    ) throws(UnexpectedEvent) -> SyncStateMachine.Action {
        try feed(.requestFailed) { $0.requestFailed(failure, now: now) }
    }

    /// ``SyncStateMachine/waitFinished(now:reloaded:)``.
    public mutating func waitFinished(
        now: Double, reloaded: SyncSnapshot? = nil
    ) throws(UnexpectedEvent) -> SyncStateMachine.Action {
        try feed(.waitFinished) { $0.waitFinished(now: now, reloaded: reloaded) }
    }

    /// ``SyncStateMachine/waitCutShort(now:reloaded:)``.
    public mutating func waitCutShort(
        now: Double, reloaded: SyncSnapshot? = nil
    ) throws(UnexpectedEvent) -> SyncStateMachine.Action {
        try feed(.waitCutShort) { $0.waitCutShort(now: now, reloaded: reloaded) }
    }

    /// ``SyncStateMachine/cancel(now:)``.
    public mutating func cancel(now: Double) throws(UnexpectedEvent) -> SyncStateMachine.Action {
        try feed(.cancel) { $0.cancel(now: now) }
    }

    /// ``SyncStateMachine/widen(to:)``; the outstanding action stays.
    public mutating func widen(to whole: SyncSnapshot) throws(UnexpectedEvent) {
        try check(.widen)
        machine.widen(to: whole)
    }

    /// ``SyncStateMachine/applyLocalChanges(_:)``, which the machine takes in any state.
    public mutating func applyLocalChanges(_ changes: [SyncStateMachine.LocalChange]) {
        machine.applyLocalChanges(changes)
    }
}
