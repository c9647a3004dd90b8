/// Appending text to a byte buffer: what ``ListRenderer`` builds its lines in, one `String` made
/// at the end instead of a `String` append (with its checks) per column of 100k lines.
extension [UInt8] {
    /// Appends the UTF-8 of `text`.
    @inline(__always)
    mutating func appendUTF8(_ text: some StringProtocol) {
        if text.utf8.withContiguousStorageIfAvailable({ append(contentsOf: $0) }) == nil {
            append(contentsOf: text.utf8)
        }
    }

    /// Appends `count` spaces (none when `count` is not positive).
    mutating func appendSpaces(_ count: Int) {
        if count > 0 { append(contentsOf: repeatElement(UInt8(ascii: " "), count: count)) }
    }

    /// Appends the decimal digits of `number`, which is not negative.
    mutating func appendDecimal(_ number: Int) {
        precondition(number >= 0, "a count or a short number")
        var divisor = 1
        while divisor <= number / 10 { divisor *= 10 }
        var left = number
        while divisor > 0 {
            append(UInt8(ascii: "0") + UInt8(left / divisor))
            left %= divisor
            divisor /= 10
        }
    }
}

extension TerminalStyle {
    /// Appends `text` in `tone` to bytes, as the `String` form does.
    func append(_ text: some StringProtocol, _ tone: Tone, to out: inout [UInt8]) {
        if enabled {
            out.appendUTF8(Self.code(tone))
            out.appendUTF8(text)
            out.appendUTF8(Self.reset)
        } else {
            out.appendUTF8(text)
        }
    }
}
