import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The `openssl` command line tool, which makes the test certificates and runs ``TLSTestServer``.
public struct OpenSSL: Sendable {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public let executable: URL

    /// The `openssl` on `PATH`, if any.
    public static func find() -> OpenSSL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("openssl") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
            .map(OpenSSL.init(executable:))
    }

    /// Runs `openssl ARGUMENTS` to the end, its output discarded; throws unless it exits 0.
    public func run(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "openssl \(arguments.first ?? "") exited with \(process.terminationStatus)")
        }
    }
}

/// A server certificate and its key, made with the openssl CLI in a fresh temporary directory
/// (nothing is committed), removed by ``remove()``.
public struct TestCertificates: Sendable {
    /// The temporary directory that holds the files.
    public let directory: URL
    /// The server's certificate (PEM).
    public let cert: String
    /// The server's private key (PEM).
    public let key: String
    /// The CA that signed ``cert`` (PEM); `nil` when the certificate is self-signed.
    public let caCert: String?

    /// A self-signed certificate for `CN=localhost` (RSA 2048), which no client trusts by default.
    public static func selfSigned(openssl: OpenSSL) throws -> TestCertificates {
        let directory = try makeDirectory("todo-tls-")
        let certificates = TestCertificates(
            directory: directory, cert: directory.appendingPathComponent("cert.pem").path,
            key: directory.appendingPathComponent("key.pem").path, caCert: nil)
        try openssl.run([
            "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=localhost", "-days", "1",
            "-keyout", certificates.key, "-out", certificates.cert,
        ])
        return certificates
    }

    /// A private CA (`CN=todo test CA`) and a server certificate it signed for `127.0.0.1` and
    /// `localhost`, all P-256.
    public static func privateCA(openssl: OpenSSL) throws -> TestCertificates {
        let directory = try makeDirectory("todo-ca-")
        func file(_ name: String) -> String { directory.appendingPathComponent(name).path }
        let certificates = TestCertificates(
            directory: directory, cert: file("leaf.pem"), key: file("leaf.key"), caCert: file("ca.pem"))
        try Data("subjectAltName=IP:127.0.0.1,DNS:localhost\n".utf8).write(to: URL(fileURLWithPath: file("leaf.ext")))
        try openssl.run([
            "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-subj",
            "/CN=todo test CA", "-days", "1", "-keyout", file("ca.key"), "-out", file("ca.pem"),
        ])
        try openssl.run([
            "req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-subj", "/CN=localhost",
            "-keyout", file("leaf.key"), "-out", file("leaf.csr"),
        ])
        try openssl.run([
            "x509", "-req", "-in", file("leaf.csr"), "-CA", file("ca.pem"), "-CAkey", file("ca.key"),
            "-CAcreateserial", "-days", "1", "-extfile", file("leaf.ext"), "-out", file("leaf.pem"),
        ])
        return certificates
    }

    /// Which certificates to make.
    public enum Kind: Sendable {
        /// ``selfSigned(openssl:)``.
        case selfSigned
        /// ``privateCA(openssl:)``.
        case privateCA
    }

    /// Makes certificates of `kind`.
    public static func make(_ kind: Kind, openssl: OpenSSL) throws -> TestCertificates {
        switch kind {
        case .selfSigned: try selfSigned(openssl: openssl)
        case .privateCA: try privateCA(openssl: openssl)
        }
    }

    /// Deletes the directory and every file in it.
    public func remove() {
        try? FileManager.default.removeItem(at: directory)
    }

    fileprivate static func makeDirectory(_ prefix: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(prefix + UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}

/// `openssl s_server` on 127.0.0.1 and a port of its own (port 0: the kernel picks a free one,
/// read back from the server's `ACCEPT` line), serving `certificates`. It speaks TLS, not the todo
/// API: enough to see who trusts whom, and, with canned answers, how a client follows them.
///
/// Stop it with ``stop()`` (also done on deinit); it then removes its certificates too.
public final class TLSTestServer: Sendable {
    /// The listening port.
    public let port: Int
    /// What the server presents.
    public let certificates: TestCertificates
    private let process: Process
    private let answersDirectory: URL

    /// `https://127.0.0.1:PORT`, without a trailing slash.
    public var url: String { "https://127.0.0.1:\(port)" }

    /// The CA certificate a client must be given to trust the server (`nil` when self-signed).
    public var caCert: String? { certificates.caCert }

    /// Starts `openssl s_server` with `certificates` and returns once it accepts connections:
    /// `-www` (a status page for any request) when `answers` is empty, else `-HTTP`, where
    /// `GET /NAME` gets `answers[NAME]`, a whole HTTP response.
    public static func start(
        openssl: OpenSSL, certificates: TestCertificates, answers: [String: String] = [:]
    ) async throws -> TLSTestServer {
        let directory = try TestCertificates.makeDirectory("todo-tls-answers-")
        for (name, answer) in answers {
            try Data(answer.utf8).write(to: directory.appendingPathComponent(name))
        }
        let process = Process()
        process.executableURL = openssl.executable
        process.arguments = [
            "s_server", "-accept", "127.0.0.1:0", "-cert", certificates.cert, "-key", certificates.key,
            answers.isEmpty ? "-www" : "-HTTP",
        ]
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        guard let port = await acceptedPort(output.fileHandleForReading, process: process) else {
            stop(process)
            try? FileManager.default.removeItem(at: directory)
            throw OpenSSL.Failure(description: "openssl s_server did not start listening")
        }
        return TLSTestServer(port: port, certificates: certificates, process: process, answersDirectory: directory)
    }

    /// Makes certificates of `kind` and starts a server with them (see
    /// ``start(openssl:certificates:answers:)``); `nil` when there is no `openssl` on `PATH`.
    public static func start(_ kind: TestCertificates.Kind, answers: [String: String] = [:]) async throws
        -> TLSTestServer?
    {
        guard let openssl = OpenSSL.find() else { return nil }
        let certificates = try TestCertificates.make(kind, openssl: openssl)
        do {
            return try await start(openssl: openssl, certificates: certificates, answers: answers)
        } catch {
            certificates.remove()
            throw error
        }
    }

    private init(port: Int, certificates: TestCertificates, process: Process, answersDirectory: URL) {
        self.port = port
        self.certificates = certificates
        self.process = process
        self.answersDirectory = answersDirectory
    }

    deinit { stop() }

    /// Kills the server and removes its files. SIGKILL: a child spawned from a test thread
    /// inherits that thread's blocked signals, SIGTERM included, so `terminate()` might not stop it.
    public func stop() {
        Self.stop(process)
        try? FileManager.default.removeItem(at: answersDirectory)
        certificates.remove()
    }

    private static func stop(_ process: Process) {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Reads standard output, off the cooperative pool, up to the line `ACCEPT 127.0.0.1:PORT`
    /// s_server prints once it listens, then keeps draining it so the server never blocks on a
    /// full pipe. `nil` when the output ends first or nothing comes within 60 s (the server is
    /// then killed, which ends the output).
    private static func acceptedPort(_ handle: FileHandle, process: Process) async -> Int? {
        let watchdog = Task {
            try? await Task.sleep(for: .seconds(60))
            if !Task.isCancelled { stop(process) }
        }
        defer { watchdog.cancel() }
        return await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                var line: [UInt8] = []
                var port: Int?
                while port == nil {
                    guard let byte = handle.readData(ofLength: 1).first else {
                        continuation.resume(returning: nil)
                        return
                    }
                    guard byte == UInt8(ascii: "\n") else {
                        line.append(byte)
                        continue
                    }
                    let text = String(decoding: line, as: UTF8.self)
                    if text.hasPrefix("ACCEPT "), let colon = text.lastIndex(of: ":") {
                        port = Int(text[text.index(after: colon)...])
                    }
                    line.removeAll()
                }
                continuation.resume(returning: port)
                while !handle.availableData.isEmpty {}
            }
        }
    }
}
