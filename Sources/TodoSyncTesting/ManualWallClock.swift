import Foundation
import TodoSync

/// A clock for tests: time moves only when told to, and `sleep` moves it instead of waiting.
///
/// `sleep(seconds:)` records the requested duration, advances the time by it and returns at once,
/// so a driver under test runs a whole backoff schedule in microseconds; `sleeps` then lists
/// what it asked for.
public final class ManualWallClock: WallClock, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Double
    private var recorded: [Double] = []

    /// Starts at `now` (Unix seconds; the default is 2023-11-14T22:13:20Z).
    public init(now: Double = 1_700_000_000) {
        self.current = now
    }

    public var now: Double { lock.withLock { current } }

    /// The durations passed to `sleep(seconds:)`, in order.
    public var sleeps: [Double] { lock.withLock { recorded } }

    /// Moves the time forward by `seconds`.
    public func advance(by seconds: Double) {
        lock.withLock { current += seconds }
    }

    /// Sets the time to `time` (it may move backwards, as a wall clock can).
    public func set(to time: Double) {
        lock.withLock { current = time }
    }

    public func sleep(seconds: Double) async throws {
        try Task.checkCancellation()
        lock.withLock {
            recorded.append(seconds)
            if seconds > 0 { current += seconds }
        }
    }
}
