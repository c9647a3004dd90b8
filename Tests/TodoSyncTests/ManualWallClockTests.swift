import Testing
import TodoSync
import TodoSyncTesting

@Suite struct ManualWallClockTests {
    @Test func sleepingAdvancesTimeAtOnceAndIsRecorded() async throws {
        let clock = ManualWallClock(now: 1_000)
        try await clock.sleep(seconds: 2)
        try await clock.sleep(seconds: 0.5)
        try await clock.sleep(seconds: -3)
        #expect(clock.now == 1_002.5)
        #expect(clock.sleeps == [2, 0.5, -3])
    }

    @Test func sleepUntilSleepsTheDifference() async throws {
        let clock = ManualWallClock(now: 1_000)
        try await clock.sleep(until: 1_004.5)
        #expect(clock.now == 1_004.5)
        try await clock.sleep(until: 900)
        #expect(clock.now == 1_004.5)
        #expect(clock.sleeps == [4.5, -104.5])
    }

    @Test func advanceAndSetMoveTime() {
        let clock = ManualWallClock()
        #expect(clock.now == 1_700_000_000)
        clock.advance(by: 10)
        #expect(clock.now == 1_700_000_010)
        clock.set(to: 5)
        #expect(clock.now == 5)
        #expect(clock.sleeps.isEmpty)
    }

    @Test func cancelledTaskDoesNotSleep() async {
        let clock = ManualWallClock(now: 0)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(seconds: 5)
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(clock.now == 0)
        #expect(clock.sleeps.isEmpty)
    }

    @Test func systemClockIsTheTimeOfDay() async throws {
        let clock = SystemWallClock()
        #expect(clock.now > 1_700_000_000)
        try await clock.sleep(seconds: 0)
        try await clock.sleep(seconds: -1)
    }
}
