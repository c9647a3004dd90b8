import Testing
import TodoKit
import TodoSync
import TodoValues

@testable import todo

/// The executable's one mapping from typed values to exit codes gives the documented numbers
/// (README, Exit codes): the libraries return kinds and outcomes, and `ExitCodes` alone says them
/// as numbers. `ExitCodeTests` checks the processes' codes end to end.
@Suite struct ExitCodesTests {
    @Test("each kind of error has its documented exit code")
    func errors() {
        let codes: [(TodoError, Int32)] = [
            (.usage(.passwordsDiffer), 64), (.badData(.passwordsDiffer), 65), (.noInput(.passwordsDiffer), 66),
            (.syncGaveUp(.passwordsDiffer), 69), (.cannotCreate(.passwordsDiffer), 73),
            (.ioError(.passwordsDiffer), 74), (.locked(.passwordsDiffer), 75),
            (.unauthorized(.passwordsDiffer), 77), (.unsafe(.passwordsDiffer), 78), (.other(.passwordsDiffer), 1),
        ]
        for (error, code) in codes {
            #expect(ExitCodes.code(error) == code, "\(error.kind)")
        }
    }

    @Test("a sync run's outcome, a dry run and a signal have their documented exit codes")
    func syncOutcomes() {
        let failure = SyncFailure.status(500, reason: "boom", request: "GET /list")
        let outcomes: [SyncOutcome] = [.synced, .queued, .gaveUp, .unauthorized, .cancelled, .failed(failure)]
        #expect(outcomes.map(ExitCodes.code) == [0, 0, 69, 77, 1, 1])
        #expect(ExitCodes.code(SyncOutcome.blocked(deletions: 3)) == 1)
        #expect(ExitCodes.code(SyncPreview.failed(.gaveUp, failure)) == 69)
        #expect(ExitCodes.code(SyncPreview.failed(.unauthorized, failure)) == 77)
        #expect(ExitCodes.stopped(by: 2) == 130)
        #expect(ExitCodes.stopped(by: 15) == 143)
    }
}
