import Foundation
import Testing
import TodoFormats
import TodoValues

@testable import TodoKit

/// One parse: `input` typed at local time `now` in `zone`, and the local `YYYY-MM-DD HH:MM[:SS]` it must give.
struct DateCase: Sendable, CustomTestStringConvertible {
    var input: String
    var now: String
    var zone: String
    var language: Language
    var expected: String?

    var testDescription: String {
        "'\(input)' at \(now) \(zone) (\(language.rawValue)) → \(expected ?? "nil")"
    }
}

/// A row in UTC and English unless told otherwise.
private func row(
    _ input: String, _ expected: String?, now: String = NaturalDateTests.saturday, zone: String = "UTC",
    _ language: Language = .english
) -> DateCase {
    DateCase(input: input, now: now, zone: zone, language: language, expected: expected)
}

/// Rows that must all be `nil`.
private func rejected(_ inputs: [String], _ language: Language = .english) -> [DateCase] {
    inputs.map { row($0, nil, language) }
}

@Suite("Natural due dates")
struct NaturalDateTests {
    /// Saturday 2026-11-21 15:30 (the clock of most rows); that week runs Monday 16 to Sunday 22.
    static let saturday = "2026-11-21 15:30"

    // MARK: Expectations, computed apart from the parser

    /// Unix seconds of a local `YYYY-MM-DD HH:MM[:SS]` in `zone`, from `DateComponents`.
    static func local(_ text: String, _ zone: String) -> Int64 {
        let numbers = text.split(whereSeparator: { "- :".contains($0) }).map { Int($0)! }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone)!
        let components = DateComponents(
            year: numbers[0], month: numbers[1], day: numbers[2], hour: numbers[3], minute: numbers[4],
            second: numbers.count > 5 ? numbers[5] : 0)
        return Int64(calendar.date(from: components)!.timeIntervalSince1970)
    }

    /// `YYYY-MM-DD HH:MM` (`:SS` when not zero) of `time` in `zone`.
    static func render(_ time: Int64, _ zone: String) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone)!
        let c = calendar.dateComponents(
            [.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: TimeInterval(time)))
        let text = String(format: "%04d-%02d-%02d %02d:%02d", c.year!, c.month!, c.day!, c.hour!, c.minute!)
        return c.second == 0 ? text : text + String(format: ":%02d", c.second!)
    }

    static func check(_ row: DateCase) {
        let got = DateInput.parse(
            row.input, now: local(row.now, row.zone), timeZone: TimeZone(identifier: row.zone)!,
            language: row.language)
        #expect(got.map { render($0, row.zone) } == row.expected)
        #expect(got == row.expected.map { local($0, row.zone) })
    }

    // MARK: Tables

    static let words: [DateCase] = [
        row("today", "2026-11-21 00:00"), row("tomorrow", "2026-11-22 00:00"), row("yesterday", "2026-11-20 00:00"),
        row("TODAY", "2026-11-21 00:00"), row("  Tomorrow  ", "2026-11-22 00:00"),
        row("\tyesterday\n", "2026-11-20 00:00"),
        row("eod", "2026-11-21 00:00"), row("eow", "2026-11-22 00:00"), row("eom", "2026-11-30 00:00"),
        row("eoy", "2026-12-31 00:00"), row("EOM", "2026-11-30 00:00"), row("sow", "2026-11-16 00:00"),
        row("som", "2026-11-01 00:00"), row("soy", "2026-01-01 00:00"),
        row("@1795275000", "2026-11-21 15:30"), row("@0", "1970-01-01 00:00"), row("@-86400", "1969-12-31 00:00"),
        row("@1795275001", "2026-11-21 15:30:01"),
    ]

    static let relative: [DateCase] = [
        row("+0d", "2026-11-21 00:00"), row("+3d", "2026-11-24 00:00"), row("+10d", "2026-12-01 00:00"),
        row("+2w", "2026-12-05 00:00"), row("+1m", "2026-12-21 00:00"), row("+2m", "2027-01-21 00:00"),
        row("+1y", "2027-11-21 00:00"), row("+3D", "2026-11-24 00:00"), row("+2W", "2026-12-05 00:00"),
        row("+1M", "2026-12-21 00:00"), row("+1Y", "2027-11-21 00:00"), row("+03d", "2026-11-24 00:00"),
        row("-3d", "2026-11-18 00:00"), row("-1w", "2026-11-14 00:00"), row("-1m", "2026-10-21 00:00"),
        row("-1y", "2025-11-21 00:00"), row("-11m", "2025-12-21 00:00"),
        row("in 1 day", "2026-11-22 00:00"), row("in 3 days", "2026-11-24 00:00"),
        row("in 1 days", "2026-11-22 00:00"), row("in 1 week", "2026-11-28 00:00"),
        row("in 2 weeks", "2026-12-05 00:00"), row("in 1 month", "2026-12-21 00:00"),
        row("in 3 months", "2027-02-21 00:00"), row("in 1 year", "2027-11-21 00:00"),
        row("in 2 years", "2028-11-21 00:00"), row("In 3 Days", "2026-11-24 00:00"),
        row("  in   3\tdays ", "2026-11-24 00:00"), row("in 0 days", "2026-11-21 00:00"),
        // The bounds: about a century each way (expectations from Python's datetime).
        row("+36500d", "2126-10-28 00:00"), row("in 36500 days", "2126-10-28 00:00"),
        row("+5214w", "2126-10-26 00:00"), row("+1200m", "2126-11-21 00:00"), row("+100y", "2126-11-21 00:00"),
        row("-100y", "1926-11-21 00:00"),
        row("+36501d", nil), row("-36501d", nil), row("+5215w", nil), row("+1201m", nil), row("+101y", nil),
        row("in 101 years", nil), row("+999999d", nil), row("+9999999999999999999999d", nil),
        row("in 99999999999999999999 days", nil),
    ]

    static let monthEnds: [DateCase] = [
        row("+1m", "2026-02-28 00:00", now: "2026-01-31 10:00"),
        row("in 1 month", "2026-02-28 00:00", now: "2026-01-31 10:00"),
        row("+1m", "2028-02-29 00:00", now: "2028-01-31 10:00"),
        row("+1m", "2026-04-30 00:00", now: "2026-03-31 10:00"),
        row("-1m", "2026-02-28 00:00", now: "2026-03-31 10:00"),
        row("+13m", "2027-02-28 00:00", now: "2026-01-31 10:00"),
        row("+2m", "2026-03-31 00:00", now: "2026-01-31 10:00"),
        row("+1m", "2027-01-31 00:00", now: "2026-12-31 10:00"),
        row("+1y", "2029-02-28 00:00", now: "2028-02-29 10:00"),
        row("+4y", "2032-02-29 00:00", now: "2028-02-29 10:00"),
        row("-1y", "2027-02-28 00:00", now: "2028-02-29 10:00"),
        row("+1d", "2027-01-01 00:00", now: "2026-12-31 23:59"),
        row("tomorrow", "2027-01-01 00:00", now: "2026-12-31 10:00"),
        row("yesterday", "2025-12-31 00:00", now: "2026-01-01 00:00"),
        row("+1d", "2028-02-29 00:00", now: "2028-02-28 10:00"),
        row("+1d", "2026-03-01 00:00", now: "2026-02-28 10:00"),
        row("eom", "2026-02-28 00:00", now: "2026-02-10 10:00"),
        row("eom", "2028-02-29 00:00", now: "2028-02-10 10:00"),
        row("eom", "2100-02-28 00:00", now: "2100-02-10 10:00"),
        row("eom", "2000-02-29 00:00", now: "2000-02-10 10:00"),
        row("eom", "2026-04-30 00:00", now: "2026-04-30 23:00"),
        row("eom", "2026-12-31 00:00", now: "2026-12-01 00:00"),
        row("eoy", "2026-12-31 00:00", now: "2026-12-31 23:59"),
        row("som", "2026-12-01 00:00", now: "2026-12-31 23:59"),
        row("eow", "2026-11-22 00:00", now: "2026-11-22 23:00"),
        row("eow", "2026-11-22 00:00", now: "2026-11-16 00:00"),
        row("eow", "2027-01-03 00:00", now: "2026-12-29 10:00"),
        row("sow", "2026-11-16 00:00", now: "2026-11-22 23:00"),
        row("sow", "2026-11-16 00:00", now: "2026-11-16 00:00"),
        row("sow", "2026-12-28 00:00", now: "2027-01-02 10:00"),
    ]

    static let isoDates: [DateCase] = [
        row("2026-01-05", "2026-01-05 00:00"), row("2026-1-5", "2026-01-05 00:00"),
        row("2026-01-5", "2026-01-05 00:00"), row("2026-1-05", "2026-01-05 00:00"),
        row(" 2026-12-31 ", "2026-12-31 00:00"), row("1970-01-01", "1970-01-01 00:00"),
        row("9999-12-31", "9999-12-31 00:00"), row("1999-12-31", "1999-12-31 00:00"),
        row("2028-02-29", "2028-02-29 00:00"), row("2000-02-29", "2000-02-29 00:00"),
        row("2024-02-29", "2024-02-29 00:00"),
        row("2026-02-29", nil), row("2100-02-29", nil), row("1900-02-29", nil), row("2026-02-30", nil),
        row("2026-04-31", nil), row("2026-01-32", nil), row("2026-01-00", nil), row("2026-00-10", nil),
        row("2026-13-01", nil), row("0000-01-01", nil), row("10000-01-01", nil), row("26-01-01", nil),
        row("2026-001-01", nil), row("2026-01-001", nil), row("2026-1-", nil), row("2026--1", nil),
        row("2026-01", nil), row("2026-01-05-", nil), row("2026/01/05", nil), row("-2026-01-05", nil),
        row("+2026-01-05", nil), row("2026-+1-05", nil), row("２０２６-01-05", nil),
    ]

    static let times: [DateCase] = [
        row("17:00", "2026-11-21 17:00"), row("9:05", "2026-11-21 09:05"), row("0:00", "2026-11-21 00:00"),
        row("tomorrow 17:00", "2026-11-22 17:00"), row("Tomorrow  17:00", "2026-11-22 17:00"),
        row("fri 9:30", "2026-11-27 09:30"), row("next monday 9:00", "2026-11-23 09:00"),
        row("2026-12-01 09:30", "2026-12-01 09:30"), row("2026-12-01T09:30", "2026-12-01 09:30"),
        row("2026-12-01t09:30", "2026-12-01 09:30"), row("2026-12-01T09:30:15", "2026-12-01 09:30:15"),
        row("2026-12-01 09:30:15", "2026-12-01 09:30:15"), row("2026-1-5T23:59", "2026-01-05 23:59"),
        row("tomorrow 23:59", "2026-11-22 23:59"), row("yesterday 12:00", "2026-11-20 12:00"),
        row("in 3 days 08:15", "2026-11-24 08:15"), row("+1w 9:00", "2026-11-28 09:00"),
        row("eom 17:00", "2026-11-30 17:00"), row("eod 18:00", "2026-11-21 18:00"),
        row("5pm", "2026-11-21 17:00"), row("5PM", "2026-11-21 17:00"), row("5:30pm", "2026-11-21 17:30"),
        row("tomorrow 5 pm", "2026-11-22 17:00"), row("tomorrow 5:30 am", "2026-11-22 05:30"),
        row("12am", "2026-11-21 00:00"), row("12pm", "2026-11-21 12:00"), row("12:30am", "2026-11-21 00:30"),
        row("11pm", "2026-11-21 23:00"), row("fri 9am", "2026-11-27 09:00"),
        row("tomorrow 24:00", nil), row("tomorrow 25:00", nil), row("tomorrow 7:60", nil), row("24:00", nil),
        row("7:60", nil), row("17:00:60", nil), row("tomorrow 9", nil), row("tomorrow 9:5", nil),
        row("tomorrow 09:005", nil), row("tomorrow 123:00", nil), row("tomorrow :30", nil), row("13pm", nil),
        row("0am", nil), row("12:60pm", nil), row("5:30:00pm", nil), row("pm", nil), row("tomorrow pm", nil),
        row("2026-12-01T24:00", nil), row("2026-12-01T", nil), row("2026-12-01T5pm", nil),
        row("2026-02-30T09:30", nil), row("T09:30", nil), row("2026-12-01 T09:30", nil),
        row("17:00 tomorrow", nil), row("@100 17:00", nil), row("tomorrow 17:00 18:00", nil),
    ]

    static let weekdayNames = [
        ["sun", "sunday"], ["mon", "monday"], ["tue", "tues", "tuesday"], ["wed", "wednesday"],
        ["thu", "thur", "thurs", "thursday"], ["fri", "friday"], ["sat", "saturday"],
    ]

    /// Every weekday name, bare and after `next`, from each day of the week of Monday 2026-11-16.
    static let weekdays: [DateCase] = (16...22).flatMap { today -> [DateCase] in
        weekdayNames.enumerated().flatMap { index, names -> [DateCase] in
            // 2026-11-15 was a Sunday (index 0), so day `d` of November has index (d - 15) % 7.
            let ahead = (index - (today - 15) % 7 + 7) % 7
            let day = today + (ahead == 0 ? 7 : ahead)
            let expected = String(format: "2026-%02d-%02d 00:00", day > 30 ? 12 : 11, day > 30 ? day - 30 : day)
            return names.flatMap { [$0, "next " + $0, $0.uppercased()] }.map {
                row($0, expected, now: String(format: "2026-11-%02d 12:00", today))
            }
        }
    }

    /// The same, written out by hand, from Friday 2026-11-20.
    static let friday: [DateCase] = [
        row("fri", "2026-11-27 00:00", now: "2026-11-20 08:00"),
        row("Friday", "2026-11-27 00:00", now: "2026-11-20 08:00"),
        row("next fri", "2026-11-27 00:00", now: "2026-11-20 08:00"),
        row("sat", "2026-11-21 00:00", now: "2026-11-20 08:00"),
        row("sun", "2026-11-22 00:00", now: "2026-11-20 08:00"),
        row("mon", "2026-11-23 00:00", now: "2026-11-20 08:00"),
        row("thu", "2026-11-26 00:00", now: "2026-11-20 23:59"),
        row("eow", "2026-11-22 00:00", now: "2026-11-20 08:00"),
        row("wed", "2026-12-02 00:00", now: "2026-11-26 08:00"),
    ]

    static let spanish: [DateCase] = [
        row("hoy", "2026-11-21 00:00", .spanish), row("mañana", "2026-11-22 00:00", .spanish),
        row("manana", "2026-11-22 00:00", .spanish), row("MAÑANA", "2026-11-22 00:00", .spanish),
        row("man\u{0303}ana", "2026-11-22 00:00", .spanish), row("ayer", "2026-11-20 00:00", .spanish),
        row("lunes", "2026-11-23 00:00", .spanish), row("martes", "2026-11-24 00:00", .spanish),
        row("miércoles", "2026-11-25 00:00", .spanish), row("miercoles", "2026-11-25 00:00", .spanish),
        row("mie\u{0301}rcoles", "2026-11-25 00:00", .spanish), row("jueves", "2026-11-26 00:00", .spanish),
        row("viernes", "2026-11-27 00:00", .spanish), row("sábado", "2026-11-28 00:00", .spanish),
        row("sabado", "2026-11-28 00:00", .spanish), row("Sábado", "2026-11-28 00:00", .spanish),
        row("domingo", "2026-11-22 00:00", .spanish),
        row("próximo lunes", "2026-11-23 00:00", .spanish), row("proximo lunes", "2026-11-23 00:00", .spanish),
        row("pro\u{0301}ximo lunes", "2026-11-23 00:00", .spanish),
        row("el próximo lunes", "2026-11-23 00:00", .spanish),
        row("el proximo lunes", "2026-11-23 00:00", .spanish), row("el lunes", "2026-11-23 00:00", .spanish),
        row("El Sábado", "2026-11-28 00:00", .spanish), row("el domingo", "2026-11-22 00:00", .spanish),
        row("fin de día", "2026-11-21 00:00", .spanish), row("fin de dia", "2026-11-21 00:00", .spanish),
        row("fin de semana", "2026-11-22 00:00", .spanish), row("fin de mes", "2026-11-30 00:00", .spanish),
        row("fin de año", "2026-12-31 00:00", .spanish), row("fin de ano", "2026-12-31 00:00", .spanish),
        row("fin  de   mes", "2026-11-30 00:00", .spanish),
        row("en 1 día", "2026-11-22 00:00", .spanish), row("en 3 días", "2026-11-24 00:00", .spanish),
        row("en 3 dias", "2026-11-24 00:00", .spanish), row("en 1 semana", "2026-11-28 00:00", .spanish),
        row("en 2 semanas", "2026-12-05 00:00", .spanish), row("en 1 mes", "2026-12-21 00:00", .spanish),
        row("en 3 meses", "2027-02-21 00:00", .spanish), row("en 1 año", "2027-11-21 00:00", .spanish),
        row("en 2 años", "2028-11-21 00:00", .spanish), row("en 2 anos", "2028-11-21 00:00", .spanish),
        row("mañana 17:00", "2026-11-22 17:00", .spanish), row("el viernes 9:30", "2026-11-27 09:30", .spanish),
        row("fin de mes 18:00", "2026-11-30 18:00", .spanish), row("en 3 días 8:00", "2026-11-24 08:00", .spanish),
        row("hoy 5pm", "2026-11-21 17:00", .spanish),
        // English is always accepted.
        row("tomorrow", "2026-11-22 00:00", .spanish), row("in 3 days", "2026-11-24 00:00", .spanish),
        row("next mon", "2026-11-23 00:00", .spanish), row("eom", "2026-11-30 00:00", .spanish),
        row("+1m", "2026-12-21 00:00", .spanish), row("2026-12-01T09:30", "2026-12-01 09:30", .spanish),
    ]

    static let spanishOnlyInSpanish: [DateCase] =
        rejected([
            "hoy", "mañana", "manana", "man\u{0303}ana", "ayer", "lunes", "miércoles", "sábado", "el lunes",
            "próximo lunes", "fin de mes", "fin de semana", "fin de año", "en 3 días", "en 1 año", "mañana 17:00",
        ])
        + rejected(
            [
                "en 3 days", "in 3 días", "next lunes", "próximo mon", "el", "próximo", "el mañana", "fin de",
                "fin del mes", "en días", "en 3", "pasado mañana", "mañana mañana",
            ], .spanish)

    static let garbage: [DateCase] = rejected([
        "", " ", "\t", "fri2", "+d", "in days", "2026-1-", "tomorrow 25:00", "tomorow", "+3x", "+3", "3d", "++3d",
        "+-3d", "+3dd", "+ 3d", "+3 d", "+3.5d", "+٣d", "in 3", "in three days", "in -3 days", "in +3 days",
        "in 3 dayz", "in 3 days ago", "3 days", "next", "next week", "next next mon", "today today", "mon tue",
        "fri 2", "@", "@1.5", "@ 5", "@5 @6", "@9223372036854775808", "t", "noon", "now", "1700", "17", "monday!",
        "tomorrow,", "thursd", "mo", "eo", "eomm", "2026-01-05 2026-01-06",
    ])

    // MARK: Daylight saving and odd zones

    static let daylightSaving: [DateCase] = [
        // America/New_York springs forward 2026-03-08 02:00 → 03:00: that day has 23 hours.
        row("+1d", "2026-03-08 00:00", now: "2026-03-07 10:00", zone: "America/New_York"),
        row("tomorrow", "2026-03-08 00:00", now: "2026-03-07 23:30", zone: "America/New_York"),
        row("+2d", "2026-03-09 00:00", now: "2026-03-07 10:00", zone: "America/New_York"),
        row("tomorrow 17:00", "2026-03-08 17:00", now: "2026-03-07 10:00", zone: "America/New_York"),
        row("today", "2026-03-08 00:00", now: "2026-03-08 12:00", zone: "America/New_York"),
        row("17:00", "2026-03-08 17:00", now: "2026-03-08 12:00", zone: "America/New_York"),
        row("yesterday", "2026-03-07 00:00", now: "2026-03-08 12:00", zone: "America/New_York"),
        row("+1w", "2026-03-14 00:00", now: "2026-03-07 10:00", zone: "America/New_York"),
        row("+1m", "2026-04-07 00:00", now: "2026-03-07 10:00", zone: "America/New_York"),
        row("sun", "2026-03-08 00:00", now: "2026-03-07 10:00", zone: "America/New_York"),
        // 02:30 does not exist that day: it moves forward by the gap.
        row("2026-03-08 02:30", "2026-03-08 03:30", now: "2026-03-07 10:00", zone: "America/New_York"),
        // Falls back 2026-11-01 02:00 → 01:00: that day has 25 hours.
        row("+1d", "2026-11-01 00:00", now: "2026-10-31 10:00", zone: "America/New_York"),
        row("+2d", "2026-11-02 00:00", now: "2026-10-31 10:00", zone: "America/New_York"),
        row("tomorrow 17:00", "2026-11-01 17:00", now: "2026-10-31 10:00", zone: "America/New_York"),
        row("tomorrow", "2026-11-02 00:00", now: "2026-11-01 23:30", zone: "America/New_York"),
        row("today", "2026-11-01 00:00", now: "2026-11-01 23:30", zone: "America/New_York"),
        // Europe/Madrid springs forward 2026-03-29 02:00 → 03:00, falls back 2026-10-25 03:00 → 02:00.
        row("+1d", "2026-03-29 00:00", now: "2026-03-28 12:00", zone: "Europe/Madrid"),
        row("tomorrow 17:00", "2026-03-29 17:00", now: "2026-03-28 12:00", zone: "Europe/Madrid"),
        row("mañana 17:00", "2026-03-29 17:00", now: "2026-03-28 12:00", zone: "Europe/Madrid", .spanish),
        row("+2d", "2026-03-30 00:00", now: "2026-03-28 12:00", zone: "Europe/Madrid"),
        row("2026-03-29 02:30", "2026-03-29 03:30", now: "2026-03-28 12:00", zone: "Europe/Madrid"),
        row("+1d", "2026-10-26 00:00", now: "2026-10-25 12:00", zone: "Europe/Madrid"),
        row("eom", "2026-03-31 00:00", now: "2026-03-28 12:00", zone: "Europe/Madrid"),
        // In America/Sao_Paulo 2018-11-04 began at 01:00: midnight did not exist.
        row("tomorrow", "2018-11-04 01:00", now: "2018-11-03 12:00", zone: "America/Sao_Paulo"),
        row("+1d", "2018-11-04 01:00", now: "2018-11-03 12:00", zone: "America/Sao_Paulo"),
        row("2018-11-04", "2018-11-04 01:00", now: "2018-11-03 12:00", zone: "America/Sao_Paulo"),
        row("tomorrow 12:00", "2018-11-04 12:00", now: "2018-11-03 12:00", zone: "America/Sao_Paulo"),
        row("+2d", "2018-11-05 00:00", now: "2018-11-03 12:00", zone: "America/Sao_Paulo"),
        // Pacific/Apia skipped 2011-12-30 altogether.
        row("tomorrow", "2011-12-31 00:00", now: "2011-12-29 12:00", zone: "Pacific/Apia"),
        // Zones far from UTC: the local day, not the UTC one.
        row("today", "2026-11-22 00:00", now: "2026-11-22 00:30", zone: "Pacific/Kiritimati"),
        row("tomorrow", "2026-11-22 00:00", now: "2026-11-21 23:30", zone: "Pacific/Pago_Pago"),
        row("tomorrow 9:15", "2026-11-22 09:15", now: "2026-11-21 23:59", zone: "Asia/Kathmandu"),
    ]

    // MARK: Tests

    @Test(arguments: words) func dayWords(_ row: DateCase) { Self.check(row) }
    @Test(arguments: relative) func relativeOffsets(_ row: DateCase) { Self.check(row) }
    @Test(arguments: monthEnds) func monthAndWeekEnds(_ row: DateCase) { Self.check(row) }
    @Test(arguments: isoDates) func isoDatesAndLeapYears(_ row: DateCase) { Self.check(row) }
    @Test(arguments: times) func timesOfDay(_ row: DateCase) { Self.check(row) }
    @Test(arguments: weekdays + friday) func weekdayNames(_ row: DateCase) { Self.check(row) }
    @Test(arguments: spanish) func spanishForms(_ row: DateCase) { Self.check(row) }
    @Test(arguments: spanishOnlyInSpanish) func spanishOnlyUnderSpanish(_ row: DateCase) { Self.check(row) }
    @Test(arguments: garbage) func rejectsGarbage(_ row: DateCase) { Self.check(row) }
    @Test(arguments: daylightSaving) func daylightSavingAndOddZones(_ row: DateCase) { Self.check(row) }

    /// A few results checked against Unix seconds worked out by hand.
    @Test func literalUnixSeconds() {
        let utc = TimeZone(identifier: "UTC")!
        let newYork = TimeZone(identifier: "America/New_York")!
        let madrid = TimeZone(identifier: "Europe/Madrid")!
        // 2026-01-01 00:00 UTC is 1_767_225_600; 2026-11-21 (day 324 of the year) 15:30 UTC is 1_795_275_000.
        let saturday: Int64 = 1_795_275_000
        #expect(DateInput.parse("tomorrow 17:00", now: saturday, timeZone: utc) == 1_795_366_800)
        #expect(DateInput.parse("eom", now: saturday, timeZone: utc) == 1_795_996_800)
        #expect(DateInput.parse("2026-01-01", now: saturday, timeZone: utc) == 1_767_225_600)
        #expect(DateInput.parse("2026-1-1T00:00:01", now: saturday, timeZone: utc) == 1_767_225_601)
        // 2026-03-07 10:00 EST = 15:00Z. Midnight 03-08 is EST (05:00Z); 17:00 and 03-09 midnight are EDT.
        let march: Int64 = 1_772_895_600
        #expect(DateInput.parse("+1d", now: march, timeZone: newYork) == 1_772_946_000)
        #expect(DateInput.parse("+2d", now: march, timeZone: newYork) == 1_773_028_800)
        #expect(DateInput.parse("tomorrow 17:00", now: march, timeZone: newYork) == 1_773_003_600)
        // 2026-10-31 10:00 EDT = 14:00Z. 11-01 midnight is EDT (04:00Z), 17:00 EST (22:00Z), 11-02 EST (05:00Z).
        let october: Int64 = 1_793_455_200
        #expect(DateInput.parse("+1d", now: october, timeZone: newYork) == 1_793_505_600)
        #expect(DateInput.parse("+2d", now: october, timeZone: newYork) == 1_793_595_600)
        #expect(DateInput.parse("tomorrow 17:00", now: october, timeZone: newYork) == 1_793_570_400)
        // 01:30 happens twice on 2026-11-01: the first, EDT (05:30Z).
        #expect(DateInput.parse("2026-11-01 01:30", now: october, timeZone: newYork) == 1_793_511_000)
        // 2026-03-28 12:00 CET = 11:00Z. 03-29 midnight CET = 23:00Z the day before; 17:00 CEST = 15:00Z.
        let spring: Int64 = 1_774_695_600
        #expect(DateInput.parse("+1d", now: spring, timeZone: madrid) == 1_774_738_800)
        #expect(DateInput.parse("mañana 17:00", now: spring, timeZone: madrid, language: .spanish) == 1_774_796_400)
        // Sao Paulo 2018-11-04 began at 01:00 -02 (03:00Z).
        let saoPaulo = TimeZone(identifier: "America/Sao_Paulo")!
        #expect(DateInput.parse("tomorrow", now: 1_541_257_200, timeZone: saoPaulo) == 1_541_300_400)
    }

    @Test func unixSecondsTakeAnyInt64() {
        let utc = TimeZone(identifier: "UTC")!
        #expect(DateInput.parse("@9223372036854775807", now: 0, timeZone: utc) == .max)
        #expect(DateInput.parse("@-9223372036854775808", now: 0, timeZone: utc) == .min)
        #expect(DateInput.parse("@-1", now: .max, timeZone: utc) == -1)
        #expect(DateInput.parse("@9223372036854775808", now: 0, timeZone: utc) == nil)
    }

    /// A clock outside years 1–9999 gives `nil` for relative forms, never a crash.
    @Test(arguments: [Int64.max, .min, 253_402_300_800, -62_235_596_800])
    func absurdClocksDoNotCrash(_ now: Int64) {
        let utc = TimeZone(identifier: "UTC")!
        for text in ["today", "tomorrow", "+36500d", "-100y", "eoy", "eom", "fri", "17:00"] {
            #expect(DateInput.parse(text, now: now, timeZone: utc) == nil)
        }
    }

    /// Near year 9999 the bounds still hold: past it is `nil`, not an overflow.
    @Test func nearTheEndOfTime() {
        let utc = TimeZone(identifier: "UTC")!
        let now = Self.local("9999-12-30 12:00", "UTC")
        #expect(DateInput.parse("tomorrow", now: now, timeZone: utc) == Self.local("9999-12-31 00:00", "UTC"))
        #expect(DateInput.parse("+2d", now: now, timeZone: utc) == nil)
        #expect(DateInput.parse("+1m", now: now, timeZone: utc) == nil)
        #expect(DateInput.parse("+100y", now: now, timeZone: utc) == nil)
        #expect(DateInput.parse("eoy 23:59", now: now, timeZone: utc) == Self.local("9999-12-31 23:59", "UTC"))
        let start = Self.local("0001-01-02 12:00", "UTC")
        #expect(DateInput.parse("-1y", now: start, timeZone: utc) == nil)
        #expect(DateInput.parse("-1m", now: start, timeZone: utc) == nil)
    }

    /// The old call, without `language`, is English.
    @Test func defaultLanguageIsEnglish() {
        let utc = TimeZone(identifier: "UTC")!
        let now = Self.local(Self.saturday, "UTC")
        #expect(DateInput.parse("tomorrow", now: now, timeZone: utc) == Self.local("2026-11-22 00:00", "UTC"))
        #expect(DateInput.parse("mañana", now: now, timeZone: utc) == nil)
        #expect(DateInput.parse("mañana", now: now, timeZone: utc, language: .spanish) != nil)
    }

    @Test func acceptedFormsAreOneLineEach() {
        let english = DateInput.acceptedForms(language: .english)
        let spanish = DateInput.acceptedForms(language: .spanish)
        for forms in [english, spanish] {
            #expect(!forms.contains("\n"))
            for sample in ["+3d", "+1m", "@", "2026-12-01T09:30", "tomorrow", "next mon", "in 3 days", "eom"] {
                #expect(forms.contains(sample), "\(sample) missing from \(forms)")
            }
        }
        #expect(english.hasPrefix("YYYY-MM-DD, today, tomorrow, yesterday, mon…sun, next mon"))
        #expect(!english.contains("mañana"))
        #expect(spanish.hasPrefix("AAAA-MM-DD, hoy, mañana, ayer, lunes…domingo, próximo lunes"))
        for sample in ["fin de mes", "en 3 días", "mañana 17:00", "inglés"] {
            #expect(spanish.contains(sample))
        }
        #expect(spanish.range(of: "mañana")!.lowerBound < spanish.range(of: "tomorrow")!.lowerBound)
    }

    /// Every form the help lists parses (with its example numbers).
    @Test(arguments: Language.allCases) func listedFormsParse(_ language: Language) {
        let utc = TimeZone(identifier: "UTC")!
        let now = Self.local(Self.saturday, "UTC")
        var listed = [
            "today", "tomorrow", "yesterday", "mon", "sun", "next mon", "eod", "eow", "eom", "eoy", "+3d", "+2w",
            "+1m", "+1y", "in 3 days", "@1795275000", "tomorrow 17:00", "fri 5pm", "2026-12-01T09:30",
        ]
        if language == .spanish {
            listed += [
                "hoy", "mañana", "ayer", "lunes", "domingo", "próximo lunes", "fin de día", "fin de semana",
                "fin de mes", "fin de año", "en 3 días", "mañana 17:00",
            ]
        }
        for text in listed {
            #expect(DateInput.parse(text, now: now, timeZone: utc, language: language) != nil, "\(text)")
        }
    }
}
