import TodoModel

/// The todo server's API (`shared/api/todobackend.md`) over `HTTPClient`.
///
/// Every call makes exactly one HTTP request: no retries, no token refresh; that is the
/// caller's policy, guided by `TodoAPIError.isRetryable`. Status codes map to
/// `TodoAPIError.Code`: `400` → `unsynchronized` (`invalidInput` on `/auth`), `401` →
/// `unauthorized`, `404` → `notFound`, `409` → `conflict`, `5xx` → `serverError`. Answers are
/// decoded strictly: a `2xx` that is not the contract's JSON is `badResponse`.
public struct TodoAPI: Sendable {
    /// The client the requests go through; share one per process.
    public let client: HTTPClient
    /// Read for every request, so a new token set here is used from the next call on.
    public var configuration: TodoAPIConfiguration

    public init(client: HTTPClient, configuration: TodoAPIConfiguration) {
        self.client = client
        self.configuration = configuration
    }

    /// `GET /list`: the whole list.
    public func getList() async throws(TodoAPIError) -> ListResult {
        let exchange = Exchange(method: .get, path: "/list", family: .list)
        return try decodeList(try await send(exchange), of: exchange)
    }

    /// `PATCH /list`: replaces the server's list with `items`.
    public func patchList(_ items: [TodoItem], lastKnownRevision: Int) async throws(TodoAPIError) -> ListResult {
        let exchange = Exchange(method: .patch, path: "/list", family: .list, revision: lastKnownRevision)
        let body = try encode(Wire.ListBody(list: items), for: exchange)
        return try decodeList(try await send(exchange, body: body), of: exchange)
    }

    /// `GET /list/{id}`: one element.
    public func getItem(id: String) async throws(TodoAPIError) -> ElementResult {
        let exchange = Exchange(method: .get, path: "/list/" + Self.percentEncoded(id), family: .list)
        return try decodeElement(try await send(exchange), of: exchange, id: id)
    }

    /// `POST /list`: adds `item`, whose id must be new.
    public func create(_ item: TodoItem, lastKnownRevision: Int) async throws(TodoAPIError) -> ElementResult {
        let exchange = Exchange(method: .post, path: "/list", family: .list, revision: lastKnownRevision)
        let body = try encode(Wire.ElementBody(element: item), for: exchange)
        return try decodeElement(try await send(exchange, body: body), of: exchange, id: item.id)
    }

    /// `PUT /list/{id}`: replaces the element with `item.id`.
    public func update(_ item: TodoItem, lastKnownRevision: Int) async throws(TodoAPIError) -> ElementResult {
        let path = "/list/" + Self.percentEncoded(item.id)
        let exchange = Exchange(method: .put, path: path, family: .list, revision: lastKnownRevision)
        let body = try encode(Wire.ElementBody(element: item), for: exchange)
        return try decodeElement(try await send(exchange, body: body), of: exchange, id: item.id)
    }

    /// `DELETE /list/{id}`: removes the element; the answer holds the removed one.
    public func delete(id: String, lastKnownRevision: Int) async throws(TodoAPIError) -> ElementResult {
        let path = "/list/" + Self.percentEncoded(id)
        let exchange = Exchange(method: .delete, path: path, family: .list, revision: lastKnownRevision)
        return try decodeElement(try await send(exchange), of: exchange, id: id)
    }

    /// `POST /auth/signup`: creates an account; `409` (`conflict`) when the name is taken.
    public func signup(username: String, password: String) async throws(TodoAPIError) -> AuthTokens {
        let exchange = Exchange(method: .post, path: "/auth/signup", family: .auth, secrets: [password])
        let body = try encode(Wire.Credentials(username: username, password: password), for: exchange)
        return try decodeTokens(try await send(exchange, body: body), of: exchange)
    }

    /// `POST /auth/login`: `404` (`notFound`) for an unknown user, `401` for a wrong password.
    public func login(username: String, password: String) async throws(TodoAPIError) -> AuthTokens {
        let exchange = Exchange(method: .post, path: "/auth/login", family: .auth, secrets: [password])
        let body = try encode(Wire.Credentials(username: username, password: password), for: exchange)
        return try decodeTokens(try await send(exchange, body: body), of: exchange)
    }

    /// `POST /auth/refresh`: new tokens; `refreshToken` is spent.
    public func refresh(refreshToken: String) async throws(TodoAPIError) -> AuthTokens {
        let exchange = Exchange(method: .post, path: "/auth/refresh", family: .auth, secrets: [refreshToken])
        let body = try encode(Wire.RefreshBody(refreshToken: refreshToken), for: exchange)
        return try decodeTokens(try await send(exchange, body: body), of: exchange)
    }
}
