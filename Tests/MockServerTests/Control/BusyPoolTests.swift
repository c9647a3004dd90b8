import Foundation
import Synchronization
import Testing
import TodoMockServer

/// The server answers while every thread of Swift's cooperative pool is busy: a test process's
/// CPU-bound tests must not make its in-process servers answer late.
@Suite struct BusyPoolTests {
    @Test func theServerAnswersWhileEveryCooperativeThreadIsBlocked() async throws {
        try await withServer { server in
            let width = ProcessInfo.processInfo.activeProcessorCount
            let running = Shared(0)
            // Each blocker holds its pool thread for 4 s without suspending.
            let blockers = (0..<width).map { _ in
                Task.detached {
                    running.value.withLock { $0 += 1 }
                    usleep(4_000_000)
                }
            }
            let port = server.port
            let answer = Shared<String?>(nil)
            // The request runs on a thread of its own once every blocker runs; it waits 2 s at most.
            let thread = Thread {
                while running.value.withLock({ $0 }) < width { usleep(1_000) }
                answer.value.withLock {
                    $0 = BlockingHTTP.exchange(port: port, RawHTTP.getList(token: "T1"), timeout: 2)
                }
            }
            thread.start()
            for blocker in blockers { await blocker.value }
            let text = answer.value.withLock { $0 }
            #expect(text?.hasPrefix("HTTP/1.1 200") == true, "answer within 2 s: \(String(describing: text))")
        }
    }
}

/// A value threads and tasks share.
final class Shared<Value: Sendable>: Sendable {
    let value: Mutex<Value>
    init(_ value: Value) { self.value = Mutex(value) }
}

/// One request over a blocking loopback socket, off the cooperative pool.
enum BlockingHTTP {
    /// What the server sent until it closed the connection, or nil when nothing came within `timeout` seconds.
    static func exchange(port: Int, _ request: String, timeout: Int) -> String? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { return nil }
        let bytes = Array(request.utf8)
        guard send(fd, bytes, bytes.count, 0) == bytes.count else { return nil }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count > 0 {
                received += buffer[0..<count]
            } else if count == 0 {
                break
            } else {
                return received.isEmpty ? nil : String(decoding: received, as: UTF8.self)
            }
        }
        return String(decoding: received, as: UTF8.self)
    }
}
