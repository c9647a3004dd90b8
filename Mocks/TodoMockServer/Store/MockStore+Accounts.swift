/// Tokens handed out by signup, login and refresh.
struct IssuedTokens: Sendable, Equatable {
    var accessToken: String
    var refreshToken: String
    /// Seconds the access token stays valid.
    var expiresIn: Double
}

extension MockStore {
    /// Creates an account and logs it in.
    mutating func signUp(
        username: String,
        password: String,
        now: Double,
        lifetime: Double
    ) throws(MockServerError) -> IssuedTokens {
        if username.allSatisfy(\.isWhitespace) {
            throw .invalidCredentials("the username is empty")
        }
        guard (6...128).contains(password.count) else {
            throw .invalidCredentials("the password must have 6 to 128 characters")
        }
        guard accounts[username] == nil else {
            throw .usernameTaken(username)
        }
        accounts[username] = StoredAccount(password: password)
        return issueTokens(for: username, now: now, lifetime: lifetime)
    }

    /// Checks the password and issues a new pair of tokens.
    mutating func logIn(
        username: String,
        password: String,
        now: Double,
        lifetime: Double
    ) throws(MockServerError) -> IssuedTokens {
        guard let account = accounts[username] else {
            throw .noSuchUser(username)
        }
        guard account.password == password else {
            throw .wrongPassword
        }
        return issueTokens(for: username, now: now, lifetime: lifetime)
    }

    /// Spends `refreshToken` and issues a new pair.
    mutating func refresh(_ refreshToken: String, now: Double, lifetime: Double) throws(MockServerError) -> IssuedTokens
    {
        guard let username = refreshTokens.removeValue(forKey: refreshToken) else {
            throw .unauthorized("unknown or spent refresh token")
        }
        return issueTokens(for: username, now: now, lifetime: lifetime)
    }

    /// The owner an `Authorization` token stands for.
    func owner(forToken token: String, fixedTokens: Set<String>, now: Double) throws(MockServerError) -> MockOwner {
        if fixedTokens.contains(token) {
            return .token(token)
        }
        guard let grant = accessTokens[token] else {
            throw .unauthorized("unknown token")
        }
        guard now < grant.expiresAt else {
            throw .unauthorized("token expired")
        }
        return .account(grant.username)
    }

    /// Expires every access token of `username` (and spends its refresh tokens if asked).
    /// - Returns: How many tokens were expired or spent.
    mutating func expireTokens(ofAccount username: String, includingRefreshTokens: Bool) -> Int {
        var count = 0
        for (token, grant) in accessTokens where grant.username == username && grant.expiresAt > 0 {
            accessTokens[token]?.expiresAt = 0
            count += 1
        }
        if includingRefreshTokens {
            for (token, owner) in refreshTokens where owner == username {
                refreshTokens[token] = nil
                count += 1
            }
        }
        return count
    }

    /// Expires one access token.
    /// - Returns: Whether the token was known and valid.
    mutating func expireAccessToken(_ token: String) -> Bool {
        guard let grant = accessTokens[token], grant.expiresAt > 0 else {
            return false
        }
        accessTokens[token]?.expiresAt = 0
        return true
    }

    private mutating func issueTokens(for username: String, now: Double, lifetime: Double) -> IssuedTokens {
        let access = "at-" + Self.randomToken()
        let refresh = "rt-" + Self.randomToken()
        accessTokens[access] = AccessGrant(username: username, expiresAt: now + lifetime)
        refreshTokens[refresh] = username
        return IssuedTokens(accessToken: access, refreshToken: refresh, expiresIn: lifetime)
    }

    private static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let value = generator.next() as UInt64
            let hex = String(value, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }
}
