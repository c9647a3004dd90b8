import Testing
import TodoKit
import TodoSync

@testable import TodoNetwork

/// How the sync server port reads the API's failures: only a lost answer means "maybe applied".
@Suite struct TodoAPISyncServerClassifyTests {
    @Test func classifyTellsFailuresThatMayHaveBeenApplied() {
        func transport(_ code: HTTPClientError.Code) -> TodoAPIError {
            TodoAPIError(
                code: .transport, endpoint: "POST /list", transportError: HTTPClientError(code: code, message: "x"),
                detail: "x")
        }
        let refused = TodoAPISyncServer.classify(transport(.couldNotConnect))
        #expect(refused == .retryable(transport(.couldNotConnect).description))
        #expect(
            TodoAPISyncServer.classify(transport(.connectionDropped))
                == .maybeApplied(transport(.connectionDropped).description))
        #expect(TodoAPISyncServer.mayHaveBeenApplied(transport(.timedOut)))
        #expect(TodoAPISyncServer.mayHaveBeenApplied(transport(.invalidResponse)))
        let garbled = TodoAPIError(code: .badResponse, endpoint: "POST /list", status: 200, detail: "not JSON")
        #expect(TodoAPISyncServer.classify(garbled) == .maybeApplied(garbled.description))
        // Any HTTP status is definite: a 500 applied nothing, however many answers came before.
        let server = TodoAPIError(code: .serverError, endpoint: "POST /list", status: 500, detail: "HTTP 500")
        #expect(TodoAPISyncServer.classify(server) == .retryable(server.description))
        #expect(TodoAPISyncServer.classify(server, afterAnAnswer: false) == .retryable(server.description))
        let stale = TodoAPIError(code: .unsynchronized, endpoint: "POST /list", status: 400, detail: "stale")
        #expect(TodoAPISyncServer.classify(stale) == .unsynchronized)
    }
}
