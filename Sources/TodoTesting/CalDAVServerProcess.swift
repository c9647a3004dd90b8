import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A real CalDAV server (Debian's `radicale` or `xandikos`) on a free loopback port, with its
/// storage in a temporary folder, for the CalDAV tests (issue 43). `make deps` installs both.
///
/// Radicale takes the user `alice` with the password ``password`` (htpasswd, plain); Xandikos
/// has no authentication and serves `/user/`. The server is killed and its folder removed on
/// deinit.
public final class CalDAVServerProcess: @unchecked Sendable {
    /// Which server.
    public enum Kind: String, Sendable, CaseIterable {
        case radicale, xandikos
    }

    public static let username = "alice"
    public static let password = "s3cret-pw"

    public let kind: Kind
    public let port: Int
    public let storage: URL
    /// The running server; `nil` while stopped (``stop()``).
    private var process: Process?

    /// `http://127.0.0.1:PORT`.
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    /// Starts the server and waits (at most 20 s) until it accepts connections.
    public init(_ kind: Kind) async throws {
        self.kind = kind
        let storage = FileManager.default.temporaryDirectory.appendingPathComponent("todo-caldav-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: storage, withIntermediateDirectories: true)
        self.storage = storage
        port = try Self.freePort()
        if kind == .radicale {
            let users = storage.appendingPathComponent("users")
            try "\(Self.username):\(Self.password)\n".write(to: users, atomically: true, encoding: .utf8)
        }
        try await start()
    }

    /// Starts the server again on the same port over the same storage (after ``stop()``): an
    /// outage that ends.
    public func start() async throws {
        let process = Process()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        switch kind {
        case .radicale:
            process.executableURL = URL(fileURLWithPath: "/usr/bin/radicale")
            process.arguments = [
                "--config", "", "--hosts", "127.0.0.1:\(port)",
                "--storage-filesystem-folder", collections.path,
                "--auth-type", "htpasswd", "--auth-htpasswd-filename", storage.appendingPathComponent("users").path,
                "--auth-htpasswd-encryption", "plain",
            ]
        case .xandikos:
            process.executableURL = URL(fileURLWithPath: "/usr/bin/xandikos")
            process.arguments = [
                "-d", storage.appendingPathComponent("data").path, "--defaults", "-l", "127.0.0.1", "-p", String(port),
            ]
        }
        guard FileManager.default.isExecutableFile(atPath: process.executableURL!.path) else {
            throw Missing(kind: kind)
        }
        try process.run()
        self.process = process
        for _ in 0..<200 {
            if Self.accepts(port: port) { return }
            guard process.isRunning else { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw NotStarted(kind: kind)
    }

    /// Radicale's collections folder.
    public var collections: URL { storage.appendingPathComponent("collections") }

    /// Kills the server (its storage stays): every connection is refused until ``start()``.
    public func stop() {
        guard let process else { return }
        // SIGKILL: the test process may ignore SIGTERM (its signal tests), and a child inherits
        // that, so the Python servers would never see it.
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        self.process = nil
    }

    /// Removes every `.Radicale.cache` folder of the storage, where Radicale keeps what its sync
    /// tokens mean: after a restart it refuses every token it gave before (`403`).
    public func removeRadicaleCaches() throws {
        let enumerator = FileManager.default.enumerator(at: collections, includingPropertiesForKeys: nil)
        var caches: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent == ".Radicale.cache" { caches.append(url) }
        }
        for cache in caches { try FileManager.default.removeItem(at: cache) }
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: storage)
    }

    /// The server is not installed.
    public struct Missing: Error, CustomStringConvertible {
        public let kind: Kind
        public var description: String { "\(kind.rawValue) is not installed: `make deps` installs it" }
    }

    /// The server did not listen within 20 s.
    public struct NotStarted: Error, CustomStringConvertible {
        public let kind: Kind
        public var description: String { "\(kind.rawValue) did not start listening" }
    }

    /// A loopback port no one listens on now (the kernel's pick for port 0).
    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EMFILE) }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(fd, pointer, length) == 0 && getsockname(fd, pointer, &length) == 0
            }
        }
        guard bound else { throw POSIXError(.EADDRINUSE) }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Whether something accepts a connection on the loopback `port`.
    static func accepts(port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }
}
