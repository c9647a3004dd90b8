import FoundationEssentials
import TodoCalDAV
import TodoNetwork
import TodoValues

/// Signup and login against the accounts extension; a success is a saved session.
public struct AccountClient: Sendable {
    /// What a login came to.
    public enum LoginOutcome: Sendable, Equatable {
        case loggedIn(Session)
        /// The server has no account of that name (`404`): offer signup.
        case unknownUser
    }

    /// Passwords are 6 to 128 characters (the contract).
    public static let passwordLengths = 6...128

    public let settings: Settings
    public let store: SessionStore
    private let client: HTTPClient

    public init(settings: Settings, store: SessionStore, client: HTTPClient = HTTPClient()) {
        self.settings = settings
        self.store = store
        self.client = client
    }

    /// The server to talk to; a `.usage` error when none is configured or `--offline`.
    public func server() throws(TodoError) -> String {
        guard let server = settings.server else {
            throw .usage(.noServer)
        }
        guard !settings.offline else { throw .usage(.offlineNoNetwork) }
        return server
    }

    /// Checks a username: not empty, no whitespace or control characters.
    public static func validate(username: String) throws(TodoError) {
        guard !username.isEmpty, !username.contains(where: { $0.isWhitespace || $0.isNewline }),
            !username.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else {
            throw .usage(.usernameInvalid)
        }
    }

    /// Checks a password's length (never echoing it).
    public static func validate(password: String) throws(TodoError) {
        guard passwordLengths.contains(password.count) else {
            let values = [
                "min": String(passwordLengths.lowerBound), "max": String(passwordLengths.upperBound),
                "count": String(password.count),
            ]
            throw .usage(.passwordLength, values)
        }
    }

    /// `POST /auth/signup`; saves the session.
    public func signup(username: String, password: String) async throws(TodoError) -> Session {
        try await authenticate(username: username, password: password) {
            api, username, password async throws(TodoAPIError) -> AuthTokens in
            try await api.signup(username: username, password: password)
        } refused: { error throws(TodoError) -> Session in
            if error.code == .conflict {
                throw .usage(.usernameTaken, ["username": username])
            }
            throw Self.failure(error, doing: .actionSignUp)
        } saved: {
            $0
        }
    }

    /// `POST /auth/login`; saves the session. A wrong password is an `.unauthorized` error.
    public func login(username: String, password: String) async throws(TodoError) -> LoginOutcome {
        try await authenticate(username: username, password: password) {
            api, username, password async throws(TodoAPIError) -> AuthTokens in
            try await api.login(username: username, password: password)
        } refused: { error throws(TodoError) -> LoginOutcome in
            if error.code == .notFound { return .unknownUser }
            if error.code == .unauthorized {
                throw .unauthorized(.wrongPassword, ["username": username])
            }
            throw Self.failure(error, doing: .actionLogIn)
        } saved: {
            .loggedIn($0)
        }
    }

    /// A CalDAV login (`protocol` `caldav`): the credentials are checked with one `PROPFIND` of
    /// the configured URL, then saved as the session (owner-only, never printed), the encoded
    /// `name:password` as its access token for Basic authentication. A wrong password is an
    /// `.unauthorized` error; nothing is saved.
    public func caldavLogin(username: String, password: String) async throws(TodoError) -> Session {
        let server = try server()
        try Self.validate(username: username)
        guard !password.isEmpty, !password.contains(where: \.isNewline) else {
            throw .usage(.passwordLength, ["min": "1", "max": "∞", "count": String(password.count)])
        }
        let credentials = Data("\(username):\(password)".utf8).base64EncodedString()
        var configuration = settings.withoutFailureInjection.apiConfiguration(
            server: server, token: credentials, timeout: settings.timeout)
        let (origin, path) = CalDAVSyncServer.split(server)
        configuration.baseURL = origin
        let request = DAVRequest.currentUserPrincipal(path)
        do {
            _ = try await TodoAPI(client: client, configuration: configuration).dav(
                request.method, path: request.path, headers: request.headers, body: request.body)
        } catch {
            if error.code == .unauthorized { throw .unauthorized(.wrongPassword, ["username": username]) }
            throw Self.failure(error, doing: .actionLogIn)
        }
        // Basic credentials do not expire and are never refreshed.
        return try save(
            Session(
                server: server, username: username, accessToken: credentials, refreshToken: "basic",
                expiresAt: Int64.max))
    }

    /// Checks the name and the password, asks the server for tokens with `request` and saves the
    /// session, which `saved` turns into the answer; a refusal goes to `refused`.
    private func authenticate<Answer>(
        username: String,
        password: String,
        _ request: (TodoAPI, String, String) async throws(TodoAPIError) -> AuthTokens,
        refused: (TodoAPIError) throws(TodoError) -> Answer,
        saved: (Session) -> Answer
    ) async throws(TodoError) -> Answer {
        let server = try server()
        try Self.validate(username: username)
        try Self.validate(password: password)
        let tokens: AuthTokens
        do {
            tokens = try await request(api(server), username, password)
        } catch {
            return try refused(error)
        }
        return saved(try save(Session(server: server, username: username, tokens: tokens, now: settings.now())))
    }

    /// The message for an unknown user, naming the command that creates the account.
    public static func unknownUserMessage(_ username: String) -> Message {
        Message(.unknownUser, ["username": username])
    }

    private func save(_ session: Session) throws(TodoError) -> Session {
        try store.save(session)
        return session
    }

    private func api(_ server: String) -> TodoAPI {
        TodoAPI(
            client: client,
            configuration: settings.withoutFailureInjection.apiConfiguration(
                server: server, token: nil, timeout: settings.timeout)
        )
    }

    /// An API failure other than the expected ones; the description never holds the password.
    static func failure(_ error: TodoAPIError, doing what: MessageKey) -> TodoError {
        let values = ["reason": error.description]
        let action = ["action": Message(what)]
        if error.code == .invalidInput { return .usage(Message(.serverRefusedAction, values, nested: action)) }
        if error.isRetryable { return .syncGaveUp(Message(.cannotActionNow, values, nested: action)) }
        return .other(Message(.cannotAction, values, nested: action))
    }
}
