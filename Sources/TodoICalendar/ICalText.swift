/// Escaping of TEXT values (RFC 5545, 3.3.11): `\\`, `\;`, `\,` and `\n` (or `\N`).
public enum ICalText {
    /// `text` as a TEXT value: backslash, semicolon, comma and line breaks escaped (a CRLF or a
    /// lone CR is one line break).
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n", "\r\n", "\r": out += "\\n"
            default: out.append(character)
            }
        }
        return out
    }

    /// A TEXT value read back. A backslash before any other character is kept with it, and a
    /// lone backslash at the end is kept: other clients write both, and a sync must not fail on
    /// them.
    public static func unescape(_ value: String) -> String {
        guard value.contains("\\") else { return value }
        var out = ""
        var escaped = false
        for character in value {
            if escaped {
                switch character {
                case "n", "N": out += "\n"
                case "\\", ";", ",": out.append(character)
                default:
                    out += "\\"
                    out.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                out.append(character)
            }
        }
        if escaped { out += "\\" }
        return out
    }

    /// A list value split at its unescaped commas, each part still escaped.
    public static func split(_ value: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var escaped = false
        for character in value {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                current.append(character)
                escaped = true
            } else if character == "," {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts
    }
}
