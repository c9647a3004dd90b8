import FoundationEssentials
import Testing
import TodoModel

/// Issue 35: the repeat rule's periods and tokens, and the next due day's arithmetic.
@Suite struct RecurrenceRuleTests {
    static func day(_ text: String) -> CivilDay { CivilDay(text: text)! }

    @Test func periodsBecomeTokens() {
        let cases: [(String, String)] = [
            ("daily", "+1d"), ("weekdays", "+1b"), ("weekly", "+1w"), ("monthly", "+1m"), ("yearly", "+1y"),
            ("every 2w", "+2w"), ("every 3d", "+3d"), ("Every 2M", "+2m"), ("every 1y", "+1y"), ("after 3d", "3d"),
            ("after 2w", "2w"), ("+1m", "+1m"), ("10d", "10d"),
        ]
        for (period, token) in cases {
            #expect(RecurrenceRule(period: period)?.tokenValue == token, "\(period)")
        }
    }

    @Test func unknownPeriodsAreRefused() {
        for period in [
            "fortnightly", "every", "every 2", "every +2w", "after", "after 0d", "every 1000d", "2x", "",
            "monthly please",
        ] {
            #expect(RecurrenceRule(period: period) == nil, "\(period)")
        }
    }

    @Test func periodsAreShownAsTyped() {
        #expect(RecurrenceRule(period: "monthly")?.period == "monthly")
        #expect(RecurrenceRule(period: "weekdays")?.period == "weekdays")
        #expect(RecurrenceRule(period: "every 2w")?.period == "every 2w")
        #expect(RecurrenceRule(period: "after 3d")?.period == "after 3d")
        #expect(RecurrenceRule(tokenValue: "1d")?.period == "after 1d")
    }

    @Test func monthEndClampsAndGoesOnFromTheClampedDay() throws {
        let monthly = try #require(RecurrenceRule(period: "monthly"))
        #expect(monthly.step(from: Self.day("2026-01-31")) == Self.day("2026-02-28"))
        #expect(monthly.step(from: Self.day("2028-01-31")) == Self.day("2028-02-29"))
        #expect(monthly.step(from: Self.day("2026-02-28")) == Self.day("2026-03-28"))
        #expect(monthly.step(from: Self.day("2026-12-15")) == Self.day("2027-01-15"))
        let yearly = try #require(RecurrenceRule(period: "yearly"))
        #expect(yearly.step(from: Self.day("2028-02-29")) == Self.day("2029-02-28"))
        #expect(yearly.step(from: Self.day("2027-02-28")) == Self.day("2028-02-28"))
        let two = try #require(RecurrenceRule(period: "every 2m"))
        #expect(two.step(from: Self.day("2026-12-31")) == Self.day("2027-02-28"))
    }

    @Test func weekdaysSkipTheWeekend() throws {
        let weekdays = try #require(RecurrenceRule(period: "weekdays"))
        // 2026-11-27 is a Friday.
        #expect(Self.day("2026-11-27").isoWeekday == 5)
        #expect(weekdays.step(from: Self.day("2026-11-27")) == Self.day("2026-11-30"))
        #expect(weekdays.step(from: Self.day("2026-11-28")) == Self.day("2026-11-30"))
        #expect(weekdays.step(from: Self.day("2026-11-30")) == Self.day("2026-12-01"))
        #expect(RecurrenceRule(period: "every 3b")?.step(from: Self.day("2026-11-26")) == Self.day("2026-12-01"))
    }

    @Test func daysAndWeeksCrossMonthsAndYears() {
        #expect(RecurrenceRule(period: "daily")?.step(from: Self.day("2026-12-31")) == Self.day("2027-01-01"))
        #expect(RecurrenceRule(period: "weekly")?.step(from: Self.day("2028-02-25")) == Self.day("2028-03-03"))
        #expect(RecurrenceRule(period: "every 2w")?.step(from: Self.day("2026-12-25")) == Self.day("2027-01-08"))
    }

    @Test func civilDaysRoundTripThroughDayNumbers() {
        for days in stride(from: -800_000, through: 800_000, by: 997) {
            let day = CivilDay(daysSinceEpoch: days)
            #expect(day.daysSinceEpoch == days)
            #expect(CivilDay(text: day.description) == day || day.year < 1 || day.year > 9999)
        }
        #expect(CivilDay(daysSinceEpoch: 0).description == "1970-01-01")
        #expect(CivilDay(text: "2026-02-29") == nil)
        #expect(CivilDay(text: "2028-02-29") != nil)
        #expect(CivilDay(text: "2026-2-1") == nil)
    }
}

/// SHA-1 and the name-based UUIDs against published vectors.
@Suite struct NameUUIDTests {
    static func hex(_ bytes: [UInt8]) -> String { bytes.map { TextFormat.hex($0).lowercased() }.joined() }

    @Test func sha1MatchesFIPS180Vectors() {
        #expect(Self.hex(SHA1.hash([])) == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        #expect(Self.hex(SHA1.hash(Array("abc".utf8))) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(
            Self.hex(SHA1.hash(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
        #expect(
            Self.hex(SHA1.hash([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)))
                == "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
    }

    @Test func v5MatchesTheRFCAndPythonVectors() throws {
        let dns = try #require(NameUUID.bytes("6ba7b810-9dad-11d1-80b4-00c04fd430c8"))
        // RFC 9562 appendix A.4, and Python's uuid.uuid5(NAMESPACE_DNS, "python.org").
        #expect(NameUUID.v5(namespace: dns, name: "www.example.com") == "2ED6657D-E927-568B-95E1-2665A8AEA6A2")
        #expect(NameUUID.v5(namespace: dns, name: "python.org") == "886313E1-3B8A-5372-9B90-0C9AEE199E5D")
    }
}
