/// Checks of UTF-8 bytes eight at a time, for the loops that meet every todo (`list` at 100k).
///
/// A `String`'s bytes are checked in place (`withContiguousStorageIfAvailable`, which every native
/// string has); the byte-by-byte `Sequence` path is kept for the others.
public enum ASCIIBytes {
    @usableFromInline static let high: UInt64 = 0x8080_8080_8080_8080
    @usableFromInline static let ones: UInt64 = 0x0101_0101_0101_0101

    /// Whether every byte is below 0x80.
    @inlinable
    public static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var at = 0
        while at + 8 <= bytes.count {
            if bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self) & high != 0 { return false }
            at += 8
        }
        while at < bytes.count {
            if bytes[at] >= 0x80 { return false }
            at += 1
        }
        return true
    }

    /// Whether every byte of `text` is below 0x80.
    @inlinable
    public static func isASCII(_ text: some StringProtocol) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { isASCII(UnsafeRawBufferPointer($0)) }
            ?? text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// Whether every byte is printable ASCII (0x20 to 0x7E: no control, no DEL).
    @inlinable
    public static func isPrintable(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var at = 0
        while at + 8 <= bytes.count {
            if !isPrintable(word: bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self)) { return false }
            at += 8
        }
        while at < bytes.count {
            if bytes[at] < 0x20 || bytes[at] >= 0x7F { return false }
            at += 1
        }
        return true
    }

    /// Whether every byte of `text` is printable ASCII.
    @inlinable
    public static func isPrintable(_ text: some StringProtocol) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { isPrintable(UnsafeRawBufferPointer($0)) }
            ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// Whether each of the eight bytes of `word` is in 0x20...0x7E.
    ///
    /// A high bit is set in the result for a byte at or above 0x80 (`word`), for 0x7F (adding 1
    /// carries into the high bit; no carry crosses bytes once all are below 0x80), and for a byte
    /// below 0x20 (the exact "has a byte less than n" test for n ≤ 128).
    @inlinable
    public static func isPrintable(word: UInt64) -> Bool {
        (word | (word &+ ones) | ((word &- ones &* 0x20) & ~word)) & high == 0
    }

    /// Whether `word` may hold a byte that ends or escapes a JSON string or is not printable ASCII:
    /// `"`, `\`, below 0x20 or at or above 0x80. `false` is exact; `true` may be wrong for the
    /// bytes after the first that is one (borrows), so the caller then looks byte by byte.
    @inlinable
    public static func mayStopJSONString(word: UInt64) -> Bool {
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let hits =
            word | ((word &- ones &* 0x20) & ~word) | ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
        return hits & high != 0
    }
}
