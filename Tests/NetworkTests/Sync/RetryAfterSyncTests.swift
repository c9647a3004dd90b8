import Foundation
import Testing
import TodoKit
import TodoMockServer
import TodoModel
import TodoSync
import TodoTesting

@testable import TodoNetwork

/// `Retry-After` through the real socket: the mock answers `429` (or `503`) with the header, the
/// API error carries it, and the sync waits that long (capped at MaxDelay) before the retry, on the
/// injected clock.
@Suite struct RetryAfterSyncTests {
    static let token = "retry-after-token"

    @Test("the API error of a 429 or 503 carries Retry-After", arguments: [429, 503])
    func apiErrorCarriesRetryAfter(status: Int) async throws {
        try await MockFixture.run { mock in
            try mock.server.inject(.retryAfter(status: status, seconds: 7), count: 1)
            let error = await #expect(throws: TodoAPIError.self) { try await mock.api.getList() }
            #expect(error?.status == status)
            #expect(error?.retryAfter == 7)
            let failure = try #require(error.map { TodoAPISyncServer.failure(of: $0) })
            #expect(failure.retryAfter == 7)
            #expect(TodoAPISyncServer.classify(try #require(error)) == .retryable(failure))
        }
    }

    @Test("Retry-After in delta-seconds and HTTP-date forms")
    func parsesBothForms() {
        #expect(RetryAfter.seconds("120") == 120)
        #expect(RetryAfter.seconds(" 3 ") == 3)
        #expect(RetryAfter.unixTime(ofHTTPDate: "Sun, 06 Nov 1994 08:49:37 GMT") == 784_111_777)
        #expect(RetryAfter.seconds("Sun, 06 Nov 1994 08:49:47 GMT", now: 784_111_777) == 10)
        #expect(RetryAfter.seconds("Sun, 06 Nov 1994 08:49:37 GMT", now: 784_111_800) == 0)
        #expect(RetryAfter.seconds("soon") == nil)
        #expect(RetryAfter.seconds("-5") == nil)
    }

    @Test("the sync waits Retry-After before the retry, capped at MaxDelay", arguments: [(7, 7.0), (100, 30.0)])
    func syncWaitsRetryAfter(seconds: Int, expected: Double) async throws {
        try await withMockServer(MockServerConfiguration(tokens: [Self.token])) { server in
            let home = FileManager.default.temporaryDirectory.path + "/todo-retry-after-" + UUID().uuidString
            defer { try? FileManager.default.removeItem(atPath: home) }
            let client = HTTPClient()
            defer { client.shutdown() }
            var settings = Settings(home: home)
            settings.server = server.baseURL
            settings.token = Self.token
            settings.minDelay = 1
            settings.maxDelay = 30
            settings.jitter = 0
            settings.fixedNow = 1_800_000_000
            let api = TodoAPISyncServer(
                api: TodoAPI(
                    client: client,
                    configuration: TodoAPIConfiguration(
                        baseURL: server.baseURL, token: Self.token, timeout: .seconds(10))))
            let clock = ManualWallClock(now: 1_800_000_000)
            let manager = try DataManager(settings: settings, httpClient: client)
            defer { manager.close() }
            _ = try manager.add(ItemDraft(text: "slow down"))
            try server.inject(.retryAfter(status: 429, seconds: seconds), count: 1)

            let report = try await manager.sync(mode: .sync, server: api, clock: clock, seed: 7)

            #expect(report.outcome == .synced)
            #expect(clock.sleeps == [expected])
            #expect(try server.list(of: .token(Self.token)).elements.map(\.text) == ["slow down"])
        }
    }
}
