import Glibc

/// The identity of a snapshot file whose body hash was checked: inode, size, modification and
/// status-change times (nanoseconds) and the hash.
///
/// Any write to the file, or a replacement of it, changes the change time or the inode, so a
/// matching stamp means the bytes are the ones that were verified. The stamp is a cache: it is
/// written without fsync, and a missing or unreadable one only means the next check hashes again.
///
/// File times are coarse (a clock tick), so a write in the same tick as the one recorded could
/// leave them unchanged; as git does with its index, a stamp is only written when at least
/// ``margin`` has passed since the file's change time, so any later write lands in a later tick.
struct VerifiedStamp: Equatable {
    var inode: UInt64
    /// Bytes.
    var size: Int64
    /// The file's modification time, nanoseconds since 1970.
    var modified: Int64
    /// The file's status change time (ctime), nanoseconds since 1970.
    var changed: Int64
    /// The body checksum the verified file had.
    var checksum: String
}

extension VerifiedStamp {
    init?(fd: Int32, checksum: String) {
        var st = stat()
        guard fstat(fd, &st) == 0 else { return nil }
        self.init(st, checksum: checksum)
    }

    init?(path: String, checksum: String) {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        self.init(st, checksum: checksum)
    }

    init(_ st: stat, checksum: String) {
        inode = UInt64(st.st_ino)
        size = Int64(st.st_size)
        modified = Int64(st.st_mtim.tv_sec) * 1_000_000_000 + Int64(st.st_mtim.tv_nsec)
        changed = Int64(st.st_ctim.tv_sec) * 1_000_000_000 + Int64(st.st_ctim.tv_nsec)
        self.checksum = checksum
    }

    var line: String { "\(inode) \(size) \(modified) \(changed) \(checksum)\n" }

    /// The stamp stored at `path`, if any.
    static func read(_ path: String) -> VerifiedStamp? {
        guard let bytes = try? POSIXFile.readAll(path), bytes.count < 256 else { return nil }
        let fields = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isWhitespace)
        guard fields.count == 5, let inode = UInt64(fields[0]), let size = Int64(fields[1]),
            let modified = Int64(fields[2]), let changed = Int64(fields[3])
        else { return nil }
        return VerifiedStamp(
            inode: inode, size: size, modified: modified, changed: changed, checksum: String(fields[4]))
    }

    /// 20 ms: well above the kernel's timestamp granularity.
    static let margin: Int64 = 20_000_000

    /// Replaces the stamp at `path` (temp file and rename; no fsync: it is only a cache), unless
    /// the file changed too recently for its times to tell a later write apart.
    func write(_ path: String, directory: String) {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let nowNanoseconds = Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
        guard nowNanoseconds - changed >= Self.margin, nowNanoseconds - modified >= Self.margin else { return }
        guard let (fd, temp) = try? POSIXFile.createTemporary(beside: path) else { return }
        let ok = (try? POSIXFile.writeAll(fd: fd, path: temp, Array(line.utf8))) != nil
        close(fd)
        if !ok || !POSIXFile.rename(temp, to: path) { POSIXFile.remove(temp) }
    }
}
