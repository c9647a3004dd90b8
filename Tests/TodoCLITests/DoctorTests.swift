import Foundation
import Testing
import TodoKit
import TodoStore

#if canImport(Glibc)
import Glibc
import TodoValues
#endif

/// `todo doctor` end to end: each check finds what is wrong, says how to fix it, and changes nothing.
@Suite("todo doctor")
struct DoctorTests {
    /// The checks of `doctor --json`: name → (status, detail, fix).
    static func checks(_ result: ProcessResult) throws -> [String: (status: String, detail: String, fix: String?)] {
        let json = try JSONValue.parse(result.stdout)
        var out: [String: (String, String, String?)] = [:]
        for check in json["checks"]?.array ?? [] {
            guard let name = check["name"]?.string else { continue }
            out[name] = (check["status"]?.string ?? "", check["detail"]?.string ?? "", check["fix"]?.string)
        }
        return out
    }

    @Test("a fresh local-only setup: every check ok, exit 0")
    func healthy() throws {
        let s = try Sandbox()
        let result = try s.run(["doctor", "--json"])
        #expect(result.status == 0, "\(result)")
        let json = try JSONValue.parse(result.stdout)
        #expect(json["ok"] == .bool(true))
        let checks = try Self.checks(result)
        #expect(Set(checks.keys) == ["config", "session", "store", "server"])
        #expect(checks.values.allSatisfy { $0.status == "ok" }, "\(checks)")
        #expect(checks["server"]?.detail.contains("local-only") == true)
        let text = try s.run(["doctor"])
        #expect(text.status == 0 && text.stdout.hasSuffix("no problems found\n"), "\(text)")
    }

    /// Every file of a directory, by name, with its bytes.
    static func files(_ dir: String) -> [String: Data] { Sandbox.files(in: dir) }

    @Test("doctor writes nothing: no store created, a torn tail and a stale journal left as they are")
    func doctorWritesNothing() throws {
        let s = try Sandbox()
        // No store yet: doctor creates none.
        let fresh = try s.run(["doctor", "--json"])
        #expect(fresh.status == 0, "\(fresh)")
        #expect(!FileManager.default.fileExists(atPath: s.home), "doctor created \(s.home)")
        _ = try s.ok(["add", "one"])
        _ = try s.ok(["add", "two"])
        // A torn last journal line, as a crash mid-append leaves it.
        let journal = s.home + "/" + StoreFormat.journalFile
        let handle = try #require(FileHandle(forWritingAtPath: journal))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("{\"put\":{\"id\":".utf8))
        try handle.close()
        let before = Self.files(s.home)
        let result = try s.run(["doctor", "--json"])
        #expect(Self.files(s.home) == before, "doctor changed the store")
        let checks = try Self.checks(result)
        #expect(checks["store"]?.status == "warning", "\(result)")
        // A missing journal is lost data: a problem, and still nothing written.
        try FileManager.default.removeItem(atPath: journal)
        let missing = Self.files(s.home)
        let broken = try s.run(["doctor", "--json"])
        #expect(broken.status == 1, "\(broken)")
        #expect(try Self.checks(broken)["store"]?.status == "problem")
        #expect(Self.files(s.home) == missing)
        let list = try s.run(["list"])
        #expect(list.status == 65, "\(list)")
        #expect(list.stderr.contains(StoreFormat.journalFile), "\(list)")
        #expect(Self.files(s.home) == missing)
    }

    @Test("a corrupt snapshot is a store problem (exit 1), named, with a fix, and left byte for byte")
    func corruptStore() throws {
        let s = try Sandbox()
        try s.ok(["add", "one"])
        try Data("{ not a snapshot".utf8).write(to: URL(fileURLWithPath: s.snapshotPath))
        let before = s.bytes(s.snapshotPath)
        let result = try s.run(["doctor", "--json"])
        #expect(result.status == 1, "\(result)")
        let store = try #require(try Self.checks(result)["store"])
        #expect(store.status == "problem")
        #expect(store.detail.contains(s.snapshotPath))
        #expect(store.fix?.contains(".broken") == true)
        #expect(s.bytes(s.snapshotPath) == before)
    }

    @Test("a config file that is not a JSON object is a config problem; the file is kept")
    func badConfig() throws {
        let s = try Sandbox()
        try FileManager.default.createDirectory(atPath: s.configHome + "/todo", withIntermediateDirectories: true)
        try Data("[1, 2".utf8).write(to: URL(fileURLWithPath: s.configPath))
        let result = try s.run(["doctor", "--json"])
        #expect(result.status == 1, "\(result)")
        let config = try #require(try Self.checks(result)["config"])
        #expect(config.status == "problem" && config.detail.contains(s.configPath), "\(config)")
        #expect(s.bytes(s.configPath) == Data("[1, 2".utf8))
    }

    @Test("a damaged session file, or one others can read, is a session problem")
    func session() throws {
        let s = try Sandbox()
        let path = s.configHome + "/todo/session.json"
        try FileManager.default.createDirectory(atPath: s.configHome + "/todo", withIntermediateDirectories: true)
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: path))
        let damaged = try Self.checks(try s.run(["doctor", "--json"]))["session"]
        #expect(
            damaged?.status == "problem" && damaged?.fix?.contains("todo logout") == true,
            "\(String(describing: damaged))")

        let session = Session(
            server: "http://127.0.0.1:9", username: "zed", accessToken: "doctor-access-secret",
            refreshToken: "doctor-refresh-secret", expiresAt: 0)
        try SessionStore(path: path).save(session)
        let fine = try s.run(["doctor", "--json"])
        #expect(try Self.checks(fine)["session"]?.status == "warning", "a session for another server is not used")
        chmod(path, 0o644)
        let open = try s.run(["doctor"])
        #expect(open.status == 1)
        #expect(open.stdout.contains("chmod 600 \(path)"), "\(open)")
        for secret in ["doctor-access-secret", "doctor-refresh-secret"] {
            #expect(!(open.stdout + open.stderr + fine.stdout).contains(secret))
        }
    }

    @Test("the server: unreachable, reachable, and refusing the token are told apart; the token is never shown")
    func server() async throws {
        let s = try Sandbox()
        let closed = try s.run(["doctor", "--json", "--server", "http://127.0.0.1:9"])
        #expect(closed.status == 1)
        let unreachable = try #require(try Self.checks(closed)["server"])
        #expect(unreachable.status == "problem" && unreachable.detail.contains("not reachable"), "\(unreachable)")
        // Port 9 needs privileges: the mock is suggested on a port anyone may listen on.
        #expect(unreachable.fix?.contains("todo-mock-server --port 8080") == true, "\(unreachable)")
        #expect(unreachable.fix?.contains("--port 9`") == false, "\(unreachable)")

        let token = "doctor-fixed-token-1234"
        let mock = try await AccountMock(["--token", token])
        let good = try s.run(["doctor", "--json", "--server", mock.url, "--token", token])
        #expect(good.status == 0, "\(good)")
        #expect(try Self.checks(good)["server"]?.detail.contains("answered") == true)
        let refused = try s.run(["doctor", "--server", mock.url, "--token", "wrong-" + token])
        #expect(refused.status == 1)
        #expect(refused.stdout.contains("refused the credentials"), "\(refused)")
        for output in [good, refused] { #expect(!(output.stdout + output.stderr).contains(token)) }
        #expect(
            try Self.checks(try s.run(["doctor", "--json", "--server", mock.url, "--offline"]))["server"]?.status
                == "ok")
    }

    @Test("a store locked by another process is a warning, not a problem")
    func locked() throws {
        let s = try Sandbox()
        try s.ok(["add", "one"])
        let holder = try FileCache(directory: s.home, lockTimeout: 1)
        defer { holder.close() }
        let result = try s.run(["doctor", "--json"])
        #expect(result.status == 0, "\(result)")
        let store = try #require(try Self.checks(result)["store"])
        #expect(store.status == "warning" && store.fix?.contains("fuser") == true, "\(store)")
    }
}
