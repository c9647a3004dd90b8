extension MockServer {
    /// Queues `fault` for the next `count` API requests in `scope` (`nil` count: until ``clearFaults()``).
    ///
    /// Each request takes the first queued fault whose scope matches. `scope` defaults to
    /// ``MockFault/defaultScope``.
    public func inject(_ fault: MockFault, count: Int?, scope: MockScope? = nil) throws(MockServerError) {
        if let count, count < 1 {
            throw .invalidControl("count \(count) is below 1")
        }
        if case .status(let code) = fault, !(100...599).contains(code) {
            throw .invalidControl("status \(code) is not in 100...599")
        }
        if case .redirect(let code, _) = fault, !(300...399).contains(code) {
            throw .invalidControl("redirect status \(code) is not in 300...399")
        }
        if case .retryAfter(let code, let seconds) = fault, ![429, 503].contains(code) || seconds < 0 {
            throw .invalidControl("retry_after takes status 429 or 503 and seconds of at least 0")
        }
        if case .errorMessage(let code, _) = fault, !(400...599).contains(code) {
            throw .invalidControl("error_message status \(code) is not in 400...599")
        }
        let queued = MockQueuedFault(fault: fault, remaining: count, scope: scope ?? fault.defaultScope)
        faults.withLock { $0.queue.append(queued) }
    }

    /// Queues one ``MockFault/status(_:)`` per element, for the next requests in `scope`, in order.
    ///
    /// `[500, 500, 200]`: two `500`s that apply nothing, then one request that goes through.
    public func script(statuses: [Int], scope: MockScope = .list) throws(MockServerError) {
        if let bad = statuses.first(where: { !(100...599).contains($0) }) {
            throw .invalidControl("status \(bad) is not in 100...599")
        }
        faults.withLock { board in
            board.queue += statuses.map { MockQueuedFault(fault: .status($0), remaining: 1, scope: scope) }
        }
    }

    /// The faults still queued, first to be taken first.
    public var queuedFaults: [MockQueuedFault] {
        faults.withLock { $0.queue }
    }

    /// Empties the queue and releases held requests (their connections are closed without an answer).
    public func clearFaults() {
        faults.withLock { $0.queue.removeAll() }
        hangs.releaseAll()
    }

    /// Requests held by a ``MockFault/hang`` fault right now.
    public var hangingRequests: Int {
        hangs.count
    }

    /// The standing fail rate and latency.
    public var settings: MockSettings {
        faults.withLock { $0.settings }
    }

    /// Answers this percentage (0...100) of API requests with `500` and applies nothing.
    public func setFailRate(_ percent: Int) throws(MockServerError) {
        guard (0...100).contains(percent) else {
            throw .invalidControl("fail rate \(percent) is not in 0...100")
        }
        faults.withLock { $0.settings.failRate = percent }
    }

    /// Delays every API request by a number of milliseconds drawn from `milliseconds`.
    public func setLatency(milliseconds: ClosedRange<Int>) throws(MockServerError) {
        guard milliseconds.lowerBound >= 0 else {
            throw .invalidControl("latency \(milliseconds) is negative")
        }
        faults.withLock { $0.settings.latencyMs = milliseconds }
    }
}
