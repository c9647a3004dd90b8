import Foundation
import Synchronization
import Testing
import TodoModel
import TodoSync
import TodoTesting
import TodoValues

@testable import TodoKit
@testable import TodoTerminal
@testable import TodoText

/// A reporter that keeps every event and counts the finishes.
final class RecordingProgress: ProgressReporter {
    private let state = Mutex<(events: [ProgressEvent], finishes: Int)>(([], 0))

    var events: [ProgressEvent] { state.withLock { $0.events } }
    var finishes: Int { state.withLock { $0.finishes } }

    func report(_ event: ProgressEvent) { state.withLock { $0.events.append(event) } }
    func finish() { state.withLock { $0.finishes += 1 } }
}

/// Everything written, in order.
final class WrittenText: Sendable {
    private let chunks = Mutex<[String]>([])

    var all: [String] { chunks.withLock { $0 } }
    var joined: String { all.joined() }

    func append(_ text: String) { chunks.withLock { $0.append(text) } }
}

/// A server that accepts everything: each operation moves the revision by one.
struct AcceptingServer: SyncServer {
    func send(_ operation: PendingOperation, lastKnownRevision: Int) async throws(SyncStateMachine.Failure) -> Int {
        lastKnownRevision + 1
    }

    func fetchList() async throws(SyncStateMachine.Failure) -> (items: [TodoItem], revision: Int) { ([], 1) }

    func replaceList(
        _ items: [TodoItem], lastKnownRevision: Int
    ) async throws(SyncStateMachine.Failure) -> (items: [TodoItem], revision: Int) {
        (items, lastKnownRevision + 1)
    }

    func refreshToken() async throws(SyncStateMachine.Failure) {}
}

@Suite("Progress")
struct ProgressTests {
    @Test("each stage has its line, with its counts")
    func lines() {
        #expect(ProgressEvent(.importing, completed: 256, total: 2000).line == "importing: 256/2000 records")
        #expect(
            ProgressEvent(.checking(bytesRead: 3_145_728, bytes: 212_300_000), completed: 512).line
                == "importing: 512 records, 3.1 MB of 212.3 MB read")
        #expect(ProgressEvent(.pushing, completed: 3, total: 8).line == "syncing: pushed 3/8 changes")
        #expect(ProgressEvent(.downloading).line == "syncing: downloading the server's list")
        #expect(ProgressEvent(.uploading, total: 10_000).line == "syncing: uploading the merged list of 10000 todos")
        #expect(
            ProgressEvent(.waiting(seconds: 1.2), completed: 1, total: 4).line
                == "syncing: retrying in 2 s (pushed 1/4 changes)")
        #expect(ProgressEvent(.waiting(seconds: -1)).line.hasPrefix("syncing: retrying in 0 s"))
        for event in [ProgressEvent(.importing, total: 1), ProgressEvent(.downloading)] {
            #expect(!event.line.contains("\r") && !event.line.contains("\n") && !event.line.contains("\u{1B}"))
        }
    }

    @Test("the terminal line is rewritten in place at most once per interval, then erased")
    func throttled() {
        let clock = ManualWallClock(now: 100)
        let written = WrittenText()
        let progress = TerminalProgress(clock: clock, interval: 0.25) { written.append($0) }
        progress.report(ProgressEvent(.importing, completed: 0, total: 10))
        clock.advance(by: 0.1)
        progress.report(ProgressEvent(.importing, completed: 1, total: 10))
        clock.advance(by: 0.1)
        progress.report(ProgressEvent(.importing, completed: 2, total: 10))
        clock.advance(by: 0.1)
        progress.report(ProgressEvent(.importing, completed: 3, total: 10))
        clock.advance(by: 1)
        progress.report(ProgressEvent(.importing, completed: 9, total: 10))
        #expect(
            written.all == [
                "\r\u{1B}[Kimporting: 0/10 records",
                "\r\u{1B}[Kimporting: 3/10 records",
                "\r\u{1B}[Kimporting: 9/10 records",
            ])
        progress.finish()
        #expect(written.all.last == "\r\u{1B}[K")
        #expect(written.all.count == 4)
        // Nothing shown since: a second finish writes nothing, and the next report draws at once.
        progress.finish()
        #expect(written.all.count == 4)
        progress.report(ProgressEvent(.downloading))
        #expect(written.all.last == "\r\u{1B}[Ksyncing: downloading the server's list")
    }

    @Test("a clock set back draws at once instead of stalling")
    func clockBackwards() {
        let clock = ManualWallClock(now: 100)
        let written = WrittenText()
        let progress = TerminalProgress(clock: clock, interval: 0.25) { written.append($0) }
        progress.report(ProgressEvent(.downloading))
        clock.set(to: 50)
        progress.report(ProgressEvent(.uploading, total: 5))
        #expect(written.all.count == 2)
    }

    @Test("finishing without anything shown writes nothing")
    func silentFinish() {
        let written = WrittenText()
        TerminalProgress(clock: ManualWallClock()) { written.append($0) }.finish()
        #expect(written.all.isEmpty)
    }

    @Test("a line wider than the terminal is cut so it never wraps")
    func cut() {
        let written = WrittenText()
        let progress = TerminalProgress(clock: ManualWallClock(), width: 20) { written.append($0) }
        progress.report(ProgressEvent(.uploading, total: 10_000))
        let line = written.joined.dropFirst(TerminalProgress.eraseLine.count)
        #expect(line.count == 19)
        #expect(line.hasSuffix("…"))
    }

    func manager(_ directory: TemporaryDirectory) throws -> DataManager {
        var settings = Settings(home: directory.path)
        settings.fixedNow = 1_741_600_000
        settings.server = "http://127.0.0.1:9"
        return try DataManager(settings: settings)
    }

    @Test("an import reports the records checked, ending with all of them, and finishes")
    func importProgress() throws {
        let directory = TemporaryDirectory()
        let manager = try manager(directory)
        defer { manager.close() }
        let progress = RecordingProgress()
        let items = (0..<1000).map { TodoItem.numbered($0) }
        let summary = try manager.importItems(items, progress: progress)
        #expect(summary.created == 1000)
        let events = progress.events
        #expect(events.allSatisfy { $0.stage == .importing && $0.total == 1000 })
        #expect(events.map(\.completed) == [0, 256, 512, 768, 1000])
        #expect(progress.finishes == 1)
    }

    @Test("an import file is reported with its size while it is parsed, before its records")
    func importFileProgress() throws {
        let directory = TemporaryDirectory()
        let manager = try manager(directory)
        defer { manager.close() }
        let path = directory.path + "/import.json"
        let bytes = Data(WireJSON.string((0..<600).map { TodoItem.numbered($0) }).utf8)
        #expect(FileManager.default.createFile(atPath: path, contents: bytes))
        let progress = RecordingProgress()
        #expect(try manager.importFile(path, progress: progress).created == 600)
        let events = progress.events
        #expect(events.first == ProgressEvent(.reading(bytes: bytes.count)))
        // While the file is read, every 256 records: how many so far and how much of the file.
        let checking = events.dropFirst().dropLast()
        #expect(checking.map(\.completed) == [256, 512])
        #expect(checking.allSatisfy { $0.stage == .checking(bytesRead: bytes.count, bytes: bytes.count) })
        #expect(events.last == ProgressEvent(.importing, completed: 600, total: 600))

        // A file that does not parse still ends the line before the error is printed.
        let broken = directory.path + "/broken.json"
        #expect(FileManager.default.createFile(atPath: broken, contents: Data("[{".utf8)))
        let failed = RecordingProgress()
        #expect(throws: TodoError.self) { try manager.importFile(broken, progress: failed) }
        #expect(failed.events == [ProgressEvent(.reading(bytes: 2))])
        #expect(failed.finishes == 1)
    }

    @Test("sizes: bytes, kB and MB")
    func readingLines() {
        #expect(ProgressEvent(.reading(bytes: 999)).line == "importing: reading 999 B")
        #expect(ProgressEvent(.reading(bytes: 12_345)).line == "importing: reading 12.3 kB")
        #expect(ProgressEvent(.reading(bytes: 27_100_000)).line == "importing: reading 27.1 MB")
    }

    @Test("a sync reports each push with its counts, and finishes")
    func pushProgress() async throws {
        let directory = TemporaryDirectory()
        let manager = try manager(directory)
        defer { manager.close() }
        for n in 0..<3 { _ = try manager.add(ItemDraft(text: "item \(n)")) }
        let progress = RecordingProgress()
        let report = try await manager.sync(
            mode: .sync, server: AcceptingServer(), clock: ManualWallClock(), seed: 1, progress: progress)
        #expect(report.outcome == .synced)
        let pushes = progress.events.filter { $0.stage == .pushing }
        #expect(pushes.map(\.completed) == [0, 1, 2])
        #expect(pushes.allSatisfy { $0.total == 3 })
        #expect(progress.finishes == 1)
    }

    @Test("a resync of a long outbox reports the download and the upload with its size")
    func resyncProgress() async throws {
        let directory = TemporaryDirectory()
        let manager = try manager(directory)
        defer { manager.close() }
        _ = try manager.importItems((0..<50).map { TodoItem.numbered($0) })
        let progress = RecordingProgress()
        let report = try await manager.sync(
            mode: .sync, server: AcceptingServer(), clock: ManualWallClock(), seed: 1, progress: progress)
        #expect(report.outcome == .synced)
        #expect(progress.events.contains(ProgressEvent(.downloading)))
        #expect(progress.events.contains(ProgressEvent(.uploading, total: 50)))
        #expect(progress.finishes == 1)
    }
}
