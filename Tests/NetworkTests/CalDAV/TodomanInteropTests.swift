import Foundation
import Testing
import TodoKit
import TodoModel
import TodoNetwork
import TodoSync
import TodoTesting

/// `todo` and the CLI pair people use with CalDAV today, todoman over vdirsyncer (Debian's
/// packages), against one Radicale (issue 43, point 4): todos made here arrive in todoman; a todo
/// todoman marks done and one it makes important arrive here as changes from elsewhere; an edit
/// here arrives there with todoman's priority kept.
@Suite struct TodomanInteropTests {
    /// Runs `tool` with `arguments`; returns its exit status and standard output.
    static func run(
        _ tool: String, _ arguments: [String], environment: [String: String], input: String = ""
    ) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    struct Task: Decodable {
        var id: Int
        var summary: String
        var completed: Bool
        var priority: Int
    }

    @Test func todomanAndTodoSeeEachOthersEdits() async throws {
        for tool in ["/usr/bin/todoman", "/usr/bin/vdirsyncer"] {
            try #require(
                FileManager.default.isExecutableFile(atPath: tool), "\(tool) is missing: make deps installs it")
        }
        let server = try await CalDAVServerProcess(.radicale)
        let client = HTTPClient()
        defer { client.shutdown() }
        let device = try CalDAVSyncTests.device(server, client: client)
        let root = FileManager.default.temporaryDirectory.path + "/todo-todoman-" + UUID().uuidString
        defer {
            try? FileManager.default.removeItem(atPath: device.home)
            try? FileManager.default.removeItem(atPath: root)
        }
        let plants = try device.manager.add(ItemDraft(text: "Water the plants"))
        let bank = try device.manager.add(ItemDraft(text: "Call the bank"))
        #expect(try await device.sync().outcome == .synced)

        // vdirsyncer copies the task list to a folder that todoman reads and writes.
        try FileManager.default.createDirectory(atPath: root + "/config/todoman", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/local", withIntermediateDirectories: true)
        let vdirsyncer = """
            [general]
            status_path = "\(root)/status/"

            [pair tasks]
            a = "tasks_local"
            b = "tasks_remote"
            collections = ["from b"]

            [storage tasks_local]
            type = "filesystem"
            path = "\(root)/local/"
            fileext = ".ics"

            [storage tasks_remote]
            type = "caldav"
            url = "\(server.baseURL)/"
            username = "\(CalDAVServerProcess.username)"
            password = "\(CalDAVServerProcess.password)"

            """
        try vdirsyncer.write(toFile: root + "/vdirsyncer.conf", atomically: true, encoding: .utf8)
        try "path = \"\(root)/local/*\"\ndate_format = \"%Y-%m-%d\"\ntime_format = \"%H:%M\"\n"
            .write(toFile: root + "/config/todoman/config.py", atomically: true, encoding: .utf8)
        let environment = ["XDG_CONFIG_HOME": root + "/config", "XDG_CACHE_HOME": root + "/cache"]
        func vdirsyncerRun(_ arguments: [String], input: String = "") throws {
            let result = try Self.run(
                "/usr/bin/vdirsyncer", ["-c", root + "/vdirsyncer.conf"] + arguments, environment: environment,
                input: input)
            #expect(result.status == 0, "vdirsyncer \(arguments)")
        }
        func todoman(_ arguments: [String]) throws -> String {
            let result = try Self.run("/usr/bin/todoman", arguments, environment: environment)
            #expect(result.status == 0, "todoman \(arguments)")
            return result.output
        }
        func tasks() throws -> [Task] {
            try JSONDecoder().decode(
                [Task].self, from: Data(try todoman(["--porcelain", "list", "--status", "ANY"]).utf8))
        }
        try vdirsyncerRun(["discover"], input: "y\n")
        try vdirsyncerRun(["sync"])
        var seen = try tasks()
        #expect(Set(seen.map(\.summary)) == ["Water the plants", "Call the bank"])

        // In todoman: one done, one made important; they arrive here, as another client's changes.
        let plantsThere = try #require(seen.first { $0.summary == "Water the plants" })
        let bankThere = try #require(seen.first { $0.summary == "Call the bank" })
        _ = try todoman(["done", String(plantsThere.id)])
        _ = try todoman(["edit", String(bankThere.id), "--priority", "high"])
        try vdirsyncerRun(["sync"])
        let report = try await device.sync()
        #expect(report.outcome == .synced)
        let items = try device.items
        let plantsHere = try #require(items.first { $0.id == plants.id })
        let bankHere = try #require(items.first { $0.id == bank.id })
        #expect(plantsHere.done)
        #expect(bankHere.importance == .important)
        #expect(plantsHere.lastUpdatedBy == CalDAVSyncServer.otherClient)
        #expect(Set(report.incoming.map(\.id)) == [plants.id, bank.id])

        // Edited here: todoman sees the new text with its own priority kept.
        var rename = ItemEdit()
        rename.text = "Call the bank before noon"
        try device.manager.edit(bank.id, rename)
        #expect(try await device.sync().outcome == .synced)
        try vdirsyncerRun(["sync"])
        seen = try tasks()
        let renamed = try #require(seen.first { $0.summary == "Call the bank before noon" })
        #expect((1...4).contains(renamed.priority))
        #expect(seen.first { $0.summary == "Water the plants" }?.completed == true)
    }
}
