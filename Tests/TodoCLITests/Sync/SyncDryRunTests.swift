import Foundation
import Testing
import TodoKit
import TodoMockServer
import TodoModel
import TodoTesting

#if canImport(Glibc)
import Glibc
#endif

/// Issue 34, points 4 and 5 through the binary and the mock: `todo sync --dry-run` reads only and
/// says what a sync would do; `todo sync -v` says, one todo a line, what came from elsewhere.
@Suite struct SyncDryRunTests {
    /// Every file under `directory` (subdirectories included) and its bytes, by relative path.
    static func tree(_ directory: String) -> [String: Data] {
        var out: [String: Data] = [:]
        let manager = FileManager.default
        guard let walker = manager.enumerator(atPath: directory) else { return out }
        while let name = walker.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = directory + "/" + name
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            out[name] = isDirectory.boolValue ? Data() : manager.contents(atPath: path) ?? Data()
        }
        return out
    }

    /// Three todos synced from "the phone"; then here a new todo queued, and there one edited
    /// (`hostile` as its text), one deleted and one added.
    static func diverged(_ backend: MockBackend, hostile: String = "oat milk") async throws -> SyncClient {
        for index in 1...3 { try backend.add(phoneItem("phone-\(index)", text: "todo \(index)")) }
        let client = try SyncClient(server: backend.baseURL)
        try await client.ok(["sync"])
        try #require(try await client.items().count == 3)
        try await client.ok(["add", "mine", "--offline"])
        try backend.edit(phoneItem("phone-1", text: hostile, changedAt: Clock.now + 60))
        try backend.delete("phone-2")
        try backend.add(phoneItem("phone-4", text: "from the phone"))
        return client
    }

    @Test func dryRunSendsOnlyGETsLeavesTheStoreByteIdenticalAndSaysWhatTheSyncThenDoes() async throws {
        try await MockBackend.with { backend in
            let client = try await Self.diverged(backend)
            let home = client.sandbox.home
            let before = Self.tree(home)
            let (total, gets) = (backend.count(), backend.count("GET"))

            let json = try await client.ok(["sync", "--dry-run", "--json"])
            let text = try await client.ok(["sync", "--dry-run"])

            #expect(Self.tree(home) == before, "the store changed")
            #expect(backend.count() - total == backend.count("GET") - gets, "a request other than GET")
            #expect(backend.count("GET") - gets == 2)

            let plan = try JSONValue.parse(json.stdout)
            #expect(plan["dry_run"] == .bool(true))
            #expect(plan["outcome"] == .string("plan"))
            #expect(plan["push"]?.array?.map { $0["text"] } == [.string("mine")])
            #expect(plan["push"]?.array?.map { $0["op"] } == [.string("create")])
            let take = plan["take"]?.array ?? []
            #expect(Set(take.compactMap { $0["id"]?.string }) == ["phone-1", "phone-4"])
            #expect(plan["delete_here"]?.array?.map { $0["id"] } == [.string("phone-2")])
            #expect(plan["conflicts"]?.array?.isEmpty == true)
            #expect(plan["deletion_guard"]?["blocks"] == .bool(false))

            #expect(text.stdout.hasPrefix("dry run: nothing was sent or changed"), "\(text)")
            #expect(text.stdout.contains("would push 1 change:\n  new        mine\n"), "\(text)")
            #expect(text.stdout.contains("would take 2 versions from the server:"), "\(text)")
            #expect(text.stdout.contains("  updated by phone: oat milk\n"), "\(text)")
            #expect(text.stdout.contains("  created by phone: from the phone\n"), "\(text)")
            #expect(
                text.stdout.contains("would delete 1 todo here (deleted elsewhere):\n  deleted elsewhere: todo 2\n"))

            // The sync then does just that, and says so per todo.
            let (result, report) = try await client.syncReport()
            #expect(result.status == 0, "\(result)")
            let incoming = report?["incoming"]?.array ?? []
            #expect(
                Set(incoming.compactMap { $0["id"]?.string })
                    == Set((take + (plan["delete_here"]?.array ?? [])).compactMap { $0["id"]?.string }))
            #expect(incoming.first { $0["id"] == .string("phone-2") }?["change"] == .string("deleted"))
            #expect(incoming.first { $0["id"] == .string("phone-1") }?["change"] == .string("updated"))
            #expect(incoming.first { $0["id"] == .string("phone-1") }?["device"] == .string("phone"))
            #expect(Set(try backend.items().map(\.text)) == ["oat milk", "todo 3", "from the phone", "mine"])

            // In sync now: nothing to do.
            let after = try await client.ok(["sync", "--dry-run"])
            #expect(after.stdout.contains("a sync would change nothing"), "\(after)")
        }
    }

    @Test func dryRunSaysTheGuardWouldStopAMassDeletionAndExitsZero() async throws {
        try await MockBackend.with { backend in
            for index in 1...12 { try backend.add(phoneItem("phone-\(index)", text: "todo \(index)")) }
            let client = try SyncClient(server: backend.baseURL)
            try await client.ok(["sync"])
            for index in 1...11 { try backend.delete("phone-\(index)") }
            let before = Self.tree(client.sandbox.home)
            let json = try await client.ok(["sync", "--dry-run", "--json"])
            let plan = try JSONValue.parse(json.stdout)
            #expect(plan["outcome"] == .string("deletion_guard"), "\(json)")
            #expect(plan["deletion_guard"]?["blocks"] == .bool(true))
            #expect(plan["deletion_guard"]?["deletions"] == .int(11))
            #expect(plan["deletion_guard"]?["total"] == .int(12))
            let text = try await client.ok(["sync", "--dry-run"])
            #expect(text.stdout.contains("the mass-deletion guard would stop this sync: it would delete 11 of 12"))
            // Allowed, it would go through.
            let allowed = try JSONValue.parse(
                try await client.ok(["sync", "--dry-run", "--json", "--allow-deletions"]).stdout)
            #expect(allowed["deletion_guard"]?["blocks"] == .bool(false))
            #expect(Self.tree(client.sandbox.home) == before)
            // The sync itself stops there.
            let (result, report) = try await client.syncReport()
            #expect(result.status == 1)
            #expect(report?["outcome"] == .string("deletion_guard"))
        }
    }

    @Test func dryRunOfAnUnreachableServerKeepsTheExitCodeAndTheStore() async throws {
        let s = try Sandbox()
        try s.add(["milk"])
        let before = Self.tree(s.home)
        let env = ["TODO_SERVER": "http://127.0.0.1:1", "TODO_TOKEN": "x"]
        let result = try s.run(["sync", "--dry-run"], env: env)
        #expect(result.status == 69, "\(result)")
        #expect(result.stderr.contains("dry run: the server's list could not be read"), "\(result)")
        let json = try s.run(["sync", "--dry-run", "--json"], env: env)
        #expect(json.status == 69, "\(json)")
        #expect(try JSONValue.parse(json.stdout)["outcome"] == .string("gave_up"))
        #expect(Self.tree(s.home) == before)
        // With --recover it is a usage error; local-only, too.
        #expect(try s.run(["sync", "--dry-run", "--recover"], env: env).status == 64)
        #expect(try s.run(["sync", "--dry-run"]).status == 64)
    }

    @Test func syncVerbosePrintsOneEscapedLinePerTodoFromElsewhere() async throws {
        try await MockBackend.with { backend in
            let client = try await Self.diverged(backend, hostile: "evil \u{1B}[2J\u{1B}]52;c;QUFB\u{07} text")
            let result = try await client.run(["sync", "-v"])
            #expect(result.status == 0, "\(result)")
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(lines.contains("updated by phone: evil \\x1b[2J\\x1b]52;c;QUFB\\x07 text"), "\(result)")
            #expect(lines.contains("created by phone: from the phone"), "\(result)")
            #expect(lines.contains("deleted elsewhere: todo 2"), "\(result)")
            #expect(!result.stdout.contains("\u{1B}"), "a raw escape reached the terminal")
            // Without -v: the one-line report only.
            try backend.edit(phoneItem("phone-3", text: "quiet", changedAt: Clock.now + 90))
            let quiet = try await client.run(["sync"])
            #expect(!quiet.stdout.contains("updated by"), "\(quiet)")
        }
    }

    /// `todo watch` (here with -v, as on a terminal) prints a line per todo that came from
    /// elsewhere after its attempt's line; `watch --json` carries them as `incoming`.
    @Test func watchSaysWhatCameFromElsewhere() async throws {
        try await MockBackend.with { backend in
            try backend.add(phoneItem("phone-1", text: "todo 1"))
            let client = try SyncClient(server: backend.baseURL)
            client.now = nil
            try await client.ok(["sync"])
            for json in [false, true] {
                let watch = try client.start(["watch", "--interval", "0.1"] + (json ? ["--json"] : ["-v"]))
                let text = json ? "json \u{1B}[2J" : "text \u{1B}[2J"
                try backend.edit(phoneItem("phone-1", text: text, changedAt: Clock.now + (json ? 120 : 60)))
                let pulled = await eventually(every: .milliseconds(50)) {
                    (try? await client.items().first?.text) == text
                }
                #expect(pulled)
                // One more attempt, so the line of the one that pulled it is written.
                try await Task.sleep(for: .milliseconds(300))
                kill(watch.pid, SIGINT)
                let result = await watch.finished(limit: 30)
                #expect(!result.stdout.contains("\u{1B}"), "a raw escape reached the terminal")
                if json {
                    let objects = result.lines.compactMap { try? JSONValue.parse($0) }
                    let incoming = objects.compactMap { $0["incoming"]?.array }.flatMap { $0 }
                    #expect(incoming.count == 1, "\(result)")
                    #expect(incoming.first?["change"] == .string("updated"))
                    #expect(incoming.first?["text"] == .string(text))
                    #expect(incoming.first?["device"] == .string("phone"))
                } else {
                    #expect(result.lines.contains("  updated by phone: text \\x1b[2J"), "\(result)")
                }
            }
        }
    }

    /// The store's lock is let go of before the request: while the dry run's `GET` hangs, `todo add`
    /// (with a lock timeout far shorter than the hang) goes through; the dry run then times out and
    /// exits as a sync would (69).
    @Test func dryRunHoldsNoLockWhileItsRequestIsInFlight() async throws {
        try await MockBackend.with { backend in
            try backend.add(phoneItem("phone-1", text: "todo 1"))
            let client = try SyncClient(server: backend.baseURL)
            try await client.ok(["sync"])
            try backend.server.inject(.hang, count: 1)
            let dryRun = try client.start(["sync", "--dry-run"], env: ["TODO_TIMEOUT": "3"])
            let inFlight = await eventually(every: .milliseconds(20)) { backend.server.stats.hanging == 1 }
            try #require(inFlight)
            let add = try await client.run(["add", "meanwhile", "--offline"], env: ["TODO_LOCK_TIMEOUT": "0.5"])
            #expect(add.status == 0, "\(add)")
            let result = await dryRun.finished(limit: 30)
            #expect(result.status == 69, "\(result)")
            #expect(result.stderr.contains("dry run: the server's list could not be read"), "\(result)")
            #expect(try await client.items().map(\.text).contains("meanwhile"))
        }
    }
}
