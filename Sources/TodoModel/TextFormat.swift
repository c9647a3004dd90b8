import Glibc

/// What `String(format:)` did for us, without Foundation: fixed decimals and zero-padded numbers.
public enum TextFormat {
    /// `value` with `digits` decimals, as C's `%.Nf` (the C locale: a point).
    public static func fixed(_ value: Double, _ digits: Int) -> String {
        let format = "%.\(digits)f"
        var capacity = 64
        while true {
            var buffer = [CChar](repeating: 0, count: capacity)
            let written = withVaList([value]) { vsnprintf(&buffer, capacity, format, $0) }
            guard written >= capacity else {
                return String(
                    decoding: buffer.prefix(max(0, Int(written))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            capacity = Int(written) + 1
        }
    }

    /// `value` in decimal, zero-padded to `width` characters (as `%0Nd`).
    public static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value.magnitude)
        let sign = value < 0 ? "-" : ""
        let zeros = max(0, width - sign.count - digits.count)
        return sign + String(repeating: "0", count: zeros) + digits
    }

    /// `byte` as two uppercase hexadecimal digits (as `%02X`).
    public static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return byte < 16 ? "0" + digits : digits
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs (`CharacterSet.whitespaces`: Unicode's space
    /// separators and U+0009).
    public func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
        }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars[first...last])
        return String(kept)
    }
}

/// `path` without its last component, as `NSString.deletingLastPathComponent`: runs of slashes count as one,
/// a trailing slash is ignored, `/a` gives `/` and `a` gives an empty string.
public func deletingLastPathComponent(_ path: String) -> String {
    var fixed = ""
    for character in path where !(character == "/" && fixed.last == "/") {
        fixed.append(character)
    }
    if fixed.count > 1, fixed.last == "/" { fixed.removeLast() }
    if fixed == "/" || fixed.isEmpty { return fixed }
    guard let slash = fixed.lastIndex(of: "/") else { return "" }
    return slash == fixed.startIndex ? "/" : String(fixed[..<slash])
}
