/// The queue of faults and the standing settings, as one value behind a lock.
struct FaultBoard: Sendable {
    var queue: [MockQueuedFault] = []
    var settings: MockSettings
    /// The source of every random draw (fail rates, latency), seeded so a run can be replayed.
    var random: SeededRandom

    init(settings: MockSettings, seed: UInt64) {
        self.settings = settings
        random = SeededRandom(seed: seed)
    }

    /// Takes the first queued fault whose scope matches, counting it down.
    mutating func take(method: String, path: String) -> MockFault? {
        guard let index = queue.firstIndex(where: { $0.scope.matches(method: method, path: path) }) else {
            return nil
        }
        let fault = queue[index].fault
        if let remaining = queue[index].remaining {
            if remaining <= 1 {
                queue.remove(at: index)
            } else {
                queue[index].remaining = remaining - 1
            }
        }
        return fault
    }

    /// Whether a draw for a `500` comes out: a number drawn from 0...100 is below `threshold`.
    ///
    /// 0 never fails and 100 always does (the literal rule would let 1 draw in 101 through at 100).
    mutating func draw(threshold: Int) -> Bool {
        guard threshold > 0 else {
            return false
        }
        return threshold >= 100 || Int.random(in: 0...100, using: &random) < threshold
    }

    /// A latency within the standing range, in milliseconds.
    mutating func latency() -> Int {
        settings.latencyMs.upperBound > 0 ? Int.random(in: settings.latencyMs, using: &random) : 0
    }
}
