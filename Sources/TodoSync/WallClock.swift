/// Wall-clock time for the sync engine: Unix seconds, and sleeping.
///
/// The engine deals in Unix seconds because the backoff window is persisted and read by other
/// processes, so a monotonic clock would not do.
public protocol WallClock: Sendable {
    /// The current time, in Unix seconds.
    var now: Double { get }

    /// Suspends for `seconds` (returning at once when it is not positive); throws
    /// `CancellationError` when the task is cancelled.
    func sleep(seconds: Double) async throws
}

extension WallClock {
    /// Suspends until the Unix time `deadline`; returns at once when it has passed.
    public func sleep(until deadline: Double) async throws {
        try await sleep(seconds: deadline - now)
    }
}
