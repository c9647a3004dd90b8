import Foundation
import Testing
import TodoKit
import TodoModel
import TodoSync

#if canImport(Glibc)
import Glibc
import TodoTesting
#endif

/// The store under damage, contention and crashes.
@Suite struct StoreSafetyTests {
    // MARK: Corrupt snapshot

    enum Damage: String, CaseIterable, Sendable {
        /// Bytes overwritten in the middle of the items.
        case overwrittenBody
        /// The header line damaged.
        case overwrittenHeader
        /// Cut to half its size.
        case truncated
        /// Emptied.
        case empty
    }

    /// A store whose snapshot holds 300 todos (a bulk import writes a snapshot) plus journal lines.
    static func storeWithSnapshot() throws -> (Sandbox, [TodoItem]) {
        let s = try Sandbox()
        var elements: [TodoItem] = []
        for n in 0..<300 {
            let importance: Importance = n % 3 == 0 ? .important : .basic
            let deadline: Int64? = n % 2 == 0 ? Clock.day(Int64(n % 10)) : nil
            elements.append(
                TodoItem.fixture(
                    "bulk-\(n)", text: "bulk todo number \(n)", importance: importance, deadline: deadline,
                    createdAt: Clock.now, by: "d"))
        }
        let file = try s.write("bulk.json", String(decoding: try JSONEncoder().encode(elements), as: UTF8.self))
        try s.ok(["import", file])
        try s.add(["journal one"])
        try s.add(["journal two"])
        return (s, try s.items())
    }

    @Test(arguments: Damage.allCases)
    func corruptSnapshotFailsEveryCommandAndIsKept(damage: Damage) throws {
        let (s, items) = try Self.storeWithSnapshot()
        #expect(items.count == 302)
        var bytes = try #require(s.bytes(s.snapshotPath))
        try #require(bytes.count > 20_000)
        switch damage {
        case .overwrittenBody:
            let middle = bytes.count / 2
            bytes.replaceSubrange(middle..<(middle + 16), with: Data(repeating: UInt8(ascii: "X"), count: 16))
        case .overwrittenHeader:
            bytes.replaceSubrange(2..<10, with: Data(repeating: UInt8(ascii: "#"), count: 8))
        case .truncated:
            bytes = bytes.prefix(bytes.count / 2)
        case .empty:
            bytes = Data()
        }
        try bytes.write(to: URL(fileURLWithPath: s.snapshotPath))
        let journal = try #require(s.bytes(s.journalPath))
        let importFile = try s.write("one.json", "[\(ExitCodeTests.element)]")

        let commands: [[String]] = [
            ["add", "new"], ["list", "--json"], ["done", "bulk-1"], ["status"], ["show", "bulk-2"],
            ["edit", "bulk-3", "--text", "x"], ["rm", "bulk-4"], ["clear", "--yes"], ["export", "--csv"],
            ["import", importFile],
        ]
        for args in commands {
            let result = try s.run(args)
            #expect(result.status == 65, "\(args): \(result)")
            #expect(result.stdout == "", "\(args)")
            #expect(result.errorLines.count == 1, "\(args): \(result.stderr)")
            #expect(result.stderr.contains(s.snapshotPath), "\(args): \(result.stderr)")
            #expect(s.bytes(s.snapshotPath) == bytes, "\(args) changed snapshot.json")
            #expect(s.bytes(s.journalPath) == journal, "\(args) changed journal.jsonl")
        }
        #expect(s.bytes(s.snapshotPath) == bytes)
    }

    /// Issue 12, point 5: a store that existed and lost a file fails every command with one line
    /// naming the file and the way to recover, changes nothing, and `doctor` explains without writing.
    @Test(arguments: ["snapshot.json", "journal.jsonl"])
    func aMissingStoreFileIsDataLossNotAFreshStart(file: String) throws {
        let (s, items) = try Self.storeWithSnapshot()
        #expect(items.count == 302)
        let path = s.home + "/" + file
        try FileManager.default.removeItem(atPath: path)
        let kept = Self.contents(of: s.home)
        let importFile = try s.write("one.json", "[\(ExitCodeTests.element)]")

        let commands: [[String]] = [
            ["add", "new"], ["list"], ["list", "--json"], ["done", "bulk-1"], ["status"], ["show", "bulk-2"],
            ["edit", "bulk-3", "--text", "x"], ["rm", "bulk-4"], ["clear", "--yes"], ["export", "--csv"],
            ["import", importFile], ["sync", "--server", "http://127.0.0.1:1", "--token", "t"], ["undo"],
        ]
        for args in commands {
            let result = try s.run(args)
            #expect(result.status == 65, "\(args): \(result)")
            #expect(result.stdout == "", "\(args): \(result)")
            #expect(result.errorLines.count == 1, "\(args): \(result.stderr)")
            #expect(result.stderr.contains(path) && result.stderr.contains("todo doctor"), "\(args): \(result.stderr)")
            #expect(Self.contents(of: s.home) == kept, "\(args) changed the store")
        }
        let doctor = try s.run(["doctor"])
        #expect(doctor.status == 1, "\(doctor)")
        #expect(doctor.stdout.contains("problem store") && doctor.stdout.contains(path), "\(doctor)")
        #expect(doctor.stdout.contains("restore"), "\(doctor)")
        #expect(Self.contents(of: s.home) == kept, "doctor changed the store")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// The store's files and their bytes, but the (empty) lock files that commands create.
    static func contents(of directory: String) -> [String: Data] {
        Sandbox.files(in: directory).filter { !$0.key.hasSuffix("lock") }
    }

    @Test func corruptJournalLineFailsAndIsKept() throws {
        let s = try Sandbox()
        try s.add(["one"])
        try s.add(["two"])
        try s.add(["three"])
        var journal = try #require(s.bytes(s.journalPath))
        // Damage the second of three complete change lines (not the torn-tail case).
        let lines = journal.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        try #require(lines.count == 5)
        let start = lines[0].count + 1 + lines[1].count + 1
        journal.replaceSubrange((start + 2)..<(start + 6), with: Data("@@@@".utf8))
        try journal.write(to: URL(fileURLWithPath: s.journalPath))
        let snapshot = try #require(s.bytes(s.snapshotPath))
        for args in [["list"], ["done", "a"], ["status"], ["show", "a"], ["export", "--json"]] {
            let result = try s.run(args)
            #expect(result.status == 65, "\(args): \(result)")
            #expect(result.errorLines.count == 1)
            #expect(result.stderr.contains(s.journalPath), "\(result.stderr)")
            #expect(s.bytes(s.journalPath) == journal)
            #expect(s.bytes(s.snapshotPath) == snapshot)
        }
        // `add` checks every journal line's hash before appending, so it refuses too and
        // leaves both files as they were.
        let add = try s.run(["add", "new"])
        #expect(add.status == 65, "\(add)")
        #expect(add.stderr.contains(s.journalPath), "\(add.stderr)")
        #expect(s.bytes(s.journalPath) == journal)
        #expect(s.bytes(s.snapshotPath) == snapshot)
        #expect(try s.run(["list"]).status == 65)
    }

    // MARK: Lock

    @Test func lockHeldByAnotherProcessGives75() throws {
        let s = try Sandbox()
        let first = try s.add(["before the lock"])
        let held = try #require(HeldLock(path: s.lockPath))
        let timeout = ["TODO_LOCK_TIMEOUT": "0.2"]
        for args in [["add", "while locked"], ["list"], ["done", first.id], ["status", "--json"]] {
            let result = try s.run(args, env: timeout)
            #expect(result.status == 75, "\(args): \(result)")
            #expect(result.stdout == "")
            #expect(result.errorLines.count == 1)
            #expect(result.stderr.contains("locked"), "\(result.stderr)")
            #expect(result.stderr.contains(s.lockPath), "\(result.stderr)")
        }
        held.release()
        #expect(try s.items() == [first])
        #expect(try s.run(["add", "after the lock"], env: timeout).status == 0)
        #expect(try s.items().map(\.text) == ["before the lock", "after the lock"])
    }

    // MARK: Torn journal line

    @Test(arguments: [["list", "--json"], ["add", "after the crash"], ["status"]])
    func tornLastJournalLineIsDroppedWithAWarning(firstCommand: [String]) throws {
        let s = try Sandbox()
        var added: [TodoItem] = []
        for n in 1...5 { added.append(try s.add(["item \(n)"])) }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: s.journalPath))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("{\"put\":{\"id\":\"TORN-0001\",\"text\":\"half writ".utf8))
        try handle.close()

        let first = try s.run(firstCommand)
        #expect(first.status == 0, "\(first)")
        #expect(first.errorLines.count == 1)
        #expect(first.stderr.hasPrefix("todo: warning: "), "\(first.stderr)")
        #expect(first.stderr.contains("torn"), "\(first.stderr)")

        // Repaired: no second warning, nothing lost, the torn todo never appears.
        let list = try s.run(["list", "--json"])
        #expect(list.status == 0)
        #expect(list.stderr == "")
        let items = try JSONDecoder().decode([TodoItem].self, from: Data(list.stdout.utf8))
        let expected = added.map(\.text) + (firstCommand.first == "add" ? ["after the crash"] : [])
        #expect(items.map(\.text) == expected)
        #expect(Array(items.prefix(5)) == added)
        #expect(try s.add(["later"]).text == "later")
        #expect(try s.items().count == expected.count + 1)
    }

    // MARK: Concurrency

    @Test func concurrentAddsFromEightProcessesAllLand() throws {
        let s = try Sandbox()
        let env = s.environment()
        let workers = 8
        let perWorker = 50
        let failures = Locked<[String]>([])
        runOnThreads(workers) { worker in
            for n in 0..<perWorker {
                do {
                    let result = try TodoProcess.run(["add", "w\(worker)-\(n)"], env: env)
                    if result.status != 0 || result.signaled || !result.stdout.hasPrefix("Added ") {
                        failures.withLock { $0.append("w\(worker)-\(n): \(result)") }
                    }
                } catch {
                    failures.withLock { $0.append("w\(worker)-\(n): \(error)") }
                }
            }
        }
        let failed = failures.withLock { $0 }
        #expect(failed.isEmpty, "\(failed.prefix(5))")

        let items = try s.items()
        #expect(items.count == workers * perWorker)
        #expect(Set(items.map(\.id)).count == workers * perWorker)
        for worker in 0..<workers {
            let texts = items.map(\.text).filter { $0.hasPrefix("w\(worker)-") }
            #expect(Set(texts) == Set((0..<perWorker).map { "w\(worker)-\($0)" }), "worker \(worker)")
            // One process's adds are sequential, so they land in its order.
            #expect(texts == (0..<perWorker).map { "w\(worker)-\($0)" }, "worker \(worker)")
        }
        #expect(try s.json(["status"])["pending"] == .number(Double(workers * perWorker)))
    }

    // MARK: Crash safety

    @Test func killedAddsNeverLoseAnAcknowledgedAdd() throws {
        let s = try Sandbox()
        let env = s.environment()
        var random = SeededRandomNumberGenerator(seed: 0x7D0_2025)
        var acknowledged: [String] = []
        var attempted: Set<String> = []
        var killed = 0
        for attempt in 0..<60 {
            let text = "crash-\(attempt)"
            attempted.insert(text)
            let process = try TodoProcess.start(["add", text], env: env)
            // Every tenth add runs to the end; the rest are killed 0-20 ms after they start.
            if attempt % 10 != 9 {
                usleep(useconds_t(UInt64.random(in: 0...20_000, using: &random)))
                process.kill9()
            }
            let result = process.wait()
            if result.signaled {
                #expect(result.status == SIGKILL)
                killed += 1
            } else {
                #expect(result.status == 0, "\(text): \(result)")
                if result.status == 0 && result.stdout.hasPrefix("Added ") { acknowledged.append(text) }
            }
        }
        #expect(killed > 0)
        #expect(acknowledged.count >= 6)

        let list = try s.run(["list", "--json"])
        #expect(list.status == 0, "\(list)")
        // At most a torn last line, dropped with a warning.
        #expect(list.errorLines.count <= 1, "\(list.stderr)")
        #expect(list.errorLines.allSatisfy { $0.hasPrefix("todo: warning: ") && $0.contains("torn") })
        let items = try JSONDecoder().decode([TodoItem].self, from: Data(list.stdout.utf8))
        let texts = items.map(\.text)
        for text in acknowledged {
            #expect(texts.contains(text), "acknowledged add \(text) is missing")
        }
        #expect(Set(texts).count == texts.count)
        #expect(Set(texts).isSubset(of: attempted))
        #expect(Set(items.map(\.id)).count == items.count)

        // The store is still healthy: it takes more changes, without warnings.
        #expect(try s.add(["after the crashes"]).text == "after the crashes")
        let again = try s.run(["list", "--json"])
        #expect(again.status == 0)
        #expect(again.stderr == "")
        #expect(try s.items().count == items.count + 1)
    }
}
