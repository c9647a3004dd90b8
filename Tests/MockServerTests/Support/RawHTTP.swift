import Foundation
import NIOCore
import NIOPosix

/// Everything a server sent on one raw TCP connection until it closed it.
struct RawOutcome: Sendable {
    /// The bytes received.
    let bytes: [UInt8]
    /// Whether the connection ended with an error (a reset) rather than a clean close.
    let reset: Bool

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The head's header value for `name` (case-insensitive), if a head came.
    func header(_ name: String) -> String? {
        let head = text.components(separatedBy: "\r\n\r\n").first ?? ""
        for line in head.components(separatedBy: "\r\n").dropFirst() {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == name.lowercased() {
                return parts[1].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// The bytes after the head.
    var bodyBytes: Int {
        guard let range = text.range(of: "\r\n\r\n") else {
            return 0
        }
        return text[range.upperBound...].utf8.count
    }
}

/// Sends bytes on a fresh loopback connection and reads until the server closes it (or resets it).
enum RawHTTP {
    static func exchange(port: Int, _ request: String) async throws -> RawOutcome {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .connect(host: "127.0.0.1", port: port) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        return try await channel.executeThenClose { inbound, outbound in
            try await outbound.write(ByteBuffer(string: request))
            var bytes: [UInt8] = []
            do {
                for try await buffer in inbound {
                    bytes += buffer.readableBytesView
                }
            } catch {
                return RawOutcome(bytes: bytes, reset: true)
            }
            return RawOutcome(bytes: bytes, reset: false)
        }
    }

    /// A `GET /list` with `token`, asking the server to close after answering.
    static func getList(token: String) -> String {
        "GET /list HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(token)\r\nConnection: close\r\n\r\n"
    }

    /// A `POST /list` of `element` at `revision`, asking the server to close after answering.
    static func post(_ element: String, token: String, revision: Int) -> String {
        let body = #"{"element":\#(element)}"#
        return "POST /list HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(token)\r\n"
            + "X-Last-Known-Revision: \(revision)\r\nContent-Type: application/json\r\n"
            + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
    }
}
