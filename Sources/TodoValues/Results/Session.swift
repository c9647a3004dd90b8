/// A logged-in account: its server, its name and its tokens.
///
/// Printing or dumping it never shows the tokens.
public struct Session: Sendable, Equatable, Codable {
    /// The server's base URL the account lives on.
    public var server: String
    public var username: String
    /// The bearer token for `/list…`.
    public var accessToken: String
    /// Spent by a refresh, which hands out a new one.
    public var refreshToken: String
    /// When the access token expires, Unix seconds (as the server said at issue).
    public var expiresAt: Int64

    public init(server: String, username: String, accessToken: String, refreshToken: String, expiresAt: Int64) {
        self.server = server
        self.username = username
        self.accessToken = accessToken
        self.refreshToken = refreshToken
        self.expiresAt = expiresAt
    }

    /// Whether this session is for `server` (the configured server; `nil`: local-only): the one
    /// rule for whether a session belongs to the server a command talks to.
    public func belongs(to server: String?) -> Bool {
        self.server == server
    }

    /// Whether `other` is a session of the same account (the same server and name).
    public func isSameAccount(as other: Session) -> Bool {
        other.belongs(to: server) && other.username == username
    }

    enum CodingKeys: String, CodingKey {
        case server
        case username
        case accessToken = "access_token"
        case refreshToken = "refresh_token"
        case expiresAt = "expires_at"
    }
}

extension Session: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String {
        "Session(server: \(server), username: \(username), accessToken: <redacted>, refreshToken: <redacted>, "
            + "expiresAt: \(expiresAt))"
    }

    public var debugDescription: String { description }

    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "server": server, "username": username, "accessToken": "<redacted>", "refreshToken": "<redacted>",
                "expiresAt": expiresAt,
            ]
        )
    }
}
