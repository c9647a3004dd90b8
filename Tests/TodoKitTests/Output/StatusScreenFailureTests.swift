import Foundation
import Testing
import TodoStore
import TodoSync
import TodoValues

@testable import TodoKit
@testable import TodoText

/// `todo status` says the last failure as a phrase; `status --json` keeps its whole sentence.
@Suite struct StatusScreenFailureTests {
    static let failure = SyncFailure.unreachable(
        .init(request: "POST /list", curlCode: 7, message: "Failed to connect to 127.0.0.1 port 1"))

    static let report = StatusReport(
        server: "http://127.0.0.1:1", home: "/tmp/store", deviceID: "d", items: 1, doneItems: 0, pending: 1,
        sync: SyncMetadata(retry: RetryState(attempt: 1, lastFailure: failure)))

    @Test func theScreenSaysThePhraseAndJSONTheSentence() throws {
        let screen = StatusScreen.text(Self.report, account: nil, localItems: 0, absolute: false)
        let line = try #require(screen.split(separator: "\n").first { $0.hasPrefix("last error:") })
        #expect(line == "last error:  server unreachable")
        #expect(!screen.contains("couldNotConnect"))

        let json = ReportJSON.string(StatusJSON(Self.report))
        #expect(
            json.contains(
                #""last_error":"POST /list: transport: couldNotConnect (curl 7): Failed to connect to 127.0.0.1 port 1""#
            ))
    }

    @Test func aSentenceFromAnOlderStoreIsShownAsItIs() {
        var report = Self.report
        report.sync.retry.lastFailure = .unclassified("an old \u{1b}[31msentence")
        let screen = StatusScreen.text(report, account: nil, localItems: 0, absolute: false)
        #expect(screen.contains("last error:  an old "))
        #expect(!screen.contains("\u{1b}"), "escaped before it reaches a terminal")
    }
}
