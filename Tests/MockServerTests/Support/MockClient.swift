import Foundation
import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization
import TodoMockServer

/// A keep-alive HTTP/1.1 client on one loopback connection to a ``MockServer``, with the contract's headers.
struct MockClient: Sendable {
    let connection: Connection
    /// Sent as `Authorization: Bearer …` when set.
    var token: String?

    /// Runs `body` with a client on a new connection, closed afterwards.
    static func with<T: Sendable>(
        _ server: MockServer,
        token: String? = nil,
        _ body: @escaping @Sendable (MockClient) async throws -> T
    ) async throws -> T {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: server.port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHTTPClientHandlers()
                    return try NIOAsyncChannel<HTTPClientResponsePart, HTTPClientRequestPart>(
                        wrappingChannelSynchronously: channel)
                }
            }
        return try await channel.executeThenClose { inbound, outbound in
            let connection = Connection(
                channel: channel.channel, responses: inbound.makeAsyncIterator(), requests: outbound)
            return try await body(MockClient(connection: connection, token: token))
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
        return try await connection.exchange(method: method, path: path, fields: fields, body: json)
    }

    /// `GET /list`, expecting `200`.
    func list() async throws -> ListReply {
        try await send(.get, "/list").decode(ListReply.self)
    }

    /// `POST /list` with `element` at `revision`.
    func post(_ element: String, revision: Int, headers: HTTPFields = [:]) async throws -> HTTPAnswer {
        try await send(.post, "/list", json: #"{"element":\#(element)}"#, revision: revision, headers: headers)
    }

    /// One connection's requests, one at a time: each waits for its whole answer.
    ///
    /// Not an actor: the channel's inbound iterator cannot be advanced from one (its `next()` is
    /// not isolated). A test uses one connection from one task; two requests at once on one
    /// connection stop the test (`inUse`).
    final class Connection: @unchecked Sendable {
        private let inUse = Mutex(false)
        /// How long one request may wait for its whole answer before the connection is closed.
        static let timeout = TimeAmount.seconds(30)
        private let channel: any Channel
        private var responses: NIOAsyncChannelInboundStream<HTTPClientResponsePart>.AsyncIterator
        private let requests: NIOAsyncChannelOutboundWriter<HTTPClientRequestPart>

        init(
            channel: any Channel,
            responses: sending NIOAsyncChannelInboundStream<HTTPClientResponsePart>.AsyncIterator,
            requests: NIOAsyncChannelOutboundWriter<HTTPClientRequestPart>
        ) {
            (self.channel, self.responses, self.requests) = (channel, responses, requests)
        }

        /// Writes the request and reads its answer up to its end.
        func exchange(method: HTTPRequest.Method, path: String, fields: HTTPFields, body: String?) async throws
            -> HTTPAnswer
        {
            let wasInUse = inUse.withLock { inUse in
                defer { inUse = true }
                return inUse
            }
            precondition(!wasInUse, "two requests at once on one MockClient connection")
            defer { inUse.withLock { $0 = false } }
            var headers = HTTPHeaders([("Host", "127.0.0.1")])
            for field in fields {
                headers.add(name: field.name.rawName, value: field.value)
            }
            if let body {
                headers.replaceOrAdd(name: "Content-Length", value: String(body.utf8.count))
            }
            let head = HTTPRequestHead(
                version: .http1_1, method: HTTPMethod(rawValue: method.rawValue), uri: path, headers: headers)
            let channel = channel
            let timer = channel.eventLoop.scheduleTask(in: Self.timeout) { channel.close(promise: nil) }
            defer { timer.cancel() }
            try await requests.write(.head(head))
            if let body {
                try await requests.write(.body(.byteBuffer(ByteBuffer(string: body))))
            }
            try await requests.write(.end(nil))

            var status: Int?
            var contentType: String?
            var text = ByteBuffer()
            while let part = try await responses.next() {
                switch part {
                case .head(let head):
                    // A 1xx is not the answer; its own head is followed by the real one.
                    guard head.status.code >= 200 else { continue }
                    (status, contentType) = (Int(head.status.code), head.headers.first(name: "Content-Type"))
                case .body(var buffer):
                    text.writeBuffer(&buffer)
                case .end:
                    guard let status else { continue }
                    return HTTPAnswer(status: status, contentType: contentType, text: String(buffer: text))
                }
            }
            throw ConnectionClosed()
        }
    }

    /// The server closed the connection before a whole answer.
    struct ConnectionClosed: Error {}
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
