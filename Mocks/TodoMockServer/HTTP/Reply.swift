import Foundation
import Hummingbird

/// An answer before it becomes a Hummingbird `Response`, so a fault can still mangle its bytes.
struct Reply: Sendable {
    var status: Int
    var contentType: String
    var body: [UInt8]

    /// A JSON answer.
    static func json(_ value: some Encodable, status: Int = 200) -> Reply {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return Reply(status: status, contentType: "application/json", body: Array(try encoder.encode(value)))
        } catch {
            return .error(status: 500, message: "cannot encode the answer: \(error)")
        }
    }

    /// `{"status":"error","message":…}`.
    static func error(status: Int, message: String) -> Reply {
        .json(ErrorAnswer(message: message), status: status)
    }

    /// The error answer for `error`.
    static func error(_ error: MockServerError) -> Reply {
        .error(status: error.status, message: error.description)
    }

    var response: Response {
        Response(
            status: Self.status(status),
            headers: [.contentType: contentType],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: body))
        )
    }

    /// The status with its usual reason phrase.
    static func status(_ code: Int) -> HTTPResponse.Status {
        let phrases = [
            200: "OK", 201: "Created", 204: "No Content", 400: "Bad Request", 401: "Unauthorized",
            403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed", 409: "Conflict",
            429: "Too Many Requests", 500: "Internal Server Error", 502: "Bad Gateway",
            503: "Service Unavailable", 504: "Gateway Timeout",
        ]
        return HTTPResponse.Status(code: code, reasonPhrase: phrases[code] ?? "")
    }
}

/// `{"status":"error","message":…}`.
struct ErrorAnswer: Encodable {
    let status = "error"
    let message: String
}
