import Testing
import TodoModel
import TodoSync

/// The word-at-a-time checks say what the byte-by-byte definitions say, for every byte value in
/// every position and for random words and lengths.
@Suite("ASCIIBytes")
struct ASCIIBytesTests {
    static func printable(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F }
    static func stopsJSONString(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80
    }

    static func word(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
    }

    /// Each byte value at each of the eight places, among bytes that pass every check.
    @Test func everyByteAtEveryPlace() {
        for place in 0..<8 {
            for value in 0...255 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                bytes[place] = UInt8(value)
                let word = Self.word(bytes)
                #expect(ASCIIBytes.isPrintable(word: word) == Self.printable(UInt8(value)), "\(value) at \(place)")
                #expect(ASCIIBytes.mayStopJSONString(word: word) == Self.stopsJSONString(UInt8(value)), "\(value)")
            }
        }
    }

    /// Random words, biased to the edges (0x1F, 0x20, 0x22, 0x5C, 0x7E, 0x7F, 0x80, 0xFF), and
    /// random buffers of every length up to 40 through the buffer and `String` forms.
    @Test(arguments: 0..<8 as Range<UInt64>)
    func randomWordsAndBuffers(seed: UInt64) {
        var rng = SeededRandomNumberGenerator(seed: seed)
        let edges: [UInt8] = [0x00, 0x1F, 0x20, 0x21, 0x22, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x80, 0xC3, 0xFF]
        func byte() -> UInt8 {
            switch rng.next() % 4 {
            case 0: edges[Int(rng.next() % UInt64(edges.count))]
            case 1: UInt8(truncatingIfNeeded: rng.next())
            default: UInt8(0x23 + rng.next() % 0x39)  // printable, not a quote or backslash
            }
        }
        for _ in 0..<2_000 {
            let bytes = (0..<8).map { _ in byte() }
            let word = Self.word(bytes)
            #expect(ASCIIBytes.isPrintable(word: word) == bytes.allSatisfy(Self.printable), "\(bytes)")
            #expect(ASCIIBytes.mayStopJSONString(word: word) == bytes.contains(where: Self.stopsJSONString), "\(bytes)")
        }
        for length in 0...40 {
            for _ in 0..<20 {
                // Mostly clean, one edge byte somewhere or none.
                var bytes = (0..<length).map { _ in UInt8(0x23 + rng.next() % 0x39) }
                if length > 0, rng.next() % 3 != 0 { bytes[Int(rng.next() % UInt64(length))] = byte() }
                bytes.withUnsafeBytes { raw in
                    #expect(ASCIIBytes.isASCII(raw) == bytes.allSatisfy { $0 < 0x80 }, "\(bytes)")
                    #expect(ASCIIBytes.isPrintable(raw) == bytes.allSatisfy(Self.printable), "\(bytes)")
                }
                if let text = String(validating: bytes, as: UTF8.self) {
                    #expect(ASCIIBytes.isASCII(text) == bytes.allSatisfy { $0 < 0x80 })
                    #expect(ASCIIBytes.isPrintable(text) == bytes.allSatisfy(Self.printable))
                    #expect(ASCIIBytes.isPrintable(text[...]) == bytes.allSatisfy(Self.printable))
                }
            }
        }
    }
}
