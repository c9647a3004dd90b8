import FoundationEssentials

/// A store file made of a JSON header line and a JSON body line, where the header records the
/// body's length and checksum, so truncation and damage are detected before anything is trusted.
enum CheckedDocument {
    /// The fields every checked header has.
    struct Integrity: Codable {
        var format: Int
        var bodyBytes: Int
        var bodyChecksum: String

        enum CodingKeys: String, CodingKey {
            case format
            case bodyBytes = "body_bytes"
            case bodyChecksum = "body_hash64"
        }
    }

    /// Serialises `header` (which must encode `Integrity`'s fields) and `body`, in `body`'s own
    /// storage when it is not shared (a snapshot body is most of a bulk commit's memory).
    static func assemble(header: [UInt8], body: consuming [UInt8]) -> [UInt8] {
        body.insert(contentsOf: header + [0x0A], at: 0)
        body.append(0x0A)
        return body
    }

    /// Splits a file into its header line and body, checking length and checksum.
    ///
    /// - Returns: the header bytes and the range of the body in `bytes`.
    static func split(_ bytes: [UInt8], path: String) throws(StoreError) -> (
        header: ArraySlice<UInt8>, body: Range<Int>
    ) {
        guard let newline = bytes.firstIndex(of: 0x0A) else {
            throw StoreError.corrupt(path, .noHeader)
        }
        let header = bytes[..<newline]
        let integrity: Integrity
        do {
            integrity = try JSONDecoder().decode(Integrity.self, from: Data(header))
        } catch {
            throw StoreError.corrupt(path, .unreadableHeader)
        }
        let bodyStart = newline + 1
        let expectedSize = bodyStart + integrity.bodyBytes + 1
        guard bytes.count == expectedSize, bytes.last == 0x0A else {
            throw StoreError.corrupt(path, .size(size: bytes.count, expected: expectedSize))
        }
        let body = bodyStart..<(bodyStart + integrity.bodyBytes)
        guard checksum(bytes[body]) == integrity.bodyChecksum else {
            throw StoreError.corrupt(path, .checksum)
        }
        return (header, body)
    }

    /// A 64-bit hash of `bytes` read as little-endian 8-byte words (FNV-1a's constants with a
    /// multiply-xorshift per word), as 16 hex digits: fast enough that every command, `add`
    /// included, can check the whole snapshot.
    static func checksum(_ bytes: some Collection<UInt8>) -> String {
        if let hex = bytes.withContiguousStorageIfAvailable({ checksum(UnsafeRawBufferPointer($0)) }) {
            return hex
        }
        return Array(bytes).withUnsafeBytes { checksum($0) }
    }

    static func checksum(_ raw: UnsafeRawBufferPointer) -> String {
        var checksum = StreamingChecksum(length: raw.count)
        checksum.update(raw)
        return checksum.finish()
    }
}

/// ``CheckedDocument/checksum(_:)`` of bytes that come in pieces (a snapshot body written straight
/// to its file), given their length in advance: the hash starts from it.
struct StreamingChecksum {
    private var hash: UInt64
    /// The bytes of a word not yet complete, in their places (little-endian), and how many.
    private var partial: UInt64 = 0
    private var partialCount = 0
    private let prime: UInt64 = 0x100_0000_01b3

    init(length: Int) {
        hash = 0xcbf2_9ce4_8422_2325 ^ UInt64(length)
    }

    /// Takes the next bytes: whole 8-byte words go into the hash, the rest waits for the next piece.
    mutating func update(_ raw: UnsafeRawBufferPointer) {
        var offset = 0
        while partialCount > 0 && partialCount < 8 && offset < raw.count {
            partial |= UInt64(raw[offset]) << (8 * UInt64(partialCount))
            partialCount += 1
            offset += 1
        }
        if partialCount == 8 {
            word(partial)
            partial = 0
            partialCount = 0
        }
        while raw.count - offset >= 8 {
            word(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        while offset < raw.count {
            partial |= UInt64(raw[offset]) << (8 * UInt64(partialCount))
            partialCount += 1
            offset += 1
        }
    }

    private mutating func word(_ word: UInt64) {
        hash = (hash ^ word) &* prime
        hash ^= hash >> 29
    }

    /// The checksum: the last bytes (fewer than a word) one by one, then the hex digits.
    func finish() -> String {
        var hash = hash
        for index in 0..<partialCount {
            hash = (hash ^ ((partial >> (8 * UInt64(index))) & 0xFF)) &* prime
        }
        hash ^= hash >> 32
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
