/// An error a command reports to the user: a one-line message and a documented exit code.
///
/// A struct over a private enum, so new kinds can be added without breaking callers.
public struct TodoError: Error, Sendable, Equatable, CustomStringConvertible {
    private enum Kind: Sendable, Equatable {
        case usage
        case badData
        case syncGaveUp
        case locked
        case unauthorized
        case noInput
        case cannotCreate
        case ioError
        case unsafe
        case other
    }

    private let kind: Kind
    /// The one-line message, without the program name.
    public let message: String

    private init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// Bad flag, bad value, unknown or ambiguous id: exit 64.
    public static func usage(_ message: String) -> TodoError { TodoError(.usage, message) }
    /// The store is corrupt or unreadable, or an import file is invalid: exit 65.
    public static func badData(_ message: String) -> TodoError { TodoError(.badData, message) }
    /// Sync gave up (server unreachable, retries ran out): exit 69.
    public static func syncGaveUp(_ message: String) -> TodoError { TodoError(.syncGaveUp, message) }
    /// The store stayed locked by another process past the lock timeout: exit 75.
    public static func locked(_ message: String) -> TodoError { TodoError(.locked, message) }
    /// Authentication failed: exit 77.
    public static func unauthorized(_ message: String) -> TodoError { TodoError(.unauthorized, message) }
    /// An input file is missing or cannot be read for lack of permission: exit 66 (`EX_NOINPUT`).
    public static func noInput(_ message: String) -> TodoError { TodoError(.noInput, message) }
    /// A file cannot be created: exit 73 (`EX_CANTCREAT`).
    public static func cannotCreate(_ message: String) -> TodoError { TodoError(.cannotCreate, message) }
    /// Reading or writing a file failed on the device: exit 74 (`EX_IOERR`).
    public static func ioError(_ message: String) -> TodoError { TodoError(.ioError, message) }
    /// A store directory or session file that others could have planted or can change: exit 78
    /// (`EX_CONFIG`).
    public static func unsafe(_ message: String) -> TodoError { TodoError(.unsafe, message) }
    /// Anything else: exit 1.
    public static func other(_ message: String) -> TodoError { TodoError(.other, message) }

    /// The process exit code documented in the README.
    public var exitCode: Int32 {
        switch kind {
        case .usage: ExitStatus.usage
        case .badData: ExitStatus.badData
        case .syncGaveUp: ExitStatus.syncGaveUp
        case .locked: ExitStatus.locked
        case .unauthorized: ExitStatus.unauthorized
        case .noInput: ExitStatus.noInput
        case .cannotCreate: ExitStatus.cannotCreate
        case .ioError: ExitStatus.ioError
        case .unsafe: ExitStatus.unsafe
        case .other: ExitStatus.failure
        }
    }

    public var description: String { message }
}

/// The exit codes of the command line (design.md).
public enum ExitStatus {
    public static let success: Int32 = 0
    public static let failure: Int32 = 1
    public static let usage: Int32 = 64
    public static let badData: Int32 = 65
    public static let noInput: Int32 = 66
    public static let syncGaveUp: Int32 = 69
    public static let cannotCreate: Int32 = 73
    public static let ioError: Int32 = 74
    public static let locked: Int32 = 75
    public static let unauthorized: Int32 = 77
    public static let unsafe: Int32 = 78
}
