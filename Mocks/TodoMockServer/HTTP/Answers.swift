/// `{"status":"ok","list":[…],"revision":N}`.
struct ListAnswer: Encodable {
    let status = "ok"
    let list: [MockElement]
    let revision: Int

    init(_ list: MockList) {
        self.list = list.elements
        self.revision = list.revision
    }
}

/// `{"status":"ok","element":{…},"revision":N}`.
struct ElementAnswer: Encodable {
    let status = "ok"
    let element: MockElement
    let revision: Int
}

/// `{"access_token":…,"refresh_token":…,"expires_in":N}`; `expires_in` is an integer when the lifetime is whole.
struct TokensAnswer: Encodable {
    let tokens: IssuedTokens

    enum CodingKeys: String, CodingKey {
        case accessToken = "access_token"
        case refreshToken = "refresh_token"
        case expiresIn = "expires_in"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(tokens.accessToken, forKey: .accessToken)
        try container.encode(tokens.refreshToken, forKey: .refreshToken)
        if tokens.expiresIn.rounded() == tokens.expiresIn, abs(tokens.expiresIn) < 1e15 {
            try container.encode(Int64(tokens.expiresIn), forKey: .expiresIn)
        } else {
            try container.encode(tokens.expiresIn, forKey: .expiresIn)
        }
    }
}

/// `{"list":[…]}`.
struct ListBody: Decodable {
    let list: [MockElement]
}

/// `{"element":{…}}`.
struct ElementBody: Decodable {
    let element: MockElement
}

/// `{"username":…,"password":…}`.
struct CredentialsBody: Decodable {
    let username: String
    let password: String
}

/// `{"refresh_token":…}`.
struct RefreshBody: Decodable {
    let refreshToken: String

    enum CodingKeys: String, CodingKey {
        case refreshToken = "refresh_token"
    }
}
