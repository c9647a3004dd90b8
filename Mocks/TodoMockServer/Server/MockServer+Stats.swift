extension MockServer {
    /// Request and connection counts since the last reset.
    public var stats: MockStats {
        var stats = recorder.snapshot
        stats.hanging = hangs.count
        return stats
    }

    /// Zeroes the request and connection counts.
    public func resetStats() {
        recorder.reset()
    }

    /// Clears faults (releasing held requests), restores the configured settings and zeroes the counts.
    ///
    /// - Parameter data: Also forgets every list, account and token (and writes that to the state file).
    public func reset(data: Bool = false) throws(MockServerError) {
        faults.withLock { $0 = FaultBoard(settings: configuration.initialSettings, seed: configuration.seed) }
        hangs.releaseAll()
        recorder.reset()
        if data {
            try state.change { (store: inout MockStore) throws(MockServerError) in
                store = MockStore(epoch: store.epoch + 1)
            }
        }
    }
}
