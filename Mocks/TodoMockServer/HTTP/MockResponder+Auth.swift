import Hummingbird

extension MockResponder {
    /// `POST /auth/signup` (`201`), `/auth/login`, `/auth/refresh`.
    func auth(_ request: inout Request, path: String) async throws(MockServerError) -> Reply {
        let state = server.state
        let lifetime = state.accessTokenLifetime
        let now = MockState.now
        switch path {
        case "/auth/refresh":
            let body = try await request.decodeJSON(RefreshBody.self)
            let tokens = try state.change { store throws(MockServerError) in
                try store.refresh(body.refreshToken, now: now, lifetime: lifetime)
            }
            return .json(TokensAnswer(tokens: tokens))
        case "/auth/signup":
            let body = try await request.decodeJSON(CredentialsBody.self)
            let tokens = try state.change { store throws(MockServerError) in
                try store.signUp(username: body.username, password: body.password, now: now, lifetime: lifetime)
            }
            return .json(TokensAnswer(tokens: tokens), status: 201)
        default:
            let body = try await request.decodeJSON(CredentialsBody.self)
            let tokens = try state.change { store throws(MockServerError) in
                try store.logIn(username: body.username, password: body.password, now: now, lifetime: lifetime)
            }
            return .json(TokensAnswer(tokens: tokens))
        }
    }
}
