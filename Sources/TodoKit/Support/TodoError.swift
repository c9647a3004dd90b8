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
    public static let syncGaveUp: Int32 = 69
    public static let locked: Int32 = 75
    public static let unauthorized: Int32 = 77
}
