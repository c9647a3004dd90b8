import TodoKit
import TodoValues

extension TodoError {
    /// The exit code the README documents for this error's kind (the executable's `ExitCodes`
    /// gives it, checked against these numbers by TodoCLITests' `ExitCodesTests`), which these
    /// tests, written when the error held its code, still compare.
    var exitCode: Int32 {
        switch kind {
        case .usage: 64
        case .badData: 65
        case .noInput: 66
        case .syncGaveUp: 69
        case .cannotCreate: 73
        case .ioError: 74
        case .locked: 75
        case .unauthorized: 77
        case .unsafe: 78
        default: 1
        }
    }
}
