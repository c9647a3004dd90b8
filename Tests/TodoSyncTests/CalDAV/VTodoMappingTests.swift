import Testing
import TodoCalDAV
import TodoICalendar
import TodoModel

/// A todo as a VTODO and back (issue 43, point 3): every field, and every line of another
/// client kept across an edit.
@Suite struct VTodoMappingTests {
    static let madrid = LocalTime(zoneNamed: "Europe/Madrid")
    static let mapping = VTodoMapping(local: madrid)
    /// 2026-12-01 09:00 in Madrid (08:00 UTC).
    static let nine: Int64 = 1_796_112_000
    /// 2026-12-01 00:00 in Madrid (2026-11-30 23:00 UTC).
    static let midnight: Int64 = 1_796_079_600

    static func item(_ text: String = "Pay rent +home") -> TodoItem {
        TodoItem(
            id: "3f1c6a1e-0000-4000-8000-000000000001", text: text, importance: .important, deadline: nine,
            createdAt: 1_796_000_000, changedAt: 1_796_000_100, lastUpdatedBy: "device-a")
    }

    static func parse(_ lines: [String]) throws -> ICalComponent {
        try ICalendar.parse(Array(lines.map { $0 + "\r\n" }.joined().utf8))
    }

    @Test func theInstantsAreRight() {
        #expect(Self.madrid.civilDay(Self.nine).secondsIntoDay == 9 * 3600)
        #expect(Self.madrid.civilDay(Self.midnight).secondsIntoDay == 0)
    }

    /// A todo written as a new task reads back as the same todo, field for field.
    @Test(arguments: [
        item(), item("Call @phone about +car, then +home"), item("no tags at all"),
    ])
    func aTodoRoundTrips(item: TodoItem) throws {
        var items = [item]
        var done = item
        done.done = true
        done.deadline = Self.midnight
        done.importance = .low
        done.color = "#FF8800"
        items.append(done)
        var basic = item
        basic.importance = .basic
        basic.deadline = nil
        items.append(basic)
        for item in items {
            let calendar = Self.mapping.calendar(for: item, over: nil, now: 1_796_200_000)
            let bytes = ICalendar.serialize(calendar)
            let read = try #require(Self.mapping.item(from: try ICalendar.parse(bytes), device: "server"))
            #expect(read == item)
        }
    }

    @Test func fieldsAreWrittenAsOtherClientsReadThem() throws {
        var item = Self.item()
        var todo = try #require(Self.mapping.calendar(for: item, over: nil, now: 0).component("VTODO"))
        #expect(todo.property("SUMMARY")?.text == "Pay rent")
        #expect(todo.property("CATEGORIES")?.texts == ["home"])
        #expect(todo.property("PRIORITY")?.value == "1")
        #expect(todo.property("DUE")?.value == "20261201T080000Z")
        #expect(todo.property("STATUS") == nil)
        item.deadline = Self.midnight
        item.done = true
        item.importance = .low
        todo = try #require(Self.mapping.calendar(for: item, over: nil, now: 0).component("VTODO"))
        #expect(todo.property("DUE")?.value == "20261201")
        #expect(todo.property("DUE")?.parameter("VALUE") == "DATE")
        #expect(todo.property("STATUS")?.value == "COMPLETED")
        #expect(todo.property("COMPLETED")?.value == "19700101T000000Z")
        #expect(todo.property("PRIORITY")?.value == "9")
    }

    /// Another client's task, as a server gave it back: its properties sorted, an alarm, an X-
    /// property with parameters, a due time in its own zone.
    static let foreign = [
        "BEGIN:VCALENDAR", "PRODID:-//Other//EN", "VERSION:2.0",
        "BEGIN:VTODO", "CATEGORIES:home,Errands", "CREATED:20261120T100000Z",
        "DTSTAMP:20261120T100000Z", "DUE;TZID=America/New_York:20261201T090000",
        "LAST-MODIFIED:20261120T100000Z", "PRIORITY:3", "RELATED-TO;RELTYPE=PARENT:p-1",
        "STATUS:NEEDS-ACTION", "SUMMARY:Buy milk\\, eggs", "UID:other-1",
        "X-OTHER;X-P=\"a:b\":kept", "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT15M", "END:VALARM",
        "END:VTODO", "END:VCALENDAR",
    ]

    @Test func anotherClientsTaskReads() throws {
        let item = try #require(Self.mapping.item(from: try Self.parse(Self.foreign), device: "server"))
        #expect(item.id == "other-1")
        #expect(item.text == "Buy milk, eggs +home +Errands")
        #expect(item.importance == .important)
        #expect(item.deadline == 1_796_133_600)  // 09:00 in New York, 14:00 UTC
        #expect(!item.done)
        #expect(item.lastUpdatedBy == "server")
    }

    /// Written back unchanged, the task keeps every line; an edit of one field changes its own
    /// lines, the stamps, and nothing else (the zone of its due time stays).
    @Test func anEditOfAnotherClientsTaskKeepsTheRest() throws {
        let base = try Self.parse(Self.foreign)
        var item = try #require(Self.mapping.item(from: base, device: "server"))
        let same = Self.mapping.calendar(for: item, over: base, now: 1_796_200_000)
        let kept = Self.lines(same)
        // Only what this client adds of its own: the stamps of a task it never wrote.
        #expect(Set(Self.foreign).subtracting(kept) == ["DTSTAMP:20261120T100000Z"])
        #expect(Set(kept).subtracting(Self.foreign).count == 2)  // DTSTAMP now, X-TODO-DEVICE
        item.deadline = 1_796_137_200  // an hour later
        item.text = "Buy milk, eggs +home +Errands"
        let edited = Self.lines(Self.mapping.calendar(for: item, over: base, now: 1_796_200_000))
        #expect(edited.contains("DUE;TZID=America/New_York:20261201T100000"))
        for line in ["X-OTHER;X-P=\"a:b\":kept", "RELATED-TO;RELTYPE=PARENT:p-1", "TRIGGER:-PT15M", "PRIORITY:3"] {
            #expect(edited.contains(line))
        }
        #expect(edited.contains("CATEGORIES:home,Errands"))
        let again = try #require(Self.mapping.item(from: try ICalendar.parse(Self.bytes(edited)), device: "server"))
        #expect(again.deadline == 1_796_137_200)
    }

    /// Times as other clients write them: UTC, floating (the device's clock), a zone this device
    /// knows, a date; an empty or broken value is no due date, not a failed sync.
    @Test(arguments: [
        ("DUE:20261201T080000Z", Int64?(1_796_112_000)),
        ("DUE:20261201T090000", 1_796_112_000),
        ("DUE;TZID=Europe/Madrid:20261201T090000", 1_796_112_000),
        ("DUE;VALUE=DATE:20261201", 1_796_079_600),
        ("DUE;TZID=Not/AZone:20261201T090000", 1_796_112_000),
        ("DUE:", nil),
        ("DUE:20261301", nil),
        ("DUE:2026-12-01", nil),
    ])
    func dueTimesRead(line: String, expected: Int64?) throws {
        let calendar = try Self.parse(["BEGIN:VCALENDAR", "BEGIN:VTODO", "UID:x", line, "END:VTODO", "END:VCALENDAR"])
        #expect(Self.mapping.item(from: calendar, device: "d")?.deadline == expected)
    }

    /// Across Madrid's daylight-saving changes of 2026: a skipped wall time moves forward, a
    /// repeated one is its first occurrence, a date is that day's midnight.
    @Test(arguments: [
        ("DUE;TZID=Europe/Madrid:20260329T023000", Int64?(1_774_747_800)),
        ("DUE;TZID=Europe/Madrid:20261025T023000", 1_792_888_200),
        ("DUE;VALUE=DATE:20260329", 1_774_738_800),
        ("DUE;VALUE=DATE:20261025", 1_792_879_200),
    ])
    func dueTimesAcrossDaylightSaving(line: String, expected: Int64?) throws {
        let calendar = try Self.parse(["BEGIN:VCALENDAR", "BEGIN:VTODO", "UID:x", line, "END:VTODO", "END:VCALENDAR"])
        #expect(Self.mapping.item(from: calendar, device: "d")?.deadline == expected)
    }

    /// A due time in the hour a daylight-saving change repeats is written so that it reads back
    /// as the same instant: the second 02:30 is not the first.
    @Test func aDueTimeInTheRepeatedHourRoundTrips() throws {
        let base = try Self.parse([
            "BEGIN:VCALENDAR", "BEGIN:VTODO", "UID:x", "DUE;TZID=Europe/Madrid:20261025T013000", "END:VTODO",
            "END:VCALENDAR",
        ])
        var item = try #require(Self.mapping.item(from: base, device: "d"))
        for deadline: Int64 in [1_792_888_200, 1_792_888_200 + 3600] {  // 02:30 CEST, then 02:30 CET
            item.deadline = deadline
            let written = Self.mapping.calendar(for: item, over: base, now: 0)
            #expect(Self.mapping.item(from: written, device: "d")?.deadline == deadline)
        }
    }

    @Test(arguments: [
        ("1", Importance.important), ("4", .important), ("5", .basic), ("0", .basic), ("6", .low), ("9", .low),
    ])
    func priorityReadsAsTodomanDoes(priority: String, importance: Importance) throws {
        let calendar = try Self.parse([
            "BEGIN:VCALENDAR", "BEGIN:VTODO", "UID:x", "PRIORITY:\(priority)", "END:VTODO", "END:VCALENDAR",
        ])
        #expect(Self.mapping.item(from: calendar, device: "d")?.importance == importance)
    }

    @Test func aTaskWithoutUIDIsNoTodo() throws {
        let calendar = try Self.parse(["BEGIN:VCALENDAR", "BEGIN:VTODO", "SUMMARY:x", "END:VTODO", "END:VCALENDAR"])
        #expect(Self.mapping.item(from: calendar, device: "d") == nil)
    }

    static func lines(_ calendar: ICalComponent) -> [String] {
        String(decoding: ICalendar.serialize(calendar), as: UTF8.self).components(separatedBy: "\r\n").filter {
            !$0.isEmpty
        }
    }

    /// todoman keeps `X-TODO-DEVICE` when it marks a task done, but writes its own
    /// `LAST-MODIFIED`: the task is then that client's, not this device's (so a sync reports it as
    /// taken from elsewhere); untouched, it stays the device's.
    @Test func anotherClientsEditThatKeptOurWriterIsTheirs() throws {
        let item = Self.item()
        let written = Self.mapping.calendar(for: item, over: nil, now: item.changedAt)
        #expect(Self.mapping.item(from: written, device: "caldav")?.lastUpdatedBy == "device-a")
        var edited = written
        edited.update("VTODO") { todo in
            todo.set(ICalProperty("STATUS", value: "COMPLETED"))
            todo.set(ICalProperty("LAST-MODIFIED", value: "20261129T002027Z"))
        }
        let read = try #require(Self.mapping.item(from: edited, device: "caldav"))
        #expect(read.done)
        #expect(read.lastUpdatedBy == "caldav")
        // A server that rewrites the line (Radicale adds VALUE=DATE-TIME) changes nothing.
        var rewritten = written
        rewritten.update("VTODO") { todo in
            todo.set(
                ICalProperty(
                    "LAST-MODIFIED", parameters: [ICalParameter("VALUE", "DATE-TIME")],
                    value: try! #require(todo.property("LAST-MODIFIED")).value))
        }
        #expect(Self.mapping.item(from: rewritten, device: "caldav")?.lastUpdatedBy == "device-a")
    }

    static func bytes(_ lines: [String]) -> [UInt8] { Array(lines.map { $0 + "\r\n" }.joined().utf8) }
}
