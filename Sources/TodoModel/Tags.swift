/// Tags (`+home`) and contexts (`@phone`) in a todo's text, as todo.txt writes them.
///
/// A tag is a word of the text that starts with `+` or `@` followed by a letter, a digit or `_`;
/// it runs to the next white space, less trailing `.`, `,`, `;`, `:`, `!` or `?`. So `+home`,
/// `@phone` and `+home,` are tags, `a@b.com` and a lone `+` are not. The text is stored as typed:
/// tags are read from it, never kept apart, so the wire format does not change.
public enum Tags {
    /// The tags of `text` in the order they appear, each once (as first written).
    public static func words(in text: String) -> [String] {
        var found: [String] = []
        var seen = Set<String>()
        forEach(in: text) { range in
            let word = String(text[range])
            if seen.insert(word.lowercased()).inserted { found.append(word) }
        }
        return found
    }

    /// Calls `body` with the range of each tag in `text`, in order.
    public static func forEach(in text: String, _ body: (Range<String.Index>) -> Void) {
        var index = text.startIndex
        var atWordStart = true
        while index < text.endIndex {
            let character = text[index]
            if character.isWhitespace {
                atWordStart = true
                index = text.index(after: index)
                continue
            }
            guard atWordStart else {
                index = text.index(after: index)
                continue
            }
            atWordStart = false
            var end = index
            while end < text.endIndex, !text[end].isWhitespace { end = text.index(after: end) }
            if let range = tag(in: text, index..<end) { body(range) }
            index = end
        }
    }

    /// The tag that the word `range` of `text` is, with trailing punctuation left out.
    private static func tag(in text: String, _ range: Range<String.Index>) -> Range<String.Index>? {
        let sigil = text[range.lowerBound]
        guard sigil == "+" || sigil == "@" else { return nil }
        let first = text.index(after: range.lowerBound)
        guard first < range.upperBound else { return nil }
        let head = text[first]
        guard head.isLetter || head.isNumber || head == "_" else { return nil }
        var end = range.upperBound
        while end > first, let last = text[..<end].last, ".,;:!?".contains(last) {
            end = text.index(before: end)
        }
        return range.lowerBound..<end
    }

    /// Whether `word` is a tag or context as typed on the command line (`+home`, `@phone`).
    public static func isTag(_ word: String) -> Bool {
        guard let range = tag(in: word, word.startIndex..<word.endIndex) else { return false }
        return range.upperBound == word.endIndex
    }

    /// Whether `text` has the tag `tag` (case-insensitive: `+Home` matches `+home`).
    public static func text(_ text: String, has tag: String) -> Bool {
        let wanted = tag.lowercased()
        var found = false
        forEach(in: text) { range in
            if !found, text[range].lowercased() == wanted { found = true }
        }
        return found
    }
}
