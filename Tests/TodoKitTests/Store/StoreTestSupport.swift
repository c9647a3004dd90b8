import Foundation

@testable import TodoKit

/// A fresh temporary store directory, removed on deinit.
final class TemporaryDirectory {
    let path: String

    init() {
        let base = FileManager.default.temporaryDirectory.path
        path = base + "/todo-tests-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String) -> String { path + "/" + name }

    func bytes(_ name: String) -> [UInt8] {
        (try? [UInt8](Data(contentsOf: URL(fileURLWithPath: file(name))))) ?? []
    }

    func write(_ name: String, _ bytes: [UInt8]) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: file(name)))
    }

    func append(_ name: String, _ text: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file(name)))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }
}
