import TodoKit
import TodoSync
import TodoValues

/// The exit codes of `todo` (README, Exit codes; the root command's help): the one place where
/// the libraries' typed values (a ``TodoError``'s kind, a sync run's `SyncOutcome`, what
/// `todo sync --dry-run` found, a signal that stopped the command) become numbers. TodoSync,
/// TodoKit, TodoText and TodoTerminal return those values and hold no exit code.
enum ExitCodes {
    static let success: Int32 = 0
    /// Anything else: nothing to undo or delete, a refused change, a problem `doctor` found, a
    /// sync that failed in a way no retry mends.
    static let failure: Int32 = 1
    /// Bad flag, bad value, unknown or ambiguous id (`EX_USAGE`).
    static let usage: Int32 = 64
    /// The store is corrupt or unreadable, or an import file is invalid (`EX_DATAERR`).
    static let badData: Int32 = 65
    /// An input file is missing or cannot be read (`EX_NOINPUT`).
    static let noInput: Int32 = 66
    /// A sync gave up: the server unreachable, the retries ran out (`EX_UNAVAILABLE`).
    static let syncGaveUp: Int32 = 69
    /// A file cannot be created (`EX_CANTCREAT`).
    static let cannotCreate: Int32 = 73
    /// Reading or writing a file failed on the device (`EX_IOERR`).
    static let ioError: Int32 = 74
    /// The store stayed locked past the lock timeout (`EX_TEMPFAIL`).
    static let locked: Int32 = 75
    /// The server refused the credentials (`EX_NOPERM`).
    static let unauthorized: Int32 = 77
    /// A store directory or session file others could have planted or can change (`EX_CONFIG`).
    static let unsafe: Int32 = 78

    /// The exit code of `error`, by its kind.
    static func code(_ error: TodoError) -> Int32 {
        switch error.kind {
        case .usage: usage
        case .badData: badData
        case .noInput: noInput
        case .syncGaveUp: syncGaveUp
        case .cannotCreate: cannotCreate
        case .ioError: ioError
        case .locked: locked
        case .unauthorized: unauthorized
        case .unsafe: unsafe
        default: failure
        }
    }

    /// The exit code of a sync run that ended with `outcome`.
    static func code(_ outcome: SyncOutcome) -> Int32 {
        switch outcome {
        case .synced, .queued: success
        case .gaveUp: syncGaveUp
        case .unauthorized: unauthorized
        case .cancelled, .failed, .blocked: failure
        }
    }

    /// The exit code of `todo sync`'s run: the signal's when one stopped it, else its outcome's.
    static func code(_ report: SyncReport, signal: Int32?) -> Int32 {
        if report.outcome == .cancelled, let signal { return stopped(by: signal) }
        return code(report.outcome)
    }

    /// The exit code of `todo sync --dry-run`: success for a plan (whatever it says), else the
    /// code of the sync whose attempt it would have been.
    static func code(_ preview: SyncPreview) -> Int32 {
        switch preview {
        case .plan: success
        case .failed(let outcome, _): code(outcome)
        }
    }

    /// The exit code of a command the signal `signal` stopped: 128 + the signal, as a shell says
    /// it (130 for SIGINT, 143 for SIGTERM).
    static func stopped(by signal: Int32) -> Int32 { 128 + signal }
}
