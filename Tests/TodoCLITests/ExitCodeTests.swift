import Foundation
import Testing
import TodoKit
import TodoModel
import TodoTesting

/// Usage errors (64) and invalid imports (65), and ids given by prefix.
@Suite struct ExitCodeTests {
    @Test(arguments: [
        ["add", "x", "--importance", "urgent"],
        ["add", "x", "--due", "2025-13-01"],
        ["add", "x", "--due", "2025-02-30"],
        ["add", "x", "--due", "next week"],
        ["add", "x", "--due", "+3x"],
        ["add", "x", "--color", "red"],
        ["add", "x", "--color", "#12345"],
        ["add", "x", "--color", "#GGGGGG"],
        ["add", "x", "--bogus-flag"],
        ["list", "--sort", "random"],
        ["list", "--done", "--pending"],
    ])
    func badValuesAreUsageErrors(args: [String]) throws {
        let s = try Sandbox()
        let result = try s.run(args)
        #expect(result.status == 64, "\(result)")
        #expect(result.stdout == "")
        #expect(!result.stderr.isEmpty)
        #expect(try s.items().isEmpty)
    }

    @Test(arguments: [
        ["--importance", "urgent"],
        ["--due", "2025-13-1"],
        ["--due", "someday"],
        ["--color", "#1234567"],
        ["--color", "blue"],
    ])
    func badEditValuesAreUsageErrorsAndChangeNothing(args: [String]) throws {
        let s = try Sandbox()
        let item = try s.add(["keep me", "--due", "tomorrow", "--color", "#111111"])
        let result = try s.run(["edit", item.id] + args)
        #expect(result.status == 64, "\(result)")
        #expect(result.stdout == "")
        #expect(try s.items() == [item])
    }

    @Test func unknownIDIsAUsageError() throws {
        let s = try Sandbox()
        let item = try s.add(["only"])
        for command in [["show"], ["done"], ["undone"], ["rm"], ["edit", "--text", "x"]] {
            let args = [command[0], "zzzz"] + command.dropFirst()
            let result = try s.run(args)
            #expect(result.status == 64, "\(args): \(result)")
            #expect(result.stderr == "todo: no todo has an id starting with 'zzzz'\n")
        }
        let empty = try s.run(["show", ""])
        #expect(empty.status == 64)
        #expect(try s.items() == [item])
    }

    @Test func ambiguousPrefixListsTheCandidates() throws {
        let s = try Sandbox()
        // Two ids sharing their first letter (a digit alone would be a short number).
        let clash = ["a1110000-0000-4000-8000-000000000001", "A2220000-0000-4000-8000-000000000002"].map {
            TodoItem.fixture($0, text: "todo \($0.prefix(2))", createdAt: Clock.now, by: "d")
        }
        let file = try s.write("clash.json", String(decoding: try JSONEncoder().encode(clash), as: UTF8.self))
        try s.ok(["import", file])
        let before = try s.exportJSON()
        for command in ["show", "done", "rm"] {
            let result = try s.run([command, "a"])
            #expect(result.status == 64, "\(command): \(result)")
            #expect(result.stdout == "")
            #expect(result.errorLines.count == 1)
            #expect(result.stderr.contains("ambiguous"))
            // Each candidate with the prefix that tells it apart (at least four characters).
            for candidate in clash {
                #expect(result.stderr.contains(String(candidate.id.prefix(4))), "\(result.stderr)")
            }
        }
        #expect(try s.exportJSON() == before)
    }

    @Test func anyUniquePrefixWorksInAnyCase() throws {
        let s = try Sandbox()
        // Ids as todo makes them (uppercase UUIDs), imported in one go to keep the test quick.
        let made = (0..<10).map { n in
            TodoItem.fixture(UUID().uuidString, text: "todo \(n)", createdAt: Clock.now, by: "d")
        }
        let file = try s.write("ids.json", String(decoding: try JSONEncoder().encode(made), as: UTF8.self))
        try s.ok(["import", file])
        let items = try s.items()
        #expect(items == made)
        let ids = items.map(\.id)
        for (index, item) in items.enumerated() {
            // The shortest prefix no other id shares, in lower case for some and upper case for others.
            // A word of up to five digits is a short number, not a prefix: longer then.
            var length = 1
            while ids.contains(where: { $0 != item.id && $0.hasPrefix(item.id.prefix(length)) })
                || ShortNumber.parse(item.id.prefix(length)) != nil
            {
                length += 1
            }
            let shortest = String(item.id.prefix(length))
            let typed = index.isMultiple(of: 2) ? shortest.lowercased() : shortest.uppercased()
            #expect(try s.element(["show", typed]).id == item.id, "\(typed) of \(ids)")
        }
        let first = items[0]
        #expect(try s.element(["show", first.id.lowercased()]) == first)
        #expect(try s.element(["done", String(first.id.prefix(10)).lowercased()]).done == true)
        #expect(try s.element(["edit", String(first.id.prefix(8)), "--text", "renamed"]).text == "renamed")
        #expect(try s.element(["undone", first.id.lowercased()]).done == false)
        #expect(try s.ok(["rm", String(first.id.prefix(8)).lowercased()]).stdout.hasPrefix("Removed"))
        #expect(try s.items().map(\.id) == Array(ids.dropFirst()))
    }

    /// An invalid file and the record the error must name (0: none in particular).
    struct BadImport: Sendable, CustomTestStringConvertible {
        var name: String
        var contents: String
        var record: Int

        var testDescription: String { name }
    }

    static let element = """
        {"id": "ok-1", "text": "fine", "importance": "basic", "done": false, \
        "created_at": 1700000000, "changed_at": 1700000000, "last_updated_by": "d"}
        """

    static let badImports: [BadImport] = [
        BadImport(
            name: "bad importance in record 2",
            contents: "[\(element), {\"id\": \"b\", \"text\": \"x\", \"importance\": \"urgent\", \"done\": false, "
                + "\"created_at\": 1, \"changed_at\": 1, \"last_updated_by\": \"d\"}]",
            record: 2),
        BadImport(
            name: "missing id in record 3",
            contents: "[\(element), \(element.replacingOccurrences(of: "ok-1", with: "ok-2")), "
                + "{\"text\": \"x\", \"importance\": \"low\", \"done\": false, \"created_at\": 1, "
                + "\"changed_at\": 1, \"last_updated_by\": \"d\"}]",
            record: 3),
        BadImport(
            name: "bad color in record 1",
            contents: "[\(element.replacingOccurrences(of: "\"done\"", with: "\"color\": \"red\", \"done\""))]",
            record: 1),
        BadImport(name: "duplicate id in record 2", contents: "[\(element), \(element)]", record: 2),
        BadImport(name: "truncated JSON", contents: "[\(element), {\"id\": ", record: 0),
        BadImport(
            name: "CSV with a bad done value in record 2",
            contents: "text,done\nfine,false\nbroken,maybe\nlater,true\n", record: 2),
        BadImport(
            name: "CSV with too few fields in record 1",
            contents: "id,text,importance\nabc,only two\n", record: 1),
        BadImport(name: "CSV with an unknown column", contents: "text,priority\nx,1\n", record: 0),
    ]

    @Test(arguments: badImports)
    func invalidImportChangesNothing(bad: BadImport) throws {
        let s = try Sandbox()
        try s.add(["existing", "--due", "tomorrow"])
        let before = try s.exportJSON()
        let file = try s.write("bad-import", bad.contents)
        let result = try s.run(["import", file])
        #expect(result.status == 65, "\(result)")
        #expect(result.stdout == "")
        #expect(result.errorLines.count == 1)
        #expect(result.stderr.contains(file))
        if bad.record > 0 {
            #expect(result.stderr.contains("record \(bad.record):"), "\(result.stderr)")
        }
        #expect(try s.exportJSON() == before)
    }

    @Test func missingImportFileIsNoInput() throws {
        let s = try Sandbox()
        let result = try s.run(["import", s.root + "/no-such-file.json"])
        #expect(result.status == 66)  // EX_NOINPUT (issue 12)
        #expect(result.stderr.contains("no-such-file.json"))
        #expect(try s.items().isEmpty)
    }
}
