import Testing
import TodoCalDAV
import TodoICalendar
import TodoModel

/// Recurrence and waiting as other clients read them (issue 43, point 3): `rec:` ↔ `RRULE`,
/// `until:` ↔ its `UNTIL`, `t:` ↔ `DTSTART`, every token kept exactly in `X-TODO-TOKENS`.
@Suite struct VTodoTokensTests {
    static let mapping = VTodoMapping(local: LocalTime(zoneNamed: "Europe/Madrid"))
    /// 2026-12-01 09:00 in Madrid.
    static let nine: Int64 = 1_796_112_000

    static func item(_ text: String) -> TodoItem {
        TodoItem(
            id: "6c1e0e3a-0000-4000-8000-0000000000aa", text: text, deadline: nine, createdAt: 1_796_000_000,
            changedAt: 1_796_000_100, lastUpdatedBy: "device-a")
    }

    static func todo(_ item: TodoItem, over base: ICalComponent? = nil) -> ICalComponent {
        mapping.calendar(for: item, over: base, now: item.changedAt)
    }

    @Test(
        arguments: [
            ("Pay rent +home rec:+1m", "FREQ=MONTHLY", nil),
            ("Water the plants rec:3d t:2026-11-28", nil, "20261128"),
            ("Stand-up rec:+1b until:2027-06-30", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20270630", nil),
            ("Bills rec:+2m tz:Europe/Madrid anchor:01T09:00", "FREQ=MONTHLY;INTERVAL=2", nil),
            ("rec:+1y Renew the passport", "FREQ=YEARLY", nil),
        ] as [(String, String?, String?)])
    func tokensRoundTripAndReadAsOtherClientsDo(text: String, rrule: String?, dtstart: String?) throws {
        let item = Self.item(text)
        let calendar = try ICalendar.parse(ICalendar.serialize(Self.todo(item)))
        let todo = try #require(calendar.component("VTODO"))
        #expect(todo.property("RRULE")?.value == rrule)
        #expect(todo.property("DTSTART")?.value == dtstart)
        #expect(todo.property("X-TODO-TOKENS") != nil)
        #expect(Self.mapping.item(from: calendar, device: "caldav") == item)
        // The summary is the words, when the tokens come back at the end.
        if text.hasPrefix("rec:") {
            #expect(todo.property("SUMMARY")?.text == text)
        } else {
            #expect(todo.property("SUMMARY")?.text.contains(":") == false)
        }
    }

    /// Another client makes the monthly series weekly and the task wait: they win, and the series'
    /// zone and anchor (of the monthly rule) go with the old rule.
    @Test func anotherClientsRuleAndStartWin() throws {
        let item = Self.item("Bills rec:+1m tz:Europe/Madrid anchor:01T09:00")
        var calendar = Self.todo(item)
        calendar.update("VTODO") { todo in
            todo.set(ICalProperty("RRULE", value: "FREQ=WEEKLY;INTERVAL=2"))
            todo.set(ICalProperty("DTSTART", parameters: [ICalParameter("VALUE", "DATE")], value: "20261125"))
        }
        let read = try #require(Self.mapping.item(from: calendar, device: "caldav"))
        #expect(read.text == "Bills rec:+2w t:2026-11-25")
        // Written back, it is what the other client wrote.
        let again = Self.todo(read, over: calendar).component("VTODO")
        #expect(again?.property("RRULE")?.value == "FREQ=WEEKLY;INTERVAL=2")
        #expect(again?.property("X-TODO-TOKENS")?.text == "rec:+2w t:2026-11-25")
    }

    /// A rule this client has no words for, and an empty `DTSTART:`, are not read as tokens, fail
    /// nothing, and stay byte for byte across an edit here.
    @Test func aRuleThisClientCannotSayIsKept() throws {
        let lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//phone//EN", "BEGIN:VTODO", "UID:phone-1",
            "SUMMARY:Pay the gardener", "RRULE:FREQ=MONTHLY;BYMONTHDAY=15;COUNT=6", "DTSTART:",
            "END:VTODO", "END:VCALENDAR",
        ]
        let calendar = try ICalendar.parse(Array(lines.map { $0 + "\r\n" }.joined().utf8))
        var read = try #require(Self.mapping.item(from: calendar, device: "caldav"))
        #expect(read.text == "Pay the gardener")
        read.done = true
        let written = String(decoding: ICalendar.serialize(Self.todo(read, over: calendar)), as: UTF8.self)
        #expect(written.contains("RRULE:FREQ=MONTHLY;BYMONTHDAY=15;COUNT=6\r\n"))
        #expect(written.contains("DTSTART:\r\n"))
        #expect(!written.contains("X-TODO-TOKENS"))
    }

    /// Waiting removed here removes the `DTSTART`; the rule removed removes the `RRULE`.
    @Test func tokensRemovedHereLeaveTheTask() throws {
        let calendar = Self.todo(Self.item("Water the plants rec:+1w t:2026-11-28"))
        let plain = Self.todo(Self.item("Water the plants"), over: calendar).component("VTODO")
        #expect(plain?.property("RRULE") == nil)
        #expect(plain?.property("DTSTART") == nil)
        #expect(plain?.property("X-TODO-TOKENS") == nil)
    }
}
