import Glibc

/// A named time zone's offsets, read from the system's zone database (`/usr/share/zoneinfo`, the
/// TZif files libc reads), so that a repeating series keeps the zone it was set in whatever zone
/// the device is in (``LocalTime/init(rules:)``).
///
/// FoundationEssentials knows no named zone (see ``LocalTime``), and libc knows only the one `TZ`
/// names for the whole process; this reads the file itself: the transitions (64-bit data of a
/// version 2+ file), and past the last one the file's footer rule (``PosixZoneRule``).
public struct ZoneRules: Sendable, Hashable {
    /// The zone's name, `Area/City`.
    public let name: String
    /// Transition instants (Unix seconds), ascending, and the offset east of UTC from each on.
    private let transitions: [(at: Int64, offset: Int)]
    /// The offset before the first transition.
    private let initialOffset: Int
    /// The rule after the last transition (the footer), if the file has one that parses.
    private let footer: PosixZoneRule?

    /// The directory of the zone database.
    public static let directory = "/usr/share/zoneinfo/"

    /// The zone `name` of the system's database; `nil` if the name is not one (``isZoneName(_:)``)
    /// or its file is missing or not TZif.
    public static func named(_ name: String) -> ZoneRules? {
        guard isZoneName(name), let bytes = readFile(directory + name) else { return nil }
        return ZoneRules(name: name, tzif: bytes)
    }

    /// The zone of `tzif`'s bytes (RFC 8536), called `name`; `nil` if they are not TZif.
    public init?(name: String, tzif bytes: [UInt8]) {
        func count(_ at: Int, _ field: Int) -> Int { Int(Self.be32(bytes, at + 20 + 4 * field)) }
        guard bytes.count >= 44, bytes[0] == 0x54, bytes[1] == 0x5A, bytes[2] == 0x69, bytes[3] == 0x66 else {
            return nil
        }
        var header = 0
        var timeSize = 4
        func blockLength(_ at: Int, _ size: Int) -> Int {
            let (isut, isstd, leap, time, type, chars) = (
                count(at, 0), count(at, 1), count(at, 2), count(at, 3), count(at, 4), count(at, 5)
            )
            return time * size + time + type * 6 + chars + leap * (size + 4) + isstd + isut
        }
        if bytes[4] >= 0x32 {
            // Version 2+: skip the 32-bit block; the second header and its 64-bit data follow.
            header = 44 + blockLength(0, 4)
            timeSize = 8
            guard bytes.count >= header + 44 else { return nil }
        }
        let (timeCount, typeCount, charCount) = (count(header, 3), count(header, 4), count(header, 5))
        let times = header + 44
        let indices = times + timeCount * timeSize
        let types = indices + timeCount
        let end = header + 44 + blockLength(header, timeSize)
        guard typeCount > 0, bytes.count >= end, types + typeCount * 6 + charCount <= bytes.count else { return nil }
        func offset(ofType index: Int) -> Int? {
            guard index < typeCount else { return nil }
            return Int(Int32(bitPattern: Self.be32(bytes, types + index * 6)))
        }
        var transitions: [(at: Int64, offset: Int)] = []
        for index in 0..<timeCount {
            let at: Int64 =
                timeSize == 8
                ? Int64(
                    bitPattern: UInt64(Self.be32(bytes, times + 8 * index)) << 32
                        | UInt64(Self.be32(bytes, times + 8 * index + 4)))
                : Int64(Int32(bitPattern: Self.be32(bytes, times + 4 * index)))
            guard let offset = offset(ofType: Int(bytes[indices + index])) else { return nil }
            transitions.append((at, offset))
        }
        guard let initial = offset(ofType: 0) else { return nil }
        var footer: PosixZoneRule?
        if timeSize == 8, end < bytes.count, bytes[end] == 0x0A,
            let close = bytes[(end + 1)...].firstIndex(of: 0x0A)
        {
            footer = PosixZoneRule(String(decoding: bytes[(end + 1)..<close], as: UTF8.self))
        }
        self.name = name
        self.transitions = transitions
        self.initialOffset = initial
        self.footer = footer
    }

    /// Seconds east of UTC at `instant` (Unix seconds).
    public func offset(at instant: Int64) -> Int {
        guard let last = transitions.last else { return footer?.offset(at: instant) ?? initialOffset }
        if instant >= last.at { return footer?.offset(at: instant) ?? last.offset }
        guard instant >= transitions[0].at else { return initialOffset }
        var (low, high) = (0, transitions.count - 1)
        // The last transition at or before `instant`: transitions[low].at <= instant < transitions[high].at.
        while high - low > 1 {
            let middle = (low + high) / 2
            if transitions[middle].at <= instant { low = middle } else { high = middle }
        }
        return transitions[low].offset
    }

    /// Whether `name` may name a zone of the database: `Area/City` words of letters, digits, `_`,
    /// `-`, `+`, split by `/`, starting with a letter, at most 64 bytes (no `..`, no absolute path).
    public static func isZoneName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard let first = bytes.first, bytes.count <= 64, isLetter(first), bytes.last != UInt8(ascii: "/") else {
            return false
        }
        var previous: UInt8 = 0
        for byte in bytes {
            let allowed =
                isLetter(byte) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "/")
            guard allowed, !(byte == UInt8(ascii: "/") && previous == UInt8(ascii: "/")) else { return false }
            previous = byte
        }
        return true
    }

    /// The name of this process's zone: `TZ` (`:` before it dropped, a path under the database
    /// shortened to its name, empty meaning `UTC`), else the link `/etc/localtime`, else
    /// `/etc/timezone`; `nil` when none names a zone of the database.
    public static func currentName() -> String? {
        func known(_ name: String) -> String? { isZoneName(name) && readFile(directory + name) != nil ? name : nil }
        func underDirectory(_ path: String) -> String? {
            let marker = Array("zoneinfo/".utf8)
            let bytes = Array(path.utf8)
            guard bytes.count > marker.count else { return nil }
            for start in 0...(bytes.count - marker.count) where Array(bytes[start..<(start + marker.count)]) == marker {
                return String(decoding: bytes[(start + marker.count)...], as: UTF8.self)
            }
            return nil
        }
        if let raw = getenv("TZ") {
            var value = String(cString: raw)
            if value.hasPrefix(":") { value.removeFirst() }
            if value.isEmpty { return "UTC" }
            if value.hasPrefix("/") { return underDirectory(value).flatMap(known) }
            return known(value)
        }
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/etc/localtime", &buffer, buffer.count - 1)
        if length > 0 {
            let target = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if let name = underDirectory(target).flatMap(known) { return name }
        }
        if let bytes = readFile("/etc/timezone") {
            let name = String(decoding: bytes.filter { $0 > 0x20 }, as: UTF8.self)
            return known(name)
        }
        return nil
    }

    public static func == (lhs: ZoneRules, rhs: ZoneRules) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    private static func be32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }

    /// The bytes of the file at `path` (at most 1 MiB); `nil` if it cannot be read.
    private static func readFile(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 8192)
        while bytes.count < 1 << 20 {
            let read = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if read < 0, errno == EINTR { continue }
            guard read >= 0 else { return nil }
            if read == 0 { return bytes }
            bytes += chunk[0..<read]
        }
        return nil
    }
}
