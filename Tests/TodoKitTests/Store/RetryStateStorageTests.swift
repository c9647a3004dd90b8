import Foundation
import Testing
import TodoKit
import TodoStore
import TodoSync

@Suite struct RetryStateStorageTests {
    @Test("the store keeps one RetryState, flat under format 3's keys: retry_attempt, next_retry_at, last_error")
    func retryStateKeepsItsStoredKeys() throws {
        let meta = SyncMetadata(revision: 1, retry: RetryState(attempt: 2, nextAttemptAt: 5.5, lastError: "x"))
        let json = String(decoding: try JSONEncoder().encode(meta), as: UTF8.self)
        #expect(json.contains(#""retry_attempt":2"#), "\(json)")
        #expect(json.contains(#""next_retry_at":5.5"#), "\(json)")
        #expect(json.contains(#""last_error":"x""#), "\(json)")
        #expect(try JSONDecoder().decode(SyncMetadata.self, from: Data(json.utf8)) == meta)
    }

    @Test("settings default to the policy's one set of defaults, and check the four values in one place")
    func settingsMakeTheRetryPolicy() throws {
        #expect(try Settings(home: "").retryPolicy() == RetryPolicy.standard)
        var settings = Settings(home: "")
        settings.maxDelay = 1
        let below = #expect(throws: TodoError.self) { try settings.retryPolicy() }
        #expect(below?.exitCode == 64)
        #expect(below?.content.key == .settingMaxBelowMin)
        settings.maxDelay = 120
        settings.jitter = 1
        let jitter = #expect(throws: TodoError.self) { try settings.retryPolicy() }
        #expect(jitter?.content.key == .retrySettings)
    }
}
