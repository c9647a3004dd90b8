import Glibc

/// The todo.txt-style tokens a todo's text may hold beyond its words: `rec:+1m` (how it repeats,
/// ``RecurrenceRule``), `t:2026-12-01` (hidden from `list` until that day: waiting) and
/// `until:2027-06-30` (the last day a repeating series may fall on), and what a series keeps of
/// the due date it was set with: `tz:America/New_York` (the zone its dates are civil in, a name of
/// the zone database) and `anchor:31T02:30` (its day of the month and wall-clock time there,
/// ``RecurrenceAnchor``).
///
/// A token is a whole word (between white space) whose value is valid: `t:soon` is text. The
/// store keeps the text byte-exact, so every client and the CSV keep the tokens; `list` and
/// `show` show them as markers (``displayText(_:)``). Reading costs one scan for `:` when the
/// text has none, as most do.
public struct TextTokens: Sendable, Hashable {
    /// The tokens' keys.
    public enum Key: String, Sendable, CaseIterable {
        case recurrence = "rec"
        case wait = "t"
        case until = "until"
        case zone = "tz"
        case anchor = "anchor"
    }

    public var rule: RecurrenceRule?
    public var wait: CivilDay?
    public var until: CivilDay?
    /// The series' zone (`tz:`), a name of the zone database (not checked against it).
    public var zone: String?
    /// The series' day of the month and wall-clock time (`anchor:`).
    public var anchor: RecurrenceAnchor?

    public init(
        rule: RecurrenceRule? = nil, wait: CivilDay? = nil, until: CivilDay? = nil, zone: String? = nil,
        anchor: RecurrenceAnchor? = nil
    ) {
        (self.rule, self.wait, self.until, self.zone, self.anchor) = (rule, wait, until, zone, anchor)
    }

    /// Whether the text has none of the tokens.
    public var isEmpty: Bool { rule == nil && wait == nil && until == nil && zone == nil && anchor == nil }

    /// Whether `text` may hold a token: it has a `:` (a scan of its bytes).
    @inline(__always)
    public static func mayHaveTokens(_ text: String) -> Bool {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, Int32(UInt8(ascii: ":")), bytes.count) != nil
        }
        return found ?? text.utf8.contains(UInt8(ascii: ":"))
    }

    /// The tokens of `text` (the first of each key counts).
    public static func read(_ text: String) -> TextTokens {
        var tokens = TextTokens()
        guard mayHaveTokens(text) else { return tokens }
        forEachToken(in: text) { key, value, _ in
            switch key {
            case .recurrence: if tokens.rule == nil { tokens.rule = RecurrenceRule(tokenValue: value) }
            case .wait: if tokens.wait == nil { tokens.wait = CivilDay(text: value) }
            case .until: if tokens.until == nil { tokens.until = CivilDay(text: value) }
            case .zone: if tokens.zone == nil { tokens.zone = String(value) }
            case .anchor: if tokens.anchor == nil { tokens.anchor = RecurrenceAnchor(tokenValue: value) }
            }
        }
        return tokens
    }

    /// Only the waiting day of `text` (the hot path of `list`).
    public static func waitDay(_ text: String) -> CivilDay? {
        guard mayHaveTokens(text) else { return nil }
        var found: CivilDay?
        forEachToken(in: text) { key, value, _ in
            if found == nil, key == .wait { found = CivilDay(text: value) }
        }
        return found
    }

    /// `text` without its tokens (and the white space before each), for the screen.
    public static func displayText(_ text: String) -> String {
        guard mayHaveTokens(text) else { return text }
        return displayText(text, without: scan(text).ranges)
    }

    /// `text` with the token `key` set to `value` (the first one replaced in place, others of the
    /// key removed), or, `nil`, every token of `key` removed. Everything else is kept byte-exact.
    public static func setting(_ key: Key, _ value: String?, in text: String) -> String {
        var ranges: [Range<String.Index>] = []
        forEachToken(in: text) { found, _, range in
            if found == key { ranges.append(range) }
        }
        guard !ranges.isEmpty else {
            guard let value else { return text }
            return text + (text.isEmpty || text.last == " " ? "" : " ") + key.rawValue + ":" + value
        }
        var out = ""
        var from = text.startIndex
        for (index, range) in ranges.enumerated() {
            if index == 0, let value {
                out += text[from..<range.lowerBound] + key.rawValue + ":" + value
            } else {
                var start = range.lowerBound
                while start > from, text[text.index(before: start)] == " " { start = text.index(before: start) }
                out += text[from..<start]
            }
            from = range.upperBound
        }
        out += text[from...]
        if value == nil { while out.first == " ", text.first != " " { out.removeFirst() } }
        return out
    }

    /// The tokens of `text` and the range of each token word, in order (one scan).
    public static func scan(_ text: String) -> (tokens: TextTokens, ranges: [Range<String.Index>]) {
        var tokens = TextTokens()
        var ranges: [Range<String.Index>] = []
        guard mayHaveTokens(text) else { return (tokens, ranges) }
        forEachToken(in: text) { key, value, range in
            ranges.append(range)
            switch key {
            case .recurrence: if tokens.rule == nil { tokens.rule = RecurrenceRule(tokenValue: value) }
            case .wait: if tokens.wait == nil { tokens.wait = CivilDay(text: value) }
            case .until: if tokens.until == nil { tokens.until = CivilDay(text: value) }
            case .zone: if tokens.zone == nil { tokens.zone = String(value) }
            case .anchor: if tokens.anchor == nil { tokens.anchor = RecurrenceAnchor(tokenValue: value) }
            }
        }
        return (tokens, ranges)
    }

    /// `text` without the token words `ranges` (from ``scan(_:)``) and the spaces before each.
    public static func displayText(_ text: String, without ranges: [Range<String.Index>]) -> String {
        guard !ranges.isEmpty else { return text }
        var out = ""
        var from = text.startIndex
        for range in ranges {
            var start = range.lowerBound
            while start > from, text.utf8[text.utf8.index(before: start)] == UInt8(ascii: " ") {
                start = text.utf8.index(before: start)
            }
            out += text[from..<start]
            from = range.upperBound
        }
        out += text[from...]
        while out.first == " ", text.first != " " { out.removeFirst() }
        return out
    }

    /// Calls `body` with each valid token of `text`: its key, its value and the word's range.
    /// Words are split at ASCII white space (space, tab, line breaks), read as UTF-8 bytes; only
    /// the words with a known key before a `:` are looked at further.
    static func forEachToken(in text: String, _ body: (Key, Substring, Range<String.Index>) -> Void) {
        // (key, word start, colon, word end) as byte offsets.
        var candidates: [(Key, Int, Int, Int)] = []
        let scanned: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
            var index = 0
            let count = bytes.count
            while index < count {
                if isSpace(bytes[index]) {
                    index += 1
                    continue
                }
                let start = index
                var colon = -1
                while index < count, !isSpace(bytes[index]) {
                    if colon < 0, bytes[index] == UInt8(ascii: ":") { colon = index }
                    index += 1
                }
                guard colon > start else { continue }
                let key: Key
                switch colon - start {
                case 1 where bytes[start] == UInt8(ascii: "t"): key = .wait
                case 2 where bytes[start] == UInt8(ascii: "t") && bytes[start + 1] == UInt8(ascii: "z"): key = .zone
                case 3
                where bytes[start] == UInt8(ascii: "r") && bytes[start + 1] == UInt8(ascii: "e")
                    && bytes[start + 2] == UInt8(ascii: "c"):
                    key = .recurrence
                case 5
                where bytes[start] == UInt8(ascii: "u") && bytes[start + 1] == UInt8(ascii: "n")
                    && bytes[start + 2] == UInt8(ascii: "t") && bytes[start + 3] == UInt8(ascii: "i")
                    && bytes[start + 4] == UInt8(ascii: "l"):
                    key = .until
                case 6
                where bytes[start] == UInt8(ascii: "a") && bytes[start + 1] == UInt8(ascii: "n")
                    && bytes[start + 2] == UInt8(ascii: "c") && bytes[start + 3] == UInt8(ascii: "h")
                    && bytes[start + 4] == UInt8(ascii: "o") && bytes[start + 5] == UInt8(ascii: "r"):
                    key = .anchor
                default: continue
                }
                candidates.append((key, start, colon, index))
            }
        }
        guard scanned != nil else {
            // A string without contiguous UTF-8 (bridged): the same, through a native copy.
            var copy = text
            copy.makeContiguousUTF8()
            guard copy.isContiguousUTF8 else { return }
            forEachToken(in: copy) { key, value, range in
                let lower = String.Index(utf16Offset: range.lowerBound.utf16Offset(in: copy), in: text)
                let upper = String.Index(utf16Offset: range.upperBound.utf16Offset(in: copy), in: text)
                body(key, text[lower..<upper].dropFirst(key.rawValue.utf8.count + 1), lower..<upper)
            }
            return
        }
        let utf8 = text.utf8
        for (key, start, colon, end) in candidates {
            let lower = utf8.index(utf8.startIndex, offsetBy: start)
            let upper = utf8.index(utf8.startIndex, offsetBy: end)
            let value = text[utf8.index(utf8.startIndex, offsetBy: colon + 1)..<upper]
            let valid: Bool
            switch key {
            case .recurrence: valid = RecurrenceRule(tokenValue: value) != nil
            case .wait, .until: valid = CivilDay(text: value) != nil
            case .zone: valid = ZoneRules.isZoneName(String(value))
            case .anchor: valid = RecurrenceAnchor(tokenValue: value) != nil
            }
            if valid { body(key, value, lower..<upper) }
        }
    }
}
