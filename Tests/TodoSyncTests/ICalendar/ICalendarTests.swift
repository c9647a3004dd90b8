import Testing
import TodoICalendar

/// iCalendar as servers and other clients write it (issue 43, point 3): read leniently, and
/// written back with every line the client did not change as it came.
@Suite struct ICalendarTests {
    static func bytes(_ lines: [String], lineBreak: String = "\r\n") -> [UInt8] {
        Array((lines.joined(separator: lineBreak) + lineBreak).utf8)
    }

    /// Another client's object: unknown properties with parameters, an alarm, several
    /// CATEGORIES lines, a time zone, its own folding (one fold splits a UTF-8 character).
    static let foreign: [UInt8] = {
        var text = ""
        for line in [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Other//Client//EN",
            "BEGIN:VTIMEZONE", "TZID:Europe/Madrid", "BEGIN:STANDARD", "DTSTART:19701025T030000",
            "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "END:STANDARD", "END:VTIMEZONE",
            "BEGIN:VTODO", "UID:abc-123", "SUMMARY:Pay rent\\, today", "X-OTHER;X-PARAM=\"a:b;c\":kept",
            "CATEGORIES:home,errands", "CATEGORIES:money", "DUE;TZID=Europe/Madrid:20261201T090000",
            "DTSTART:", "RELATED-TO;RELTYPE=PARENT:parent-1",
            "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT15M", "DESCRIPTION:Reminder", "END:VALARM",
            "END:VTODO", "END:VCALENDAR",
        ] {
            text += line + "\r\n"
        }
        var bytes = Array(text.utf8)
        // A long description folded by the other client inside "é" (0xC3 0xA9), with a tab.
        let long = Array("DESCRIPTION:caf".utf8) + [0xC3, 0x0D, 0x0A, 0x09, 0xA9] + Array(" au lait\r\n".utf8)
        let alarm = Array("BEGIN:VALARM".utf8)
        let at = bytes.indices.first { Array(bytes[$0...].prefix(alarm.count)) == alarm }!
        bytes.insert(contentsOf: long, at: at)
        return bytes
    }()

    @Test func aForeignObjectReadsAndWritesBackByteForByte() throws {
        let calendar = try ICalendar.parse(Self.foreign)
        #expect(ICalendar.serialize(calendar) == Self.foreign)
        let todo = try #require(calendar.component("VTODO"))
        #expect(todo.property("SUMMARY")?.text == "Pay rent, today")
        #expect(todo.properties("CATEGORIES").flatMap(\.texts) == ["home", "errands", "money"])
        #expect(todo.property("DUE")?.parameter("TZID") == "Europe/Madrid")
        #expect(todo.property("DUE")?.value == "20261201T090000")
        #expect(todo.property("DTSTART")?.value == "")
        #expect(todo.property("X-OTHER")?.parameter("X-PARAM") == "a:b;c")
        #expect(todo.property("DESCRIPTION")?.text == "café au lait")
        #expect(todo.component("VALARM")?.property("TRIGGER")?.value == "-PT15M")
    }

    /// An edit changes its own lines only: every other line, component and fold stays.
    @Test func anEditKeepsEveryOtherLine() throws {
        var calendar = try ICalendar.parse(Self.foreign)
        calendar.update("VTODO") { todo in
            todo.set(todo.property("SUMMARY")!.with(text: "Pay the rent"))
            todo.set(ICalProperty("STATUS", value: "COMPLETED"))
        }
        let written = ICalendar.serialize(calendar)
        let before = Self.lines(Self.foreign)
        let after = Self.lines(written)
        #expect(after.contains("SUMMARY:Pay the rent"))
        #expect(after.contains("STATUS:COMPLETED"))
        #expect(Set(before).subtracting(after) == ["SUMMARY:Pay rent\\, today"])
        #expect(Set(after).subtracting(before) == ["SUMMARY:Pay the rent", "STATUS:COMPLETED"])
        // Read again, the edit is there and the rest is as it was.
        let again = try ICalendar.parse(written)
        #expect(again.component("VTODO")?.property("SUMMARY")?.text == "Pay the rent")
        #expect(again.component("VTODO")?.properties("CATEGORIES").count == 2)
    }

    /// LF-only objects read as CRLF ones do; written back, lines end with CRLF.
    @Test func lfOnlyReadsLikeCRLF() throws {
        let lines = ["BEGIN:VCALENDAR", "BEGIN:VTODO", "UID:1", "SUMMARY:a", " b", "END:VTODO", "END:VCALENDAR"]
        let lf = try ICalendar.parse(Self.bytes(lines, lineBreak: "\n"))
        let crlf = try ICalendar.parse(Self.bytes(lines))
        #expect(lf.component("VTODO")?.property("SUMMARY")?.text == "ab")
        #expect(ICalendar.serialize(lf) == ICalendar.serialize(crlf))
        #expect(ICalendar.serialize(crlf) == Self.bytes(lines))
    }

    /// Text escaping round-trips every character that needs it, and a long value made here is
    /// folded at 75 octets, never inside a UTF-8 character.
    @Test(arguments: [
        "plain", "a, b; c\\d", "two\nlines", "ends with \\", String(repeating: "é", count: 100),
        String(repeating: "x", count: 74) + "€" + String(repeating: "y", count: 200),
    ])
    func textRoundTripsAndFolds(text: String) throws {
        var calendar = ICalComponent("VCALENDAR")
        var todo = ICalComponent("VTODO")
        todo.set(ICalProperty("SUMMARY", text: text))
        calendar.entries.append(.component(todo))
        let bytes = ICalendar.serialize(calendar)
        for line in Self.physicalLines(bytes) {
            #expect(line.count <= 75)
            #expect(line.first.map { $0 & 0xC0 != 0x80 } ?? true)
            #expect(String(validating: line, as: UTF8.self) != nil)
        }
        let read = try ICalendar.parse(bytes)
        #expect(read.component("VTODO")?.property("SUMMARY")?.text == text)
    }

    /// Escapes other clients write that RFC 5545 does not name are kept, not refused.
    @Test func unknownEscapesAreKept() {
        #expect(ICalText.unescape("a\\tb\\") == "a\\tb\\")
        #expect(ICalText.unescape("x\\Ny") == "x\ny")
        #expect(ICalText.split("a\\,b,c") == ["a\\,b", "c"])
    }

    @Test(arguments: [
        (["SUMMARY:x"], ICalError.Reason.textBeforeBegin),
        (["BEGIN:VCALENDAR", "BEGIN:VTODO", "END:VCALENDAR"], .endOfAnotherComponent),
        (["BEGIN:VCALENDAR", "BEGIN:VTODO"], .missingEnd),
        (["END:VTODO"], .endWithoutBegin),
        (["BEGIN:VCALENDAR", "END:VCALENDAR", "SUMMARY:x"], .textAfterEnd),
        ([String](), .empty),
    ])
    func brokenStructureIsAnError(lines: [String], reason: ICalError.Reason) {
        #expect(throws: ICalError.self) { try ICalendar.parse(Self.bytes(lines)) }
        do {
            _ = try ICalendar.parse(lines.isEmpty ? [] : Self.bytes(lines))
        } catch {
            #expect(error.reason == reason)
        }
    }

    /// A parameter value made here that holds `:`, `;` or `,` is quoted, and reads back.
    @Test func parameterValuesAreQuotedWhenTheyMustBe() throws {
        var todo = ICalComponent("VTODO")
        todo.set(ICalProperty("X-A", value: "v").with(parameter: "X-P", "a:b,c"))
        let bytes = ICalendar.serialize(ICalComponent("VCALENDAR", entries: [.component(todo)]))
        #expect(Self.lines(bytes).contains("X-A;X-P=\"a:b,c\":v"))
        #expect(try ICalendar.parse(bytes).component("VTODO")?.property("X-A")?.parameter("X-P") == "a:b,c")
    }

    static func physicalLines(_ bytes: [UInt8]) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var current: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                lines.append(current)
                current = []
                index += 2
            } else {
                current.append(bytes[index])
                index += 1
            }
        }
        return lines
    }

    static func lines(_ bytes: [UInt8]) -> [String] {
        physicalLines(bytes).map { String(decoding: $0, as: UTF8.self) }
    }
}
