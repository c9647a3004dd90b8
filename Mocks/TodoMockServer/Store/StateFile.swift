import Foundation

/// The JSON file behind `--state`: read at start, replaced atomically (temp file, fsync, rename) on every change.
struct StateFile: Sendable {
    let path: String

    /// The stored state, or an empty one if the file does not exist.
    func load() throws(MockServerError) -> MockStore {
        guard FileManager.default.fileExists(atPath: path) else {
            return MockStore()
        }
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return try JSONDecoder().decode(MockStore.self, from: data)
        } catch {
            throw .stateFile(path: path, reason: "cannot be read (\(error)); it is left as it is")
        }
    }

    /// Writes `store` to a new temporary file beside the state file (an unpredictable name, opened
    /// `O_EXCL|O_NOFOLLOW`: a planted file or link is never written through), syncs it and renames
    /// it over the state file.
    func save(_ store: MockStore) throws(MockServerError) {
        let url = URL(fileURLWithPath: path)
        let suffix = String(UInt64.random(in: 0 ... .max), radix: 16)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(
                ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier)-\(suffix).tmp"
            )
            .path
        let data: Data
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            data = try encoder.encode(store)
        } catch {
            throw .stateFile(path: path, reason: "cannot be encoded (\(error))")
        }
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw .stateFile(path: temporary, reason: "cannot be created (errno \(errno))")
        }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: data)
            try handle.synchronize()
            try handle.close()
        } catch {
            try? handle.close()
            unlink(temporary)
            throw .stateFile(path: path, reason: "cannot be written (\(error))")
        }
        if rename(temporary, path) != 0 {
            let code = errno
            unlink(temporary)
            throw .stateFile(path: path, reason: "rename failed, errno \(code)")
        }
    }
}
