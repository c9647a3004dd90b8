extension MockServer {
    /// The owner's list and revision.
    ///
    /// - Throws: ``MockServerError/unknownOwner(_:)`` for a token that is not configured or an account that does not exist.
    public func list(of owner: MockOwner) throws(MockServerError) -> MockList {
        try state.read { store throws(MockServerError) in
            try check(owner, in: store)
            return store.list(of: owner)
        }
    }

    /// The configured tokens and the accounts, in that order.
    public var owners: [MockOwner] {
        let accounts = (try? state.read { store throws(MockServerError) in store.accounts.keys.sorted() }) ?? []
        return configuration.tokens.map(MockOwner.token) + accounts.map(MockOwner.account)
    }

    /// Changes a list as another device would, bumping its revision by 1.
    ///
    /// - Throws: ``MockServerError/unknownOwner(_:)``, ``MockServerError/idExists(_:)``,
    ///   ``MockServerError/notFound(_:)``, ``MockServerError/duplicateID(_:)`` or ``MockServerError/invalidElement(_:)``.
    @discardableResult
    public func write(_ change: MockChange, to owner: MockOwner) throws(MockServerError) -> MockList {
        try state.change { store throws(MockServerError) in
            try check(owner, in: store)
            return try store.perform(ListOperation(change), on: owner, knownRevision: nil).list
        }
    }

    /// Expires every access token of an account, so requests with them get `401`.
    ///
    /// - Parameter includingRefreshTokens: Also spends the account's refresh tokens, so only a new login helps.
    /// - Returns: How many tokens were expired or spent.
    @discardableResult
    public func expireAccessTokens(ofAccount username: String, includingRefreshTokens: Bool = false)
        throws(MockServerError)
        -> Int
    {
        try state.change { store throws(MockServerError) in
            try check(.account(username), in: store)
            return store.expireTokens(ofAccount: username, includingRefreshTokens: includingRefreshTokens)
        }
    }

    /// Expires one access token.
    /// - Returns: Whether it was a valid access token.
    @discardableResult
    public func expireAccessToken(_ token: String) -> Bool {
        (try? state.change { store throws(MockServerError) in store.expireAccessToken(token) }) ?? false
    }

    func check(_ owner: MockOwner, in store: MockStore) throws(MockServerError) {
        switch owner {
        case .token(let token):
            guard state.fixedTokens.contains(token) else {
                throw .unknownOwner(owner)
            }
        case .account(let name):
            guard store.accounts[name] != nil else {
                throw .unknownOwner(owner)
            }
        }
    }
}
