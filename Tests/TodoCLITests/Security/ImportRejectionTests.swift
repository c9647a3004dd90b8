import Foundation
import Testing
import TodoKit

/// Issue 12, point 6: a bad import file gets one line naming the file, the record and the
/// problem, in the user's language, exit 65, and leaves the store byte for byte as it was.
@Suite(.serialized) struct ImportRejectionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: [UInt8]
        /// Words the message must hold (besides the file name).
        var says: [String]
        var testDescription: String { name }
    }

    /// An element; `fields` replace (or add to) the valid ones.
    static func element(id: String = "a1", text: String = "x", _ fields: [String: String] = [:]) -> String {
        var all = [
            "id": "\"\(id)\"", "text": "\"\(text)\"", "importance": "\"basic\"", "done": "false",
            "created_at": "1", "changed_at": "1", "last_updated_by": "\"d\"",
        ]
        all.merge(fields) { _, new in new }
        return "{" + all.keys.sorted().map { "\"\($0)\":\(all[$0]!)" }.joined(separator: ",") + "}"
    }

    static let cases: [Case] = [
        Case(
            name: "invalid UTF-8",
            bytes: Array("[\n".utf8) + Array(element().utf8.prefix(20)) + [0xFF, 0xFE]
                + Array(element().utf8.dropFirst(20)) + Array("]".utf8), says: ["line 2", "UTF-8"]),
        Case(name: "invalid UTF-8 in CSV", bytes: Array("text\nok\n".utf8) + [0xC3, 0x28] + [0x0A], says: ["line 3"]),
        Case(
            name: "1e400", bytes: Array("[\(element(["deadline": "1e400"]))]".utf8),
            says: ["record 1", "out of range"]),
        Case(
            name: "2^64", bytes: Array("[\(element(["created_at": "18446744073709551616"]))]".utf8),
            says: ["record 1"]),
        Case(name: "a JSON object", bytes: Array(#"{"list":[\#(element())]}"#.utf8), says: ["JSON object"]),
        Case(
            name: "broken JSON", bytes: Array("[\(element()),\n\(element(id: "b2")),\n{\"id\":]".utf8),
            says: ["record 3", "line 3"]),
        Case(
            name: "deep nesting", bytes: Array(("[" + String(repeating: "[", count: 100_000)).utf8), says: ["record 1"]),
        Case(name: "a blank id", bytes: Array("[\(element()),\(element(id: "   "))]".utf8), says: ["record 2", "id"]),
        Case(
            name: "a control in an id", bytes: Array("[\(element(id: #"a\u001b[2Jb"#))]".utf8),
            says: ["record 1", "control"]),
        // Any Int64 is a time a todo may hold (issue 41: a server may send it, `--due @N` takes it);
        // one past it is no number of seconds.
        Case(
            name: "a deadline past Int64", bytes: Array("[\(element(["deadline": "9223372036854775808"]))]".utf8),
            says: ["record 1"]),
        Case(
            name: "a wrong type", bytes: Array("[\(element(["done": "\"yes\""]))]".utf8),
            says: ["record 1", "done"]),
        Case(
            name: "a duplicated CSV column", bytes: Array("text,done,text\na,false,b\n".utf8), says: ["text", "twice"]),
        Case(name: "a blank id in CSV", bytes: Array("id,text\n  ,x\n".utf8), says: ["record 1", "id"]),
        Case(
            name: "a CSV created_at past Int64", bytes: Array("text,created_at\nx,-9223372036854775809\n".utf8),
            says: ["record 1", "created_at"]),
    ]

    /// Every file of the store directory and its bytes.
    static func snapshot(_ directory: String) -> [String: Data] {
        var files: [String: Data] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: directory) ?? .init() {
            if let data = FileManager.default.contents(atPath: directory + "/" + path) { files[path] = data }
        }
        return files
    }

    @Test("exit 65, one clean line naming file and record, store unchanged", arguments: cases)
    func rejected(_ bad: Case) async throws {
        let s = try Sandbox()
        try await s.okAsync(["add", "already here"])
        let before = Self.snapshot(s.home)
        let path = s.root + "/bad-input.file"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bad.bytes)))

        let result = try await s.runAsync(["import", path])

        #expect(result.status == 65, "\(result)")
        #expect(result.errorLines.count == 1, "one line: \(result)")
        #expect(result.stderr.contains("bad-input.file"), "\(result)")
        for word in bad.says { #expect(result.stderr.contains(word), "says \(word): \(result)") }
        for leak in ["DecodingError", "Swift.", "CodingKeys", "codingPath", "JSONError", "SourceLocation"] {
            #expect(!result.stderr.contains(leak), "\(result)")
        }
        #expect(result.stdout.isEmpty)
        #expect(Self.snapshot(s.home) == before, "the store changed")
    }

    @Test("the message is in the user's language")
    func spanish() async throws {
        let s = try Sandbox()
        let path = try s.write("dup.csv", "text,text\na,b\n")
        let result = try await s.runAsync(["import", path], env: ["LC_ALL": "", "LANG": "es_ES.UTF-8"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("dos veces"), "\(result)")
    }

    @Test("any Int64 is a time an import takes, as add takes it: year 506713, before 1970, Int64.min")
    func wholeTimeRange() async throws {
        let s = try Sandbox()
        let json =
            "[\(Self.element(id: "t1", ["deadline": "15928000000000"])),"
            + "\(Self.element(id: "t2", ["deadline": "-1", "created_at": "-9223372036854775808"]))]"
        try await s.okAsync(["import", try s.write("times.json", json)])
        try await s.okAsync(["import", try s.write("times.csv", "id,text,deadline\nt3,x,15928000000000\n")])
        let items = try await s.itemsAsync()
        #expect(Set(items.map(\.deadline)) == [15_928_000_000_000, -1])
        #expect(items.contains { $0.createdAt == Int64.min })
    }

    @Test("empty text stays allowed")
    func emptyText() async throws {
        let s = try Sandbox()
        let path = try s.write("empty.json", "[\(Self.element(id: "e1", text: ""))]")
        try await s.okAsync(["import", path])
        #expect(try await s.itemsAsync().map(\.text) == [""])
    }

    @Test("a missing or unreadable input is 66, a config that cannot be created 73")
    func permissionCodes() async throws {
        let s = try Sandbox()
        try await s.okAsync(["add", "here"])
        let before = Self.snapshot(s.home)
        let missing = try await s.runAsync(["import", s.root + "/nope.csv"])
        #expect(missing.status == 66, "\(missing)")
        #expect(missing.errorLines.count == 1)
        let directory = try await s.runAsync(["import", s.root])
        #expect(directory.status == 66, "\(directory)")
        if getuid() != 0 {
            let locked = try s.write("locked.csv", "text\nx\n")
            chmod(locked, 0)
            let unreadable = try await s.runAsync(["import", locked])
            #expect(unreadable.status == 66, "\(unreadable)")
        }
        #expect(Self.snapshot(s.home) == before)

        // The config's directory is a file: the config cannot be created.
        try FileManager.default.createDirectory(atPath: s.configHome, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: s.configHome + "/todo", contents: Data("x".utf8)))
        let config = try await s.runAsync(["config", "set", "timeout", "3"])
        #expect(config.status == 73, "\(config)")
        #expect(config.errorLines.count == 1)
    }

    /// `/proc/self/mem` read from offset 0 (an address no process maps) fails with EIO: a file that
    /// opens but cannot be read.
    @Test(
        "an input that opens but fails to read (EIO) is 74, one line, the store unchanged",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/mem"), "needs Linux's /proc/self/mem"))
    func ioErrorIs74() async throws {
        let s = try Sandbox()
        try await s.okAsync(["add", "here"])
        let before = Self.snapshot(s.home)
        let result = try await s.runAsync(["import", "/proc/self/mem"])
        #expect(result.status == 74, "\(result)")
        #expect(result.errorLines.count == 1, "\(result)")
        #expect(result.stderr.contains("/proc/self/mem"), "\(result)")
        #expect(result.stdout.isEmpty)
        #expect(Self.snapshot(s.home) == before)
    }
}
