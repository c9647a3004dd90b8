import Foundation
import Testing
import TodoStore
import TodoSync
import TodoTesting
import TodoValues

@testable import TodoKit

/// The quick push after a change, while the backoff window is open, is decided before the server
/// is set up and before the sync lock: nothing of the network side is touched.
@Suite("Quick push, window open")
struct QuickPushWindowTests {
    @Test("an open window answers before the sync lock, which a running sync may hold")
    func windowBeforeSyncLock() async throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        var settings = Settings(home: dir.path)
        // Nothing listens on the discard port: the first push fails at once and opens the window.
        settings.server = "http://127.0.0.1:9"
        settings.token = "token"
        settings.minDelay = 100
        settings.maxDelay = 120
        let coordinator = Coordinator(selection: StoreSelection(settings: settings, session: nil))
        let first = try await coordinator.change(primaryOnly: true) { stores throws(TodoError) in
            (try stores.primary.add(ItemDraft(text: "opens the window")), true)
        }
        let opened = try #require(first.push)
        #expect(opened.nextAttemptAt != nil, "the failed push opens a window")

        // Another run holds the sync lock: without the window, the push would say so.
        let lock = try FileLock.acquire(path: StoreLayout(directory: dir.path).syncLock, timeout: 0)
        defer { lock.release() }
        let second = try await coordinator.change(primaryOnly: true) { stores throws(TodoError) in
            (try stores.primary.add(ItemDraft(text: "queued")), true)
        }
        let push = try #require(second.push)
        let report = try push.result.get()
        #expect(report.outcome == .queued)
        #expect(report.requests == 0)
        #expect(report.pending == 2)
        #expect(report.lastError == nil, "the window, not the lock, kept the push: \(report.lastError ?? "")")
        #expect(push.nextAttemptAt == opened.nextAttemptAt)
    }
}
