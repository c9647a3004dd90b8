import Glibc
import Synchronization
import TodoStore

/// An append-only log file capped in size: when a line would take it past ``maxBytes``, it is
/// renamed to `NAME.1` (`NAME.1` to `NAME.2`, and so on; the oldest, `NAME.<keep>`, is dropped)
/// and a new file is started.
///
/// The file is opened on the first line written, never before, so a process that logs nothing
/// never touches it. Lines are appended with `O_APPEND`, so several processes can share the file;
/// before each line the file's size is read again, and a file rotated away by another process
/// is reopened. Logging never fails: a file that cannot be written loses the line.
public final class RotatingLogFile: Sendable {
    /// The current file's path.
    public let path: String
    /// The largest size a file reaches (a single longer line still gets a file of its own).
    public let maxBytes: Int
    /// How many rotated files are kept (`NAME.1` … `NAME.<keep>`).
    public let keep: Int

    private let descriptor = Mutex<Int32>(-1)

    /// The default cap: 1 MiB.
    public static let defaultMaxBytes = 1 << 20

    /// A log at `path`, rotated at `maxBytes` (at least 1) keeping `keep` old files.
    public init(path: String, maxBytes: Int = RotatingLogFile.defaultMaxBytes, keep: Int = 3) {
        self.path = path
        self.maxBytes = max(1, maxBytes)
        self.keep = max(0, keep)
    }

    deinit {
        descriptor.withLock { fd in
            if fd >= 0 { close(fd) }
        }
    }

    /// The path of the `index`th rotated file (`NAME.index`).
    public func rotatedPath(_ index: Int) -> String { "\(path).\(index)" }

    /// Appends `line` (which should end in a newline), rotating first when it would pass the cap.
    public func write(_ line: String) {
        let bytes = Array(line.utf8)
        descriptor.withLock { fd in
            if fd >= 0, !isCurrent(fd) {
                close(fd)
                fd = -1
            }
            if fd < 0 { fd = open() }
            guard fd >= 0 else { return }
            var st = stat()
            let size = fstat(fd, &st) == 0 ? Int(st.st_size) : 0
            if size > 0, size + bytes.count > maxBytes {
                close(fd)
                rotate()
                fd = open()
                guard fd >= 0 else { return }
            }
            // Best effort: a log line that cannot be written is dropped, the command goes on.
            try? POSIXFile.writeAll(fd: fd, path: path, bytes)
        }
    }

    /// Whether `fd` is still the file at ``path`` (another process may have rotated it away).
    private func isCurrent(_ fd: Int32) -> Bool {
        var open = stat()
        var named = stat()
        guard fstat(fd, &open) == 0, stat(path, &named) == 0 else { return false }
        return open.st_ino == named.st_ino && open.st_dev == named.st_dev
    }

    private func open() -> Int32 {
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            try? POSIXFile.makeDirectories(String(path[..<slash]))
        }
        return (try? POSIXFile.open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW, mode: 0o600)) ?? -1
    }

    /// Shifts `NAME` → `NAME.1` → … → `NAME.<keep>`, dropping the oldest.
    private func rotate() {
        guard keep > 0 else {
            unlink(path)
            return
        }
        unlink(rotatedPath(keep))
        for index in stride(from: keep - 1, through: 1, by: -1) {
            rename(rotatedPath(index), rotatedPath(index + 1))
        }
        rename(path, rotatedPath(1))
    }
}
