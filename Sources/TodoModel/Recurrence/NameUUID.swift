/// Name-based UUIDs (RFC 9562 version 5: SHA-1 of a namespace and a name), so that two devices
/// that name the same thing make the same id without talking to each other.
///
/// SHA-1 is written here (``SHA1``) rather than taken from swift-crypto: TodoModel has no
/// dependency, the digest of a few dozen bytes is all a recurring todo needs, and the package
/// would add a large target to every build. `NameUUIDTests` checks it against the FIPS 180 and
/// RFC vectors.
public enum NameUUID {
    /// The namespace of recurring todos' successors (a fixed random UUID).
    public static let recurrenceNamespace: [UInt8] = [
        0x6f, 0x1c, 0x2a, 0x5e, 0x93, 0x4b, 0x4d, 0x0a, 0x8e, 0x27, 0x5b, 0x61, 0xc4, 0x0e, 0x9d, 0x31,
    ]

    /// The version-5 UUID of `name` in `namespace` (16 bytes), uppercase as `UUID().uuidString`.
    public static func v5(namespace: [UInt8], name: String) -> String {
        var digest = SHA1.hash(namespace + Array(name.utf8))
        digest[6] = (digest[6] & 0x0F) | 0x50
        digest[8] = (digest[8] & 0x3F) | 0x80
        var text = ""
        for (index, byte) in digest.prefix(16).enumerated() {
            if index == 4 || index == 6 || index == 8 || index == 10 { text += "-" }
            text += TextFormat.hex(byte)
        }
        return text
    }

    /// The 16 bytes of a UUID written `xxxxxxxx-xxxx-…` (either case); `nil` if it is not one.
    public static func bytes(_ text: String) -> [UInt8]? {
        let hex = Array(text.utf8.filter { $0 != UInt8(ascii: "-") })
        guard hex.count == 32, text.utf8.count == 36 else { return nil }
        var bytes: [UInt8] = []
        for index in stride(from: 0, to: 32, by: 2) {
            guard let high = nibble(hex[index]), let low = nibble(hex[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
        }
        return bytes
    }

    private static func nibble(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// SHA-1 (FIPS 180-4), for ``NameUUID`` only: not for anything that needs collision resistance.
public enum SHA1 {
    /// The 20-byte digest of `message`.
    public static func hash(_ message: [UInt8]) -> [UInt8] {
        var h: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
        var data = message
        let bitLength = UInt64(message.count) &* 8
        data.append(0x80)
        while data.count % 64 != 56 { data.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) {
            data.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        var w = [UInt32](repeating: 0, count: 80)
        for chunk in stride(from: 0, to: data.count, by: 64) {
            for t in 0..<16 {
                let i = chunk + t * 4
                w[t] =
                    UInt32(data[i]) << 24 | UInt32(data[i + 1]) << 16 | UInt32(data[i + 2]) << 8 | UInt32(data[i + 3])
            }
            for t in 16..<80 { w[t] = rotate(w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16], 1) }
            var (a, b, c, d, e) = (h[0], h[1], h[2], h[3], h[4])
            for t in 0..<80 {
                let (f, k): (UInt32, UInt32)
                switch t {
                case 0..<20: (f, k) = ((b & c) | (~b & d), 0x5A82_7999)
                case 20..<40: (f, k) = (b ^ c ^ d, 0x6ED9_EBA1)
                case 40..<60: (f, k) = ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
                default: (f, k) = (b ^ c ^ d, 0xCA62_C1D6)
                }
                let temp = rotate(a, 5) &+ f &+ e &+ k &+ w[t]
                (e, d, c, b, a) = (d, c, rotate(b, 30), a, temp)
            }
            h[0] = h[0] &+ a
            h[1] = h[1] &+ b
            h[2] = h[2] &+ c
            h[3] = h[3] &+ d
            h[4] = h[4] &+ e
        }
        return h.flatMap { word in [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> UInt32($0)) } }
    }

    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        (value << count) | (value >> (32 - count))
    }
}
