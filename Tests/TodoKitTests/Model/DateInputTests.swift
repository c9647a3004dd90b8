import Foundation
import Testing
import TodoFormats
import TodoValues

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

    /// `1st`…`31st` (issue 35's `todo add "Pay rent" --due 1st`): the next such day of the month,
    /// strictly after today as the weekdays are (and as Taskwarrior reads them); a month without
    /// that day is skipped.
    @Test func ordinalDaysOfTheMonth() {
        /// The ISO day (UTC) that `text` names.
        func day(_ text: String, _ now: Int64 = 1_795_793_400, language: Language = .english) -> String? {
            DateInput.parse(text, now: now, timeZone: utc, language: language).map {
                Date(timeIntervalSince1970: Double($0)).ISO8601Format().prefix(16).replacingOccurrences(
                    of: "T", with: " ")
            }.map { $0.hasSuffix(" 00:00") ? String($0.prefix(10)) : $0 }
        }
        // Today is 2026-11-27.
        #expect(day("1st") == "2026-12-01")
        #expect(day("28th") == "2026-11-28")
        #expect(day("27th") == "2026-12-27")
        #expect(day("2nd") == "2026-12-02")
        #expect(day("3rd 9:30") == "2026-12-03 09:30")
        #expect(day("31st") == "2026-12-31")
        // 2027-01-31: February has no 30th, so March's.
        #expect(day("30th", 1_801_353_600) == "2027-03-30")
        #expect(day("el 1", language: .spanish) == "2026-12-01")
        #expect(day("día 15", language: .spanish) == "2026-12-15")
        for wrong in ["0th", "32nd", "1th", "2st", "1 st", "001st"] { #expect(day(wrong) == nil, "\(wrong)") }
        #expect(day("el 1") == nil, "Spanish words only in Spanish")
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
