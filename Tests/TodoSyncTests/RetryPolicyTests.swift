import Testing
import TodoSync

@Suite struct RetryPolicyTests {
    /// 2 × 1.5^(n−1) for n = 1…11, exact in binary.
    static let defaultSchedule: [Double] = [
        2, 3, 4.5, 6.75, 10.125, 15.1875, 22.78125, 34.171875, 51.2578125, 76.88671875, 115.330078125,
    ]

    @Test func defaultsAreTheDesignValues() {
        let policy = RetryPolicy.standard
        #expect(policy.minDelay == 2)
        #expect(policy.factor == 1.5)
        #expect(policy.jitter == 0.05)
        #expect(policy.maxDelay == 120)
        #expect((try? RetryPolicy()) == policy)
    }

    @Test func exactScheduleWithoutJitter() throws {
        let policy = try exactPolicy()
        var random = SeededRandomNumberGenerator(seed: 1)
        let delays = (1...11).map { policy.delay(forAttempt: $0, random: &random) }
        #expect(delays == Self.defaultSchedule.map(Optional.some))
        #expect(policy.delay(forAttempt: 12, random: &random) == nil)
        #expect(policy.delay(forAttempt: 1000, random: &random) == nil)
    }

    @Test func defaultsGiveUpAfterElevenDelaysThatIsTwelveAttempts() throws {
        #expect(RetryPolicy.standard.retryLimit == 11)
        // Counting attempts the way a run does: attempt, fail, wait if there is a delay.
        var random = SeededRandomNumberGenerator(seed: 7)
        var attempts = 0
        var waited = 0.0
        while true {
            attempts += 1
            guard let delay = RetryPolicy.standard.delay(forAttempt: attempts, random: &random) else { break }
            waited += delay
        }
        #expect(attempts == 12)
        let baseTotal = Self.defaultSchedule.reduce(0, +)
        #expect(baseTotal == 341.990234375)
        #expect(waited >= baseTotal * 0.95)
        #expect(waited <= baseTotal * 1.05)
    }

    @Test func baseDelayIsUnjitteredAndUncapped() {
        let policy = RetryPolicy.standard
        #expect(policy.baseDelay(forAttempt: 1) == 2)
        #expect(policy.baseDelay(forAttempt: 11) == 115.330078125)
        #expect(policy.baseDelay(forAttempt: 12) == 172.9951171875)
        // It stops growing past MaxDelay: huge attempt numbers are cheap and finite.
        #expect(policy.baseDelay(forAttempt: 1_000_000) == 172.9951171875)
    }

    @Test(arguments: 0..<100) func jitteredDelaysStayWithinBounds(seed: UInt64) throws {
        let policy = RetryPolicy.standard
        var random = SeededRandomNumberGenerator(seed: seed)
        for (index, base) in Self.defaultSchedule.enumerated() {
            let delay = try #require(policy.delay(forAttempt: index + 1, random: &random))
            #expect(delay >= base * 0.95, "attempt \(index + 1)")
            #expect(delay <= min(base * 1.05, 120), "attempt \(index + 1)")
        }
        #expect(policy.delay(forAttempt: 12, random: &random) == nil)
    }

    @Test func jitterActuallySpreadsTheDelays() {
        var random = SeededRandomNumberGenerator(seed: 42)
        let delays = (0..<200).compactMap { _ in RetryPolicy.standard.delay(forAttempt: 1, random: &random) }
        #expect(delays.count == 200)
        #expect(delays.contains { $0 < 1.95 })
        #expect(delays.contains { $0 > 2.05 })
        #expect(Set(delays).count > 150)
    }

    @Test func sameSeedSameDelays() {
        var first = SeededRandomNumberGenerator(seed: 99)
        var second = SeededRandomNumberGenerator(seed: 99)
        let a = (1...11).map { RetryPolicy.standard.delay(forAttempt: $0, random: &first) }
        let b = (1...11).map { RetryPolicy.standard.delay(forAttempt: $0, random: &second) }
        #expect(a == b)
    }

    /// The give-up check uses the base delay: a jittered draw above MaxDelay does not end the
    /// schedule early, and the wait itself is clamped to MaxDelay.
    @Test(arguments: 0..<50) func giveUpPointUsesTheBaseDelayAndWaitsAreClamped(seed: UInt64) throws {
        let policy = try RetryPolicy(minDelay: 1, factor: 2, jitter: 0.5, maxDelay: 8)
        var random = SeededRandomNumberGenerator(seed: seed)
        let fourth = try #require(policy.delay(forAttempt: 4, random: &random))  // base 8 = MaxDelay
        #expect(fourth >= 4)
        #expect(fourth <= 8)
        #expect(policy.delay(forAttempt: 5, random: &random) == nil)  // base 16
        #expect(policy.retryLimit == 4)
    }

    @Test func clampedDrawsLandExactlyOnMaxDelay() throws {
        let policy = try RetryPolicy(minDelay: 100, factor: 2, jitter: 0.5, maxDelay: 120)
        var random = SeededRandomNumberGenerator(seed: 3)
        let delays = (0..<100).compactMap { _ in policy.delay(forAttempt: 1, random: &random) }
        #expect(delays.count == 100)
        #expect(delays.allSatisfy { $0 >= 50 && $0 <= 120 })
        #expect(delays.contains(120))
        #expect(delays.contains { $0 < 100 })
    }

    @Test func cappedDelayNeverRunsOut() throws {
        let policy = try exactPolicy()
        var random = SeededRandomNumberGenerator(seed: 1)
        let delays = (1...15).map { policy.cappedDelay(forAttempt: $0, random: &random) }
        #expect(delays == Self.defaultSchedule + [120, 120, 120, 120])
        #expect(policy.cappedDelay(forAttempt: 1_000_000, random: &random) == 120)
    }

    @Test(arguments: 0..<50) func cappedDelayWithJitterNeverExceedsMaxDelay(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: seed)
        for attempt in 10...30 {
            let delay = RetryPolicy.standard.cappedDelay(forAttempt: attempt, random: &random)
            #expect(delay <= 120)
            #expect(delay >= min(RetryPolicy.standard.baseDelay(forAttempt: attempt), 120) * 0.95)
        }
    }

    @Test func fractionalDelaysForTestsAndDemos() throws {
        let policy = try RetryPolicy(minDelay: 0.05, factor: 1.5, jitter: 0, maxDelay: 0.4)
        var random = SeededRandomNumberGenerator(seed: 1)
        let delays = (1...7).map { policy.delay(forAttempt: $0, random: &random) }
        let expected: [Double] = [0.05, 0.075, 0.1125, 0.16875, 0.253125, 0.3796875]
        #expect(delays.count == 7)
        for (delay, value) in zip(delays, expected) {
            let delay = try #require(delay)
            #expect(abs(delay - value) < 1e-12)
        }
        #expect(delays[6] == nil)
        #expect(policy.retryLimit == 6)
    }

    @Test func factorOneNeverRunsOut() throws {
        let policy = try RetryPolicy(minDelay: 5, factor: 1, jitter: 0, maxDelay: 5)
        var random = SeededRandomNumberGenerator(seed: 1)
        #expect(policy.retryLimit == nil)
        #expect(policy.delay(forAttempt: 10_000, random: &random) == 5)
    }

    @Test func boundaryValuesAreAccepted() throws {
        let policy = try RetryPolicy(minDelay: 0.001, factor: 1, jitter: 0, maxDelay: 0.001)
        #expect(policy.maxDelay == 0.001)
        #expect(try RetryPolicy(jitter: 0.999).jitter == 0.999)
    }

    @Test(
        arguments: [
            (0.0, 1.5, 0.05, 120.0, RetryPolicy.InvalidValue.minDelay(0)),
            (-1, 1.5, 0.05, 120, .minDelay(-1)),
            (.infinity, 1.5, 0.05, 120, .minDelay(.infinity)),
            (2, 0.99, 0.05, 120, .factor(0.99)),
            (2, .infinity, 0.05, 120, .factor(.infinity)),
            (2, 1.5, -0.01, 120, .jitter(-0.01)),
            (2, 1.5, 1, 120, .jitter(1)),
            (2, 1.5, 0.05, 1.9, .maxDelay(1.9)),
            (2, 1.5, 0.05, .infinity, .maxDelay(.infinity)),
        ]
    )
    func invalidValuesAreRejected(
        minDelay: Double,
        factor: Double,
        jitter: Double,
        maxDelay: Double,
        expected: RetryPolicy.InvalidValue
    ) {
        #expect(throws: expected) {
            try RetryPolicy(minDelay: minDelay, factor: factor, jitter: jitter, maxDelay: maxDelay)
        }
    }

    @Test func notANumberIsRejected() {
        #expect(throws: RetryPolicy.InvalidValue.self) { try RetryPolicy(minDelay: .nan) }
        #expect(throws: RetryPolicy.InvalidValue.self) { try RetryPolicy(jitter: .nan) }
    }

    @Test func invalidValueNamesTheSetting() {
        #expect(RetryPolicy.InvalidValue.jitter(1).description == "Jitter must be at least 0 and below 1, got 1.0")
        #expect(
            RetryPolicy.InvalidValue.maxDelay(1).description
                == "MaxDelay must be a number of at least MinDelay, got 1.0"
        )
    }
}
