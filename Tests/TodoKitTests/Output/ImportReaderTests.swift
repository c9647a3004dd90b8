import Foundation
import Testing
import TodoModel
import TodoSync
import TodoTesting
import TodoValues

@testable import TodoKit
@testable import TodoText

/// Issue 12, point 6: an import streams. The reader gets the file in chunks, so every input must
/// read the same cut anywhere (items, or the same one-line refusal), agree with `JSONDecoder`, and
/// hold one record at a time however long the file.
@Suite(.serialized) struct ImportReaderTests {
    static func manager() throws -> (DataManager, String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("todo-import-\(UUID())").path
        var settings = Settings(home: directory)
        settings.fixedNow = 1_741_600_000
        return (try DataManager(settings: settings), directory)
    }

    /// The reader's answer to `bytes` given in chunks of `size` (0: whole), as items or the message.
    static func read(_ manager: DataManager, _ bytes: [UInt8], chunk size: Int) -> Result<[TodoItem], TodoError> {
        var offset = 0
        do {
            let reader = try manager.parseImport(source: "in.file") { () throws(TodoError) -> [UInt8] in
                let end = size == 0 ? bytes.count : min(bytes.count, offset + size)
                defer { offset = end }
                return Array(bytes[offset..<end])
            }
            return .success(reader.items)
        } catch {
            return .failure(error)
        }
    }

    /// Items as CSV gives them back: ids and authors kept, so two readings compare equal.
    static func same(_ a: Result<[TodoItem], TodoError>, _ b: Result<[TodoItem], TodoError>) -> Bool {
        switch (a, b) {
        case (.success(let x), .success(let y)): return x == y
        case (.failure(let x), .failure(let y)): return x.message == y.message && x.exitCode == y.exitCode
        default: return false
        }
    }

    static let element =
        #"{"changed_at":2,"created_at":1,"done":false,"id":"ID","importance":"basic","#
        + #""last_updated_by":"d","text":"TEXT"}"#

    /// Inputs whose records straddle any cut: quoted CSV fields with commas, quotes and line breaks,
    /// CRLF, a byte-order mark, blank lines, nested unknown JSON values, escapes; and broken ones.
    static let inputs: [(String, [UInt8])] = {
        func json(_ parts: [String]) -> [UInt8] { Array(("[\n" + parts.joined(separator: ",\n") + "\n]\n").utf8) }
        func el(_ id: String, _ text: String) -> String {
            element.replacingOccurrences(of: "ID", with: id).replacingOccurrences(of: "TEXT", with: text)
        }
        let csv =
            "id,text,done,deadline\r\na1,\"one, \"\"two\"\"\nthree\",yes,2026-12-01\r\n\r\na2,plain,no,\n\"a3\",é😀,0,5\n"
        return [
            ("json", json([el("j1", "a \\\"quoted\\\" ] } , text"), el("j2", "é😀\\u202e"), el("j3", "")])),
            (
                "json with an unknown nested value",
                json([el("j1", "x").replacingOccurrences(of: "{", with: #"{"x":[[{"y":"]"}]],"#)])
            ),
            ("an empty array", Array(" [ ] ".utf8)),
            ("json with a byte-order mark", [0xEF, 0xBB, 0xBF] + json([el("j1", "bom")])),
            ("csv", Array(csv.utf8)),
            ("csv with a byte-order mark", [0xEF, 0xBB, 0xBF] + Array(csv.utf8)),
            ("a trailing comma", Array("[\(el("j1", "x")),]".utf8)),
            ("two commas", Array("[\(el("j1", "x")),,\(el("j2", "y"))]".utf8)),
            ("no closing bracket", Array("[\(el("j1", "x")),\n\(el("j2", "y"))".utf8)),
            ("data after the array", Array("[\(el("j1", "x"))] x".utf8)),
            (
                "a wrong type on line 3",
                json([el("j1", "x"), el("j2", "y").replacingOccurrences(of: "false", with: "1")])
            ),
            ("a duplicate id", json([el("j1", "x"), el("j1", "y")])),
            ("broken json", Array("[\(el("j1", "x")),\n{\"id\":]".utf8)),
            (
                "invalid UTF-8 in the second record",
                json([el("j1", "x"), el("j2", "y")]).enumerated().map { $0.offset == 150 ? 0xFF : $0.element }
            ),
            ("an unterminated CSV quote", Array("text\n\"open\nstill open\n".utf8)),
            ("a CSV row of the wrong width", Array("text,done\nx\n".utf8)),
            ("too deep", Array(("[" + String(repeating: "[", count: 80) + String(repeating: "]", count: 81)).utf8)),
            ("a missing comma", Array("[\(el("j1", "x"))\n\(el("j2", "y"))]".utf8)),
            (
                "a stray quote in an id",
                json([el("j1", "x").replacingOccurrences(of: #""id":"j1""#, with: #""id":"j1,"#), el("j2", "y")])
            ),
            ("a partial byte-order mark", [0xEF] + Array("[]".utf8)),
            ("a CSV quote before a combining mark", Array("id,text\nc1,\"\u{301}a\nb\"\n".utf8)),
        ]
    }()

    @Test("every input reads the same whole and cut into chunks of 1 to 9 bytes, 64 and 4096")
    func chunkedReadsAsWhole() throws {
        let (manager, directory) = try Self.manager()
        defer {
            manager.close()
            try? FileManager.default.removeItem(atPath: directory)
        }
        for (name, bytes) in Self.inputs {
            let whole = Self.read(manager, bytes, chunk: 0)
            for size in Array(1...9) + [64, 4096] {
                let chunked = Self.read(manager, bytes, chunk: size)
                #expect(Self.same(whole, chunked), "\(name), chunks of \(size): \(whole) vs \(chunked)")
            }
        }
    }

    @Test("valid inputs give their todos; broken ones one line naming the record")
    func answers() throws {
        let (manager, directory) = try Self.manager()
        defer {
            manager.close()
            try? FileManager.default.removeItem(atPath: directory)
        }
        func answer(_ name: String) -> Result<[TodoItem], TodoError> {
            Self.read(manager, Self.inputs.first { $0.0 == name }!.1, chunk: 3)
        }
        #expect(try answer("json").get().map(\.text) == [#"a "quoted" ] } , text"#, "é😀\u{202e}", ""])
        #expect(try answer("json with an unknown nested value").get().map(\.id) == ["j1"])
        #expect(try answer("an empty array").get().isEmpty)
        #expect(try answer("json with a byte-order mark").get().map(\.text) == ["bom"])
        let csv = try answer("csv").get()
        #expect(csv.map(\.id) == ["a1", "a2", "a3"])
        #expect(csv.map(\.text) == ["one, \"two\"\nthree", "plain", "é😀"])
        #expect(csv.map(\.done) == [true, false, false])
        #expect(try answer("csv with a byte-order mark").get() == csv)
        let refusals: [(String, [String])] = [
            ("a trailing comma", ["record 2"]),
            ("two commas", ["record 2"]),
            ("no closing bracket", ["record 3", "line 2"]),
            ("data after the array", ["record 2"]),
            ("a wrong type on line 3", ["record 2", "done"]),
            ("a duplicate id", ["record 2", "j1"]),
            ("broken json", ["record 2", "line 2"]),
            ("invalid UTF-8 in the second record", ["line 3", "UTF-8"]),
            ("an unterminated CSV quote", ["in.file"]),
            ("a CSV row of the wrong width", ["record 1"]),
            ("too deep", ["record 1"]),
            ("a missing comma", ["record 2", "line 2"]),
            ("a stray quote in an id", ["record 1", "line 2"]),
            ("a partial byte-order mark", ["line 1", "UTF-8"]),
        ]
        // The quote opens a quoted field (scalar by scalar, as the row splitter reads bytes): one todo.
        #expect(try answer("a CSV quote before a combining mark").get().map(\.text) == ["\u{301}a\nb"])
        for (name, words) in refusals {
            switch answer(name) {
            case .success(let items): Issue.record("\(name): read as \(items.count) todos")
            case .failure(let error):
                #expect(error.exitCode == 65, "\(name)")
                #expect(!error.message.contains("\n"), "\(name): \(error.message)")
                for word in words { #expect(error.message.contains(word), "\(name) says \(word): \(error.message)") }
            }
        }
    }

    @Test(
        "the reader agrees with JSONDecoder: what it reads, JSONDecoder reads alike; what JSONDecoder refuses, it refuses"
    )
    func agreesWithJSONDecoder() throws {
        let (manager, directory) = try Self.manager()
        defer {
            manager.close()
            try? FileManager.default.removeItem(atPath: directory)
        }
        var rng = SeededRandomNumberGenerator(seed: DecoderFuzzTests.seed &+ 7)
        var compared = 0
        for bytes in DecoderFuzzTests.inputs() {
            // The reader refuses bytes that are not UTF-8 anywhere; JSONDecoder skips them in unknown values.
            guard String(validating: bytes, as: UTF8.self) != nil else { continue }
            // Blank input, or any other first byte than `[`, is read as CSV.
            guard bytes.first(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }) == UInt8(ascii: "[") else { continue }
            compared += 1
            let reference = try? JSONDecoder().decode([TodoItem].self, from: Data(bytes))
            let mine = Self.read(manager, bytes, chunk: Int.random(in: 1...64, using: &rng))
            switch mine {
            case .success(let items):
                #expect(reference == items, "seed \(DecoderFuzzTests.seed): \(String(decoding: bytes, as: UTF8.self))")
            case .failure(let error):
                #expect(error.exitCode == 65)
                if reference == nil { continue }
                // JSONDecoder read it: the reader may refuse only on its own checks of the todos.
                #expect(
                    ["id", "created_at", "changed_at", "deadline"].contains { error.message.contains($0) },
                    "\(error.message): \(String(decoding: bytes, as: UTF8.self))")
            }
        }
        #expect(compared > DecoderFuzzTests.iterations / 2)
    }

    @Test("a long file is read one record at a time: 50,000 todos (200,000 in make soak) from chunks made as asked")
    func holdsOneRecordAtATime() throws {
        let (manager, directory) = try Self.manager()
        defer {
            manager.close()
            try? FileManager.default.removeItem(atPath: directory)
        }
        let count = TestScale.count(50_000, soak: 200_000)
        var next = 0
        var given = 0
        let reader = try manager.parseImport(source: "long.json") { () throws(TodoError) -> [UInt8] in
            // About 64 KiB per chunk, cut mid-record; the file (some 7.5 MB, or 30) never exists whole.
            guard next <= count else { return [] }
            var chunk: [UInt8] = next == 0 ? [UInt8(ascii: "[")] : []
            while chunk.count < 65_536 && next < count {
                let text = Self.element.replacingOccurrences(of: "ID", with: "id-\(next)")
                    .replacingOccurrences(of: "TEXT", with: "todo number \(next)")
                chunk += Array(((next == 0 ? "" : ",\n") + text).utf8)
                next += 1
            }
            if next == count {
                chunk += Array("]\n".utf8)
                next += 1
            }
            given += chunk.count
            return chunk
        }
        #expect(reader.items.count == count)
        #expect(reader.items.last?.text == "todo number \(count - 1)")
        #expect(given > count * 125)
        // The record buffer held one element (about 150 bytes), not the file.
        #expect(reader.largestRecord < 512, "largest record buffer \(reader.largestRecord) bytes")
    }

    @Test("a pipe is read as a file is (todo import /dev/stdin)")
    func importsFromAPipe() throws {
        let (manager, directory) = try Self.manager()
        defer {
            manager.close()
            try? FileManager.default.removeItem(atPath: directory)
        }
        let fifo = directory + "-fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        let text = Array("text\nfrom a pipe\nand another\n".utf8)
        let writer = Thread {
            let fd = open(fifo, O_WRONLY)
            _ = text.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }
        writer.start()
        let summary = try manager.importFile(fifo)
        #expect(summary.created == 2)
        #expect(try manager.list(ListQuery()).pending.map(\.text).sorted() == ["and another", "from a pipe"])
    }
}
