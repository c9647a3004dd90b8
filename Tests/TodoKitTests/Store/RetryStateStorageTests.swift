import Foundation
import Testing
import TodoKit
import TodoModel
import TodoTesting
import TodoValues

@testable import TodoStore
@testable import TodoSync

@Suite struct RetryStateStorageTests {
    @Test("the store keeps one RetryState, flat: retry_attempt, next_retry_at, last_failure (code and values)")
    func retryStateKeepsItsStoredKeys() throws {
        let failure = SyncFailure.unreachable(.init(request: "POST /list", curlCode: 7, message: "refused"))
        let meta = SyncMetadata(revision: 1, retry: RetryState(attempt: 2, nextAttemptAt: 5.5, lastFailure: failure))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(meta), as: UTF8.self)
        #expect(json.contains(#""retry_attempt":2"#), "\(json)")
        #expect(json.contains(#""next_retry_at":5.5"#), "\(json)")
        #expect(
            json.contains(#""last_failure":{"code":"unreachable","curl":7,"detail":"refused","request":"POST /list"}"#),
            "\(json)")
        #expect(!json.contains("last_error"), "\(json)")
        #expect(try JSONDecoder().decode(SyncMetadata.self, from: Data(json.utf8)) == meta)
    }

    @Test("a store written before typed failures, its last_error a sentence, reads as before")
    func anOlderStoreStaysReadable() throws {
        let dir = TemporaryDirectory()
        let sentence = "GET /list: transport: couldNotConnect (curl 7): Failed to connect to 127.0.0.1 port 1"
        let meta = SyncMetadata(
            revision: 3, retry: RetryState(attempt: 2, nextAttemptAt: 1_700_000_000, lastFailure: .refreshRefused))
        do {
            let cache = try FileCache(directory: dir.path, lockTimeout: 1)
            var state = try cache.load()
            state.apply(.meta(meta))
            try cache.commit([.meta(meta)], state: state)
            try cache.writeSnapshot(try cache.load())
            cache.close()
        }
        // The header as the version before typed failures wrote it: the sentence under last_error.
        let snapshot = String(decoding: dir.bytes(StoreFormat.snapshotFile), as: UTF8.self)
        let typed = #""last_failure":{"code":"refresh_refused"},"#
        #expect(snapshot.contains(typed), "\(snapshot)")
        let old = snapshot.replacingOccurrences(of: typed, with: #""last_error":"\#(sentence)","#)
        try dir.write(StoreFormat.snapshotFile, Array(old.utf8))
        let headerLine = Data(old.prefix { $0 != "\n" }.utf8)
        let plain = try #require(headerLine.withUnsafeBytes { SnapshotHeader.plain($0) })
        let decoded = try JSONDecoder().decode(SnapshotHeader.self, from: headerLine)
        #expect(plain.sync == decoded.sync)
        #expect(plain.sync.retry.lastFailure == .unclassified(sentence))

        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        defer { cache.close() }
        let retry = try cache.load().sync.retry
        #expect(retry == RetryState(attempt: 2, nextAttemptAt: 1_700_000_000, lastFailure: .unclassified(sentence)))
        #expect(retry.lastError == sentence)
    }

    /// `SyncMetadata`'s decoder as the version before typed failures had it (copied from it).
    private struct OlderSyncMetadata: Decodable {
        var revision: Int
        var attempt: Int
        var nextAttemptAt: Double?
        var lastError: String?

        enum CodingKeys: String, CodingKey {
            case revision
            case lastError = "last_error"
            case retryAttempt = "retry_attempt"
            case nextRetryAt = "next_retry_at"
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            revision = try c.decode(Int.self, forKey: .revision)
            attempt = try c.decode(Int.self, forKey: .retryAttempt)
            nextAttemptAt = try c.decodeIfPresent(Double.self, forKey: .nextRetryAt)
            lastError = try c.decodeIfPresent(String.self, forKey: .lastError)
        }
    }

    @Test("an older todo reads a newer store: the schedule as it is, no last error")
    func anOlderVersionReadsANewerStore() throws {
        let meta = SyncMetadata(
            revision: 4,
            retry: RetryState(
                attempt: 3, nextAttemptAt: 9.5, lastFailure: .status(503, reason: "busy", request: "GET /list")))
        let older = try JSONDecoder().decode(OlderSyncMetadata.self, from: JSONEncoder().encode(meta))
        #expect(older.revision == 4)
        #expect(older.attempt == 3)
        #expect(older.nextAttemptAt == 9.5)
        #expect(older.lastError == nil)
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
