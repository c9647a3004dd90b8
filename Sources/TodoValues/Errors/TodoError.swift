/// An error a command reports to the user: a message kept as data and its ``kind``, which the
/// executable alone turns into an exit code (`Sources/todo/ExitCodes.swift`; README, Exit codes).
///
/// A struct over a private enum, read through ``Kind`` (compared against its static members), so
/// new kinds can be added without breaking callers. The message is said in the user's language
/// only by the command line (TodoText's `message`); `--json`, logs and ``description`` use English.
public struct TodoError: Error, Sendable, Equatable, CustomStringConvertible {
    package enum Base: Sendable, Hashable {
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

    private let base: Base
    /// What went wrong, as data: said in a language by ``message`` or ``description``.
    public let content: Message

    private init(_ base: Base, _ content: Message) {
        self.base = base
        self.content = content
    }

    /// Bad flag, bad value, unknown or ambiguous id.
    public static func usage(_ key: MessageKey, _ values: [String: String] = [:]) -> TodoError {
        TodoError(.usage, Message(key, values))
    }
    /// The store is corrupt or unreadable, or an import file is invalid.
    public static func badData(_ key: MessageKey, _ values: [String: String] = [:]) -> TodoError {
        TodoError(.badData, Message(key, values))
    }
    /// Sync gave up (server unreachable, retries ran out).
    public static func syncGaveUp(_ key: MessageKey, _ values: [String: String] = [:]) -> TodoError {
        TodoError(.syncGaveUp, Message(key, values))
    }
    /// The store stayed locked by another process past the lock timeout.
    public static func locked(_ key: MessageKey, _ values: [String: String] = [:]) -> TodoError {
        TodoError(.locked, Message(key, values))
    }
    /// Authentication failed.
    public static func unauthorized(_ key: MessageKey, _ values: [String: String] = [:]) -> TodoError {
        TodoError(.unauthorized, Message(key, values))
    }
    /// An input file is missing or cannot be read for lack of permission (`EX_NOINPUT`).
    public static func noInput(_ key: MessageKey, _ values: [String: String] = [:]) -> TodoError {
        TodoError(.noInput, Message(key, values))
    }
    /// A file cannot be created (`EX_CANTCREAT`).
    public static func cannotCreate(_ key: MessageKey, _ values: [String: String] = [:]) -> TodoError {
        TodoError(.cannotCreate, Message(key, values))
    }
    /// Reading or writing a file failed on the device (`EX_IOERR`).
    public static func ioError(_ key: MessageKey, _ values: [String: String] = [:]) -> TodoError {
        TodoError(.ioError, Message(key, values))
    }
    /// A store directory or session file that others could have planted or can change (`EX_CONFIG`).
    public static func unsafe(_ key: MessageKey, _ values: [String: String] = [:]) -> TodoError {
        TodoError(.unsafe, Message(key, values))
    }
    /// Anything else.
    public static func other(_ key: MessageKey, _ values: [String: String] = [:]) -> TodoError {
        TodoError(.other, Message(key, values))
    }

    /// An error of the kind ``Kind/other`` whose message is `content`.
    public static func other(_ content: Message) -> TodoError { TodoError(.other, content) }
    /// An error of the kind ``Kind/usage`` whose message is `content`.
    public static func usage(_ content: Message) -> TodoError { TodoError(.usage, content) }
    /// An error of the kind ``Kind/badData`` whose message is `content`.
    public static func badData(_ content: Message) -> TodoError { TodoError(.badData, content) }
    /// An error of the kind ``Kind/syncGaveUp`` whose message is `content`.
    public static func syncGaveUp(_ content: Message) -> TodoError { TodoError(.syncGaveUp, content) }
    /// An error of the kind ``Kind/unauthorized`` whose message is `content`.
    public static func unauthorized(_ content: Message) -> TodoError { TodoError(.unauthorized, content) }
    /// An error of the kind ``Kind/locked`` whose message is `content`.
    public static func locked(_ content: Message) -> TodoError { TodoError(.locked, content) }
    /// An error of the kind ``Kind/unsafe`` whose message is `content`.
    public static func unsafe(_ content: Message) -> TodoError { TodoError(.unsafe, content) }
    /// An error of the kind ``Kind/noInput`` whose message is `content`.
    public static func noInput(_ content: Message) -> TodoError { TodoError(.noInput, content) }
    /// An error of the kind ``Kind/cannotCreate`` whose message is `content`.
    public static func cannotCreate(_ content: Message) -> TodoError { TodoError(.cannotCreate, content) }
    /// An error of the kind ``Kind/ioError`` whose message is `content`.
    public static func ioError(_ content: Message) -> TodoError { TodoError(.ioError, content) }

    /// What kind of error this is: what the executable's exit code follows.
    public var kind: Kind { Kind(base) }

    /// The message in English, for logs.
    public var description: String { content.description }
}
