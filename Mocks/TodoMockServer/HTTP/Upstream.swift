import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// CalDAV mode's way to the real server (``MockServerConfiguration/upstream``): one HTTP/1.1
/// exchange per request over a new loopback connection, `Connection: close`, on a thread of its
/// own (the server is a test's Radicale: small answers, no TLS).
struct Upstream: Sendable {
    /// `http://HOST:PORT`.
    let url: String

    struct Answer: Sendable {
        var status: Int
        /// Header fields in order, hop-by-hop ones left out.
        var headers: [(name: String, value: String)]
        var body: [UInt8]
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Sends `method target` with `headers` and `body`; the upstream's answer.
    func exchange(
        method: String, target: String, headers: [(name: String, value: String)], body: [UInt8]
    ) async throws -> Answer {
        guard let rest = url.split(separator: "://", maxSplits: 1).last,
            let colon = rest.lastIndex(of: ":"), let port = UInt16(rest[rest.index(after: colon)...])
        else { throw Failure(description: "upstream \(url) is not http://HOST:PORT") }
        let host = String(rest[..<colon])
        var head = "\(method) \(target) HTTP/1.1\r\nHost: \(host):\(port)\r\nConnection: close\r\n"
        for field in headers where !Self.hopByHop.contains(field.name.lowercased()) {
            head += "\(field.name): \(field.value)\r\n"
        }
        head += "Content-Length: \(body.count)\r\n\r\n"
        let request = Array(head.utf8) + body
        return try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try Self.send(request, host: host, port: port) })
            }
        }
    }

    static let hopByHop: Set<String> = [
        "host", "connection", "content-length", "transfer-encoding", "keep-alive", "te", "upgrade",
        "proxy-connection",
    ]

    private static func send(_ request: [UInt8], host: String, port: UInt16) throws -> Answer {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket: errno \(errno)") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
            throw Failure(description: "upstream host \(host) is not an IPv4 address")
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw Failure(description: "connect to upstream: errno \(errno)") }
        var sent = 0
        while sent < request.count {
            let n = request[sent...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { throw Failure(description: "write to upstream: errno \(errno)") }
            sent += n
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { break }
            bytes += buffer[0..<n]
        }
        return try parse(bytes)
    }

    /// An answer read to the end of the connection: status line, header fields, body (chunked or
    /// not).
    static func parse(_ bytes: [UInt8]) throws -> Answer {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = bytes.firstRange(of: separator) else { throw Failure(description: "no answer head") }
        let lines = String(decoding: bytes[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusWords = lines.first?.split(separator: " ") ?? []
        guard statusWords.count >= 2, let status = Int(statusWords[1]) else {
            throw Failure(description: "bad status line \(lines.first ?? "")")
        }
        var headers: [(name: String, value: String)] = []
        var chunked = false
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = String(line[..<colon])
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name.lowercased() == "transfer-encoding", value.lowercased().contains("chunked") { chunked = true }
            if !hopByHop.contains(name.lowercased()) { headers.append((name, value)) }
        }
        var body = Array(bytes[end.upperBound...])
        if chunked { body = dechunked(body) }
        return Answer(status: status, headers: headers, body: body)
    }

    static func dechunked(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            guard let lineEnd = bytes[index...].firstRange(of: [13, 10]) else { break }
            let sizeText = String(decoding: bytes[index..<lineEnd.lowerBound], as: UTF8.self)
            guard let size = Int(sizeText.split(separator: ";").first ?? "", radix: 16), size > 0 else { break }
            let start = lineEnd.upperBound
            guard start + size <= bytes.count else { break }
            out += bytes[start..<(start + size)]
            index = start + size + 2
        }
        return out
    }
}
