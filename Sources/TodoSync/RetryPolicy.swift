/// The backoff schedule of the RetryQueue: exponential delays with jitter, up to a ceiling.
///
/// Delay *n* (the wait after the *n*-th failed attempt in a row) is
/// `minDelay × factor^(n−1)`, the *base delay*, times a factor drawn uniformly from
/// `[1 − jitter, 1 + jitter]`, and never more than `maxDelay`.
///
/// Retries run out when the next **base** delay would exceed `maxDelay`. The check uses the
/// base delay, not the jittered one, so the give-up point is the same in every run and in every
/// process that reads the persisted attempt number: with the defaults (2 s, ×1.5, 120 s) there
/// are 11 delays (2, 3, 4.5, … 115.3 s), so 12 attempts, about 5.7 minutes in all, before giving up.
/// The jittered wait is then clamped to `maxDelay`, which makes `maxDelay` a hard ceiling on every
/// single wait, in both variants.
public struct RetryPolicy: Sendable, Hashable {
    /// The first delay, in seconds; greater than 0.
    public let minDelay: Double
    /// The growth of each delay over the previous one; at least 1.
    public let factor: Double
    /// The relative spread of the random factor; in `0 ..< 1`.
    public let jitter: Double
    /// The ceiling of every wait, and where retries run out, in seconds; at least `minDelay`.
    public let maxDelay: Double

    /// The defaults (README, Configuration): 2 s, ×1.5, ±5 %, 120 s.
    public static let standard = RetryPolicy(validated: 2, factor: 1.5, jitter: 0.05, maxDelay: 120)

    /// Creates a policy, rejecting values that make no schedule (all must also be finite).
    public init(
        minDelay: Double = Self.standard.minDelay,
        factor: Double = Self.standard.factor,
        jitter: Double = Self.standard.jitter,
        maxDelay: Double = Self.standard.maxDelay
    ) throws(InvalidValue) {
        guard minDelay.isFinite, minDelay > 0 else { throw .minDelay(minDelay) }
        guard factor.isFinite, factor >= 1 else { throw .factor(factor) }
        guard jitter.isFinite, jitter >= 0, jitter < 1 else { throw .jitter(jitter) }
        guard maxDelay.isFinite, maxDelay >= minDelay else { throw .maxDelay(maxDelay) }
        self.init(validated: minDelay, factor: factor, jitter: jitter, maxDelay: maxDelay)
    }

    private init(validated minDelay: Double, factor: Double, jitter: Double, maxDelay: Double) {
        self.minDelay = minDelay
        self.factor = factor
        self.jitter = jitter
        self.maxDelay = maxDelay
    }

    /// The un-jittered delay after failed attempt `attempt` (1-based), without the ceiling.
    ///
    /// Computed by repeated multiplication, so `2, 3, 4.5, 6.75, …` are exact; it stops growing
    /// once it is past `maxDelay`, so a large attempt number costs nothing and never overflows.
    public func baseDelay(forAttempt attempt: Int) -> Double {
        precondition(attempt >= 1, "attempts are numbered from 1")
        var delay = minDelay
        var n = 1
        while n < attempt && delay <= maxDelay {
            delay *= factor
            n += 1
        }
        return delay
    }

    /// The number of delays before retries run out (11 for the defaults).
    ///
    /// With `factor == 1` the base delay never grows, so retries never run out: `nil`.
    public var retryLimit: Int? {
        guard factor > 1 else { return nil }
        var attempt = 1
        while baseDelay(forAttempt: attempt + 1) <= maxDelay { attempt += 1 }
        return attempt
    }

    /// The wait after failed attempt `attempt` (1-based), or `nil` when retries have run out.
    public func delay(forAttempt attempt: Int, random: inout some RandomNumberGenerator) -> Double? {
        let base = baseDelay(forAttempt: attempt)
        guard base <= maxDelay else { return nil }
        return jittered(base, random: &random)
    }

    /// The wait after failed attempt `attempt` in recovery mode: the base delay is capped at
    /// `maxDelay` instead of running out, so this never ends the schedule.
    public func cappedDelay(forAttempt attempt: Int, random: inout some RandomNumberGenerator) -> Double {
        jittered(min(baseDelay(forAttempt: attempt), maxDelay), random: &random)
    }

    /// The wait before the next attempt: `delay`, or the server's `Retry-After` when that is
    /// longer, never more than `maxDelay`.
    public func wait(_ delay: Double, retryAfter: Double?) -> Double {
        guard let retryAfter, retryAfter > delay else { return delay }
        return min(retryAfter, maxDelay)
    }

    /// Seconds a run may still take after failed attempt `failures` (0: none yet), `remaining`
    /// seconds before the next try: the rest of this wait plus the base delays left in the
    /// schedule; `nil` when retries never run out (`factor == 1`).
    public func timeLeft(afterAttempt failures: Int, remaining: Double) -> Double? {
        guard retryLimit != nil else { return nil }
        var total = max(0, remaining)
        var attempt = failures + 1
        while attempt < 10_000 {
            let delay = baseDelay(forAttempt: attempt)
            guard delay <= maxDelay else { break }
            total += delay
            attempt += 1
        }
        return total
    }

    private func jittered(_ base: Double, random: inout some RandomNumberGenerator) -> Double {
        guard jitter > 0 else { return base }
        let factor = Double.random(in: (1 - jitter)...(1 + jitter), using: &random)
        return min(base * factor, maxDelay)
    }
}

extension RetryPolicy {
    /// A setting that makes no schedule; the description names the setting and the rule.
    public enum InvalidValue: Error, Sendable, Hashable, CustomStringConvertible {
        case minDelay(Double)
        case factor(Double)
        case jitter(Double)
        case maxDelay(Double)

        public var description: String {
            switch self {
            case .minDelay(let value): "MinDelay must be a number greater than 0, got \(value)"
            case .factor(let value): "Factor must be a number of at least 1, got \(value)"
            case .jitter(let value): "Jitter must be at least 0 and below 1, got \(value)"
            case .maxDelay(let value): "MaxDelay must be a number of at least MinDelay, got \(value)"
            }
        }
    }
}
