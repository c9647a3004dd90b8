import Foundation
import Testing
import TodoSync

@Suite struct RetryStateTests {
    @Test func noWindowWithoutANextAttemptTime() {
        #expect(RetryState().isWindowOpen(now: 0) == false)
        #expect(RetryState(attempt: 3, nextAttemptAt: nil).isWindowOpen(now: 1_000) == false)
    }

    @Test func windowIsOpenStrictlyBeforeTheNextAttemptTime() {
        let state = RetryState(attempt: 1, nextAttemptAt: 1_002, lastError: "timeout")
        #expect(state.isWindowOpen(now: 1_000))
        #expect(state.isWindowOpen(now: 1_001.999))
        #expect(state.isWindowOpen(now: 1_002) == false)
        #expect(state.isWindowOpen(now: 1_003) == false)
    }

    @Test func roundTripsThroughJSONWithSnakeCaseKeys() throws {
        let state = RetryState(attempt: 4, nextAttemptAt: 1_700_000_006.75, lastError: "HTTP 503")
        let data = try JSONEncoder().encode(state)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["attempt", "next_attempt_at", "last_error"])
        #expect(try JSONDecoder().decode(RetryState.self, from: data) == state)
    }

    @Test func emptyStateOmitsOptionalFields() throws {
        let data = try JSONEncoder().encode(RetryState())
        #expect(String(decoding: data, as: UTF8.self) == #"{"attempt":0}"#)
        #expect(try JSONDecoder().decode(RetryState.self, from: data) == RetryState())
    }
}
