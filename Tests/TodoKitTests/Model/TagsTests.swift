import Testing
import TodoModel
import TodoTesting
import TodoValues

@testable import TodoKit

/// Tags and contexts in a todo's text (todo.txt's `+project` and `@context`).
@Suite struct TagsTests {
    @Test(arguments: [
        ("Call mom @phone +family", ["@phone", "+family"]),
        ("+home: fix the sink, then +Home again", ["+home"]),
        ("mail a@b.com or x+y", []),
        ("a lone + and @ and +. are not tags", []),
        ("trailing punctuation: +work, @desk! +café.", ["+work", "@desk", "+café"]),
        ("+_private and +2026 count", ["+_private", "+2026"]),
        ("tabs\t+tab\nand newlines\n@line", ["+tab", "@line"]),
        ("", []),
    ])
    func wordsAreFound(text: String, expected: [String]) {
        #expect(Tags.words(in: text) == expected)
    }

    @Test func matchingIgnoresCaseAndNeedsTheWholeTag() {
        #expect(Tags.text("Fix +Home sink", has: "+home"))
        #expect(!Tags.text("Fix +homework", has: "+home"))
        #expect(!Tags.text("Fix @home", has: "+home"))
        #expect(Tags.isTag("+home") && Tags.isTag("@phone"))
        #expect(!Tags.isTag("home") && !Tags.isTag("+") && !Tags.isTag("+home,") && !Tags.isTag("-+home"))
    }

    @Test func listQueryFiltersByTagsWithAndWithout() {
        let items = ["Fix sink +home", "Call mom @phone +family", "Buy milk +home @shop", "Read"].enumerated().map {
            TodoItem.fixture("id\($0.offset)", text: $0.element, createdAt: Int64($0.offset), by: "d")
        }
        func texts(_ query: ListQuery) -> [String] { query.run(on: items, startOfToday: 0).pending.map(\.text) }
        #expect(texts(ListQuery(tags: ["+home"])) == ["Fix sink +home", "Buy milk +home @shop"])
        #expect(texts(ListQuery(tags: ["+HOME", "@shop"])) == ["Buy milk +home @shop"])
        #expect(texts(ListQuery(withoutTags: ["+home"])) == ["Call mom @phone +family", "Read"])
        #expect(texts(ListQuery(tags: ["@phone"], withoutTags: ["+family"])).isEmpty)
    }

    @Test func importanceWordsAndSynonyms() {
        for (word, expected) in [
            ("low", Importance.low), ("basic", .basic), ("important", .important), ("HIGH", .important),
            ("h", .important), ("Medium", .basic), ("M", .basic), ("normal", .basic), ("L", .low), ("alta", .important),
            ("media", .basic), ("baja", .low),
        ] {
            #expect(Importance(word: word) == expected, "\(word)")
        }
        for word in ["", "urgent", "hi", "x"] { #expect(Importance(word: word) == nil, "\(word)") }
    }
}
