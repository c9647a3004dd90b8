import Foundation
import Testing
import TodoFormats
import TodoKit
import TodoModel
import TodoSync
import TodoValues

/// Issue 41: a series' dates are civil in the zone it was set in (`tz:`), keep its wall-clock
/// time and day of the month (`anchor:`), and the successor is the same whichever zone completes it.
@Suite struct CivilRecurrenceTests {
    static let zones = ["UTC", "America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "Asia/Kathmandu"]

    static func clock(_ zone: String) throws -> LocalTime {
        LocalTime(rules: try #require(ZoneRules.named(zone), "zone \(zone) in /usr/share/zoneinfo"))
    }

    static func day(_ text: String) -> CivilDay { CivilDay(text: text)! }

    /// A series set on a device in `zone`, due at `due`, as `add --recur` writes it.
    static func series(_ period: String, due: Int64, zone: String, text: String = "Rent") throws -> TodoItem {
        let clock = try clock(zone)
        let written = try RecurrenceOptions(recur: period, until: nil, wait: nil)
            .applied(to: text, deadline: due, now: due, clock: clock)
        return TodoItem(
            id: "SERIES-1", text: written, importance: .basic, deadline: due, done: false, color: nil, createdAt: 1,
            changedAt: 1, lastUpdatedBy: "a")
    }

    /// The wall clock of `instant` in `zone`: `YYYY-MM-DD HH:MM`.
    static func wall(_ instant: Int64?, _ zone: String) throws -> String {
        let (day, seconds) = try clock(zone).civilDay(try #require(instant))
        return day.description + " " + TextFormat.padded(Int(seconds / 3600), 2) + ":"
            + TextFormat.padded(Int(seconds / 60 % 60), 2)
    }

    @Test func theZoneDatabaseAgreesWithFoundation() async throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SeededRandomNumberGenerator(seed: seed)
        print("theZoneDatabaseAgreesWithFoundation seed: \(seed)")
        for zone in Self.zones + ["Europe/Madrid", "America/Santiago", "Pacific/Chatham"] {
            // Off the cooperative pool now and then: other tests' mock servers answer on it.
            await Task.yield()
            let rules = try #require(ZoneRules.named(zone))
            let foundation = try #require(TimeZone(identifier: zone))
            // 1970 to 2100: the footer's rule takes over after the file's last transition (2037).
            for _ in 0..<2000 {
                let instant = Int64.random(in: 0...4_102_444_800, using: &random)
                let expected = foundation.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
                #expect(rules.offset(at: instant) == expected, "\(zone) at \(instant), seed \(seed)")
            }
        }
    }

    @Test func theZoneNameComesFromTZ() {
        #expect(ZoneRules.isZoneName("America/New_York"))
        #expect(ZoneRules.isZoneName("Etc/GMT+5"))
        #expect(!ZoneRules.isZoneName("../etc/passwd"))
        #expect(!ZoneRules.isZoneName("/etc/localtime"))
        #expect(!ZoneRules.isZoneName("America//New_York"))
        #expect(ZoneRules.named("Nowhere/Atlantis") == nil)
    }

    @Test func tokensAreReadHiddenAndKeptByteExact() throws {
        let text = "Pay rent rec:+1m tz:America/New_York anchor:31T02:30 +home"
        let tokens = TextTokens.read(text)
        #expect(tokens.zone == "America/New_York")
        #expect(tokens.anchor == RecurrenceAnchor(day: 31, secondsIntoDay: 2 * 3600 + 1800))
        #expect(TextTokens.displayText(text) == "Pay rent +home")
        #expect(RecurrenceAnchor(tokenValue: "05T23:59:07")?.tokenValue == "05T23:59:07")
        for text in ["tz:../etc", "tz:/etc/x", "anchor:32T01:00", "anchor:1T01:00", "anchor:01T24:00"] {
            #expect(TextTokens.displayText("x " + text) == "x " + text, "\(text) is text")
        }
    }

    @Test func monthlyFromJan31IsFeb28ThenMar31() throws {
        let zone = "America/New_York"
        let clock = try Self.clock(zone)
        let due = clock.instant(Self.day("2026-01-31"), secondsIntoDay: 9 * 3600)
        var item = try Self.series("monthly", due: due, zone: zone)
        #expect(item.text == "Rent rec:+1m tz:America/New_York anchor:31T09:00")
        var seen: [String] = []
        for _ in 0..<4 {
            item = try #require(Recurrence.successor(of: item, completedAt: due, deviceID: "a", clock: clock))
            seen.append(try Self.wall(item.deadline, zone))
        }
        #expect(seen == ["2026-02-28 09:00", "2026-03-31 09:00", "2026-04-30 09:00", "2026-05-31 09:00"])
        #expect(item.text == "Rent rec:+1m tz:America/New_York anchor:31T09:00", "byte-exact")
    }

    @Test func yearlyFromFeb29ComesBackInLeapYears() throws {
        let clock = try Self.clock("UTC")
        var item = try Self.series(
            "yearly", due: clock.instant(Self.day("2028-02-29"), secondsIntoDay: 0), zone: "UTC")
        var seen: [String] = []
        for _ in 0..<4 {
            item = try #require(Recurrence.successor(of: item, completedAt: 0, deviceID: "a", clock: clock))
            seen.append(clock.civilDay(try #require(item.deadline)).day.description)
        }
        #expect(seen == ["2029-02-28", "2030-02-28", "2031-02-28", "2032-02-29"])
    }

    @Test func aSkippedTimeMovesThatDayOnly() throws {
        // 2026-03-08 02:00 EST → 03:00 EDT: 02:30 does not exist that day.
        let zone = "America/New_York"
        let clock = try Self.clock(zone)
        var item = try Self.series(
            "daily", due: clock.instant(Self.day("2026-03-07"), secondsIntoDay: 2 * 3600 + 1800), zone: zone)
        var seen: [String] = []
        for _ in 0..<2 {
            // Completed on a device in Berlin.
            item = try #require(
                Recurrence.successor(of: item, completedAt: 0, deviceID: "a", clock: try Self.clock("Europe/Berlin")))
            seen.append(try Self.wall(item.deadline, zone))
        }
        #expect(seen == ["2026-03-08 03:30", "2026-03-09 02:30"])
        // Lord Howe moves by 30 minutes: 2026-10-04 02:00 → 02:30.
        let howe = try Self.clock("Australia/Lord_Howe")
        var lh = try Self.series(
            "daily", due: howe.instant(Self.day("2026-10-03"), secondsIntoDay: 2 * 3600 + 900),
            zone: "Australia/Lord_Howe")
        var howeSeen: [String] = []
        for _ in 0..<2 {
            lh = try #require(Recurrence.successor(of: lh, completedAt: 0, deviceID: "a", clock: clock))
            howeSeen.append(try Self.wall(lh.deadline, "Australia/Lord_Howe"))
        }
        #expect(howeSeen == ["2026-10-04 02:45", "2026-10-05 02:15"])
    }

    @Test func rentOnTheFirstSetInUTCAndCompletedInNewYorkStaysOnTheFirst() throws {
        let utc = try Self.clock("UTC")
        var item = try Self.series(
            "monthly", due: utc.instant(Self.day("2026-02-01"), secondsIntoDay: 0), zone: "UTC")
        #expect(item.text == "Rent rec:+1m tz:UTC anchor:01T00:00")
        let newYork = try Self.clock("America/New_York")
        for month in 3...8 {
            item = try #require(Recurrence.successor(of: item, completedAt: 0, deviceID: "a", clock: newYork))
            #expect(try Self.wall(item.deadline, "UTC") == "2026-0\(month)-01 00:00")
        }
    }

    @Test func aSeriesWithoutTheTokensKeepsTheOldRulesInTheDevicesZone() throws {
        // An older version's (or another client's) series: no tz:, no anchor:. It steps from the
        // clamped day as before (Jan 31, Feb 28, Mar 28), in the completing device's zone.
        let utc = try Self.clock("UTC")
        var item = try Self.todo("OLD", "Rent rec:+1m", due: "2026-01-31", hour: 9)
        var seen: [String] = []
        for _ in 0..<2 {
            item = try #require(Recurrence.successor(of: item, completedAt: 0, deviceID: "a", clock: utc))
            seen.append(try Self.wall(item.deadline, "UTC"))
        }
        #expect(seen == ["2026-02-28 09:00", "2026-03-28 09:00"])
        #expect(item.text == "Rent rec:+1m")
    }

    @Test func anAnchorThatNoLongerFitsTheDueDateIsIgnored() throws {
        // Another client moved the due date to Apr 15 10:00 and kept the text.
        let utc = try Self.clock("UTC")
        let item = try Self.todo("MOVED", "Rent rec:+1m tz:UTC anchor:31T09:00", due: "2026-04-15", hour: 10)
        let next = try #require(Recurrence.successor(of: item, completedAt: 0, deviceID: "a", clock: utc))
        #expect(try Self.wall(next.deadline, "UTC") == "2026-05-15 10:00")
    }

    /// A todo with `text`, due on `day` at `hour`:00 UTC.
    static func todo(_ id: String, _ text: String, due day: String, hour: Int) throws -> TodoItem {
        TodoItem(
            id: id, text: text, importance: .basic,
            deadline: try clock("UTC").instant(Self.day(day), secondsIntoDay: Int64(hour) * 3600), done: false,
            color: nil, createdAt: 1, changedAt: 1, lastUpdatedBy: "a")
    }

    /// The days a series from `start` falls on, independently of the rule's code.
    static func expectedDays(_ period: String, from start: CivilDay, anchorDay: Int, count: Int) -> [CivilDay] {
        (1...count).map { step in
            switch period {
            case "daily": return start.adding(days: step)
            case "weekly": return start.adding(days: 7 * step)
            default:
                let months = (period == "monthly" ? 1 : 12) * step
                let total = start.year * 12 + start.month - 1 + months
                let (year, month) = (total / 12, total % 12 + 1)
                return CivilDay(
                    year: year, month: month, day: min(anchorDay, CivilDay.length(year: year, month: month)))
            }
        }
    }

    /// Property: over each zone's both DST changes, every series keeps its wall time (moved only
    /// on a day that skips it) and its day of the month, and completing it on a device in any
    /// other zone makes the same successor (id, text, deadline).
    @Test func seriesKeepWallTimeAndAnchorDayInEveryZone() async throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        print("seriesKeepWallTimeAndAnchorDayInEveryZone seed: \(seed)")
        var random = SeededRandomNumberGenerator(seed: seed)
        let periods: [(String, Int)] = [("daily", 400), ("weekly", 60), ("monthly", 14), ("yearly", 5)]
        let devices = try Self.zones.map { try Self.clock($0) }
        for zone in Self.zones {
            let clock = try Self.clock(zone)
            for (period, count) in periods {
                await Task.yield()
                for _ in 0..<3 {
                    let year = Int.random(in: 2025...2040, using: &random)
                    let month = Int.random(in: 1...12, using: &random)
                    let anchorDay = Int.random(in: 1...31, using: &random)
                    let start = CivilDay(
                        year: year, month: month, day: min(anchorDay, CivilDay.length(year: year, month: month)))
                    let seconds = Int64(
                        Int.random(in: 0...23, using: &random) * 3600 + [0, 15, 30, 45].randomElement(using: &random)!
                            * 60)
                    let due = clock.instant(start, secondsIntoDay: seconds)
                    // A time skipped on the first day is the series' time as it was moved (what the user got).
                    let firstWall = clock.civilDay(due).secondsIntoDay
                    var item = try Self.series(period, due: due, zone: zone)
                    let anchor = try #require(TextTokens.read(item.text).anchor)
                    #expect(anchor.day == start.day && anchor.secondsIntoDay == firstWall, "seed \(seed)")
                    let text = item.text
                    let days = Self.expectedDays(
                        period, from: start, anchorDay: start.day == anchorDay ? anchorDay : start.day, count: count)
                    for expected in days {
                        let completedAt = (item.deadline ?? 0) + Int64.random(in: -86_400...86_400, using: &random)
                        let next = try #require(
                            Recurrence.successor(of: item, completedAt: completedAt, deviceID: "a", clock: clock))
                        for device in devices {
                            let elsewhere = Recurrence.successor(
                                of: item, completedAt: completedAt, deviceID: "a", clock: device)
                            #expect(elsewhere == next, "\(zone) \(period) from \(start), seed \(seed)")
                        }
                        #expect(next.text == text, "byte-exact, seed \(seed)")
                        let deadline = try #require(next.deadline)
                        let (day, wall) = clock.civilDay(deadline)
                        // On the day (the instant of the anchor's time there, moved forward if skipped).
                        #expect(
                            deadline == clock.instant(expected, secondsIntoDay: firstWall),
                            "\(zone) \(period) from \(start) \(firstWall)s: \(day) \(wall)s, want \(expected), seed \(seed)"
                        )
                        if clock.civilDay(clock.instant(expected, secondsIntoDay: firstWall)).secondsIntoDay
                            == firstWall
                        {
                            #expect(wall == firstWall && day == expected, "seed \(seed)")
                        }
                        item = next
                    }
                }
            }
        }
    }

    @Test func recTypedInTheTextIsSetAsRecurSetsIt() throws {
        let none = RecurrenceOptions.none
        // The same error as `add x --recur weekly` without --due: its key, exit 64.
        #expect(throws: TodoError.usage(.recurNeedsDue)) { try none.applied(to: "x rec:+1w", deadline: nil, now: 0) }
        #expect(TodoError.usage(.recurNeedsDue).exitCode == 64)
        let utc = try Self.clock("UTC")
        let written = try none.applied(to: "x rec:+1w", deadline: 3600 * 9, now: 0, clock: utc)
        #expect(written == "x rec:+1w tz:UTC anchor:01T09:00")
        // An edit's new text that adds a rule to a todo without a due date: refused the same way.
        #expect(throws: TodoError.usage(.recurNeedsDue)) {
            try none.applied(to: "y rec:+1w", previous: "y", deadline: nil, now: 0)
        }
        // An edit's text that keeps the rule it had keeps the series' tokens and needs no due date.
        #expect(
            try none.applied(to: "z", previous: "y rec:+1w tz:UTC anchor:01T09:00", deadline: 9, now: 0, clock: utc)
                == "z rec:+1w tz:UTC anchor:01T09:00")
        // --recur none takes the series' tokens away.
        #expect(
            try RecurrenceOptions(recur: "none", until: nil, wait: nil)
                .applied(to: "y rec:+1w tz:UTC anchor:01T09:00", deadline: 9, now: 0) == "y")
        // A new due date on a repeating todo moves the anchor (in the device's zone).
        let newYork = try Self.clock("America/New_York")
        #expect(
            try none.applied(
                to: "y rec:+1w tz:UTC anchor:01T09:00", previous: "y rec:+1w tz:UTC anchor:01T09:00",
                deadline: newYork.instant(Self.day("2026-07-04"), secondsIntoDay: 8 * 3600), dueChanged: true, now: 0,
                clock: newYork) == "y rec:+1w tz:America/New_York anchor:04T08:00")
    }

    /// The store takes any Int64 as a due date (issue 41, point 4); completing a repeating todo
    /// due at either end makes no next occurrence and does not trap.
    @Test(arguments: [Int64.min, Int64.min + 1, -62_135_596_800, 253_402_300_799, Int64.max - 1, Int64.max])
    func aDueDateAtTheEndsOfInt64MakesNoSuccessor(deadline: Int64) {
        let item = TodoItem(
            id: "edge", text: "Edge rec:+1m", deadline: deadline, createdAt: 0, lastUpdatedBy: "laptop")
        #expect(
            Recurrence.successor(
                of: item, completedAt: 1_800_000_000, deviceID: "laptop", clock: LocalTime(TimeZone.gmt))
                == nil)
    }
}
