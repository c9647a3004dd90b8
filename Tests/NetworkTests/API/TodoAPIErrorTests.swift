import Testing
import TodoKit
import TodoMockServer
import TodoModel
import TodoTesting

@testable import TodoNetwork

/// Each error class of `TodoAPIError`, produced by the mock server over loopback.
@Suite struct TodoAPIErrorTests {
    @Test func staleRevisionIsUnsynchronizedEverywhere() async throws {
        try await MockFixture.run { mock in
            _ = try await mock.api.create(TodoItem.fixture("a"), lastKnownRevision: 0)
            let api = mock.api

            let errors: [TodoAPIError?] = [
                await #expect(throws: TodoAPIError.self) {
                    try await api.create(TodoItem.fixture("b"), lastKnownRevision: 0)
                },
                await #expect(throws: TodoAPIError.self) {
                    try await api.update(TodoItem.fixture("a"), lastKnownRevision: 5)
                },
                await #expect(throws: TodoAPIError.self) { try await api.delete(id: "a", lastKnownRevision: 0) },
                await #expect(throws: TodoAPIError.self) { try await api.patchList([], lastKnownRevision: 0) },
            ]

            for error in errors {
                #expect(error?.code == .unsynchronized)
                #expect(error?.status == 400)
                #expect(error?.isRetryable == false)
            }
            #expect(
                try mock.serverList()
                    == MockList(
                        elements: [
                            MockElement(
                                id: "a", text: "task", createdAt: 1_763_700_000, changedAt: 1_763_700_000,
                                lastUpdatedBy: "test-device")
                        ], revision: 1))
        }
    }

    @Test func duplicateIDIsUnsynchronized() async throws {
        try await MockFixture.run { mock in
            _ = try await mock.api.create(TodoItem.fixture("a"), lastKnownRevision: 0)

            let error = await #expect(throws: TodoAPIError.self) {
                try await mock.api.create(TodoItem.fixture("a"), lastKnownRevision: 1)
            }

            #expect(error?.code == .unsynchronized)
        }
    }

    @Test(arguments: [nil, "wrong-token"])
    func missingOrUnknownTokenIsUnauthorized(token: String?) async throws {
        try await MockFixture.run(apiToken: token) { mock in
            let error = await #expect(throws: TodoAPIError.self) { try await mock.api.getList() }

            #expect(error?.code == .unauthorized)
            #expect(error?.status == 401)
            #expect(error?.isRetryable == false)
        }
    }

    @Test func missingElementIsNotFound() async throws {
        try await MockFixture.run { mock in
            let api = mock.api
            let get = await #expect(throws: TodoAPIError.self) { try await api.getItem(id: "nope") }
            let put = await #expect(throws: TodoAPIError.self) {
                try await api.update(TodoItem.fixture("nope"), lastKnownRevision: 0)
            }
            let delete = await #expect(throws: TodoAPIError.self) {
                try await api.delete(id: "nope", lastKnownRevision: 0)
            }

            for error in [get, put, delete] {
                #expect(error?.code == .notFound)
                #expect(error?.status == 404)
                #expect(error?.isRetryable == false)
            }
        }
    }

    @Test func injected500IsRetryableAndAppliesNothing() async throws {
        try await MockFixture.run { mock in
            try mock.server.inject(.status(500), count: 1)

            let error = await #expect(throws: TodoAPIError.self) {
                try await mock.api.create(TodoItem.fixture("a"), lastKnownRevision: 0)
            }
            let retried = try await mock.api.create(TodoItem.fixture("a"), lastKnownRevision: 0)

            #expect(error?.code == .serverError)
            #expect(error?.status == 500)
            #expect(error?.body?.contains("\"status\"") == true)
            #expect(error?.isRetryable == true)
            #expect(retried.revision == 1)
        }
    }

    @Test func generateFailsHundredAlwaysFails() async throws {
        try await MockFixture.run(generateFails: 100) { mock in
            for _ in 0..<5 {
                let error = await #expect(throws: TodoAPIError.self) {
                    try await mock.api.create(TodoItem.fixture("a"), lastKnownRevision: 0)
                }
                #expect(error?.code == .serverError)
                #expect(error?.isRetryable == true)
            }
            let revision = try mock.serverList().revision
            #expect(revision == 0)
        }
    }

    @Test(arguments: [MockFault.invalidJSON, .notAnAnswer, .wrongContentType])
    func garbled200IsBadResponseNotAnEmptyList(fault: MockFault) async throws {
        try await MockFixture.run { mock in
            _ = try await mock.api.create(TodoItem.fixture("a"), lastKnownRevision: 0)
            try mock.server.inject(fault, count: 1)

            let error = await #expect(throws: TodoAPIError.self) { try await mock.api.getList() }

            #expect(error?.code == .badResponse)
            #expect(error?.status == 200)
            #expect(error?.body?.isEmpty == false)
            #expect(error?.isRetryable == true)
        }
    }

    @Test func garbledAnswerToAChangeIsBadResponse() async throws {
        try await MockFixture.run { mock in
            try mock.server.inject(.notAnAnswer, count: 1, scope: .changes)

            let error = await #expect(throws: TodoAPIError.self) {
                try await mock.api.create(TodoItem.fixture("a"), lastKnownRevision: 0)
            }

            #expect(error?.code == .badResponse)
            #expect(error?.detail.contains("element") == true)
        }
    }

    @Test func truncatedBodyIsADroppedConnection() async throws {
        try await MockFixture.run { mock in
            _ = try await mock.api.patchList((0..<50).map { TodoItem.fixture("i\($0)") }, lastKnownRevision: 0)
            try mock.server.inject(.truncatedBody, count: 1)

            let error = await #expect(throws: TodoAPIError.self) { try await mock.api.getList() }

            #expect(error?.code == .transport)
            #expect(error?.transportError?.code == .connectionDropped)
            #expect(error?.isRetryable == true)
        }
    }

    @Test("a body trickled faster than the stall guard is cut off by the total timeout")
    func trickledBodyIsCutOffByTheTimeout() async throws {
        try await MockFixture.run { mock in
            _ = try await mock.api.patchList((0..<20).map { TodoItem.fixture("i\($0)") }, lastKnownRevision: 0)
            try mock.server.inject(.trickle(intervalMs: 20), count: 1)
            // About 2 KB at 50 bytes a second: well above the stall guard's 1 byte a second.
            let request = HTTPRequest(
                url: mock.server.baseURL + "/list",
                headers: HTTPHeaders([.init(name: "Authorization", value: "Bearer \(MockFixture.token)")]),
                timeout: .milliseconds(600))

            let error = await #expect(throws: HTTPClientError.self) { try await mock.client.execute(request) }

            #expect(error?.code == .timedOut)
            #expect(error?.isTransient == true)
            #expect(try await mock.api.getList().items.count == 20)
        }
    }

    @Test("a body that stalls is cut off by the stall guard even with no total timeout")
    func stalledBodyIsCutOffByTheStallGuard() async throws {
        try await MockFixture.run { mock in
            try mock.server.inject(.trickle(intervalMs: 10_000), count: 1)
            let request = HTTPRequest(
                url: mock.server.baseURL + "/list",
                headers: HTTPHeaders([.init(name: "Authorization", value: "Bearer \(MockFixture.token)")]),
                timeout: nil, stallTimeout: .seconds(1))

            let error = await #expect(throws: HTTPClientError.self) { try await mock.client.execute(request) }

            #expect(error?.code == .timedOut)
            #expect(error?.curlCode == 28)  // CURLE_OPERATION_TIMEDOUT
        }
    }

    @Test func closeWithoutAnswerIsADroppedConnection() async throws {
        try await MockFixture.run { mock in
            try mock.server.inject(.close, count: 1)

            let error = await #expect(throws: TodoAPIError.self) { try await mock.api.getList() }
            let next = try await mock.api.getList()

            #expect(error?.transportError?.code == .connectionDropped)
            #expect(error?.isRetryable == true)
            #expect(next.revision == 0)
        }
    }

    @Test func lostResponseIsRetryableAndTheChangeWasApplied() async throws {
        try await MockFixture.run { mock in
            try mock.server.inject(.loseResponse, count: 1)

            let error = await #expect(throws: TodoAPIError.self) {
                try await mock.api.create(TodoItem.fixture("a"), lastKnownRevision: 0)
            }
            let list = try await mock.api.getList()

            #expect(error?.code == .transport)
            #expect(error?.isRetryable == true)
            #expect(list == ListResult(items: [TodoItem.fixture("a")], revision: 1))
        }
    }

    @Test func hangingServerTimesOut() async throws {
        try await MockFixture.run(timeout: .milliseconds(500)) { mock in
            try mock.server.inject(.hang, count: 1)

            let error = await #expect(throws: TodoAPIError.self) { try await mock.api.getList() }

            #expect(error?.code == .transport)
            #expect(error?.transportError?.code == .timedOut)
            #expect(error?.isRetryable == true)
        }
    }

    @Test func cancellingAHangingRequestReturnsCancelled() async throws {
        try await MockFixture.run(timeout: .seconds(60)) { mock in
            try mock.server.inject(.hang, count: 1)
            let api = mock.api
            let task = Task { () async throws(TodoAPIError) -> ListResult in try await api.getList() }
            while mock.server.hangingRequests == 0 {
                try await Task.sleep(for: .milliseconds(10))
            }

            task.cancel()
            let result = await task.result

            // Without the cancellation this would end after 60 s as `timedOut`.
            let error = try #require(throws: TodoAPIError.self) { try result.get() }
            #expect(error.isCancelled)
            #expect(error.code == .transport)
            #expect(error.isRetryable == false)
        }
    }

    @Test func refusedConnectionsAreRetryable() async throws {
        try await MockFixture.run { mock in
            await mock.server.refuseConnections(for: nil)

            let error = await #expect(throws: TodoAPIError.self) { try await mock.api.getList() }
            try await mock.server.resumeConnections()
            let after = try await mock.api.getList()

            #expect(error?.transportError?.code == .couldNotConnect)
            #expect(error?.isRetryable == true)
            #expect(after.revision == 0)
        }
    }

    @Test func errorsNeverShowTheToken() async throws {
        let secret = "super-secret-token-4f1c"
        try await MockFixture.run(apiToken: secret) { mock in
            let error = try #require(await #expect(throws: TodoAPIError.self) { try await mock.api.getList() })

            #expect(error.code == .unauthorized)
            for text in [String(describing: error), String(reflecting: error), error.body ?? "", error.detail] {
                #expect(!text.contains(secret))
            }
            #expect(!String(describing: mock.api.configuration).contains(secret))
            #expect(!String(reflecting: mock.api.configuration).contains(secret))
        }
    }
}
