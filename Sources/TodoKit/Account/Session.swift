import FoundationEssentials
import Glibc
import TodoModel
import TodoNetwork
import TodoStore
import TodoValues

extension Session {
    /// A session from tokens the server handed out at `now`.
    public init(server: String, username: String, tokens: AuthTokens, now: Int64) {
        self.init(
            server: server,
            username: username,
            accessToken: tokens.accessToken,
            refreshToken: tokens.refreshToken,
            expiresAt: now + Int64(tokens.expiresIn)
        )
    }

    /// The same account with new tokens.
    public func replacingTokens(_ tokens: AuthTokens, now: Int64) -> Session {
        Session(server: server, username: username, tokens: tokens, now: now)
    }
}

/// The session file, `$XDG_CONFIG_HOME/todo/session.json`: mode 0600, written atomically.
///
/// A damaged file is never rewritten or removed by reading: it is a `.badData` error naming the file.
public struct SessionStore: Sendable, Equatable {
    /// The file's path.
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// `$XDG_CONFIG_HOME/todo/session.json`, or `~/.config/todo/session.json`.
    public static func defaultPath(environment: [String: String]) -> String {
        XDGDirectories(environment: environment).config + "/session.json"
    }

    /// The store of the environment's config directory.
    public static func `default`(environment: [String: String] = ProcessEnvironment.current()) -> SessionStore {
        SessionStore(path: defaultPath(environment: environment))
    }

    /// The stored session; `nil` when logged out. A damaged file is a `.badData` error and left as it is; a
    /// symbolic link owned by another user, or a file others can write, is an `.unsafe` error.
    public func load() throws(TodoError) -> Session? {
        guard POSIXFile.exists(path) else { return nil }
        // Tokens from a file someone else planted or can change would send this device's todos
        // to their server.
        try POSIXFile.refuseUnsafe(path, link: .sessionUnsafeLink, mode: .sessionUnsafeMode)
        let bytes: [UInt8]
        do {
            bytes = try POSIXFile.readAll(path)
        } catch {
            throw .badData(.sessionUnreadable, ["path": path, "reason": error.message])
        }
        guard let session = try? JSONDecoder().decode(Session.self, from: Data(bytes)),
            !session.username.isEmpty, !session.accessToken.isEmpty, !session.refreshToken.isEmpty,
            !session.server.isEmpty
        else {
            throw .badData(.sessionDamaged, ["path": path])
        }
        return session
    }

    /// Writes the session (mode 0600, atomically), creating the directory.
    public func save(_ session: Session) throws(TodoError) {
        let directory = deletingLastPathComponent(path)
        do {
            try POSIXFile.makeDirectories(directory)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            let data = try encoder.encode(session)
            try POSIXFile.atomicWrite(Array(data) + [0x0A], to: path, directory: directory)
        } catch let error as POSIXFile.Failure {
            throw .other(.sessionWriteFailed, ["reason": error.message])
        } catch {
            throw .other(.sessionEncodeFailed)
        }
    }

    /// Removes the file; returns whether there was one.
    @discardableResult
    public func remove() throws(TodoError) -> Bool {
        guard POSIXFile.exists(path) else { return false }
        guard unlink(path) == 0 || errno == ENOENT else {
            throw .other(.sessionRemoveFailed, ["path": path, "reason": String(cString: strerror(errno))])
        }
        return true
    }
}
