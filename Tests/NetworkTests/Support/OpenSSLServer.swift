import Foundation
import Testing
import TodoKit

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
