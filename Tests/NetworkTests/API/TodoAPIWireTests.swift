import Foundation
import Synchronization
import Testing
import TodoKit
import TodoModel
import TodoTesting

@testable import TodoNetwork

/// What `TodoAPI` puts on the wire and how strictly it reads answers, checked with a raw
/// loopback server that records requests and sends exactly the bytes a test wants.
@Suite struct TodoAPIWireTests {
    /// Records every request and answers with `reply`.
    final class Recorder: Sendable {
        private final class Log: Sendable {
            let requests = Mutex<[RawRequest]>([])
        }

        private let log = Log()
        let server: RawTCPServer

        init(reply: @escaping @Sendable (RawRequest) -> RawReply) throws {
            let log = self.log
            server = try RawTCPServer(
                .http { request in
                    log.requests.withLock { $0.append(request) }
                    return reply(request)
                }
            )
        }

        convenience init(status: Int = 200, body: String) throws {
            try self.init { _ in
                RawReply(status: status, headers: [("Content-Type", "application/json")], body: Array(body.utf8))
            }
        }

        var last: RawRequest? { log.requests.withLock { $0.last } }

        func api(_ client: HTTPClient, token: String? = "t0k", generateFails: Int? = nil) -> TodoAPI {
            let configuration = TodoAPIConfiguration(
                baseURL: server.baseURL + "/",
                token: token,
                generateFails: generateFails
            )
            return TodoAPI(client: client, configuration: configuration)
        }
    }

    static let elementAnswer = """
        {"status":"ok","element":{"id":"a b/c","text":"x","importance":"low","done":false,\
        "created_at":1,"changed_at":2,"last_updated_by":"d","files":[]},"revision":7,"extra":true}
        """

    @Test func changesCarryTokenRevisionFailsAndJSON() async throws {
        let recorder = try Recorder(body: Self.elementAnswer)
        let client = HTTPClient()
        defer { client.shutdown() }
        let api = recorder.api(client, generateFails: 30)
        var item = TodoItem.fixture("a b/c", text: "x")
        item.importance = .low
        item.changedAt = 2
        item.createdAt = 1
        item.lastUpdatedBy = "d"

        let result = try await api.update(item, lastKnownRevision: 6)
        let request = try #require(recorder.last)

        #expect(result == ElementResult(item: item, revision: 7))
        #expect(request.method == "PUT")
        #expect(request.target == "/list/a%20b%2Fc")
        #expect(request.header("Authorization") == "Bearer t0k")
        #expect(request.header("X-Last-Known-Revision") == "6")
        #expect(request.header("X-Generate-Fails") == "30")
        #expect(request.header("Content-Type") == "application/json")
        let body = try #require(try JSONSerialization.jsonObject(with: Data(request.body)) as? [String: Any])
        let element = try #require(body["element"] as? [String: Any])
        #expect(element["id"] as? String == "a b/c")
        #expect(element["created_at"] as? Int == 1)
        #expect(element["last_updated_by"] as? String == "d")
        #expect(element["deadline"] == nil)
        #expect(element["color"] == nil)
    }

    @Test func readsSendNoRevisionAndNoBody() async throws {
        let recorder = try Recorder(body: #"{"status":"ok","list":[],"revision":3}"#)
        let client = HTTPClient()
        defer { client.shutdown() }

        let result = try await recorder.api(client).getList()
        let request = try #require(recorder.last)

        #expect(result == ListResult(items: [], revision: 3))
        #expect(request.method == "GET")
        #expect(request.target == "/list")
        #expect(request.header("Authorization") == "Bearer t0k")
        #expect(request.header("X-Last-Known-Revision") == nil)
        #expect(request.header("X-Generate-Fails") == nil)
        #expect(request.body.isEmpty)
    }

    @Test func authRequestsSendNoBearerToken() async throws {
        let recorder = try Recorder(body: #"{"access_token":"A","refresh_token":"R","expires_in":60}"#)
        let client = HTTPClient()
        defer { client.shutdown() }

        let tokens = try await recorder.api(client).refresh(refreshToken: "old-refresh")
        let request = try #require(recorder.last)

        #expect(tokens == AuthTokens(accessToken: "A", refreshToken: "R", expiresIn: 60))
        #expect(request.target == "/auth/refresh")
        #expect(request.header("Authorization") == nil)
        #expect(String(decoding: request.body, as: UTF8.self) == #"{"refresh_token":"old-refresh"}"#)
    }

    @Test(arguments: [
        #"{"status":"ok","list":null,"revision":1}"#,
        #"{"status":"ok","list":[],"revision":"1"}"#,
        #"{"status":"ok","list":[]}"#,
        #"{"status":"error","list":[],"revision":1}"#,
        #"{"status":"ok","list":[{"id":"a"}],"revision":1}"#,
        #"{"status":"ok","list":[],"revision":-1}"#,
        #"[]"#,
        "",
        "<html>ok</html>",
    ])
    func listAnswersAreReadStrictly(body: String) async throws {
        let recorder = try Recorder(body: body)
        let client = HTTPClient()
        defer { client.shutdown() }

        let error = await #expect(throws: TodoAPIError.self) { try await recorder.api(client).getList() }

        #expect(error?.code == .badResponse)
        #expect(error?.status == 200)
    }

    @Test func duplicateIDsInAListAreABadResponse() async throws {
        let element =
            #"{"id":"a","text":"","importance":"basic","done":false,"created_at":1,"changed_at":1,"last_updated_by":"d"}"#
        let recorder = try Recorder(body: #"{"status":"ok","list":[\#(element),\#(element)],"revision":1}"#)
        let client = HTTPClient()
        defer { client.shutdown() }

        let error = await #expect(throws: TodoAPIError.self) { try await recorder.api(client).getList() }

        #expect(error?.code == .badResponse)
        #expect(error?.detail.contains("twice") == true)
    }

    @Test func anAnswerAboutAnotherElementIsABadResponse() async throws {
        let recorder = try Recorder(body: Self.elementAnswer)
        let client = HTTPClient()
        defer { client.shutdown() }

        let error = await #expect(throws: TodoAPIError.self) { try await recorder.api(client).getItem(id: "other") }

        #expect(error?.code == .badResponse)
    }

    @Test func garbledTokenAnswerKeepsNoBody() async throws {
        let recorder = try Recorder(body: #"{"access_token":"leaked-access","refresh_token":"","expires_in":60}"#)
        let client = HTTPClient()
        defer { client.shutdown() }

        let error = await #expect(throws: TodoAPIError.self) {
            try await recorder.api(client).login(username: "ada", password: "password1")
        }

        #expect(error?.code == .badResponse)
        #expect(error?.body == nil)
        #expect(error.map { !String(reflecting: $0).contains("leaked-access") } == true)
    }

    @Test(arguments: [
        (503, TodoAPIError.Code.serverError, true),
        (502, .serverError, true),
        (429, .unexpectedStatus, true),
        (408, .unexpectedStatus, true),
        (418, .unexpectedStatus, false),
        (403, .unexpectedStatus, false),
        (302, .unexpectedStatus, false),
    ])
    func otherStatusesMap(status: Int, code: TodoAPIError.Code, retryable: Bool) async throws {
        let recorder = try Recorder(status: status, body: "<html>proxy error</html>")
        let client = HTTPClient()
        defer { client.shutdown() }

        let error = await #expect(throws: TodoAPIError.self) {
            try await recorder.api(client).delete(id: "a", lastKnownRevision: 1)
        }

        #expect(error?.code == code)
        #expect(error?.status == status)
        #expect(error?.isRetryable == retryable)
        #expect(error?.body == "<html>proxy error</html>")
    }

    @Test func errorBodiesMaskTheToken() async throws {
        let recorder = try Recorder(status: 401, body: #"{"status":"error","message":"unknown token t0k"}"#)
        let client = HTTPClient()
        defer { client.shutdown() }

        let error = await #expect(throws: TodoAPIError.self) { try await recorder.api(client).getList() }

        #expect(error?.code == .unauthorized)
        #expect(error?.body?.contains("t0k") == false)
        #expect(error?.body?.contains("<redacted>") == true)
        #expect(error.map { !String(reflecting: $0).contains("t0k") } == true)
    }

    @Test func badBaseURLIsNotRetryable() async throws {
        let client = HTTPClient()
        defer { client.shutdown() }
        let api = TodoAPI(client: client, configuration: TodoAPIConfiguration(baseURL: "localhost:8080"))

        let error = await #expect(throws: TodoAPIError.self) { try await api.getList() }

        #expect(error?.transportError?.code == .invalidRequest)
        #expect(error?.isRetryable == false)
    }
}
