import TodoSync

/// Steps of at most ``interval`` seconds of a clock, with a look after each: the beat of the live
/// line of a sync's wait (`SyncProgress` redraws its countdown) and of `todo watch` between
/// attempts (``Watcher`` looks at the store's signature).
public struct Ticker: Sendable {
    /// The clock that is slept on and read.
    public let clock: any WallClock
    /// Seconds between two looks.
    public let interval: Double

    /// A ticker that looks every `interval` seconds of `clock`.
    public init(clock: any WallClock, every interval: Double) {
        self.clock = clock
        self.interval = interval
    }

    /// Sleeps in steps of ``interval`` (the last one shorter, to end at `end`) and calls `tick`
    /// with the time after each; returns when `end` has passed (`nil`: never) or `tick` returns
    /// `false`, and throws `CancellationError` when the task is cancelled.
    public func run(until end: Double? = nil, _ tick: (Double) throws -> Bool) async throws {
        while end.map({ clock.now < $0 }) ?? true {
            try await clock.sleep(seconds: end.map { min(interval, $0 - clock.now) } ?? interval)
            try Task.checkCancellation()
            guard try tick(clock.now) else { return }
        }
    }
}
