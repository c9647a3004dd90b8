import FoundationEssentials
import TodoModel

extension TodoAPI {
    /// Which rules an endpoint's statuses follow.
    enum Family {
        /// `/list…`: bearer token, `400` means unsynchronized.
        case list
        /// `/auth/…`: no token, `400` means invalid input, the answer carries secrets.
        case auth
        /// WebDAV and CalDAV (``TodoAPI/dav(_:path:headers:body:)``): Basic credentials, the
        /// request's own header fields, `400` means invalid input.
        case dav
    }

    /// One request's description, before and after it is sent.
    struct Exchange {
        var method: HTTPMethod
        var path: String
        var family: Family
        /// `X-Last-Known-Revision`, for requests that change the list.
        var revision: Int?
        /// Strings never to repeat in an error (passwords, refresh tokens).
        var secrets: [String] = []
        /// Header fields of the request's own (WebDAV's `Depth`, `If-Match`, `Content-Type`).
        var headers: [(name: String, value: String)] = []

        var endpoint: String { "\(method) \(path)" }
    }

    /// Sends the request and returns a `2xx` answer; anything else becomes the mapped error.
    func send(_ exchange: Exchange, body: Data? = nil) async throws(TodoAPIError) -> HTTPResponse {
        var headers: HTTPHeaders = exchange.family == .dav ? [:] : ["Accept": "application/json"]
        for field in exchange.headers { headers.add(name: field.name, value: field.value) }
        if body != nil, exchange.family != .dav {
            headers.add(name: "Content-Type", value: "application/json")
        }
        if exchange.family == .list, let token = configuration.token {
            headers.add(name: "Authorization", value: "Bearer \(token)")
        }
        if exchange.family == .dav, let token = configuration.token {
            headers.add(name: "Authorization", value: "Basic \(token)")
        }
        if let revision = exchange.revision {
            headers.add(name: "X-Last-Known-Revision", value: String(revision))
        }
        if let fails = configuration.generateFails {
            headers.add(name: "X-Generate-Fails", value: String(fails))
        }
        var base = configuration.baseURL
        while base.hasSuffix("/") {
            base.removeLast()
        }
        let request = HTTPRequest(
            method: exchange.method,
            url: base + exchange.path,
            headers: headers,
            body: body,
            timeout: configuration.timeout,
            insecure: configuration.insecure,
            caBundle: configuration.caBundle
        )
        let response: HTTPResponse
        do {
            response = try await client.execute(request)
        } catch {
            throw TodoAPIError(
                code: .transport,
                endpoint: exchange.endpoint,
                transportError: error,
                detail: error.description
            )
        }
        guard (200..<300).contains(response.status) else {
            throw failure(for: response, of: exchange)
        }
        return response
    }

    /// The error for a non-`2xx` answer.
    private func failure(for response: HTTPResponse, of exchange: Exchange) -> TodoAPIError {
        let status = response.status
        let code: TodoAPIError.Code
        switch status {
        case 400: code = exchange.family == .list ? .unsynchronized : .invalidInput
        case 412 where exchange.family == .dav: code = .conflict
        case 401: code = .unauthorized
        case 404: code = .notFound
        case 409: code = .conflict
        case 500..<600: code = .serverError
        default: code = .unexpectedStatus
        }
        let body = snippet(of: response.body, for: exchange)
        let message = body.flatMap(Self.errorMessage) ?? "the server answered \(status)"
        var error = TodoAPIError(code: code, endpoint: exchange.endpoint, status: status, body: body, detail: message)
        if status == 429 || status == 503 {
            error.retryAfter = response.headers["Retry-After"].flatMap { RetryAfter.seconds($0) }
        }
        return error
    }

    func encode(_ value: some Encodable, for exchange: Exchange) throws(TodoAPIError) -> Data {
        do {
            return try JSONEncoder().encode(value)
        } catch {
            throw TodoAPIError(code: .badResponse, endpoint: exchange.endpoint, detail: "could not encode: \(error)")
        }
    }

    func decodeList(_ response: HTTPResponse, of exchange: Exchange) throws(TodoAPIError) -> ListResult {
        // The fast reader accepts what the Decodable answer does; on a failure the decoder runs
        // again, for its more precise message.
        let answer: (status: String?, list: [TodoItem], revision: Int)
        do {
            answer = try FastJSONReader.listAnswer(response.body)
        } catch {
            let decoded = try decode(Wire.ListAnswer.self, from: response, of: exchange)
            answer = (decoded.status, decoded.list, decoded.revision)
        }
        try checkStatusField(answer.status, revision: answer.revision, response: response, of: exchange)
        var seen = Set<String>(minimumCapacity: answer.list.count)
        for item in answer.list where !seen.insert(item.id).inserted {
            throw badResponse(response, of: exchange, detail: "the list has the id \(item.id) twice")
        }
        return ListResult(items: answer.list, revision: answer.revision)
    }

    func decodeElement(_ response: HTTPResponse, of exchange: Exchange, id: String) throws(TodoAPIError)
        -> ElementResult
    {
        let answer = try decode(Wire.ElementAnswer.self, from: response, of: exchange)
        try checkStatusField(answer.status, revision: answer.revision, response: response, of: exchange)
        guard answer.element.id == id else {
            throw badResponse(response, of: exchange, detail: "the answer is about \(answer.element.id), not \(id)")
        }
        return ElementResult(item: answer.element, revision: answer.revision)
    }

    func decodeTokens(_ response: HTTPResponse, of exchange: Exchange) throws(TodoAPIError) -> AuthTokens {
        let answer = try decode(Wire.TokensAnswer.self, from: response, of: exchange)
        guard !answer.accessToken.isEmpty, !answer.refreshToken.isEmpty, answer.expiresIn >= 0 else {
            throw badResponse(response, of: exchange, detail: "empty token or negative expires_in")
        }
        return AuthTokens(
            accessToken: answer.accessToken,
            refreshToken: answer.refreshToken,
            expiresIn: answer.expiresIn
        )
    }

    private func decode<Answer: Decodable>(_ type: Answer.Type, from response: HTTPResponse, of exchange: Exchange)
        throws(TodoAPIError) -> Answer
    {
        do {
            return try JSONDecoder().decode(type, from: response.body)
        } catch let error as DecodingError {
            throw badResponse(response, of: exchange, detail: Self.describe(error))
        } catch {
            throw badResponse(response, of: exchange, detail: "not the expected JSON")
        }
    }

    private func checkStatusField(_ status: String?, revision: Int, response: HTTPResponse, of exchange: Exchange)
        throws(TodoAPIError)
    {
        if let status, status != "ok" {
            throw badResponse(response, of: exchange, detail: "status is \"\(status)\", not \"ok\"")
        }
        guard revision >= 0 else {
            throw badResponse(response, of: exchange, detail: "negative revision \(revision)")
        }
    }

    private func badResponse(_ response: HTTPResponse, of exchange: Exchange, detail: String) -> TodoAPIError {
        // A successful auth answer carries tokens: keep none of it.
        let body = exchange.family == .auth ? nil : snippet(of: response.body, for: exchange)
        return TodoAPIError(
            code: .badResponse,
            endpoint: exchange.endpoint,
            status: response.status,
            body: body,
            detail: detail
        )
    }

    /// The first 512 characters of `body`, with the token and the exchange's secrets masked.
    private func snippet(of body: Data, for exchange: Exchange) -> String? {
        guard !body.isEmpty else { return nil }
        var text = String(decoding: body.prefix(2_048), as: UTF8.self)
        for secret in exchange.secrets + [configuration.token].compactMap(\.self) where !secret.isEmpty {
            text = text.replacing(secret, with: "<redacted>")
        }
        return text.count > 512 ? String(text.prefix(512)) + "…" : text
    }

    /// The `message` of a contract error body, if the body is one.
    private static func errorMessage(_ body: String) -> String? {
        struct ErrorAnswer: Decodable {
            var message: String
        }
        return (try? JSONDecoder().decode(ErrorAnswer.self, from: Data(body.utf8)))?.message
    }

    private static func describe(_ error: DecodingError) -> String {
        let (context, summary): (DecodingError.Context?, String) =
            switch error {
            case .keyNotFound(let key, let context): (context, "missing \"\(key.stringValue)\"")
            case .typeMismatch(_, let context): (context, "wrong type")
            case .valueNotFound(_, let context): (context, "null value")
            case .dataCorrupted(let context): (context, "invalid data")
            @unknown default: (nil, "not the expected JSON")
            }
        guard let context else { return summary }
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return "\(summary) at \(path.isEmpty ? "top level" : path): \(context.debugDescription)"
    }

    /// Percent-encodes everything but RFC 3986's unreserved characters, for one path segment.
    ///
    /// The dots of `.` and `..` are encoded too, so the segment is not taken as a relative path.
    public static func percentEncoded(_ segment: String) -> String {
        if segment == "." || segment == ".." {
            return String(repeating: "%2E", count: segment.count)
        }
        var encoded = ""
        encoded.reserveCapacity(segment.utf8.count)
        for byte in segment.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += byte < 16 ? "%0\(hex)" : "%\(hex)"
            }
        }
        return encoded
    }
}
