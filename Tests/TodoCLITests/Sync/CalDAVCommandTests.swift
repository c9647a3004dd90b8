import Foundation
import Testing
import TodoTesting

#if canImport(Glibc)
import Glibc
#endif

/// The `todo` program with `protocol caldav` against a real Radicale (issue 43, point 1): the
/// settings checked, a CalDAV signup refused, a wrong password refused with nothing saved, a login
/// kept owner-only, a todo pushed as a task, a dry run that writes nothing, and no secret in any
/// output or store file.
@Suite struct CalDAVCommandTests {
    @Test func loginPushAndDryRunAgainstRadicale() async throws {
        let server = try await CalDAVServerProcess(.radicale)
        let sandbox = try Sandbox()
        sandbox.now = nil
        defer { try? FileManager.default.removeItem(atPath: sandbox.root) }
        var transcript = ""
        func run(_ args: [String], stdin: String? = nil) throws -> ProcessResult {
            let result = try sandbox.run(args, stdin: stdin.map { Data($0.utf8) })
            transcript += result.stdout + result.stderr
            return result
        }
        let password = CalDAVServerProcess.password
        #expect(try run(["config", "set", "server", server.baseURL + "/"]).status == 0)
        let wrongProtocol = try run(["config", "set", "protocol", "carddav"])
        #expect(wrongProtocol.status == 64)
        #expect(wrongProtocol.stderr.contains("'todo' or 'caldav'"))
        #expect(try run(["config", "set", "protocol", "caldav"]).status == 0)
        let sessionPath = sandbox.configHome + "/todo/session.json"

        // The server makes CalDAV accounts; a wrong password saves nothing.
        let signup = try run(["signup", "alice", "--password-stdin"], stdin: password + "\n")
        #expect(signup.status == 64)
        let wrong = try run(["login", "alice", "--password-stdin"], stdin: "not-it\n")
        #expect(wrong.status == 77)
        #expect(!FileManager.default.fileExists(atPath: sessionPath))

        let login = try run(["login", "alice", "--password-stdin", "--no-import-local"], stdin: password + "\n")
        #expect(login.status == 0, "\(login)")
        let mode = try FileManager.default.attributesOfItem(atPath: sessionPath)[.posixPermissions] as? Int
        #expect(mode == 0o600)

        // A change is pushed at once: a task in a list the sync made.
        #expect(try run(["add", "Water the plants +home"]).status == 0)
        #expect(try run(["sync"]).status == 0)
        let tasks = try FileManager.default.subpathsOfDirectory(atPath: server.collections.path)
            .filter { $0.hasSuffix(".ics") && !$0.contains(".Radicale.cache") }
        #expect(tasks.count == 1)
        let task = try String(contentsOfFile: server.collections.path + "/" + tasks[0], encoding: .utf8)
        #expect(task.contains("SUMMARY:Water the plants"))
        #expect(task.contains("CATEGORIES:home"))

        // Another client's task arrives; a dry run shows it and writes nothing.
        let folder = (server.collections.path + "/" + tasks[0] as NSString).deletingLastPathComponent
        try Data(
            ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//phone//EN\r\nBEGIN:VTODO\r\nUID:from-phone\r\n"
                + "DTSTAMP:20261128T120000Z\r\nSUMMARY:Call the vet\r\nEND:VTODO\r\nEND:VCALENDAR\r\n").utf8
        ).write(to: URL(fileURLWithPath: folder + "/from-phone.ics"))
        let before = Self.files(below: sandbox.root)
        let preview = try run(["sync", "--dry-run", "--json"])
        #expect(preview.status == 0, "\(preview)")
        #expect(preview.stdout.contains("Call the vet"))
        #expect(Self.files(below: sandbox.root) == before)
        #expect(try run(["sync"]).status == 0)
        let listed = try run(["list", "--json"])
        #expect(listed.stdout.contains("Call the vet"))
        #expect(listed.stdout.contains("Water the plants +home"))

        // `todo watch` over CalDAV: a task another client adds arrives while it runs.
        let watch = try TodoProcess.start(["watch", "--interval", "0.2", "--json"], env: sandbox.environment())
        try Data(
            ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//phone//EN\r\nBEGIN:VTODO\r\nUID:from-phone-2\r\n"
                + "DTSTAMP:20261128T120000Z\r\nSUMMARY:Feed the cat\r\nEND:VTODO\r\nEND:VCALENDAR\r\n").utf8
        ).write(to: URL(fileURLWithPath: folder + "/from-phone-2.ics"))
        let arrived = await eventually {
            (try? sandbox.run(["list", "--json", "--offline"]).stdout.contains("Feed the cat")) == true
        }
        #expect(arrived)
        kill(watch.pid, SIGINT)
        let watched = await watch.finished(limit: 30)
        #expect(watched.status == 130 && !watched.signaled, "\(watched)")
        transcript += watched.lines.joined(separator: "\n")

        // No secret in any output or store file (the session file holds the credentials).
        let credentials = Data("alice:\(password)".utf8).base64EncodedString()
        for secret in [password, credentials] {
            #expect(!transcript.contains(secret))
            for (path, bytes) in Self.files(below: sandbox.root) where !path.hasSuffix("session.json") {
                #expect(!String(decoding: bytes, as: UTF8.self).contains(secret), "\(path)")
            }
        }
    }

    /// Every file below `root` and its bytes.
    static func files(below root: String) -> [String: Data] {
        var files: [String: Data] = [:]
        for path in (try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? [] {
            let full = root + "/" + path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue,
                !path.hasSuffix("/lock") && path != "lock", !path.contains("/logs/")
            else { continue }
            files[path] = FileManager.default.contents(atPath: full) ?? Data()
        }
        return files
    }
}
