import Foundation
import Testing
import TodoNetwork

@testable import TodoKit
@testable import TodoStore

/// A watch attempt hands on the store's warnings instead of dropping them.
@Suite("Watch attempt warnings")
struct WatchAttemptWarningTests {
    @Test("a torn journal line the attempt's store dropped comes back as a warning")
    func tornLineIsReported() async throws {
        let root = FileManager.default.temporaryDirectory.path + "/todo-watch-" + UUID().uuidString.lowercased()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var settings = Settings(home: root)
        // Nothing listens on the discard port: the attempt fails at once, after loading the store.
        settings.server = "http://127.0.0.1:9"
        settings.token = "token"
        settings.lockTimeout = 1
        do {
            let manager = try DataManager(settings: settings)
            defer { manager.close() }
            _ = try manager.add(ItemDraft(text: "one"))
        }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: root + "/" + StoreFormat.journalFile))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("{\"put\":{\"id\":\"TORN-0001\",\"text\":\"half writ".utf8))
        try handle.close()

        let client = HTTPClient()
        defer { client.shutdown() }
        let attempt = await DataManager.watchAttempt(settings: settings, client: client)
        #expect(attempt.warnings.count == 1 && attempt.warnings[0].description.contains("torn"), "\(attempt.warnings)")
        let again = await DataManager.watchAttempt(settings: settings, client: client)
        #expect(again.warnings.isEmpty)
    }
}
