import Foundation
import Testing

@testable import TodoKit

@Suite("Due date input")
struct DateInputTests {
    let utc = TimeZone(identifier: "UTC")!
    /// 2026-11-27 15:30:00 UTC.
    let now: Int64 = 1_795_793_400

    @Test func relativeWords() {
        let startOfToday: Int64 = 1_795_737_600
        #expect(DateInput.parse("today", now: now, timeZone: utc) == startOfToday)
        #expect(DateInput.parse("Tomorrow", now: now, timeZone: utc) == startOfToday + 86_400)
        #expect(DateInput.parse("yesterday", now: now, timeZone: utc) == startOfToday - 86_400)
        #expect(DateInput.parse("+3d", now: now, timeZone: utc) == startOfToday + 3 * 86_400)
        #expect(DateInput.parse("+2w", now: now, timeZone: utc) == startOfToday + 14 * 86_400)
    }

    @Test func isoDates() {
        #expect(DateInput.parse("2026-01-01", now: now, timeZone: utc) == 1_767_225_600)
        #expect(DateInput.parse("2024-02-29", now: now, timeZone: utc) == 1_709_164_800)
        // Zero padding is optional since natural due dates.
        #expect(DateInput.parse("2026-1-1", now: now, timeZone: utc) == 1_767_225_600)
    }

    @Test(arguments: ["2026-02-30", "2026-13-01", "26-01-01", "tomorow", "+3x", "+d", ""])
    func rejectsNonDates(_ text: String) {
        #expect(DateInput.parse(text, now: now, timeZone: utc) == nil)
    }

    @Test func dayFormatterRoundTrips() {
        var formatter = DayFormatter(timeZone: utc)
        #expect(formatter.string(1_767_225_600) == "2026-01-01")
        #expect(formatter.string(1_767_225_600 + 86_399) == "2026-01-01")
    }
}
