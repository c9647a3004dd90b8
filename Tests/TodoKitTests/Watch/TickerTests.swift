import Testing
import TodoTesting

@testable import TodoKit

/// ``Ticker``: steps of its interval, the last one cut to end on time; a look that says stop stops.
@Suite struct TickerTests {
    @Test func stepsUntilTheEnd() async throws {
        let clock = ManualWallClock()
        let start = clock.now
        var looks: [Double] = []
        try await Ticker(clock: clock, every: 0.25).run(until: start + 0.6) { now in
            looks.append(now - start)
            return true
        }
        let sleeps = clock.sleeps
        #expect(sleeps.count == 3 && sleeps.prefix(2) == [0.25, 0.25] && abs(sleeps[2] - 0.1) < 1e-6)
        #expect(looks.count == 3 && abs(clock.now - start - 0.6) < 1e-6)
    }

    @Test func aLookEndsIt() async throws {
        let clock = ManualWallClock()
        var looks = 0
        try await Ticker(clock: clock, every: 1).run { _ in
            looks += 1
            return looks < 4
        }
        #expect(looks == 4 && clock.sleeps == [1, 1, 1, 1])
    }

    @Test func cancellationThrows() async {
        let clock = ManualWallClock()
        let task = Task {
            try await Ticker(clock: clock, every: 1).run { _ in true }
        }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
    }
}
