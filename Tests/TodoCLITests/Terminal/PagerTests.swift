import Foundation
import Testing
import TodoKit
import TodoModel
import TodoTesting
import TodoValues

/// Lists taller than the terminal go through the pager (issue 35, point 5): `$TODO_PAGER`, then
/// `$PAGER`, then `less -FRX`; never off a terminal, never with `--no-pager`; the pager's failure
/// keeps the exit code and prints no junk. The terminal here is ``TerminalSession``'s, 24 rows.
@Suite struct PagerTests {
    /// A sandbox with `count` todos (imported: one process), and a pager script that records
    /// what it read into `paged.txt`.
    static func sandbox(count: Int) throws -> (Sandbox, pager: String, record: String) {
        let s = try Sandbox()
        let items = (0..<count).map { n in
            TodoItem.fixture(TodoItem.numberedID(n), text: "todo number \(n)", createdAt: Clock.now - 1000 + Int64(n))
        }
        try s.ok(["import", try s.write("many.json", WireJSON.string(items))])
        let record = s.root + "/paged.txt"
        let script = try s.write("pager.sh", "#!/bin/sh\ncat > \"$1\"\necho PAGER-DONE\n")
        return (s, "sh \(script) \(record)", record)
    }

    @Test("a list taller than the terminal goes to TODO_PAGER, which gets all of it")
    func paged() throws {
        let (s, pager, record) = try Self.sandbox(count: 40)
        let session = try TerminalSession(["list"], env: s.environment(["TODO_PAGER": pager, "PAGER": "false"]))
        #expect(try session.finish() == 0, "\(session.output)")
        #expect(session.output.contains("PAGER-DONE"), "\(session.output)")
        #expect(!session.output.contains("todo number 39"), "\(session.output)")
        let paged = try String(contentsOfFile: record, encoding: .utf8)
        #expect(paged.contains("todo number 0") && paged.contains("todo number 39"), "\(paged)")
    }

    @Test("the store is not locked while the pager waits on a person: a change from inside it succeeds")
    func noLockWhilePaging() throws {
        let (s, _, record) = try Self.sandbox(count: 40)
        let binary = try TodoBinary.require()
        let script = try s.write(
            "changing-pager.sh",
            "#!/bin/sh\ncat > \"$1\"\n'\(binary)' add 'added while paging' > /dev/null; echo \"add: $?\"\n")
        let session = try TerminalSession(
            ["list"], env: s.environment(["TODO_PAGER": "sh \(script) \(record)", "TODO_LOCK_TIMEOUT": "1"]))
        #expect(try session.finish() == 0, "\(session.output)")
        #expect(session.output.contains("add: 0"), "\(session.output)")
        #expect(try s.items(["added", "while"]).count == 1)
    }

    @Test("PAGER when TODO_PAGER is unset")
    func pagerVariable() throws {
        let (s, pager, record) = try Self.sandbox(count: 40)
        let session = try TerminalSession(["list"], env: s.environment(["PAGER": pager]))
        #expect(try session.finish() == 0, "\(session.output)")
        #expect(try String(contentsOfFile: record, encoding: .utf8).contains("todo number 39"))
    }

    @Test("no pager: with --no-pager, for a short list, with --json, or through a pipe")
    func notPaged() throws {
        let (s, pager, record) = try Self.sandbox(count: 40)
        let env = s.environment(["TODO_PAGER": pager])
        for args in [
            ["list", "--no-pager"], ["--no-pager", "list"], ["list", "--json"], ["list", "todo", "number", "1"],
        ] {
            let session = try TerminalSession(args, env: env)
            #expect(try session.finish() == 0, "\(args): \(session.output)")
            #expect(session.output.contains("todo number 1"), "\(args): \(session.output)")
            #expect(!FileManager.default.fileExists(atPath: record), "\(args)")
        }
        let piped = try s.ok(["list"], env: ["TODO_PAGER": pager])
        #expect(piped.stdout.contains("todo number 39"))
        #expect(!FileManager.default.fileExists(atPath: record))
    }

    @Test(
        "a pager that is missing, fails or quits early: exit 0 and no junk",
        arguments: ["no-such-pager -R", "true", "sh -c 'exit 3'", "head -c 5"])
    func failingPager(_ command: String) throws {
        let (s, _, _) = try Self.sandbox(count: 40)
        let session = try TerminalSession(["list"], env: s.environment(["TODO_PAGER": command]))
        #expect(try session.finish() == 0, "\(session.output)")
        #expect(!session.output.contains("todo:"), "\(session.output)")
        #expect(!session.output.contains("not found"), "\(session.output)")
        if command.hasPrefix("no-such") {
            // Not there: the list is written directly.
            #expect(session.output.contains("todo number 39"), "\(session.output)")
        }
    }
}
