/// Text from users, files or servers made safe to print on a terminal.
///
/// Every human-readable output path passes foreign text through ``escape(_:keepNewlines:keepTabs:)``
/// so that it is shown, never interpreted: C0 controls, DEL, C1 controls (U+0080–U+009F) and the
/// bidirectional overrides and isolates become visible escapes (`\x1b`, `\u202e`). The store and
/// `--json` keep the text byte-exact; only what reaches a person is escaped.
public enum TerminalText {
    /// `text` with every control and bidi override shown as an escape; newlines and tabs are
    /// escaped too unless a layout keeps them.
    public static func escape(_ text: String, keepNewlines: Bool = false, keepTabs: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { needsEscape($0, keepNewlines, keepTabs) }) else {
            return text
        }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if needsEscape(scalar, keepNewlines, keepTabs) {
                out += escaped(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether `scalar` must not reach a terminal as it is.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        needsEscape(scalar, false, false)
    }

    private static func needsEscape(_ scalar: Unicode.Scalar, _ keepNewlines: Bool, _ keepTabs: Bool) -> Bool {
        switch scalar.value {
        case 0x0A: !keepNewlines
        case 0x09: !keepTabs
        case 0x00...0x1F, 0x7F, 0x80...0x9F: true
        // Bidi embeddings and overrides, isolates, the Arabic letter mark, LRM/RLM.
        case 0x202A...0x202E, 0x2066...0x2069, 0x061C, 0x200E, 0x200F: true
        // Line and paragraph separators move the cursor on some terminals.
        case 0x2028, 0x2029: true
        default: false
        }
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        let value = scalar.value
        if value < 0x80 {
            let hex = String(value, radix: 16)
            return "\\x" + (hex.count < 2 ? "0" + hex : hex)
        }
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
