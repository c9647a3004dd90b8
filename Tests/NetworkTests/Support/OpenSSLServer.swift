import Foundation
import Testing
import TodoKit
import TodoNetwork

/// `openssl s_server -www` on 127.0.0.1 with a self-signed certificate for `localhost`,
/// generated into a fresh temporary directory.
struct OpenSSLServer {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let port: Int
    private let process: Process
    private let directory: URL

    /// The `openssl` executable on `PATH`, if any.
    static func findOpenSSL() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("openssl") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static func start(openssl: URL) throws -> OpenSSLServer {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("todo-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let key = directory.appendingPathComponent("key.pem").path
        let cert = directory.appendingPathComponent("cert.pem").path
        let request = Process()
        request.executableURL = openssl
        request.arguments = [
            "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=localhost", "-days", "1",
            "-keyout", key, "-out", cert,
        ]
        request.standardOutput = FileHandle.nullDevice
        request.standardError = FileHandle.nullDevice
        try request.run()
        request.waitUntilExit()
        guard request.terminationStatus == 0 else {
            throw Failure(description: "openssl req exited with \(request.terminationStatus)")
        }
        let port = try RawTCPServer.unusedPort()
        let server = Process()
        server.executableURL = openssl
        server.arguments = ["s_server", "-accept", "127.0.0.1:\(port)", "-cert", cert, "-key", key, "-www"]
        server.standardInput = FileHandle.nullDevice
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        return OpenSSLServer(port: port, process: server, directory: directory)
    }

    /// A private CA and a server certificate it signed (for `127.0.0.1` and `localhost`),
    /// made with the openssl CLI in a fresh temporary directory; nothing is committed.
    struct PrivateCA {
        let directory: URL
        var caCert: String { directory.appendingPathComponent("ca.pem").path }
        var cert: String { directory.appendingPathComponent("leaf.pem").path }
        var key: String { directory.appendingPathComponent("leaf.key").path }

        static func make(openssl: URL) throws -> PrivateCA {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "todo-ca-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let ca = PrivateCA(directory: directory)
            let caKey = directory.appendingPathComponent("ca.key").path
            let csr = directory.appendingPathComponent("leaf.csr").path
            let ext = directory.appendingPathComponent("leaf.ext").path
            try Data("subjectAltName=IP:127.0.0.1,DNS:localhost\n".utf8).write(to: URL(fileURLWithPath: ext))
            try OpenSSLServer.run(
                openssl,
                [
                    "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-subj",
                    "/CN=todo test CA", "-days", "1",
                    "-keyout", caKey, "-out", ca.caCert,
                ])
            try OpenSSLServer.run(
                openssl,
                [
                    "req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-subj",
                    "/CN=localhost", "-keyout", ca.key, "-out", csr,
                ])
            try OpenSSLServer.run(
                openssl,
                [
                    "x509", "-req", "-in", csr, "-CA", ca.caCert, "-CAkey", caKey, "-CAcreateserial", "-days", "1",
                    "-extfile", ext, "-out", ca.cert,
                ])
            return ca
        }

        func remove() { try? FileManager.default.removeItem(at: directory) }
    }

    static func run(_ openssl: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = openssl
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "openssl \(arguments.first ?? "") exited with \(process.terminationStatus)")
        }
    }

    /// `openssl s_server` with the certificate `ca` signed: `-www` (a status page) when `answers`
    /// is empty, else `-HTTP`, where `GET /NAME` gets `answers[NAME]`, a whole HTTP response.
    static func start(openssl: URL, ca: PrivateCA, answers: [String: String] = [:]) throws -> OpenSSLServer {
        let port = try RawTCPServer.unusedPort()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("todo-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, answer) in answers {
            try Data(answer.utf8).write(to: directory.appendingPathComponent(name))
        }
        let server = Process()
        server.executableURL = openssl
        server.arguments = [
            "s_server", "-accept", "127.0.0.1:\(port)", "-cert", ca.cert, "-key", ca.key,
            answers.isEmpty ? "-www" : "-HTTP",
        ]
        server.currentDirectoryURL = directory
        server.standardInput = FileHandle.nullDevice
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        return OpenSSLServer(port: port, process: server, directory: directory)
    }

    /// Waits until the server accepts connections (it needs a moment to start).
    func waitUntilListening(client: HTTPClient) async throws {
        let probe = HTTPRequest(url: "https://127.0.0.1:\(port)/", timeout: .seconds(5), insecure: true)
        for _ in 0..<400 where process.isRunning {
            let outcome: Result<HTTPResponse, HTTPClientError>
            do {
                outcome = .success(try await client.execute(probe))
            } catch {
                outcome = .failure(error)
            }
            guard outcome.errorCode == .couldNotConnect else { return }
            try await Task.sleep(for: .milliseconds(25))
        }
        throw Failure(description: "openssl s_server did not start listening on port \(port)")
    }

    /// Kills the server with SIGKILL: a child spawned from a test thread inherits that thread's
    /// blocked signals, SIGTERM included, so `terminate()` would not stop it.
    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: directory)
    }
}
