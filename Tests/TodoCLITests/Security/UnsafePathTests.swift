import Foundation
import Testing
import TodoKit

#if canImport(Glibc)
import Glibc
#endif

/// Issue 12, point 2: a store directory or a session file that is a symbolic link owned by another
/// user, or that others can write, is refused with one line and exit 78; nothing is read or written.
@Suite struct UnsafePathTests {
    /// A user id that is not this process's.
    static let stranger: uid_t = geteuid() == 4242 ? 4243 : 4242

    /// Changes the owner of the link itself; only root (or CAP_CHOWN) may.
    static func chownLink(_ path: String, to uid: uid_t) -> Bool {
        lchown(path, uid, gid_t(uid)) == 0
    }

    @Test func aStoreOthersCanWriteIsRefusedAndLeftAsItIs() throws {
        let s = try Sandbox()
        _ = try s.add(["mine"])
        chmod(s.home, 0o777)
        defer { chmod(s.home, 0o700) }
        let before = s.bytes(s.journalPath)
        for args in [["list"], ["add", "more"], ["status"]] {
            let result = try s.run(args)
            #expect(result.status == 78, "\(args): \(result)")
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(result)")
            #expect(result.stderr.contains("other users can write to it (mode 0777)"), "\(result)")
            #expect(result.stderr.contains("chmod go-w"), "\(result)")
        }
        // `doctor` names the problem among its checks.
        let doctor = try s.run(["doctor"])
        #expect(doctor.status == 1, "\(doctor)")
        #expect(doctor.stdout.contains("other users can write to it (mode 0777)"), "\(doctor)")
        #expect(s.bytes(s.journalPath) == before)
        chmod(s.home, 0o755)
        #expect(try s.items().map(\.text) == ["mine"])
    }

    @Test(.enabled(if: geteuid() == 0, "giving a link to another user (lchown) needs root; CI runs as root"))
    func aStoreLinkOwnedByAnotherUserIsRefusedAndOneOfOursIsFollowed() throws {
        let s = try Sandbox()
        let real = s.root + "/real-store"
        try FileManager.default.createDirectory(atPath: real, withIntermediateDirectories: false)
        let link = s.root + "/linked-store"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        let ours = try s.run(["add", "through our link"], env: ["TODO_HOME": link])
        #expect(ours.status == 0, "\(ours)")
        let journal = s.bytes(real + "/journal.jsonl")
        #expect(journal != nil)

        try #require(Self.chownLink(link, to: Self.stranger))
        let theirs = try s.run(["list"], env: ["TODO_HOME": link])
        #expect(theirs.status == 78, "\(theirs)")
        #expect(theirs.stderr.contains("symbolic link owned by another user (uid \(Self.stranger))"), "\(theirs)")
        #expect(s.bytes(real + "/journal.jsonl") == journal)
    }

    /// The session file of a sandbox, with a session in it; its directory exists.
    static func session(_ s: Sandbox) throws -> String {
        let directory = s.configHome + "/todo"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/session.json"
        let session = #"{"username":"ana","access_token":"a","refresh_token":"r","server":"http://127.0.0.1:9"}"#
        try Data(session.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aSessionFileOthersCanWriteIsRefused() throws {
        let s = try Sandbox()
        let path = try Self.session(s)
        chmod(path, 0o666)
        let writable = try s.run(["list"])
        #expect(writable.status == 78, "\(writable)")
        #expect(writable.stderr.contains("refusing the session file"), "\(writable)")
        #expect(writable.stderr.contains("mode 0666"), "\(writable)")
        chmod(path, 0o600)
        #expect(try s.run(["list"]).status != 78)
    }

    @Test(.enabled(if: geteuid() == 0, "giving a link to another user (lchown) needs root; CI runs as root"))
    func aSessionFileLinkPlantedByAnotherUserIsRefused() throws {
        let s = try Sandbox()
        let path = try Self.session(s)
        let elsewhere = s.root + "/their-session.json"
        try FileManager.default.moveItem(atPath: path, toPath: elsewhere)
        chmod(elsewhere, 0o600)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: elsewhere)
        try #require(Self.chownLink(path, to: Self.stranger))
        let planted = try s.run(["list"])
        #expect(planted.status == 78, "\(planted)")
        #expect(planted.stderr.contains("symbolic link owned by another user"), "\(planted)")
    }
}
