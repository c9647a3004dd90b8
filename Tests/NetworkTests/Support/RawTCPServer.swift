import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A request as `RawTCPServer` parsed it.
struct RawRequest: Sendable {
    var method: String
    var target: String
    /// Names lowercased.
    var headers: [(name: String, value: String)]
    var body: [UInt8]

    func header(_ name: String) -> String? {
        headers.first { $0.name == name.lowercased() }?.value
    }
}

/// An answer for `RawTCPServer`'s HTTP mode.
struct RawReply: Sendable {
    var status: Int
    var headers: [(String, String)] = []
    var body: [UInt8] = []
}

/// A tiny TCP server on 127.0.0.1 and an ephemeral port, on plain POSIX sockets, for the faults
/// an HTTP server would not produce on purpose.
final class RawTCPServer: Sendable {
    enum Behavior: Sendable {
        /// Accept, read whatever comes, never write.
        case neverAnswer
        /// Read the request (head and body), write these bytes, close.
        case sendAndClose([UInt8])
        /// Read the request head only, then close: an unread body makes the kernel reset the connection.
        case closeAfterHead
        /// A keep-alive HTTP/1.1 server answering each request with the handler's reply.
        case http(@Sendable (RawRequest) -> RawReply)
    }

    struct SocketError: Error, CustomStringConvertible {
        var description: String
    }

    let port: Int
    /// What the server's threads share; they hold it, not the server, so `deinit` can stop them.
    private let core: RawTCPServerCore

    /// How many connections the server has accepted.
    var acceptedConnections: Int { core.accepts.load(ordering: .sequentiallyConsistent) }

    var baseURL: String { "http://127.0.0.1:\(port)" }

    init(_ behavior: Behavior) throws {
        let (listener, port) = try Self.listen()
        self.port = port
        let core = RawTCPServerCore(listener: listener)
        self.core = core
        Thread.detachNewThread {
            core.acceptLoop(behavior)
        }
    }

    deinit {
        stop()
    }

    /// Stops accepting; connection threads notice within 50 ms and close their sockets.
    func stop() {
        core.stopped.store(true, ordering: .sequentiallyConsistent)
    }

    /// A port on 127.0.0.1 that nothing listens on (bound, then closed).
    static func unusedPort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw SocketError(description: "socket: \(errno)") }
        defer { close(fd) }
        return try bindLoopback(fd)
    }

    private static func listen() throws -> (Int32, Int) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw SocketError(description: "socket: \(errno)") }
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        do {
            let port = try bindLoopback(fd)
            guard Glibc.listen(fd, 64) == 0 else { throw SocketError(description: "listen: \(errno)") }
            return (fd, port)
        } catch {
            close(fd)
            throw error
        }
    }

    private static func bindLoopback(_ fd: Int32) throws -> Int {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else { throw SocketError(description: "bind: \(errno)") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else { throw SocketError(description: "getsockname: \(errno)") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

}

/// The listener and counters, shared by the accept and connection threads.
private final class RawTCPServerCore: Sendable {
    let listener: Int32
    let stopped = Atomic<Bool>(false)
    let accepts = Atomic<Int>(0)

    init(listener: Int32) {
        self.listener = listener
    }

    private var isStopped: Bool { stopped.load(ordering: .sequentiallyConsistent) }

    func acceptLoop(_ behavior: RawTCPServer.Behavior) {
        defer { close(listener) }
        while !isStopped {
            guard waitReadable(listener) else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            accepts.add(1, ordering: .sequentiallyConsistent)
            Thread.detachNewThread {
                self.serve(connection, behavior)
            }
        }
    }

    /// Waits up to 50 ms; true when `fd` has data or a hang-up to read.
    private func waitReadable(_ fd: Int32) -> Bool {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 50) > 0
    }

    private func serve(_ fd: Int32, _ behavior: RawTCPServer.Behavior) {
        defer { close(fd) }
        var buffer: [UInt8] = []
        switch behavior {
        case .neverAnswer:
            while !isStopped, receive(fd, into: &buffer) {}
        case .closeAfterHead:
            while buffer.firstRange(of: Array("\r\n\r\n".utf8)) == nil, !isStopped, receive(fd, into: &buffer) {}
        case .sendAndClose(let bytes):
            guard readRequest(fd, &buffer) != nil else { return }
            sendAll(fd, bytes)
        case .http(let handler):
            while let request = readRequest(fd, &buffer) {
                let reply = handler(request)
                var head = "HTTP/1.1 \(reply.status) Status\r\nContent-Length: \(reply.body.count)\r\n"
                for (name, value) in reply.headers {
                    head += "\(name): \(value)\r\n"
                }
                head += "\r\n"
                sendAll(fd, Array(head.utf8) + reply.body)
            }
        }
    }

    /// Appends what arrives within 50 ms; false on end of stream or error.
    private func receive(_ fd: Int32, into buffer: inout [UInt8]) -> Bool {
        guard waitReadable(fd) else { return true }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = recv(fd, &chunk, chunk.count, 0)
        guard count > 0 else { return false }
        buffer.append(contentsOf: chunk[..<count])
        return true
    }

    /// Reads one request (head and `Content-Length` body) off the front of the stream.
    private func readRequest(_ fd: Int32, _ buffer: inout [UInt8]) -> RawRequest? {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        var headEnd: Int?
        while headEnd == nil {
            headEnd = buffer.firstRange(of: separator)?.upperBound
            if headEnd == nil {
                guard !isStopped, receive(fd, into: &buffer) else { return nil }
            }
        }
        guard let headEnd else { return nil }
        let lines = String(decoding: buffer[..<headEnd], as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers.append((line[..<colon].lowercased(), value))
        }
        let length = headers.first { $0.name == "content-length" }.flatMap { Int($0.value) } ?? 0
        while buffer.count < headEnd + length {
            guard !isStopped, receive(fd, into: &buffer) else { return nil }
        }
        let body = Array(buffer[headEnd..<(headEnd + length)])
        buffer.removeFirst(headEnd + length)
        return RawRequest(
            method: String(requestLine[0]),
            target: String(requestLine[1]),
            headers: headers,
            body: body
        )
    }

    private func sendAll(_ fd: Int32, _ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { return }
            offset += sent
        }
    }
}
