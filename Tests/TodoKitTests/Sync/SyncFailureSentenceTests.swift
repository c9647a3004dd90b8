import Logging
import Synchronization
import Testing
import TodoModel
import TodoSync
import TodoText

@testable import TodoKit
@testable import TodoNetwork

/// `last_error` (in `todo sync --json`, `status --json`, `watch --json` and the log's
/// `last_error=`) is the failure's ``SyncFailure/description``: it must stay byte for byte what the
/// version before typed failures wrote.
///
/// The expected strings were recorded from that version (commit 6dd329c, where `Failure` carried
/// `TodoAPIError.description` and the machine its own sentences): a throwaway test built these
/// same API errors and machine runs on that commit and printed `report.lastError`,
/// `snapshot.retry.lastError`, the `.failed` message and `SyncReason.words`; its output is pasted here.
@Suite struct SyncFailureSentenceTests {
    static let item = TodoItem(id: "a", text: "t", createdAt: 100, lastUpdatedBy: "d")

    static func transport(_ code: HTTPClientError.Code, curl: Int?, _ message: String) -> TodoAPIError {
        let error = HTTPClientError(code: code, curlCode: curl, message: message)
        return TodoAPIError(code: .transport, endpoint: "POST /list", transportError: error, detail: error.description)
    }

    /// How the run ended in the recording.
    enum Ending: Equatable {
        /// Backed off: `queued`, the sentence in the report and in the retry state.
        case queued
        /// Ended the run: `failed(sentence)`, the sentence in the report only.
        case failed
    }

    struct Case: Sendable {
        var name: String
        var error: TodoAPIError
        var ending: Ending
        var sentence: String
        /// `SyncReason.words` in English and in Spanish: as recorded where that version had a phrase;
        /// for the kinds it showed as the English sentence, the phrase each kind has now.
        var english: String
        var spanish: String
    }

    static let cases: [Case] = [
        Case(
            name: "unreachable",
            error: transport(
                .couldNotConnect, curl: 7,
                "Failed to connect to 127.0.0.1 port 1 after 0 ms: Couldn't connect to server"),
            ending: .queued,
            sentence:
                "POST /list: transport: couldNotConnect (curl 7): Failed to connect to 127.0.0.1 port 1 after 0 ms: Couldn't connect to server",
            english: "server unreachable", spanish: "servidor inalcanzable"),
        Case(
            name: "timedOut",
            error: transport(.timedOut, curl: 28, "Operation timed out after 2001 milliseconds with 0 bytes received"),
            ending: .queued,
            sentence:
                "POST /list: transport: timedOut (curl 28): Operation timed out after 2001 milliseconds with 0 bytes received",
            english: "no answer in time", spanish: "sin respuesta a tiempo"),
        Case(
            name: "dropped", error: transport(.connectionDropped, curl: 52, "Empty reply from server"), ending: .queued,
            sentence: "POST /list: transport: connectionDropped (curl 52): Empty reply from server",
            english: "connection dropped", spanish: "conexión cortada"),
        Case(
            name: "tls35", error: transport(.tlsFailure, curl: 35, "OpenSSL SSL_connect: Connection reset by peer"),
            ending: .queued,
            sentence: "POST /list: transport: tlsFailure (curl 35): OpenSSL SSL_connect: Connection reset by peer",
            english: "TLS failure", spanish: "fallo de TLS"),
        Case(
            name: "tls60", error: transport(.tlsFailure, curl: 60, "SSL certificate problem: self-signed certificate"),
            ending: .failed,
            sentence: "POST /list: transport: tlsFailure (curl 60): SSL certificate problem: self-signed certificate",
            english: "TLS failure", spanish: "fallo de TLS"),
        Case(
            name: "invalidResponse", error: transport(.invalidResponse, curl: 8, "Weird server reply"), ending: .queued,
            sentence: "POST /list: transport: invalidResponse (curl 8): Weird server reply",
            english: "garbled answer", spanish: "respuesta ilegible"),
        Case(
            name: "otherCurl", error: transport(.other, curl: 99, "something odd"), ending: .queued,
            sentence: "POST /list: transport: other (curl 99): something odd",
            english: "network failure", spanish: "fallo de red"),
        Case(
            name: "redirect", error: transport(.redirectRefused, curl: nil, "redirected to http://elsewhere/"),
            ending: .failed, sentence: "POST /list: transport: redirectRefused: redirected to http://elsewhere/",
            english: "network failure", spanish: "fallo de red"),
        Case(
            name: "tooLarge", error: transport(.responseTooLarge, curl: nil, "the answer exceeded 64 MB"),
            ending: .failed, sentence: "POST /list: transport: responseTooLarge: the answer exceeded 64 MB",
            english: "network failure", spanish: "fallo de red"),
        Case(
            name: "noCurl", error: transport(.timedOut, curl: nil, "the stall guard fired"), ending: .queued,
            sentence: "POST /list: transport: timedOut: the stall guard fired",
            english: "no answer in time", spanish: "sin respuesta a tiempo"),
        Case(
            name: "http500",
            error: TodoAPIError(
                code: .serverError, endpoint: "GET /list", status: 500, body: "x", detail: "the server answered 500"),
            ending: .queued, sentence: "GET /list: serverError (HTTP 500): the server answered 500",
            english: "server error (HTTP 500)", spanish: "error del servidor (HTTP 500)"),
        Case(
            name: "http503",
            error: TodoAPIError(code: .serverError, endpoint: "PATCH /list", status: 503, detail: "busy"),
            ending: .queued, sentence: "PATCH /list: serverError (HTTP 503): busy",
            english: "server error (HTTP 503)", spanish: "error del servidor (HTTP 503)"),
        Case(
            name: "http429",
            error: TodoAPIError(
                code: .unexpectedStatus, endpoint: "PUT /list/a", status: 429, detail: "the server answered 429"),
            ending: .queued, sentence: "PUT /list/a: unexpectedStatus (HTTP 429): the server answered 429",
            english: "refused by the server (HTTP 429)", spanish: "rechazado por el servidor (HTTP 429)"),
        Case(
            name: "http418",
            error: TodoAPIError(
                code: .unexpectedStatus, endpoint: "DELETE /list/a", status: 418, detail: "I'm a teapot"),
            ending: .failed, sentence: "DELETE /list/a: unexpectedStatus (HTTP 418): I'm a teapot",
            english: "refused by the server (HTTP 418)", spanish: "rechazado por el servidor (HTTP 418)"),
        Case(
            name: "http409",
            error: TodoAPIError(
                code: .conflict, endpoint: "POST /list", status: 409, detail: "the server answered 409"),
            ending: .failed, sentence: "POST /list: conflict (HTTP 409): the server answered 409",
            english: "refused by the server (HTTP 409)", spanish: "rechazado por el servidor (HTTP 409)"),
        Case(
            name: "auth400",
            error: TodoAPIError(
                code: .invalidInput, endpoint: "POST /auth/refresh", status: 400, detail: "bad refresh token"),
            ending: .failed, sentence: "POST /auth/refresh: invalidInput (HTTP 400): bad refresh token",
            english: "refused by the server (HTTP 400)", spanish: "rechazado por el servidor (HTTP 400)"),
        Case(
            name: "bad200",
            error: TodoAPIError(
                code: .badResponse, endpoint: "GET /list", status: 200, body: "{", detail: "not the expected JSON"),
            ending: .queued, sentence: "GET /list: badResponse (HTTP 200): not the expected JSON",
            english: "garbled answer", spanish: "respuesta ilegible"),
        Case(
            name: "badNoStatus",
            error: TodoAPIError(code: .badResponse, endpoint: "POST /list", detail: "could not encode: x"),
            ending: .queued, sentence: "POST /list: badResponse: could not encode: x",
            english: "garbled answer", spanish: "respuesta ilegible"),
    ]

    static func machine(canRefresh: Bool = false) -> SyncStateMachine {
        let snapshot = SyncSnapshot(items: [item], outbox: Outbox([.create(item)]), revision: 5)
        var machine = SyncStateMachine(
            mode: .interactive, snapshot: snapshot,
            configuration: .init(retryPolicy: .standard, canRefreshToken: canRefresh), seed: 1)
        _ = machine.start(now: 1000)
        return machine
    }

    static func report(_ action: SyncStateMachine.Action) -> SyncReport? {
        guard case .finish(let report) = action else { return nil }
        return report
    }

    @Test("each API failure is typed, and says what the version before said", arguments: cases)
    func apiFailures(_ recorded: Case) throws {
        let failure = TodoAPISyncServer.classify(recorded.error)
        let typed: SyncFailure
        switch failure {
        case .retryable(let value), .maybeApplied(let value), .other(let value): typed = value
        case .unsynchronized, .unauthorized, .notFound:
            Issue.record("\(recorded.name): \(failure)")
            return
        }
        if case .unclassified = typed { Issue.record("\(recorded.name) is not typed: \(typed)") }
        #expect(typed.description == recorded.sentence, "\(recorded.name)")

        // The run's report and retry state, as `--json` and the log show them.
        var run = Self.machine()
        let report = try #require(Self.report(run.requestFailed(failure, now: 1000)))
        #expect(report.lastError == recorded.sentence, "\(recorded.name)")
        switch recorded.ending {
        case .queued:
            #expect(report.outcome == .queued)
            #expect(run.snapshot.retry.lastError == recorded.sentence)
        case .failed:
            #expect(report.outcome == .failed(typed), "the outcome carries the typed failure")
            #expect(report.outcome.failure?.description == recorded.sentence)
            #expect(run.snapshot.retry.lastError == nil)
        }
        let line = Self.logLine(report)
        #expect(line.contains(" last_error=\"\(recorded.sentence)\""), "\(line)")
        if recorded.ending == .failed { #expect(line.contains(" failure=\"\(recorded.sentence)\""), "\(line)") }
        #expect(SyncReason.words(typed, language: .english) == recorded.english, "\(recorded.name)")
        #expect(SyncReason.words(typed, language: .spanish) == recorded.spanish, "\(recorded.name)")

        // The same failure answering the token refresh.
        var refreshing = Self.machine(canRefresh: true)
        try #require(refreshing.requestFailed(.unauthorized, now: 1000) == .refreshToken)
        let refreshReport = try #require(Self.report(refreshing.requestFailed(failure, now: 1000)))
        switch recorded.ending {
        case .queued:
            #expect(refreshReport.lastError == recorded.sentence)
        case .failed:
            #expect(refreshReport.lastError == "token refresh: " + recorded.sentence)
            #expect(refreshReport.outcome.failure?.description == "token refresh: " + recorded.sentence)
            #expect(SyncReason.words(refreshReport.lastFailure!, language: .english) == recorded.english)
        }
    }

    @Test("the machine's own failures say what the version before said")
    func machineFailures() throws {
        var credentials = Self.machine()
        let refused = try #require(Self.report(credentials.requestFailed(.unauthorized, now: 1000)))
        #expect(refused.outcome == .unauthorized)
        #expect(refused.lastFailure == .credentialsRefused)
        #expect(refused.lastError == "the server refused the credentials")

        var refresh = Self.machine(canRefresh: true)
        _ = refresh.requestFailed(.unauthorized, now: 1000)
        let refreshRefused = try #require(Self.report(refresh.requestFailed(.unauthorized, now: 1000)))
        #expect(refreshRefused.lastFailure == .refreshRefused)
        #expect(refreshRefused.lastError == "the token refresh was refused")

        for (answer, name) in [(SyncStateMachine.Failure.unsynchronized, "unsynchronized"), (.notFound, "notFound")] {
            var refreshing = Self.machine(canRefresh: true)
            _ = refreshing.requestFailed(.unauthorized, now: 1000)
            let odd = try #require(Self.report(refreshing.requestFailed(answer, now: 1000)))
            #expect(odd.lastError == "unexpected \(name) answer to the token refresh")
            #expect(odd.outcome.failure?.description == "unexpected \(name) answer to the token refresh")

            var fetching = Self.resyncing([Self.item])
            let fetch = try #require(Self.report(fetching.requestFailed(answer, now: 1000)))
            #expect(fetch.lastError == "unexpected \(name) answer to GET /list")
            #expect(fetch.outcome.failure?.description == "unexpected \(name) answer to GET /list")
        }

        let many = (0..<20).map { TodoItem(id: "i\($0)", text: "t", createdAt: 100, lastUpdatedBy: "d") }
        var guarded = Self.resyncing(many)
        let blocked = try #require(Self.report(guarded.listReceived([], revision: 6, now: 1000)))
        #expect(blocked.outcome == .blocked(deletions: 20))
        #expect(blocked.lastFailure == .deletionGuard(deletions: 20, of: 20))
        #expect(blocked.lastError == "the resync would delete 20 of 20 local todos")

        var patching = Self.patching()
        let changed = try #require(Self.report(patching.requestFailed(.unsynchronized, now: 1000)))
        #expect(changed.outcome == .queued)
        #expect(changed.lastError == "the list changed on the server during the resync")
        #expect(patching.snapshot.retry.lastError == "the list changed on the server during the resync")

        var missing = Self.patching()
        let notFound = try #require(Self.report(missing.requestFailed(.notFound, now: 1000)))
        #expect(notFound.lastError == "unexpected notFound answer to PATCH /list")
        #expect(notFound.outcome.failure?.description == "unexpected notFound answer to PATCH /list")

        // DataManager's report of a run that found another sync holding the lock (a literal there).
        let skipped = SyncReport.notRun(pending: 1, dirty: false, reason: .anotherSyncRunning, at: 1000)
        #expect(skipped.lastError == "another sync of this store is running")
    }

    /// The log line of the run's end, as the log file gets it.
    static func logLine(_ report: SyncReport) -> String {
        let lines = Mutex<[String]>([])
        let logger = Logger(label: "todo.sync") { label in
            LineLogHandler(label: label, level: .debug) { line in lines.withLock { $0.append(line) } }
        }
        DataManager.logFinished(report, mode: .interactive, to: logger)
        return lines.withLock { $0.joined() }
    }

    static func resyncing(_ items: [TodoItem]) -> SyncStateMachine {
        let snapshot = SyncSnapshot(items: items, base: items, revision: 5, dirty: true)
        var machine = SyncStateMachine(mode: .interactive, snapshot: snapshot, seed: 1)
        _ = machine.start(now: 1000)
        return machine
    }

    /// A run whose resync sends a `PATCH`.
    static func patching() -> SyncStateMachine {
        var machine = SyncStateMachine(
            mode: .interactive, snapshot: SyncSnapshot(items: [item], revision: 5, dirty: true), seed: 1)
        _ = machine.start(now: 1000)
        _ = machine.listReceived([], revision: 5, now: 1000)
        return machine
    }
}
