/// Everything the mock keeps: lists, accounts and issued tokens. A value, guarded by ``MockState``.
struct MockStore: Sendable, Codable, Equatable {
    /// Lists keyed by ``MockOwner/description``; an owner without an entry has an empty list at 0.
    var lists: [String: MockList] = [:]
    /// Accounts keyed by username.
    var accounts: [String: StoredAccount] = [:]
    /// Access tokens issued by `/auth/…`.
    var accessTokens: [String: AccessGrant] = [:]
    /// Unspent refresh tokens, mapped to their username.
    var refreshTokens: [String: String] = [:]
    /// Bumped when everything is forgotten, so (epoch, owner, revision) always names one list; not stored.
    var epoch = 0
    /// Named copies of lists, keyed by owner and name (see ``MockServer/backup(_:as:)``); not stored.
    var backups: [String: MockList] = [:]

    enum CodingKeys: String, CodingKey {
        case lists
        case accounts
        case accessTokens = "access_tokens"
        case refreshTokens = "refresh_tokens"
    }
}

/// An account. The mock is a test double: the password is kept as given.
struct StoredAccount: Sendable, Codable, Equatable {
    var password: String
}

/// Whose an access token is and until when it is valid.
struct AccessGrant: Sendable, Codable, Equatable {
    var username: String
    /// Unix time in seconds; the token is valid strictly before it.
    var expiresAt: Double

    enum CodingKeys: String, CodingKey {
        case username
        case expiresAt = "expires_at"
    }
}
