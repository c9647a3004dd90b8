import Foundation
import Testing
import TodoFormats
import TodoModel
import TodoTesting

@testable import TodoKit
@testable import TodoText

/// The list's layout: columns fitted to the width, aligned relative due dates, markers.
@Suite("List layout")
struct ListLayoutTests {
    static let now = TerminalStyleTests.now  // 2025-03-10 09:46:40 UTC
    static let today = DateInput.startOfDay(now)
    static let day: Int64 = 86_400

    static func item(_ n: Int, _ text: String, due: Int64? = nil, importance: Importance = .basic) -> TodoItem {
        var item = TodoItem.numbered(n)
        item.text = text
        item.deadline = due
        item.importance = importance
        return item
    }

    @Test("due dates are relative to today, aligned in one column, with a marker for today and overdue")
    func relativeAndAligned() {
        let items = [
            Self.item(1, "Buy milk", due: Self.today),
            Self.item(2, "Pay rent", due: Self.today - 3 * Self.day, importance: .important),
            Self.item(3, "Call mom about the weekend", due: Self.today + Self.day),
            Self.item(4, "Taxes", due: Self.today + 2 * Self.day, importance: .low),
            Self.item(5, "Someday"),
            Self.item(6, "Far away", due: Self.today + 40 * Self.day),
        ]
        var renderer = ListRenderer(now: Self.now)
        let lines = renderer.render(pending: items, done: [], showPending: true, showDone: false).split(separator: "\n")
        #expect(lines.count == 7)
        let rows = lines.dropFirst().map(String.init)
        #expect(rows[0].hasPrefix("> ") && rows[0].hasSuffix("  today"))
        #expect(rows[1].hasPrefix("! ") && rows[1].hasSuffix("  3d overdue"))
        #expect(rows[2].hasPrefix("  ") && rows[2].hasSuffix("  tomorrow"))
        #expect(rows[3].hasSuffix("  in 2d"))
        #expect(rows[4].hasSuffix("Someday"), "no trailing blanks without a due date")
        #expect(rows[5].hasSuffix("  2025-04-19"))
        // Every due column starts where the longest text ends, plus two blanks.
        let start = 2 + 8 + 2 + 4 + "Call mom about the weekend".count + 2
        for index in [0, 1, 2, 3, 5] {
            let due = rows[index].dropFirst(start)
            #expect(!due.hasPrefix(" "), "\(rows[index])")
            #expect(rows[index].prefix(start).hasSuffix("  "), "\(rows[index])")
        }
    }

    @Test("with -v the date follows the relative day")
    func absoluteDates() {
        var renderer = ListRenderer(now: Self.now)
        renderer.absoluteDates = true
        let out = renderer.render(
            pending: [Self.item(1, "a", due: Self.today + Self.day)], done: [], showPending: true, showDone: false)
        #expect(out.contains("tomorrow (2025-03-11)"))
    }

    @Test("on a narrow terminal the text is cut with … so that no line is wider than the terminal")
    func fitsTheWidth() {
        let long = String(repeating: "very long todo text ", count: 8)
        let items = [Self.item(1, long, due: Self.today), Self.item(2, "short")]
        var renderer = ListRenderer(now: Self.now)
        renderer.width = 40
        let out = renderer.render(pending: items, done: [], showPending: true, showDone: false)
        let rows = out.split(separator: "\n").dropFirst()
        #expect(rows.allSatisfy { $0.count < 40 }, "\(out)")
        #expect(rows.first?.contains("…  today") == true, "\(out)")
        #expect(rows.last?.hasSuffix("short") == true)
        // Off a terminal nothing is cut.
        var plain = ListRenderer(now: Self.now)
        #expect(plain.render(pending: items, done: [], showPending: true, showDone: false).contains(long))
    }

    @Test("wide characters count two columns")
    func wideCharacters() {
        #expect(ListRenderer.columns("abc") == 3)
        #expect(ListRenderer.columns("日本") == 4)
        #expect(ListRenderer.fit("日本語のテキスト", columns: 7) == "日本語…")
        #expect(ListRenderer.fit("short", columns: 10) == "short")
    }

    @Test("a filter that matches nothing says so, once")
    func filterNote() {
        var renderer = ListRenderer(now: Self.now)
        renderer.filterNote = #"no todo matches "zzz""#
        #expect(
            renderer.render(pending: [], done: [], showPending: true, showDone: true) == "no todo matches \"zzz\"\n")
        let some = renderer.render(pending: [Self.item(1, "zzz top")], done: [], showPending: true, showDone: true)
        #expect(some.contains("Completed (0)\n  no todo matches \"zzz\"\n"))
    }

    @Test("control characters in a todo's text and owner are escaped in the list")
    func escapes() {
        var renderer = ListRenderer(now: Self.now)
        let item = Self.item(1, "evil\u{1B}[2Jtext")
        renderer.ownerTags[item.id] = "Local\u{1B}]0;x\u{07}"
        let out = renderer.render(pending: [item], done: [], showPending: true, showDone: false)
        #expect(!out.contains("\u{1B}"))
        #expect(out.contains("evil\\x1b[2Jtext"))
    }

    /// `show` lists every field of the table (issue 42, point 1), each once: a new field in
    /// ``TodoField`` is a compile error in `detail`'s switch until it has a line, and fails here
    /// until it has a place.
    @Test func theDetailListsEveryFieldOnce() {
        #expect(ListRenderer.detailOrder.count == TodoField.allCases.count)
        #expect(Set(ListRenderer.detailOrder) == Set(TodoField.allCases))
    }
}
