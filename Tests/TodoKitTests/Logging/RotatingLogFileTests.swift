import Foundation
import Logging
import Testing
import TodoKit

@Suite struct RotatingLogFileTests {
    private func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.path + "/todo-log-tests-" + UUID().uuidString.lowercased()
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// A line of exactly 40 bytes, newline included.
    private func line(_ index: Int) -> String {
        let head = "line \(index) "
        return head + String(repeating: "x", count: 39 - head.utf8.count) + "\n"
    }

    @Test func rotatesAtTheCapKeepingThreeOldFilesAndDroppingTheOldest() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = RotatingLogFile(path: directory + "/logs/todo.log", maxBytes: 100, keep: 3)
        for index in 0..<10 { file.write(line(index)) }

        // Two 40-byte lines fit in 100 bytes; the third starts a new file.
        #expect(read(file.path) == line(8) + line(9))
        #expect(read(file.rotatedPath(1)) == line(6) + line(7))
        #expect(read(file.rotatedPath(2)) == line(4) + line(5))
        #expect(read(file.rotatedPath(3)) == line(2) + line(3))
        #expect(read(file.rotatedPath(4)) == nil)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory + "/logs").sorted()
        #expect(names == ["todo.log", "todo.log.1", "todo.log.2", "todo.log.3"])
        for name in names {
            let size = try FileManager.default.attributesOfItem(atPath: directory + "/logs/" + name)[.size] as? Int
            #expect(size == 80, "\(name)")
        }
    }

    @Test func aLineLongerThanTheCapGetsAFileOfItsOwn() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = RotatingLogFile(path: directory + "/todo.log", maxBytes: 50)
        let long = String(repeating: "y", count: 79) + "\n"
        file.write(line(0))
        file.write(long)
        file.write(line(1))
        #expect(read(file.path) == line(1))
        #expect(read(file.rotatedPath(1)) == long)
        #expect(read(file.rotatedPath(2)) == line(0))
    }

    @Test func nothingIsCreatedBeforeTheFirstLine() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = RotatingLogFile(path: directory + "/logs/todo.log", maxBytes: 100)
        #expect(!FileManager.default.fileExists(atPath: directory + "/logs"))
        file.write("first\n")
        #expect(read(file.path) == "first\n")
    }

    /// Issue 12, point 2: the log is opened `O_NOFOLLOW`, so a link planted at its name is not
    /// written through (the line is dropped, as when the log cannot be opened at all).
    @Test func aLinkPlantedAtTheLogIsNotWrittenThrough() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let victim = directory + "/victim"
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: victim))
        try FileManager.default.createSymbolicLink(atPath: directory + "/todo.log", withDestinationPath: victim)
        let file = RotatingLogFile(path: directory + "/todo.log", maxBytes: 100)
        file.write(line(0))
        #expect(read(victim) == "keep me")
    }

    @Test func appendsToAnExistingFileAndCountsItsSize() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/todo.log"
        try Data((line(0) + line(1)).utf8).write(to: URL(fileURLWithPath: path))
        let file = RotatingLogFile(path: path, maxBytes: 100)
        file.write(line(2))
        #expect(read(path) == line(2))
        #expect(read(file.rotatedPath(1)) == line(0) + line(1))
    }

    @Test func theHandlerWritesLevelLabelMessageAndSortedMetadata() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = RotatingLogFile(path: directory + "/todo.log", maxBytes: 10_000)
        let logger = Logger(label: "todo.test") { label in LineLogHandler.file(label: label, file: file) }
        logger.debug("not written: below info")
        logger.info("sync attempt", metadata: ["outcome": "synced", "duration": "0.010s"])
        let lines = (read(file.path) ?? "").split(separator: "\n").map(String.init)
        #expect(lines.count == 1)
        let written = try #require(lines.first)
        #expect(written.hasSuffix(" info todo.test: sync attempt duration=0.010s outcome=synced"), "\(written)")
        #expect(written.range(of: #"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z "#, options: .regularExpression) != nil)
    }

    @Test func theCapComesFromTheEnvironment() {
        #expect(LogSetup.maxBytes(environment: [:]) == 1 << 20)
        #expect(LogSetup.maxBytes(environment: ["TODO_LOG_MAX_BYTES": "300"]) == 300)
        #expect(LogSetup.maxBytes(environment: ["TODO_LOG_MAX_BYTES": "0"]) == 1 << 20)
        #expect(LogSetup.maxBytes(environment: ["TODO_LOG_MAX_BYTES": "lots"]) == 1 << 20)
        #expect(LogSetup.path(home: "/h") == "/h/logs/todo.log")
    }
}
