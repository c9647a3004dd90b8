import TodoSync

extension SyncOutcome {
    /// The exit code the README documents for a run that ended so (the executable's `ExitCodes`
    /// gives it, checked against these numbers by TodoCLITests' `ExitCodesTests`), which these
    /// tests, written when the outcome held its code, still compare.
    var exitCode: Int32 {
        switch self {
        case .synced, .queued: 0
        case .gaveUp: 69
        case .unauthorized: 77
        case .cancelled, .failed, .blocked: 1
        }
    }
}
