import FoundationEssentials
import Testing
import TodoModel

/// Issue 35: the `rec:`, `t:` and `until:` tokens in a todo's text, and the next occurrence.
@Suite struct TextTokensTests {
    @Test func tokensAreReadOnlyWhenValid() {
        let tokens = TextTokens.read("Pay rent +home rec:+1m t:2026-11-28 until:2027-06-30")
        #expect(tokens.rule == RecurrenceRule(count: 1, unit: .month, fromDue: true))
        #expect(tokens.wait == CivilDay(text: "2026-11-28"))
        #expect(tokens.until == CivilDay(text: "2027-06-30"))
        #expect(TextTokens.read("meet at: noon t:soon rec:often").isEmpty)
        #expect(TextTokens.read("no colon here").isEmpty)
        #expect(TextTokens.waitDay("x t:2026-01-02") == CivilDay(text: "2026-01-02"))
        #expect(TextTokens.waitDay("at:2026-01-02") == nil)
    }

    @Test func displayTextLeavesTheTokensOut() {
        #expect(TextTokens.displayText("Pay rent +home rec:+1m t:2026-11-28") == "Pay rent +home")
        #expect(TextTokens.displayText("rec:+1w Water plants") == "Water plants")
        #expect(TextTokens.displayText("a t:soon b") == "a t:soon b")
        #expect(TextTokens.displayText("plain") == "plain")
    }

    @Test func settingReplacesAppendsAndRemovesKeepingTheRest() {
        #expect(TextTokens.setting(.recurrence, "+1w", in: "Water  plants") == "Water  plants rec:+1w")
        #expect(TextTokens.setting(.recurrence, "+2w", in: "a rec:+1w b") == "a rec:+2w b")
        #expect(TextTokens.setting(.recurrence, nil, in: "a rec:+1w b") == "a b")
        #expect(TextTokens.setting(.wait, nil, in: "t:2026-01-01 call") == "call")
        #expect(TextTokens.setting(.wait, nil, in: "no token") == "no token")
    }

    static let clock = LocalTime(TimeZone(secondsFromGMT: 0))

    /// 2025-12-01T09:30:00Z.
    static let due: Int64 = 1_764_581_400

    static func item(_ text: String, deadline: Int64? = due) -> TodoItem {
        TodoItem(
            id: "8F1C6C0E-AAAA-4BBB-8CCC-0123456789AB", text: text, deadline: deadline, createdAt: 1_700_000_000,
            lastUpdatedBy: "a")
    }

    @Test func theSuccessorIsTheSameOnEveryDevice() throws {
        let rent = Self.item("Pay rent rec:+1m")
        let here = try #require(
            Recurrence.successor(of: rent, completedAt: 1_764_000_000, deviceID: "a", clock: Self.clock))
        let there = try #require(
            Recurrence.successor(of: rent, completedAt: 1_764_500_000, deviceID: "b", clock: Self.clock))
        #expect(here.hasSameContent(as: there))
        #expect(here.id == there.id)
        #expect(here.id != rent.id)
        #expect((NameUUID.bytes(here.id)?[6] ?? 0) >> 4 == 5)
        // 2026-01-01T09:30:00Z: the next month, the same time of day.
        #expect(here.deadline == Self.due + 31 * 86_400)
        #expect(here.text == rent.text)
        #expect(here.createdAt == rent.createdAt)
        #expect(!here.done)
        // Its own successor is another todo again.
        let third = try #require(
            Recurrence.successor(of: here, completedAt: 1_767_000_000, deviceID: "a", clock: Self.clock))
        #expect(third.id != here.id)
    }

    @Test func theWaitMovesWithTheDueDate() throws {
        let rent = Self.item("Pay rent t:2025-11-28 rec:+1m")
        let next = try #require(
            Recurrence.successor(of: rent, completedAt: 1_764_000_000, deviceID: "a", clock: Self.clock))
        #expect(next.text == "Pay rent t:2025-12-29 rec:+1m")
    }

    @Test func afterCompletionCountsFromTheDayOfCompletion() throws {
        let water = Self.item("Water plants rec:3d")
        // Completed 2025-12-05 12:00 UTC.
        let next = try #require(
            Recurrence.successor(of: water, completedAt: 1_764_936_000, deviceID: "a", clock: Self.clock))
        let day = Self.clock.civilDay(try #require(next.deadline))
        #expect(day.day == CivilDay(text: "2025-12-08"))
        #expect(day.secondsIntoDay == 9 * 3600 + 1800)
    }

    @Test func noSuccessorWithoutRuleDueDateOrPastUntil() {
        #expect(Recurrence.successor(of: Self.item("plain"), completedAt: 0, deviceID: "a", clock: Self.clock) == nil)
        #expect(
            Recurrence.successor(
                of: Self.item("x rec:+1m", deadline: nil), completedAt: 0, deviceID: "a", clock: Self.clock)
                == nil)
        #expect(
            Recurrence.successor(
                of: Self.item("x rec:+1m until:2025-12-31"), completedAt: 0, deviceID: "a", clock: Self.clock)
                == nil)
        #expect(
            Recurrence.successor(
                of: Self.item("x rec:+1m until:2026-01-01"), completedAt: 0, deviceID: "a", clock: Self.clock)
                != nil)
    }
}
