import Glibc

/// Thin throwing wrappers over the POSIX file calls the store needs.
package enum POSIXFile {
    package struct Failure: Error {
        package let operation: String
        package let path: String
        package let code: Int32

        package var message: String { "\(operation) \(path): \(String(cString: strerror(code)))" }
    }

    package static func open(_ path: String, _ flags: Int32, mode: mode_t = 0o600) throws(Failure) -> Int32 {
        let fd = Glibc.open(path, flags | O_CLOEXEC, mode)
        guard fd >= 0 else { throw Failure(operation: "open", path: path, code: errno) }
        if flags & O_CREAT != 0 { PowerLoss.note(path, .opened(fd: fd, exclusive: flags & O_EXCL != 0)) }
        return fd
    }

    /// Whether a file exists at `path`.
    package static func exists(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0
    }

    package static func size(_ fd: Int32, path: String) throws(Failure) -> Int {
        var st = stat()
        guard fstat(fd, &st) == 0 else { throw Failure(operation: "stat", path: path, code: errno) }
        return Int(st.st_size)
    }

    /// Reads the whole file at `path`.
    package static func readAll(_ path: String) throws(Failure) -> [UInt8] {
        let fd = try open(path, O_RDONLY)
        defer { close(fd) }
        return try readAll(fd: fd, path: path)
    }

    package static func readAll(fd: Int32, path: String) throws(Failure) -> [UInt8] {
        try fill(count: try size(fd, path: path), path: path) { at, count, done in pread(fd, at, count, off_t(done)) }
    }

    /// Reads up to `count` bytes from the file's current position (fewer only at its end).
    package static func readNext(fd: Int32, path: String, count: Int) throws(Failure) -> [UInt8] {
        try fill(count: count, path: path) { at, count, _ in Glibc.read(fd, at, count) }
    }

    /// Reads up to `count` bytes at `offset`.
    package static func read(fd: Int32, path: String, offset: Int, count: Int) throws(Failure) -> [UInt8] {
        try fill(count: count, path: path) { at, count, done in pread(fd, at, count, off_t(offset + done)) }
    }

    /// Fills a buffer of `count` bytes with `call(at, left, done)` (a `read` or `pread` of `left`
    /// bytes into `at`, after `done` bytes), retrying on EINTR; shorter only at the end of the file.
    /// The buffer is not zeroed first: for a 7 MB index, zeroing (and the page faults it takes)
    /// was most of a `todo status`.
    private static func fill(
        count: Int, path: String, _ call: (UnsafeMutableRawPointer, Int, Int) -> Int
    ) throws(Failure) -> [UInt8] {
        guard count > 0 else { return [] }
        var failure: Failure?
        let buffer = [UInt8](unsafeUninitializedCapacity: count) { raw, initialized in
            let start = UnsafeMutableRawPointer(raw.baseAddress!)
            var done = 0
            while done < count {
                let n = call(start + done, count - done, done)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = Failure(operation: "read", path: path, code: errno)
                    break
                }
                if n == 0 { break }
                done += n
            }
            initialized = done
        }
        if let failure { throw failure }
        return buffer
    }

    package static func writeAll(fd: Int32, path: String, _ bytes: [UInt8]) throws(Failure) {
        try bytes.withTypedBytes { (raw) throws(Failure) in try writeAll(fd: fd, path: path, raw) }
    }

    /// Writes all of `raw`, at the file's offset, or at `offset` when given (`pwrite`).
    package static func writeAll(fd: Int32, path: String, _ raw: UnsafeRawBufferPointer, at offset: Int? = nil)
        throws(Failure)
    {
        var done = 0
        while done < raw.count {
            let n =
                if let offset {
                    pwrite(fd, raw.baseAddress! + done, raw.count - done, off_t(offset + done))
                } else {
                    Glibc.write(fd, raw.baseAddress! + done, raw.count - done)
                }
            if n < 0 {
                if errno == EINTR { continue }
                throw Failure(operation: "write", path: path, code: errno)
            }
            done += n
        }
        PowerLoss.note(path, .wrote(fd: fd, offset: offset, bytes: raw))
    }

    package static func fsync(fd: Int32, path: String) throws(Failure) {
        guard Glibc.fsync(fd) == 0 else { throw Failure(operation: "fsync", path: path, code: errno) }
        PowerLoss.note(path, .synced(fd: fd))
    }

    /// Renames `from` to `to` (`rename`); whether it succeeded (`errno` says why not).
    package static func rename(_ from: String, to: String) -> Bool {
        guard Glibc.rename(from, to) == 0 else { return false }
        PowerLoss.note(to, .renamed(from: from))
        return true
    }

    /// Removes the file at `path` (`unlink`); whether it succeeded (`errno` says why not).
    @discardableResult
    package static func remove(_ path: String) -> Bool {
        guard Glibc.unlink(path) == 0 else { return false }
        PowerLoss.note(path, .unlinked)
        return true
    }

    /// Cuts the file at `path` to `size` bytes (`truncate`); whether it succeeded (`errno` says why not).
    package static func truncate(_ path: String, size: Int) -> Bool {
        guard Glibc.truncate(path, off_t(size)) == 0 else { return false }
        PowerLoss.note(path, .truncated(size: size))
        return true
    }

    /// Makes a rename or a new file in `directory` durable.
    package static func fsyncDirectory(_ directory: String) throws(Failure) {
        let fd = try open(directory, O_RDONLY | O_DIRECTORY)
        defer { close(fd) }
        try fsync(fd: fd, path: directory)
    }

    /// Writes `bytes` to `path` so that the file is either the old one or the complete new one:
    /// temp file, fsync, rename, fsync of the directory (`durable: false` skips both fsyncs, for
    /// caches).
    package static func atomicWrite(_ bytes: [UInt8], to path: String, directory: String, durable: Bool = true)
        throws(Failure)
    {
        try atomicWrite(count: bytes.count, to: path, directory: directory, durable: durable) {
            (output: inout Output) throws(Failure) in
            try output.write(bytes)
        }
    }

    /// ``atomicWrite(_:to:directory:durable:)`` of a file of `count` bytes that `produce` writes
    /// in pieces, so that it is never held whole (a snapshot body of a million todos).
    package static func atomicWrite(
        count: Int, to path: String, directory: String, durable: Bool = true,
        _ produce: (inout Output) throws(Failure) -> Void
    ) throws(Failure) {
        let (fd, temp) = try createTemporary(beside: path)
        var output = Output(fd: fd, path: temp, limit: CrashPoint.check(path: path, count: count))
        do throws(Failure) {
            try produce(&output)
            if output.limit != nil { throw output.simulatedCrash() }
            if output.written != count {
                throw Failure(operation: "write (\(output.written) of \(count) bytes)", path: temp, code: EIO)
            }
            if durable { try fsync(fd: fd, path: temp) }
        } catch {
            close(fd)
            // A simulated crash leaves what reached the disk, as a killed process would.
            if !output.crashed { remove(temp) }
            throw error
        }
        close(fd)
        guard rename(temp, to: path) else {
            let code = errno
            remove(temp)
            throw Failure(operation: "rename", path: path, code: code)
        }
        if durable { try fsyncDirectory(directory) }
    }

    /// A temporary file that ``atomicWrite(count:to:directory:durable:_:)`` is writing.
    package struct Output {
        let fd: Int32
        let path: String
        /// Under a simulated crash (``CrashPoint``), how many bytes reach the disk before it.
        let limit: Int?
        /// The bytes written so far, in order.
        private(set) var written = 0
        /// Whether the simulated crash happened.
        private(set) var crashed = false

        init(fd: Int32, path: String, limit: Int?) {
            self.fd = fd
            self.path = path
            self.limit = limit
        }

        /// The simulated crash's error, noting that it happened.
        mutating func simulatedCrash() -> Failure {
            crashed = true
            return Failure(operation: "write (simulated crash)", path: path, code: EIO)
        }

        /// Writes the next bytes.
        package mutating func write(_ raw: UnsafeRawBufferPointer) throws(Failure) {
            if let limit {
                let kept = max(0, min(raw.count, limit - written))
                if kept > 0 { try writeAll(fd: fd, path: path, UnsafeRawBufferPointer(rebasing: raw[..<kept])) }
                written += kept
                if written >= limit { throw simulatedCrash() }
                return
            }
            try writeAll(fd: fd, path: path, raw)
            written += raw.count
        }

        /// Writes the next bytes.
        package mutating func write(_ bytes: [UInt8]) throws(Failure) {
            try bytes.withTypedBytes { (raw) throws(Failure) in try write(raw) }
        }

        /// Writes `bytes` again over bytes already written at `offset` (a header once its checksum
        /// is known); not past what was written.
        package func overwrite(_ bytes: [UInt8], at offset: Int) throws(Failure) {
            guard offset >= 0, offset + bytes.count <= written else {
                throw Failure(operation: "write (past the \(written) bytes written)", path: path, code: EINVAL)
            }
            try bytes.withTypedBytes { (raw) throws(Failure) in try writeAll(fd: fd, path: path, raw, at: offset) }
        }
    }

    /// The marker in the name of every temporary file: `<file>.tmp-<pid>-<random>`.
    static let temporaryMarker = ".tmp-"

    /// Creates a new temporary file beside `path` with an unpredictable name, opened
    /// `O_EXCL|O_NOFOLLOW` (mode 0600), so that a file or link planted in the directory is never
    /// followed or reused.
    package static func createTemporary(beside path: String) throws(Failure) -> (fd: Int32, path: String) {
        try createTemporary(beside: path) { String(UInt64.random(in: 0 ... .max), radix: 16) }
    }

    /// ``createTemporary(beside:)`` with the random part of the name from `suffix` (for tests: a
    /// name that is taken, by a file or a link, is passed over; after 16 taken names it fails).
    package static func createTemporary(beside path: String, suffix nextSuffix: () -> String) throws(Failure) -> (
        fd: Int32, path: String
    ) {
        var attempt = 0
        while true {
            let suffix = nextSuffix()
            let temp = path + temporaryMarker + "\(getpid())-" + suffix
            do {
                return (try open(temp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, mode: 0o600), temp)
            } catch {
                attempt += 1
                if error.code != EEXIST || attempt >= 16 { throw error }
            }
        }
    }

    /// The process id in a temporary file's name (see ``createTemporary(beside:)``), if `name` is one.
    package static func temporaryOwner(_ name: String) -> pid_t? {
        let parts = name.split(separator: temporaryMarker, omittingEmptySubsequences: false)
        guard parts.count >= 2, let last = parts.last else { return nil }
        return pid_t(last.prefix { $0 != "-" })
    }

    /// Maps `size` bytes of `fd` read-only for the duration of `body` (no copy).
    package static func withMapped<T>(
        fd: Int32,
        path: String,
        size: Int,
        _ body: (UnsafeRawBufferPointer) -> T
    ) throws(Failure) -> T {
        let file = try MappedFile(fd: fd, path: path, size: size)
        return withExtendedLifetime(file) { body(file.bytes) }
    }

    /// What makes a path unsafe to use for a store or a session: nil when it is safe (or absent).
    package enum Unsafety: Equatable {
        /// A symbolic link owned by another user: someone else chose where it points.
        case foreignLink(uid: uid_t)
        /// Group- or world-writable (the link's target, for a link): others can change it.
        case writableByOthers(mode: mode_t)
    }

    /// Whether `path` is a symbolic link owned by another user, or (followed) writable by group or
    /// others; nil when it is safe or does not exist yet.
    package static func unsafety(of path: String) -> Unsafety? {
        var link = stat()
        guard lstat(path, &link) == 0 else { return nil }
        if link.st_mode & S_IFMT == S_IFLNK, link.st_uid != geteuid() {
            return .foreignLink(uid: link.st_uid)
        }
        var target = stat()
        guard stat(path, &target) == 0 else { return nil }
        let mode = target.st_mode & 0o7777
        if mode & 0o022 != 0 { return .writableByOthers(mode: mode) }
        return nil
    }

    /// Creates `path` and its parents with mode 0700 where missing; each one created is made
    /// durable in its parent (fsync of the parent), so that a power loss cannot take a store
    /// directory, and the files already made durable in it, away.
    package static func makeDirectories(_ path: String) throws(Failure) {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            let parent = current.isEmpty ? "/" : current
            current += "/" + component
            if mkdir(current, 0o700) != 0 {
                if errno == EEXIST { continue }
                throw Failure(operation: "mkdir", path: current, code: errno)
            }
            PowerLoss.note(current, .madeDirectory)
            do {
                try fsyncDirectory(parent)
            } catch {
                // A parent this user may not read (only search) cannot be fsynced: go on without.
                if error.code != EACCES { throw error }
            }
        }
    }
}
