import Foundation
import Testing
import TodoFormats
import TodoKit
import TodoModel

/// The binary links FoundationEssentials alone (no ICU): its local clock is libc's, from `TZ`. Due dates typed and
/// shown under `TZ` must be the ones Foundation's time zones (ICU, in this test process) give.
@Suite struct LocalTimeZoneTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var zone: String
        var now: Int64
        var input: String
        var shown: String

        var testDescription: String { "'\(input)' in \(zone) → \(shown)" }
    }

    static let cases: [Case] = [
        // 2026-03-07 10:00 EST; 02:30 on 03-08 is skipped (→ 03:30), the day has 23 hours.
        Case(zone: "America/New_York", now: 1_772_895_600, input: "2026-03-08 02:30", shown: "2026-03-08 03:30"),
        Case(zone: "America/New_York", now: 1_772_895_600, input: "+2d", shown: "2026-03-09"),
        Case(zone: "America/New_York", now: 1_772_895_600, input: "tomorrow 17:00", shown: "2026-03-08 17:00"),
        // 01:30 on 2026-11-01 happens twice: the first (EDT).
        Case(zone: "America/New_York", now: 1_793_455_200, input: "2026-11-01 01:30", shown: "2026-11-01 01:30"),
        Case(zone: "Europe/Madrid", now: 1_774_695_600, input: "+1d", shown: "2026-03-29"),
        Case(zone: "Europe/Madrid", now: 1_774_695_600, input: "tomorrow 17:00", shown: "2026-03-29 17:00"),
        // Sao Paulo 2018-11-04 began at 01:00: a plain date, shown without a time.
        Case(zone: "America/Sao_Paulo", now: 1_541_257_200, input: "tomorrow", shown: "2018-11-04"),
        Case(zone: "Asia/Kathmandu", now: 1_795_275_000, input: "tomorrow 9:15", shown: "2026-11-22 09:15"),
    ]

    @Test(arguments: cases) func dueDatesFollowTZ(_ row: Case) throws {
        let s = try Sandbox()
        s.now = row.now
        let env = ["TZ": row.zone]
        let item = try s.add(["x", "--due", row.input], env: env)
        let expected = DateInput.parse(row.input, now: row.now, timeZone: TimeZone(identifier: row.zone)!)
        #expect(item.deadline != nil && item.deadline == expected)
        let shown = try s.ok(["show", item.id], env: env).stdout
        #expect(shown.contains(row.shown), "\(shown)")
    }
}
