/// A fault waiting in the queue, with how many more requests it will take.
public struct MockQueuedFault: Sendable, Hashable {
    /// What the request gets.
    public var fault: MockFault
    /// Requests left; `nil` until the faults are cleared.
    public var remaining: Int?
    /// Which requests take it.
    public var scope: MockScope

    /// Creates a queued fault.
    public init(fault: MockFault, remaining: Int?, scope: MockScope) {
        self.fault = fault
        self.remaining = remaining
        self.scope = scope
    }
}
