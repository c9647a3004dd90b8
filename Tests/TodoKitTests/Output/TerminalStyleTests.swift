import Foundation
import Testing
import TodoModel

@testable import TodoKit
@testable import TodoText

/// Colour decisions and the coloured list and detail views.
@Suite("Terminal colour")
struct TerminalStyleTests {
    static let now: Int64 = 1_741_600_000  // 2025-03-10 09:46:40 UTC
    static let esc = "\u{1B}["

    static func item(
        _ text: String, importance: Importance = .basic, deadline: Int64? = nil, done: Bool = false
    ) -> TodoItem {
        var item = ListLayoutTests.item(1, text, due: deadline, importance: importance)
        item.done = done
        return item
    }

    @Test("colour only on a terminal, and never with NO_COLOR, TERM=dumb or --no-color")
    func decision() {
        #expect(TerminalStyle.colors(isTerminal: true, environment: [:], noColorFlag: false))
        #expect(TerminalStyle.colors(isTerminal: true, environment: ["TERM": "xterm-256color"], noColorFlag: false))
        #expect(!TerminalStyle.colors(isTerminal: false, environment: [:], noColorFlag: false))
        #expect(!TerminalStyle.colors(isTerminal: true, environment: [:], noColorFlag: true))
        #expect(!TerminalStyle.colors(isTerminal: true, environment: ["NO_COLOR": "1"], noColorFlag: false))
        #expect(!TerminalStyle.colors(isTerminal: true, environment: ["NO_COLOR": "0"], noColorFlag: false))
        #expect(!TerminalStyle.colors(isTerminal: true, environment: ["TERM": "dumb"], noColorFlag: false))
        // no-color.org: an empty NO_COLOR does not disable colour.
        #expect(TerminalStyle.colors(isTerminal: true, environment: ["NO_COLOR": ""], noColorFlag: false))
    }

    @Test("the list colours important, low, overdue and done when the style is on")
    func colouredList() {
        let pending = [
            Self.item("urgent", importance: .important),
            Self.item("someday", importance: .low),
            Self.item("late", deadline: Self.now - 3 * 86_400),
        ]
        let done = [Self.item("finished", done: true)]
        var renderer = ListRenderer(now: Self.now, style: .ansi)
        let out = renderer.render(pending: pending, done: done, showPending: true, showDone: true)
        let reset = TerminalStyle.reset
        #expect(out.contains(TerminalStyle.code(.important) + "!!" + reset + " urgent"))
        #expect(out.contains(TerminalStyle.code(.low) + "↓" + reset + " someday"))
        #expect(out.contains(TerminalStyle.code(.overdue) + "3d overdue" + reset))
        #expect(out.contains(TerminalStyle.code(.overdue) + "!" + reset + " "))
        #expect(out.contains(TerminalStyle.code(.done) + "[x]" + reset + " " + TerminalStyle.code(.faded) + "finished"))
        // Codes wrap pieces of lines: on every line, each code that starts a tone is reset.
        for line in out.split(separator: "\n") {
            let codes = line.ranges(of: Self.esc).count
            let resets = line.ranges(of: reset).count
            #expect(codes == 2 * resets, "\(line.debugDescription)")
        }
        #expect(out.split(separator: "\n").filter { $0.contains(Self.esc) }.count == 4)
    }

    @Test("without the style the list and the detail view are plain, and the same text")
    func plainMatchesColoured() {
        let items = [
            Self.item("urgent", importance: .important, deadline: Self.now - 86_400),
            Self.item("someday", importance: .low),
        ]
        var plain = ListRenderer(now: Self.now)
        var coloured = ListRenderer(now: Self.now, style: .ansi)
        let plainList = plain.render(
            pending: items, done: [Self.item("x", done: true)], showPending: true, showDone: true)
        let colouredList = coloured.render(
            pending: items, done: [Self.item("x", done: true)], showPending: true, showDone: true)
        #expect(!plainList.contains(Self.esc))
        #expect(colouredList.contains(Self.esc))
        #expect(Self.strip(colouredList) == plainList)
        let plainDetail = plain.detail(items[0])
        let colouredDetail = coloured.detail(items[0])
        #expect(!plainDetail.contains(Self.esc))
        #expect(colouredDetail.contains(TerminalStyle.code(.important) + "important" + TerminalStyle.reset))
        #expect(colouredDetail.contains(TerminalStyle.code(.overdue)))
        #expect(colouredDetail.contains(" (overdue)" + TerminalStyle.reset))
        #expect(Self.strip(colouredDetail) == plainDetail)
        #expect(coloured.detail(Self.item("x", done: true)).contains(TerminalStyle.code(.done) + "done"))
    }

    /// `text` without ANSI escape sequences.
    static func strip(_ text: String) -> String {
        text.replacing(#/\x1B\[[0-9;]*m/#, with: "")
    }
}
