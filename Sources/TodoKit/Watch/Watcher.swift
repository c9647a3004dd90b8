import Logging
import TodoSync
import TodoValues

/// The loop of `todo watch`: a sync attempt at start, then every ``interval`` seconds and whenever
/// the store changes, never while the persisted backoff window is open.
///
/// Everything it touches is injected (the clock, the attempt, the store's signature, the report),
/// so its schedule runs on a ``ManualWallClock`` in tests. Between attempts it polls the store's
/// signature every ``pollInterval`` seconds: a change (another process queued a change) makes the
/// next attempt come at once, unless a backoff window is open, in which case the attempt at the
/// window's end sends it. After an attempt the next one is due:
/// - when the attempt backed off (``SyncOutcome/queued``): at the end of the backoff window;
/// - otherwise (synced, refused credentials, an error): ``interval`` seconds later, or at the end
///   of a backoff window that closes later than that.
///
/// ``run()`` returns when its task is cancelled; an attempt in flight sees the cancellation
/// (requests stop, the store is saved as the run left it) and is reported before it returns.
public struct Watcher<Clock: WallClock>: Sendable {
    /// Seconds between attempts when nothing happens.
    public var interval: Double
    /// Seconds between two looks at the store's signature.
    public var pollInterval: Double { ticker.interval }

    private let clock: Clock
    /// Looks at the store's signature between attempts.
    private let ticker: Ticker
    private let attempt: @Sendable () async -> WatchAttempt
    private let signature: @Sendable () -> StoreSignature
    private let report: @Sendable (WatchAttempt) -> Void

    /// A watcher that runs `attempt`, looks at `signature` between attempts and hands every
    /// attempt, with its trigger and next due time filled in, to `report`.
    public init(
        interval: Double,
        pollInterval: Double = 0.25,
        clock: Clock,
        attempt: @escaping @Sendable () async -> WatchAttempt,
        signature: @escaping @Sendable () -> StoreSignature,
        report: @escaping @Sendable (WatchAttempt) -> Void
    ) {
        self.interval = interval
        ticker = Ticker(clock: clock, every: pollInterval)
        self.clock = clock
        self.attempt = attempt
        self.signature = signature
        self.report = report
    }

    /// Runs until the task is cancelled.
    public func run() async {
        let log = Logger(label: "todo.watch")
        log.info("watch started", metadata: ["interval": "\(interval)s"])
        defer { log.info("watch stopped") }
        var due = clock.now
        var trigger = WatchAttempt.Trigger.start
        var known = signature()
        var windowEnd: Double?
        while !Task.isCancelled {
            do {
                try await ticker.run(until: due) { now in
                    let current = signature()
                    guard current != known else { return true }
                    known = current
                    if let windowEnd, now < windowEnd { return true }
                    trigger = .change
                    return false
                }
            } catch {
                return
            }
            guard !Task.isCancelled else { return }
            var result = await attempt()
            result.trigger = trigger
            let now = clock.now
            known = result.signature ?? signature()
            windowEnd = result.retryAt.flatMap { $0 > now ? $0 : nil }
            (due, trigger) = next(after: result, now: now, window: windowEnd)
            result.nextAttemptAt = due
            report(result)
            if result.wasCancelled { return }
        }
    }

    /// When the attempt after `result` is due, and why.
    private func next(
        after result: WatchAttempt,
        now: Double,
        window: Double?
    ) -> (due: Double, trigger: WatchAttempt.Trigger) {
        if case .report(let report) = result.result, report.outcome == .queued, let window {
            return (window, .retry)
        }
        let regular = now + interval
        if let window, window > regular { return (window, .retry) }
        return (regular, .interval)
    }
}
