import Foundation

/// A fresh directory in the system's temporary directory, removed by ``remove()`` or on deinit.
///
/// Where the directory must outlive every other use of this object (a server or a child
/// process still writing there), end the scope with `defer { directory.remove() }`.
public final class TemporaryDirectory: Sendable {
    public let path: String

    /// Creates `TMPDIR/PREFIXUUID`.
    public init(prefix: String = "todo-tests-") {
        path = FileManager.default.temporaryDirectory.path + "/" + prefix + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// A fresh directory in memory (`/dev/shm`, where an fsync costs nothing) when there is such
    /// a file system, else in `TMPDIR`: for tests that write many stores and whose durability,
    /// if any, is simulated.
    public static func inMemory(prefix: String = "todo-tests-") -> TemporaryDirectory {
        var isDirectory: ObjCBool = false
        let base =
            FileManager.default.fileExists(atPath: "/dev/shm", isDirectory: &isDirectory) && isDirectory.boolValue
            ? "/dev/shm" : FileManager.default.temporaryDirectory.path
        return TemporaryDirectory(path: base + "/" + prefix + UUID().uuidString)
    }

    private init(path: String) {
        self.path = path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { remove() }

    /// Deletes the directory and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path of `name` in the directory.
    public func file(_ name: String) -> String { path + "/" + name }

    /// The bytes of the file `name`, or none when it cannot be read.
    public func bytes(_ name: String) -> [UInt8] {
        (try? [UInt8](Data(contentsOf: URL(fileURLWithPath: file(name))))) ?? []
    }

    /// Writes `bytes` to the file `name`.
    public func write(_ name: String, _ bytes: [UInt8]) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: file(name)))
    }

    /// Appends `text` to the existing file `name`.
    public func append(_ name: String, _ text: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file(name)))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }
}
