/// A fault waiting in the queue, with how many more requests it will take.
public struct MockQueuedFault: Sendable, Hashable {
    public var fault: MockFault
    /// Requests left; `nil` until the faults are cleared.
    public var remaining: Int?
    public var scope: MockScope

    /// Creates a queued fault.
    public init(fault: MockFault, remaining: Int?, scope: MockScope) {
        self.fault = fault
        self.remaining = remaining
        self.scope = scope
    }
}
