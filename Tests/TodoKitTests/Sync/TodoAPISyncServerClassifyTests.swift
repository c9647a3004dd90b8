import Testing
import TodoKit
import TodoSync

@testable import TodoNetwork

/// How the sync server port reads the API's failures: only a lost answer means "maybe applied".
@Suite struct TodoAPISyncServerClassifyTests {
    @Test func classifyTellsFailuresThatMayHaveBeenApplied() {
        func transport(_ code: HTTPClientError.Code) -> TodoAPIError {
            // As TodoAPI makes it: the detail is the transport error's description.
            let error = HTTPClientError(code: code, message: "x")
            return TodoAPIError(
                code: .transport, endpoint: "POST /list", transportError: error, detail: error.description)
        }
        let refused = TodoAPISyncServer.classify(transport(.couldNotConnect))
        #expect(refused == .retryable(.unreachable(.init(request: "POST /list", message: "x"))))
        #expect(
            TodoAPISyncServer.classify(transport(.connectionDropped))
                == .maybeApplied(.connectionDropped(.init(request: "POST /list", message: "x"))))
        #expect(TodoAPISyncServer.mayHaveBeenApplied(transport(.timedOut)))
        #expect(TodoAPISyncServer.mayHaveBeenApplied(transport(.invalidResponse)))
        let garbled = TodoAPIError(code: .badResponse, endpoint: "POST /list", status: 200, detail: "not JSON")
        #expect(
            TodoAPISyncServer.classify(garbled)
                == .maybeApplied(.badAnswer(request: "POST /list", status: 200, detail: "not JSON")))
        // Any HTTP status is definite: a 500 applied nothing, however many answers came before.
        let server = TodoAPIError(code: .serverError, endpoint: "POST /list", status: 500, detail: "HTTP 500")
        let status = SyncFailure.status(500, reason: "HTTP 500", request: "POST /list")
        #expect(TodoAPISyncServer.classify(server) == .retryable(status))
        #expect(TodoAPISyncServer.classify(server, afterAnAnswer: false) == .retryable(status))
        let stale = TodoAPIError(code: .unsynchronized, endpoint: "POST /list", status: 400, detail: "stale")
        #expect(TodoAPISyncServer.classify(stale) == .unsynchronized)
        // Every API error has a kind (issue 42, point 2): a transport error without the HTTP
        // client's cause is another transport failure, with its words as the detail; a status
        // error without a status is an unexpected answer. No live path makes `unclassified`.
        let odd = TodoAPIError(code: .transport, endpoint: "POST /list", detail: "no transport error")
        let other = SyncFailure.transport(kind: .other, .init(request: "POST /list", message: "no transport error"))
        #expect(TodoAPISyncServer.classify(odd) == .other(other))
        #expect(TodoAPISyncServer.failure(of: odd).kind != .unclassified)
        let noStatus = TodoAPIError(code: .serverError, endpoint: "GET /list", detail: "no status")
        #expect(TodoAPISyncServer.failure(of: noStatus).kind == .badAnswer)
    }
}
