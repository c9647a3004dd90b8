import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// Answers every request: `/_mock/…` directly, everything else through the fault pipeline.
struct MockResponder: HTTPResponder {
    let server: MockServer

    func respond(to request: Request, context: MockContext) async throws -> Response {
        var request = request
        let path = request.uri.path
        if path == "/_mock" || path.hasPrefix("/_mock/") {
            return await control(&request, path: path).response
        }
        return await api(&request, path: path, context: context)
    }

    /// The fault pipeline: queued fault, latency, hang or close, scripted status, random and generated
    /// `500`s, the contract, then a lost or garbled answer.
    private func api(_ request: inout Request, path: String, context: MockContext) async -> Response {
        let method = request.method.rawValue
        let (fault, settings, latency, randomFail) = server.faults.withLock { board in
            (
                board.take(method: method, path: path), board.settings, board.latency(),
                board.draw(threshold: board.settings.failRate)
            )
        }
        if latency > 0 {
            try? await Task.sleep(for: .milliseconds(latency))
        }
        if let fault, !fault.appliesRequest {
            await request.drainBody()
            switch fault {
            case .hang:
                await server.hangs.hold()
                return await drop(method: method, context: context)
            case .status(let code):
                server.recorder.record(method: method, status: code)
                return Reply.error(status: code, message: "scripted status \(code)").response
            case .retryAfter(let code, let seconds):
                server.recorder.record(method: method, status: code)
                var response = Reply.error(status: code, message: "retry after \(seconds) s").response
                response.headers[.retryAfter] = String(seconds)
                return response
            case .redirect(let code, let location):
                server.recorder.record(method: method, status: code)
                var response = Reply.error(status: code, message: "moved to \(location)").response
                response.headers[.location] = location
                return response
            case .errorMessage(let code, let message):
                server.recorder.record(method: method, status: code)
                return Reply.error(status: code, message: message).response
            default:
                return await drop(method: method, context: context)
            }
        }
        if let upstream = server.configuration.upstream {
            return await forward(&request, to: Upstream(url: upstream), method: method, fault: fault, context: context)
        }
        var reply: Reply
        do throws(MockServerError) {
            if randomFail {
                reply = .error(status: 500, message: "random fail (fail rate \(settings.failRate))")
            } else if let threshold = try generateFails(request),
                server.faults.withLock({ $0.draw(threshold: threshold) })
            {
                reply = .error(status: 500, message: "generated fail (X-Generate-Fails \(threshold))")
            } else {
                reply = try await contract(&request, method: method, path: path)
            }
        } catch {
            reply = .error(error)
        }
        switch fault {
        case .loseResponse:
            return await drop(method: method, context: context)
        case .invalidJSON:
            reply = Reply(
                status: 200, contentType: "application/json", body: Array(reply.body.prefix(reply.body.count / 2)))
        case .wrongContentType:
            reply = Reply(status: 200, contentType: "text/html; charset=utf-8", body: Array(Self.htmlPage.utf8))
        case .notAnAnswer:
            reply = Reply(status: 200, contentType: "application/json", body: Array(#"{"hello":1}"#.utf8))
        case .truncatedBody:
            server.recorder.record(method: method, status: 200)
            return truncated(reply, context: context)
        case .trickle(let interval):
            server.recorder.record(method: method, status: 200)
            return trickled(reply, intervalMs: interval, context: context)
        case .hang, .close, .status, .redirect, .errorMessage, .retryAfter, .noETag, .none:
            break
        }
        server.recorder.record(method: method, status: reply.status)
        return reply.response
    }

    /// Routes a request of the contract.
    private func contract(_ request: inout Request, method: String, path: String) async throws(MockServerError) -> Reply
    {
        switch path {
        case "/list":
            switch method {
            case "GET": return try getList(request)
            case "PATCH": return try await patchList(&request)
            case "POST": return try await postElement(&request)
            default: return .error(status: 405, message: "\(method) /list is not allowed")
            }
        case "/auth/signup", "/auth/login", "/auth/refresh":
            guard method == "POST" else {
                return .error(status: 405, message: "\(method) \(path) is not allowed")
            }
            return try await auth(&request, path: path)
        default:
            guard path.hasPrefix("/list/"), let id = Self.elementID(path) else {
                return .error(status: 404, message: "no route \(method) \(path)")
            }
            switch method {
            case "GET": return try getElement(request, id: id)
            case "PUT": return try await putElement(&request, id: id)
            case "DELETE": return try deleteElement(request, id: id)
            default: return .error(status: 405, message: "\(method) /list/{id} is not allowed")
            }
        }
    }

    /// The percent-decoded `{id}` of `/list/{id}`, if it is one non-empty segment.
    private static func elementID(_ path: String) -> String? {
        let raw = path.dropFirst("/list/".count)
        guard !raw.isEmpty, !raw.contains("/") else {
            return nil
        }
        return String(raw).removingPercentEncoding
    }

    /// The `X-Generate-Fails` threshold, clamped to 0...100.
    private func generateFails(_ request: Request) throws(MockServerError) -> Int? {
        guard let value = request.headers[Self.generateFailsHeader] else {
            return nil
        }
        guard let threshold = Int(value.trimmingCharacters(in: .whitespaces)) else {
            throw .malformed("X-Generate-Fails must be an integer from 0 to 100")
        }
        return min(max(threshold, 0), 100)
    }

    /// Closes the connection without an answer and counts the request with status 0.
    /// CalDAV mode: the request goes to the upstream server and its answer comes back, unless a
    /// fault loses it (``MockFault/loseResponse``) or takes its `ETag` away (``MockFault/noETag``).
    /// An upstream that cannot be reached is a `502`.
    private func forward(
        _ request: inout Request, to upstream: Upstream, method: String, fault: MockFault?, context: MockContext
    ) async -> Response {
        let body = (try? await request.collectBody(upTo: Request.maximumBodySize)).map {
            Array($0.readableBytesView)
        }
        var target = request.uri.path
        if let query = request.uri.query, !query.isEmpty { target += "?" + query }
        let headers = request.headers.map { (name: $0.name.rawName, value: $0.value) }
        let answer: Upstream.Answer
        do {
            answer = try await upstream.exchange(method: method, target: target, headers: headers, body: body ?? [])
        } catch {
            server.recorder.record(method: method, status: 502)
            return Reply.error(status: 502, message: "upstream: \(error)").response
        }
        if case .loseResponse = fault { return await drop(method: method, context: context) }
        var fields = HTTPFields()
        for field in answer.headers {
            if case .noETag = fault, field.name.lowercased() == "etag" { continue }
            if let name = HTTPField.Name(field.name) { fields.append(HTTPField(name: name, value: field.value)) }
        }
        server.recorder.record(method: method, status: answer.status)
        return Response(
            status: HTTPResponse.Status(code: answer.status), headers: fields,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body)))
    }

    private func drop(method: String, context: MockContext) async -> Response {
        server.recorder.record(method: method, status: 0)
        try? await context.channel.close()
        return Response(status: .internalServerError)
    }

    /// A `200` that declares the full length, sends half of the body and closes the connection.
    private func truncated(_ reply: Reply, context: MockContext) -> Response {
        let body = reply.body.isEmpty ? Array("{}".utf8) : reply.body
        let half = ByteBuffer(bytes: body.prefix(body.count / 2))
        let channel = context.channel
        return Response(
            status: .ok,
            headers: [.contentType: reply.contentType],
            body: ResponseBody(contentLength: body.count) { writer in
                try await writer.write(half)
                try? await channel.close()
            }
        )
    }

    /// A `200` that declares the full length and sends the body one byte per interval; it stops
    /// (closing the connection) when the client goes away or the listener drains.
    private func trickled(_ reply: Reply, intervalMs: Int, context: MockContext) -> Response {
        let body = reply.body.isEmpty ? Array("{}".utf8) : reply.body
        let channel = context.channel
        let hangs = server.hangs
        return Response(
            status: .ok,
            headers: [.contentType: reply.contentType],
            body: ResponseBody(contentLength: body.count) { writer in
                for byte in body {
                    // In slices, so that a hang-up or a stop is seen within 50 ms whatever the interval.
                    var waited = 0
                    while waited < intervalMs {
                        let slice = min(50, intervalMs - waited)
                        try await Task.sleep(for: .milliseconds(slice))
                        waited += slice
                        guard channel.isActive, !hangs.isDraining else {
                            try? await channel.close()
                            return
                        }
                    }
                    try await writer.write(ByteBuffer(bytes: [byte]))
                }
                try await writer.finish(nil)
            }
        )
    }

    static let generateFailsHeader = HTTPField.Name("X-Generate-Fails")!
    static let revisionHeader = HTTPField.Name("X-Last-Known-Revision")!

    static let htmlPage = """
        <!DOCTYPE html>
        <html><head><title>502 Bad Gateway</title></head>
        <body><h1>Bad Gateway</h1><p>The proxy could not reach the todo backend.</p></body></html>

        """
}
