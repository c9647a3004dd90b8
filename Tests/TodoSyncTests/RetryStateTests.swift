import Foundation
import Testing
import TodoSync

@Suite struct RetryStateTests {
    @Test func noWindowWithoutANextAttemptTime() {
        #expect(RetryState().isWindowOpen(now: 0) == false)
        #expect(RetryState(attempt: 3, nextAttemptAt: nil).isWindowOpen(now: 1_000) == false)
    }

    @Test func windowIsOpenStrictlyBeforeTheNextAttemptTime() {
        let state = RetryState(attempt: 1, nextAttemptAt: 1_002, lastFailure: .unclassified("timeout"))
        #expect(state.isWindowOpen(now: 1_000))
        #expect(state.isWindowOpen(now: 1_001.999))
        #expect(state.isWindowOpen(now: 1_002) == false)
        #expect(state.isWindowOpen(now: 1_003) == false)
    }

    @Test("one spelling: the store's flat keys, the failure as its code and values")
    func roundTripsThroughJSONWithTheStoresKeys() throws {
        let state = RetryState(
            attempt: 4, nextAttemptAt: 1_700_000_006.75,
            lastFailure: .status(503, reason: "busy", request: "GET /list"))
        let data = try JSONEncoder().encode(state)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["retry_attempt", "next_retry_at", "last_failure"])
        let failure = try #require(object["last_failure"] as? [String: Any])
        #expect(Set(failure.keys) == ["code", "status", "detail", "request"])
        #expect(failure["code"] as? String == "status")
        #expect(try JSONDecoder().decode(RetryState.self, from: data) == state)
    }

    @Test func emptyStateOmitsOptionalFields() throws {
        let data = try JSONEncoder().encode(RetryState())
        #expect(String(decoding: data, as: UTF8.self) == #"{"retry_attempt":0}"#)
        #expect(try JSONDecoder().decode(RetryState.self, from: data) == RetryState())
    }

    @Test("an older store's last_error sentence is read as an unclassified failure, with its words")
    func readsTheSentenceOfAnOlderStore() throws {
        let old = #"{"last_error":"GET /list: serverError (HTTP 500): x","retry_attempt":2,"next_retry_at":5}"#
        let state = try JSONDecoder().decode(RetryState.self, from: Data(old.utf8))
        #expect(state.lastFailure == .unclassified("GET /list: serverError (HTTP 500): x"))
        #expect(state.lastError == "GET /list: serverError (HTTP 500): x")
        #expect(state.attempt == 2)
        // Written back, it is a typed failure; the sentence is no longer stored.
        let written = String(decoding: try JSONEncoder().encode(state), as: UTF8.self)
        #expect(!written.contains("last_error"))
    }
}
