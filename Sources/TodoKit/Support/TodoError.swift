/// An error a command reports to the user: a message kept as data and a documented exit code.
///
/// A struct over a private enum, so new kinds can be added without breaking callers. The message
/// is said in the user's language only by the command line (TodoText's `message`); `--json`, logs
/// and ``description`` use English.
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
    /// What went wrong, as data: said in a language by ``message`` or ``description``.
    public let content: Message

    private init(_ kind: Kind, _ content: Message) {
        self.kind = kind
        self.content = content
    }

    /// Bad flag, bad value, unknown or ambiguous id: exit 64.
    public static func usage(_ key: MessageKey, _ values: [String: String] = [:]) -> TodoError {
        TodoError(.usage, Message(key, values))
    }
    /// The store is corrupt or unreadable, or an import file is invalid: exit 65.
    public static func badData(_ key: MessageKey, _ values: [String: String] = [:]) -> TodoError {
        TodoError(.badData, Message(key, values))
    }
    /// Sync gave up (server unreachable, retries ran out): exit 69.
    public static func syncGaveUp(_ key: MessageKey, _ values: [String: String] = [:]) -> TodoError {
        TodoError(.syncGaveUp, Message(key, values))
    }
    /// The store stayed locked by another process past the lock timeout: exit 75.
    public static func locked(_ key: MessageKey, _ values: [String: String] = [:]) -> TodoError {
        TodoError(.locked, Message(key, values))
    }
    /// Authentication failed: exit 77.
    public static func unauthorized(_ key: MessageKey, _ values: [String: String] = [:]) -> TodoError {
        TodoError(.unauthorized, Message(key, values))
    }
    /// An input file is missing or cannot be read for lack of permission: exit 66 (`EX_NOINPUT`).
    public static func noInput(_ key: MessageKey, _ values: [String: String] = [:]) -> TodoError {
        TodoError(.noInput, Message(key, values))
    }
    /// A file cannot be created: exit 73 (`EX_CANTCREAT`).
    public static func cannotCreate(_ key: MessageKey, _ values: [String: String] = [:]) -> TodoError {
        TodoError(.cannotCreate, Message(key, values))
    }
    /// Reading or writing a file failed on the device: exit 74 (`EX_IOERR`).
    public static func ioError(_ key: MessageKey, _ values: [String: String] = [:]) -> TodoError {
        TodoError(.ioError, Message(key, values))
    }
    /// A store directory or session file that others could have planted or can change: exit 78
    /// (`EX_CONFIG`).
    public static func unsafe(_ key: MessageKey, _ values: [String: String] = [:]) -> TodoError {
        TodoError(.unsafe, Message(key, values))
    }
    /// Anything else: exit 1.
    public static func other(_ key: MessageKey, _ values: [String: String] = [:]) -> TodoError {
        TodoError(.other, Message(key, values))
    }

    /// An error of exit code 1 whose message is `content`.
    public static func other(_ content: Message) -> TodoError { TodoError(.other, content) }
    /// An error of exit code 64 whose message is `content`.
    public static func usage(_ content: Message) -> TodoError { TodoError(.usage, content) }
    /// An error of exit code 65 whose message is `content`.
    public static func badData(_ content: Message) -> TodoError { TodoError(.badData, content) }
    /// An error of exit code 69 whose message is `content`.
    public static func syncGaveUp(_ content: Message) -> TodoError { TodoError(.syncGaveUp, content) }
    /// An error of exit code 77 whose message is `content`.
    public static func unauthorized(_ content: Message) -> TodoError { TodoError(.unauthorized, content) }
    /// An error of exit code 75 whose message is `content`.
    public static func locked(_ content: Message) -> TodoError { TodoError(.locked, content) }
    /// An error of exit code 78 whose message is `content`.
    public static func unsafe(_ content: Message) -> TodoError { TodoError(.unsafe, content) }
    /// An error of exit code 66 whose message is `content`.
    public static func noInput(_ content: Message) -> TodoError { TodoError(.noInput, content) }
    /// An error of exit code 73 whose message is `content`.
    public static func cannotCreate(_ content: Message) -> TodoError { TodoError(.cannotCreate, content) }
    /// An error of exit code 74 whose message is `content`.
    public static func ioError(_ content: Message) -> TodoError { TodoError(.ioError, content) }

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

    /// The message in English, for logs.
    public var description: String { content.description }
}

/// The exit codes of the command line (README, Exit codes).
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
