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

    /// Writes `store` to a temporary file beside the state file, syncs it and renames it over the state file.
    func save(_ store: MockStore) throws(MockServerError) {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let data = try encoder.encode(store)
            guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
                throw MockServerError.stateFile(path: temporary.path, reason: "cannot be created")
            }
            let handle = try FileHandle(forWritingTo: temporary)
            defer { try? handle.close() }
            try handle.write(contentsOf: data)
            try handle.synchronize()
            if rename(temporary.path, path) != 0 {
                throw MockServerError.stateFile(path: path, reason: "rename failed, errno \(errno)")
            }
        } catch let error as MockServerError {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .stateFile(path: path, reason: "cannot be written (\(error))")
        }
    }
}
