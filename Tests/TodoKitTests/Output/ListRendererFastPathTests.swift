import Testing
import TodoModel
import TodoSync
import TodoValues

@testable import TodoKit
@testable import TodoText

/// The list's shortcuts for printable ASCII give what the general path gives.
@Suite("ListRenderer's ASCII shortcuts")
struct ListRendererFastPathTests {
    @Test(arguments: 0..<30 as Range<UInt64>)
    func shortIDsAreThePrefixEscaped(seed: UInt64) {
        var rng = SeededRandomNumberGenerator(seed: seed)
        for _ in 0..<200 {
            let id: String
            switch rng.next() % 3 {
            case 0: id = ElementsJSONTests.randomText(&rng)
            case 1: id = "ABCDEFGH" + ElementsJSONTests.randomText(&rng)
            default: id = String("0123456789abcdef".prefix(Int(rng.next() % 12))) + "\u{301}x"
            }
            #expect(
                ListRenderer.shortID(id) == TerminalText.escape(String(id.prefix(ListRenderer.shortIDLength))),
                "seed \(seed): \(id.debugDescription)")
        }
    }

    @Test func printableASCIIIsItsOwnSingleLineEscapeAndWidth() {
        let printable = String((0x20..<0x7F).map { Character(Unicode.Scalar(UInt8($0))) })
        #expect(ListRenderer.isPrintableASCII(printable.utf8))
        #expect(TerminalText.escape(ListRenderer.singleLine(printable)) == printable)
        #expect(ListRenderer.columns(printable) == printable.utf8.count)
        for outside in ["\u{7F}", "\t", "\n", "\u{1B}[31m", "é", "\u{2028}"] {
            #expect(!ListRenderer.isPrintableASCII(("a" + outside).utf8), "\(outside.debugDescription)")
        }
    }

    /// Numbers given by position (what `list` passes) render as the same numbers given by id.
    @Test(arguments: 0..<20 as Range<UInt64>)
    func numbersByPositionRenderAsNumbersByID(seed: UInt64) {
        var rng = SeededRandomNumberGenerator(seed: seed)
        let pending = (0..<Int(rng.next() % 30)).map { index in
            TodoItem(
                id: "id-\(index)-\(rng.next() % 1000)", text: ElementsJSONTests.randomText(&rng), createdAt: 1,
                lastUpdatedBy: "d")
        }
        let done = [TodoItem(id: "done", text: "finished", done: true, createdAt: 1, lastUpdatedBy: "d")]
        // Some without a number, the rest with numbers up to 5 digits.
        let numbers = pending.map { _ in rng.next() % 4 == 0 ? 0 : Int(rng.next() % 99_999) + 1 }
        var byID = ListRenderer(now: 0)
        for (item, number) in zip(pending, numbers) where number > 0 { byID.numbers[item.id] = number }
        var byPosition = ListRenderer(now: 0)
        byPosition.pendingNumbers = numbers
        #expect(
            byPosition.render(pending: pending, done: done, showPending: true, showDone: true)
                == byID.render(pending: pending, done: done, showPending: true, showDone: true),
            "seed \(seed)")
    }
}
