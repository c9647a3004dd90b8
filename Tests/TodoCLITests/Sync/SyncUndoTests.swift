import Foundation
import Testing
import TodoModel
import TodoSync
import TodoTesting

/// Issue 32 through the binary: two devices of one list on the mock server; a sync brings one
/// device the other's newer version of a todo its last command changed, and `todo undo` on it
/// never silently writes over that version.
@Suite struct SyncUndoTests {
    /// The store's files but the locks: what "nothing changed" compares.
    static func store(_ client: SyncClient) -> [String: Data] {
        Sandbox.files(in: client.sandbox.home).filter { !$0.key.hasSuffix("lock") }
    }

    /// The reproduction: the laptop edits A to B and syncs; the phone edits B to C and
    /// syncs; the laptop syncs (now C). Its undo refuses; `--force` writes A over C and logs C.
    @Test func undoingAnEditAfterAnotherDevicesEditRefusesThenForcedLogsIt() async throws {
        try await MockBackend.with { backend in
            let laptop = try SyncClient(server: backend.baseURL)
            let phone = try SyncClient(server: backend.baseURL)
            // Each change is synced explicitly: under load a command's quick push may time out.
            let a = try await laptop.element(["add", "A"])
            try await laptop.ok(["edit", a.id, "--text", "B"])
            try await laptop.ok(["sync"])
            try await phone.ok(["sync"])
            phone.now = Clock.now + 60
            let c = try await phone.element(["edit", a.id, "--text", "C"])
            try await phone.ok(["sync"])
            try await laptop.ok(["sync"])
            #expect(try await laptop.items() == [c])

            let files = Self.store(laptop)
            let revision = try backend.revision()
            let refused = try await laptop.run(["undo"])
            #expect(refused.status == 1, "\(refused)")
            #expect(refused.stdout.isEmpty)
            #expect(
                refused.stderr.hasPrefix("todo: \(a.id.prefix(8)) changed elsewhere since 'edit'; now: \"C\", "),
                "\(refused)")
            #expect(refused.stderr.contains("`todo undo --force`"), "\(refused)")
            #expect(Self.store(laptop) == files, "a refused undo writes nothing")
            #expect(try backend.revision() == revision)

            let json = try await laptop.run(["undo", "--json"])
            #expect(json.status == 1)
            let report = try JSONValue.parse(json.stdout)
            #expect(report["outcome"] == .string("refused"))
            #expect(report["command"] == .string("edit"))
            #expect(report["changed_elsewhere"]?.array?.first?["text"] == .string("C"))
            #expect(Self.store(laptop) == files)

            laptop.now = Clock.now + 120
            let forced = try await laptop.run(["undo", "--force"])
            #expect(forced.status == 0, "\(forced)")
            #expect(forced.stdout.hasPrefix("Undid 'edit': \(a.id.prefix(8)) \"A\""), "\(forced)")
            #expect(forced.stdout.contains("replaced \(a.id.prefix(8)), changed elsewhere"), "\(forced)")
            try await laptop.ok(["sync"])
            let items = try await laptop.items()
            #expect(items.map(\.text) == ["A"])
            #expect(try backend.items() == items, "the forced undo is sent like any change")
            let (raw, records) = try await laptop.conflicts()
            let record = try #require(records.last)
            #expect(records.count == 1, "\(raw)")
            #expect(record.kind == .undoOverrode)
            #expect(record.overridden == c)
            #expect(record.kept == items.first)
            #expect(raw.array?.first?["kind"] == .string("undo_overrode"))
            let shown = try await laptop.ok(["conflicts"])
            #expect(shown.stdout.contains("undone here over a version from elsewhere: local version kept"), "\(shown)")
            #expect(shown.stdout.contains("overridden: \"C\""), "\(shown)")
        }
    }

    /// The laptop removes A; the phone, not yet aware, edits it, and its resync keeps the edit
    /// (the deletion is undone there, logged). The laptop's sync brings A back; undoing its `rm`
    /// would write the old A over the phone's edit: refused, then forced and logged.
    @Test func undoingARemovalAfterAnotherDeviceKeptItsEditRefusesThenForcedLogsIt() async throws {
        try await MockBackend.with { backend in
            let laptop = try SyncClient(server: backend.baseURL)
            let phone = try SyncClient(server: backend.baseURL)
            let a = try await laptop.element(["add", "A"])
            let b = try await laptop.element(["add", "B"])
            try await laptop.ok(["sync"])
            try await phone.ok(["sync"])
            try await laptop.ok(["rm", "--yes", a.id, b.id])
            try await laptop.ok(["sync"])
            #expect(try backend.items().isEmpty)
            phone.now = Clock.now + 60
            try await phone.ok(["edit", a.id, "--text", "A from phone", "--offline"])
            try await phone.ok(["sync", "--allow-deletions"])
            try await laptop.ok(["sync"])
            let phones = try #require(try await laptop.items().first)
            #expect(phones.text == "A from phone")

            let files = Self.store(laptop)
            let refused = try await laptop.run(["undo"])
            #expect(refused.status == 1, "\(refused)")
            #expect(
                refused.stderr.hasPrefix(
                    "todo: \(a.id.prefix(8)) changed elsewhere since 'rm'; now: \"A from phone\", "),
                "\(refused)")
            #expect(refused.stderr.hasSuffix("(a todo deleted elsewhere stays deleted)\n"), "\(refused)")
            #expect(Self.store(laptop) == files, "a refused undo writes nothing")
            #expect(try await laptop.items() == [phones])

            let forced = try await laptop.run(["undo", "--force", "--json"])
            #expect(forced.status == 0, "\(forced)")
            let report = try JSONValue.parse(forced.stdout)
            #expect(report["outcome"] == .string("undone"))
            #expect(report["changed_elsewhere"]?.array?.first?["text"] == .string("A from phone"))
            #expect(try await laptop.items().map(\.text) == ["A", "B"])
            try await laptop.ok(["sync"])
            #expect(Set(try backend.items().map(\.text)) == ["A", "B"])
            let records = try await laptop.conflicts().records
            #expect(records.map(\.kind) == [.undoOverrode])
            #expect(records.first?.overridden == phones)
        }
    }

    /// The laptop edits A; the phone deletes it; the laptop's sync removes it. Undo does not bring
    /// it back, with or without `--force`.
    @Test func undoingAnEditOfATodoDeletedElsewhereChangesNothing() async throws {
        try await MockBackend.with { backend in
            let laptop = try SyncClient(server: backend.baseURL)
            let phone = try SyncClient(server: backend.baseURL)
            let a = try await laptop.element(["add", "A"])
            _ = try await laptop.element(["add", "B"])
            try await laptop.ok(["edit", a.id, "--text", "A2"])
            try await laptop.ok(["sync"])
            try await phone.ok(["sync"])
            try await phone.ok(["rm", "--yes", a.id])
            try await phone.ok(["sync"])
            try await laptop.ok(["sync", "--allow-deletions"])
            #expect(try await laptop.items().map(\.text) == ["B"])

            let files = Self.store(laptop)
            let refused = try await laptop.run(["undo"])
            #expect(refused.status == 1, "\(refused)")
            #expect(
                refused.stderr.hasPrefix(
                    "todo: \(a.id.prefix(8)) \"A\" was deleted elsewhere since 'edit'; undo does not bring it back\n"),
                "\(refused)")
            #expect(Self.store(laptop) == files)

            let forced = try await laptop.run(["undo", "--force"])
            #expect(forced.status == 0, "\(forced)")
            #expect(forced.stdout.contains("left deleted: \(a.id.prefix(8)) \"A\", deleted elsewhere"), "\(forced)")
            #expect(try await laptop.items().map(\.text) == ["B"])
            try await laptop.ok(["sync"])
            #expect(try backend.items().map(\.text) == ["B"])
            #expect(try await laptop.conflicts().records.isEmpty)
        }
    }
}
