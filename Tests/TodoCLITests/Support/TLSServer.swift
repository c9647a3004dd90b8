import Foundation

/// `openssl s_server -www` on 127.0.0.1 with a certificate signed by a private CA made for the
/// test (keys and certificates live in a temporary directory, removed on deinit). It speaks
/// TLS, not the todo API: enough to see who trusts whom.
final class TLSServer {
    struct Failure: Error, CustomStringConvertible { var description: String }

    let directory: String
    let port: Int
    private let process: Process
    var caCert: String { directory + "/ca.pem" }
    var url: String { "https://127.0.0.1:\(port)" }

    /// `nil` when there is no `openssl` on PATH.
    static func start() throws -> TLSServer? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard
            let openssl = path.split(separator: ":").map({ String($0) + "/openssl" })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else { return nil }
        return try TLSServer(openssl: openssl)
    }

    private init(openssl: String) throws {
        directory = FileManager.default.temporaryDirectory.path + "/todo-cli-tls-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let d = directory
        try Data("subjectAltName=IP:127.0.0.1,DNS:localhost\n".utf8).write(to: URL(fileURLWithPath: d + "/leaf.ext"))
        for arguments in [
            [
                "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-subj",
                "/CN=todo test CA", "-days", "1",
                "-keyout", d + "/ca.key", "-out", d + "/ca.pem",
            ],
            [
                "req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-subj", "/CN=localhost",
                "-keyout", d + "/leaf.key",
                "-out", d + "/leaf.csr",
            ],
            [
                "x509", "-req", "-in", d + "/leaf.csr", "-CA", d + "/ca.pem", "-CAkey", d + "/ca.key",
                "-CAcreateserial", "-days", "1", "-extfile", d + "/leaf.ext", "-out", d + "/leaf.pem",
            ],
        ] {
            let step = Process()
            step.executableURL = URL(fileURLWithPath: openssl)
            step.arguments = arguments
            step.standardOutput = FileHandle.nullDevice
            step.standardError = FileHandle.nullDevice
            try step.run()
            step.waitUntilExit()
            guard step.terminationStatus == 0 else { throw Failure(description: "openssl \(arguments[0]) failed") }
        }
        // A free port: bind to 0, read it, close.
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        close(fd)
        process = Process()
        process.executableURL = URL(fileURLWithPath: openssl)
        process.arguments = [
            "s_server", "-accept", "127.0.0.1:\(port)", "-cert", d + "/leaf.pem", "-key", d + "/leaf.key", "-www",
        ]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait until it accepts connections.
        for _ in 0..<400 {
            let probe = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var target = sockaddr_in()
            target.sin_family = sa_family_t(AF_INET)
            target.sin_addr.s_addr = inet_addr("127.0.0.1")
            target.sin_port = in_port_t(UInt16(port).bigEndian)
            let connected = withUnsafePointer(to: &target) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(probe, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
                }
            }
            close(probe)
            if connected { return }
            usleep(25_000)
        }
        throw Failure(description: "openssl s_server did not listen on \(port)")
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: directory)
    }
}
