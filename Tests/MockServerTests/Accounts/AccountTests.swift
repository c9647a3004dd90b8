import HTTPTypes
import Testing
import TodoMockServer

@Suite("Accounts: signup, login, refresh, expiry")
struct AccountTests {
    static func credentials(_ username: String, _ password: String) -> String {
        Element.json(["username": username, "password": password])
    }

    @Test("signup is 201 with tokens; the access token reaches the account's own empty list")
    func signup() async throws {
        try await withServer { server in
            try await MockClient.with(server) { client async throws in
                let answer = try await client.send(.post, "/auth/signup", json: Self.credentials("alice", "secret1"))
                #expect(answer.status == 201)
                let tokens = try answer.decode(TokenReply.self)
                #expect(tokens.expiresIn == 3600)
                #expect(!tokens.accessToken.isEmpty)
                #expect(tokens.accessToken != tokens.refreshToken)
                let list = try await client.send(
                    .get, "/list", headers: [.authorization: "Bearer \(tokens.accessToken)"])
                #expect(list.status == 200)
                #expect(try list.decode(ListReply.self).revision == 0)
                let post = try await client.send(
                    .post, "/list", json: #"{"element":\#(Element.json(id: "a"))}"#, revision: 0,
                    headers: [.authorization: "OAuth \(tokens.accessToken)"])
                #expect(post.status == 200)
            }
            #expect(try server.list(of: .account("alice")).revision == 1)
            #expect(try server.list(of: .token("T1")).revision == 0)
        }
    }

    @Test("signup of a taken username is 409")
    func taken() async throws {
        try await withServer { server in
            try await MockClient.with(server) { client async throws in
                #expect(
                    try await client.send(.post, "/auth/signup", json: Self.credentials("bob", "secret1")).status == 201
                )
                let again = try await client.send(
                    .post, "/auth/signup", json: Self.credentials("bob", "other-password"))
                #expect(again.status == 409)
                #expect(try again.decode(ErrorReply.self).status == "error")
            }
        }
    }

    @Test(
        "signup checks the username and a password of 6 to 128 characters",
        arguments: [
            ("", "secret1", 400), ("   ", "secret1", 400), ("u1", "12345", 400),
            ("u2", String(repeating: "p", count: 129), 400),
            ("u3", "123456", 201), ("u4", String(repeating: "p", count: 128), 201), ("u5", "пароль", 201),
        ])
    func signupRules(username: String, password: String, status: Int) async throws {
        try await withServer { server in
            try await MockClient.with(server) { client async throws in
                #expect(
                    try await client.send(.post, "/auth/signup", json: Self.credentials(username, password)).status
                        == status)
            }
        }
    }

    @Test("signup and login bodies without the fields are 400")
    func malformedCredentials() async throws {
        try await withServer { server in
            try await MockClient.with(server) { client async throws in
                #expect(try await client.send(.post, "/auth/signup", json: #"{"username":"x"}"#).status == 400)
                #expect(try await client.send(.post, "/auth/login", json: "[]").status == 400)
                #expect(try await client.send(.post, "/auth/refresh", json: "{}").status == 400)
            }
        }
    }

    @Test("login: 404 for an unknown user, 401 for a wrong password, 200 with new tokens")
    func login() async throws {
        try await withServer { server in
            try await MockClient.with(server) { client async throws in
                #expect(
                    try await client.send(.post, "/auth/login", json: Self.credentials("carol", "secret1")).status
                        == 404)
                let signup = try await client.send(.post, "/auth/signup", json: Self.credentials("carol", "secret1"))
                let first = try signup.decode(TokenReply.self)
                #expect(
                    try await client.send(.post, "/auth/login", json: Self.credentials("carol", "wrong!!")).status
                        == 401)
                let answer = try await client.send(.post, "/auth/login", json: Self.credentials("carol", "secret1"))
                #expect(answer.status == 200)
                let second = try answer.decode(TokenReply.self)
                #expect(second.accessToken != first.accessToken)
                #expect(
                    try await client.send(.get, "/list", headers: [.authorization: "Bearer \(second.accessToken)"])
                        .status == 200)
                #expect(
                    try await client.send(.get, "/list", headers: [.authorization: "Bearer \(first.accessToken)"])
                        .status == 200)
            }
        }
    }

    @Test("refresh issues new tokens and spends the old refresh token")
    func refresh() async throws {
        try await withServer { server in
            try await MockClient.with(server) { client async throws in
                let first = try await client.send(.post, "/auth/signup", json: Self.credentials("dave", "secret1"))
                    .decode(TokenReply.self)
                let body = Element.json(["refresh_token": first.refreshToken])
                let answer = try await client.send(.post, "/auth/refresh", json: body)
                #expect(answer.status == 200)
                let second = try answer.decode(TokenReply.self)
                #expect(second.refreshToken != first.refreshToken)
                #expect(
                    try await client.send(.get, "/list", headers: [.authorization: "Bearer \(second.accessToken)"])
                        .status == 200)
                let spent = try await client.send(.post, "/auth/refresh", json: body)
                #expect(spent.status == 401)
                #expect(
                    try await client.send(.post, "/auth/refresh", json: Element.json(["refresh_token": "rt-nope"]))
                        .status
                        == 401)
                let third = try await client.send(
                    .post, "/auth/refresh", json: Element.json(["refresh_token": second.refreshToken]))
                #expect(third.status == 200)
            }
        }
    }

    @Test("an access token older than its lifetime is 401; refresh helps")
    func lifetimeExpiry() async throws {
        try await withServer(MockServerConfiguration(tokens: ["T1"], accessTokenLifetime: 0)) { server in
            try await MockClient.with(server) { client async throws in
                let tokens = try await client.send(.post, "/auth/signup", json: Self.credentials("erin", "secret1"))
                    .decode(TokenReply.self)
                #expect(tokens.expiresIn == 0)
                let list = try await client.send(
                    .get, "/list", headers: [.authorization: "Bearer \(tokens.accessToken)"])
                #expect(list.status == 401)
                #expect(try list.decode(ErrorReply.self).message.contains("expired"))
                let refreshed = try await client.send(
                    .post, "/auth/refresh", json: Element.json(["refresh_token": tokens.refreshToken]))
                #expect(refreshed.status == 200)
                #expect(try await client.send(.get, "/list", headers: [.authorization: "Bearer T1"]).status == 200)
            }
        }
    }

    @Test("expires_in is the configured lifetime, a fraction when it is one")
    func fractionalLifetime() async throws {
        try await withServer(MockServerConfiguration(accessTokenLifetime: 2.5)) { server in
            try await MockClient.with(server) { client async throws in
                let answer = try await client.send(.post, "/auth/signup", json: Self.credentials("fay", "secret1"))
                #expect(try answer.decode(TokenReply.self).expiresIn == 2.5)
            }
        }
    }

    @Test("expiring on demand: all of an account's access tokens, or one; refresh then helps")
    func expireOnDemand() async throws {
        try await withServer { server in
            try await MockClient.with(server) { client async throws in
                let one = try await client.send(.post, "/auth/signup", json: Self.credentials("gus", "secret1"))
                    .decode(TokenReply.self)
                let two = try await client.send(.post, "/auth/login", json: Self.credentials("gus", "secret1"))
                    .decode(TokenReply.self)
                #expect(server.expireAccessToken(one.accessToken))
                #expect(
                    try await client.send(.get, "/list", headers: [.authorization: "Bearer \(one.accessToken)"]).status
                        == 401)
                #expect(
                    try await client.send(.get, "/list", headers: [.authorization: "Bearer \(two.accessToken)"]).status
                        == 200)
                #expect(try server.expireAccessTokens(ofAccount: "gus") == 1)
                #expect(
                    try await client.send(.get, "/list", headers: [.authorization: "Bearer \(two.accessToken)"]).status
                        == 401)
                let refreshed = try await client.send(
                    .post, "/auth/refresh", json: Element.json(["refresh_token": two.refreshToken])
                ).decode(TokenReply.self)
                #expect(
                    try await client.send(.get, "/list", headers: [.authorization: "Bearer \(refreshed.accessToken)"])
                        .status
                        == 200)
                #expect(try server.expireAccessTokens(ofAccount: "gus", includingRefreshTokens: true) >= 2)
                let spent = try await client.send(
                    .post, "/auth/refresh", json: Element.json(["refresh_token": refreshed.refreshToken]))
                #expect(spent.status == 401)
            }
            #expect(throws: MockServerError.unknownOwner(.account("nobody"))) {
                try server.expireAccessTokens(ofAccount: "nobody")
            }
        }
    }

    @Test("fixed tokens never expire")
    func fixedTokensStay() async throws {
        try await withServer(MockServerConfiguration(tokens: ["T1"], accessTokenLifetime: 0)) { server in
            #expect(!server.expireAccessToken("T1"))
            try await MockClient.with(server, token: "T1") { client async throws in
                #expect(try await client.send(.get, "/list").status == 200)
            }
        }
    }
}
