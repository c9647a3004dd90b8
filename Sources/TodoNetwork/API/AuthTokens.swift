/// The tokens `/auth/signup`, `/auth/login` and `/auth/refresh` hand out.
///
/// Printing or dumping it never shows the tokens.
public struct AuthTokens: Sendable, Hashable {
    /// The bearer token for `/list…`.
    public var accessToken: String
    /// Spent by `refresh(refreshToken:)`, which returns a new one.
    public var refreshToken: String
    /// Seconds the access token stays valid after it was issued.
    public var expiresIn: Int

    public init(accessToken: String, refreshToken: String, expiresIn: Int) {
        (self.accessToken, self.refreshToken, self.expiresIn) = (accessToken, refreshToken, expiresIn)
    }
}

extension AuthTokens: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String {
        "AuthTokens(accessToken: <redacted>, refreshToken: <redacted>, expiresIn: \(expiresIn))"
    }

    public var debugDescription: String { description }

    public var customMirror: Mirror {
        Mirror(self, children: ["accessToken": "<redacted>", "refreshToken": "<redacted>", "expiresIn": expiresIn])
    }
}
