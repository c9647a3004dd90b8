import Testing
import TodoKit
import TodoSync
import TodoValues

/// The count of failed attempts that the log line and the progress on screen both say.
@Suite("FailedAttempts")
struct FailedAttemptsTests {
    static let refused = SyncFailure.unreachable(.init(request: "POST /list", curlCode: 7, message: "refused"))

    @Test func aWaitBeforeAnyRequestIsNoFailure() {
        var attempts = FailedAttempts()
        #expect(attempts.note(.waiting(seconds: 30)) == nil)
        #expect(attempts.count == 0)
    }

    @Test func aWaitAfterARequestCountsTheNextAttempt() {
        var attempts = FailedAttempts()
        #expect(attempts.note(.pushing) == nil)
        let first = attempts.note(.waiting(seconds: 1))
        #expect(first?.attempt == 1 && first?.reason == nil)
        _ = attempts.note(.pushing)
        #expect(attempts.note(.waiting(seconds: 2))?.attempt == 2)
        // A second wait with no request between them is the same failure again, not another one.
        #expect(attempts.note(.waiting(seconds: 2))?.attempt == 2)
    }

    @Test func aToldAttemptGivesItsNumberAndReasonOnce() {
        var attempts = FailedAttempts()
        _ = attempts.note(.pushing)
        #expect(attempts.note(.attemptFailed(attempt: 3, reason: Self.refused)) == nil)
        let told = attempts.note(.waiting(seconds: 4))
        #expect(told?.attempt == 3 && told?.reason == Self.refused)
        #expect(attempts.note(.waiting(seconds: 4))?.reason == nil)
        #expect(attempts.count == 3)
    }
}
