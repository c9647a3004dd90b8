import Foundation
import Testing
import TodoKit

/// Issue 12, point 4: a server URL that carries credentials or a query is refused at every
/// entry with exit 64, saying to log in or use a token, and none of the secret is ever written.
@Suite(.serialized) struct ServerURLSecretTests {
    static let secret = "s3cretPassw0rd"

    static let urls = [
        "https://alice:\(secret)@todo.example:8443",
        "http://\(secret)@127.0.0.1:9",
        "https://todo.example/?token=\(secret)",
        "https://todo.example?access_token=\(secret)",
    ]

    /// Every file under `directory`, concatenated (empty when there is none).
    static func contents(of directory: String) -> String {
        guard let walker = FileManager.default.enumerator(atPath: directory) else { return "" }
        var all = ""
        for case let path as String in walker {
            if let data = FileManager.default.contents(atPath: directory + "/" + path) {
                all += String(decoding: data, as: UTF8.self)
            }
        }
        return all
    }

    static func expectRefused(_ result: ProcessResult, _ s: Sandbox, _ entry: String) {
        #expect(result.status == 64, "\(entry): \(result)")
        #expect(result.stderr.contains("todo login"), "\(entry): \(result)")
        #expect(result.errorLines.count == 1, "\(entry): one line: \(result)")
        #expect(!(result.stdout + result.stderr).contains(secret), "\(entry) shows the secret: \(result)")
        #expect(!contents(of: s.home).contains(secret), "\(entry) wrote the secret into the store")
    }

    @Test("--server, TODO_SERVER, config set server and an existing config file", arguments: urls)
    func refusedAtEveryEntry(url: String) async throws {
        let s = try Sandbox()
        try await s.okAsync(["add", "kept", "--offline"])
        let store = Self.contents(of: s.home)

        Self.expectRefused(try await s.runAsync(["add", "x", "--server", url, "--token", "t"]), s, "--server")
        Self.expectRefused(try await s.runAsync(["status"], env: ["TODO_SERVER": url]), s, "TODO_SERVER")
        Self.expectRefused(try await s.runAsync(["sync", "--token", "t"], env: ["TODO_SERVER": url]), s, "sync")

        let set = try await s.runAsync(["config", "set", "server", url])
        Self.expectRefused(set, s, "config set server")
        #expect(s.bytes(s.configPath) == nil, "config set wrote the file")

        // A config file written before this check (or by hand).
        try FileManager.default.createDirectory(atPath: s.configHome + "/todo", withIntermediateDirectories: true)
        let json = try JSONSerialization.data(withJSONObject: ["server": url])
        #expect(
            FileManager.default.createFile(atPath: s.configPath, contents: json, attributes: [.posixPermissions: 0o600])
        )
        Self.expectRefused(try await s.runAsync(["list"]), s, "config file")
        let listed = try await s.okAsync(["config", "list"])
        #expect(!listed.stdout.contains(Self.secret), "\(listed)")
        let got = try await s.okAsync(["config", "get", "server"])
        #expect(!got.stdout.contains(Self.secret), "\(got)")
        let doctor = try await s.runAsync(["doctor"])
        #expect(!(doctor.stdout + doctor.stderr).contains(Self.secret), "\(doctor)")

        #expect(Self.contents(of: s.home) == store, "the store changed")
    }

    @Test("a plain URL is still taken, with a trailing slash dropped")
    func plainURLStillWorks() async throws {
        let s = try Sandbox()
        let set = try await s.okAsync(["config", "set", "server", "https://todo.example:8443/"])
        #expect(set.stdout.contains("https://todo.example:8443"), "\(set)")
    }
}
