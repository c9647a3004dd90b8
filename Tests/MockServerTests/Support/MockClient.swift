import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import TodoMockServer

/// A keep-alive HTTP client on one loopback connection to a ``MockServer``, with the contract's headers.
struct MockClient: Sendable {
    let client: TestClient
    /// Sent as `Authorization: Bearer …` when set.
    var token: String?

    /// Runs `body` with a client on a new connection, closed afterwards.
    static func with<T: Sendable>(
        _ server: MockServer,
        token: String? = nil,
        _ body: @escaping @Sendable (MockClient) async throws -> T
    ) async throws -> T {
        try await TestClient.withClient(
            host: "127.0.0.1",
            port: server.port,
            configuration: .init(timeout: .seconds(30))
        ) { client async throws in
            try await body(MockClient(client: client, token: token))
        }
    }

    /// Sends one request; `revision` becomes `X-Last-Known-Revision`.
    func send(
        _ method: HTTPRequest.Method,
        _ path: String,
        json: String? = nil,
        revision: Int? = nil,
        headers: HTTPFields = [:]
    ) async throws -> HTTPAnswer {
        var fields = headers
        if let token, fields[.authorization] == nil {
            fields[.authorization] = "Bearer \(token)"
        }
        if let revision {
            fields[HTTPField.Name("X-Last-Known-Revision")!] = String(revision)
        }
        if json != nil {
            fields[.contentType] = "application/json"
        }
        let response = try await client.execute(
            TestClient.Request(path, method: method, headers: fields, body: json.map { ByteBuffer(string: $0) })
        )
        return HTTPAnswer(
            status: response.status.code,
            contentType: response.headers[.contentType],
            text: response.body.map { String(buffer: $0) } ?? ""
        )
    }

    /// `GET /list`, expecting `200`.
    func list() async throws -> ListReply {
        try await send(.get, "/list").decode(ListReply.self)
    }

    /// `POST /list` with `element` at `revision`.
    func post(_ element: String, revision: Int, headers: HTTPFields = [:]) async throws -> HTTPAnswer {
        try await send(.post, "/list", json: #"{"element":\#(element)}"#, revision: revision, headers: headers)
    }
}

/// What came back: status, content type and body text.
struct HTTPAnswer: Sendable {
    let status: Int
    let contentType: String?
    let text: String

    /// The body decoded as `T`.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(text.utf8))
    }
}

/// `{"status":"ok","list":[…],"revision":N}`.
struct ListReply: Decodable, Sendable {
    let status: String
    let list: [MockElement]
    let revision: Int
}

/// `{"status":"ok","element":{…},"revision":N}`.
struct ElementReply: Decodable, Sendable {
    let status: String
    let element: MockElement
    let revision: Int
}

/// `{"status":"error","message":…}`.
struct ErrorReply: Decodable, Sendable {
    let status: String
    let message: String
}

/// `{"access_token":…,"refresh_token":…,"expires_in":N}`.
struct TokenReply: Decodable, Sendable {
    let accessToken: String
    let refreshToken: String
    let expiresIn: Double

    enum CodingKeys: String, CodingKey {
        case accessToken = "access_token"
        case refreshToken = "refresh_token"
        case expiresIn = "expires_in"
    }
}
