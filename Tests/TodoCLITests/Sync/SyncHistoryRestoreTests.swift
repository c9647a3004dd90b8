import Foundation
import Testing
import TodoModel
import TodoSync
import TodoTesting

/// Issue 34 through the binary: two devices of one list on the mock server. Every override and
/// every remote deletion can be restored, and the restored version reaches the other device;
/// `todo log` says what happened, with devices by name.
@Suite struct SyncHistoryRestoreTests {
    /// The store's files but the locks: what "nothing changed" compares.
    static func store(_ client: SyncClient) -> [String: Data] {
        Sandbox.files(in: client.sandbox.home).filter { !$0.key.hasSuffix("lock") }
    }

    @Test func anOverrideIsInTheLogAndRestoredFromTheConflictLogAndByVersion() async throws {
        try await MockBackend.with { backend in
            let (laptop, phone, a) = try await SyncFieldMergeTests.devices(backend, add: ["add", "base"])
            let mine = try await laptop.element(["edit", a.id, "--text", "mine"])
            try await laptop.ok(["sync"])
            phone.now = Clock.now + 60
            let theirs = try await phone.element(["edit", a.id, "--text", "theirs"])
            try await phone.ok(["sync"])
            try await laptop.ok(["sync"])
            #expect(try await laptop.items().map(\.text) == ["theirs"])

            // The laptop's log: phone's version came in, named by its alias.
            try await laptop.ok(["config", "set", "device-alias", String(theirs.lastUpdatedBy.prefix(6)), "phone"])
            let log = try await laptop.ok(["log", String(a.id.prefix(8))])
            #expect(log.stdout.contains("from phone  \"theirs\""), "\(log)")
            #expect(log.stdout.contains("changed here (edit)  \"mine\""), "\(log)")
            let json = try JSONValue.parse(try await laptop.ok(["log", a.id, "--json"]).stdout)
            let newest = try #require(json.array?.first)
            #expect(newest["source"] == .string("merged"))
            #expect(newest["device"] == .string(theirs.lastUpdatedBy))
            #expect(newest["device_name"] == .string("phone"))
            #expect(newest["version"] == .int(3), "created 1, mine 2, theirs 3")
            #expect(newest["item"]?["text"] == .string("theirs"))
            let activity = try await laptop.ok(["log"])
            #expect(activity.stdout.contains("sync: 1 from another device"), "\(activity)")

            // The phone's conflict log: numbered, what differs; `conflicts restore 1` brings
            // "mine" back over its own version.
            let shown = try await phone.ok(["conflicts"])
            #expect(shown.stdout.hasPrefix("1  "), "\(shown)")
            #expect(shown.stdout.contains("differs in: text"), "\(shown)")
            phone.now = Clock.now + 120
            let back = try await phone.run(["conflicts", "restore", "1"])
            #expect(back.status == 0, "\(back)")
            #expect(back.stdout.contains("restored \(a.id.prefix(8))"), "\(back)")
            try await phone.ok(["sync"])
            try await laptop.ok(["sync"])
            #expect(try await laptop.items().map(\.text) == ["mine"])

            // On the laptop, "theirs" (version 3: created 1, mine 2, theirs 3, the phone's restore
            // 4) over the phone's version: refused, nothing written; forced, restored and the
            // replaced version kept; it reaches the phone.
            let files = Self.store(laptop)
            let refused = try await laptop.run(["restore", a.id, "3"])
            #expect(refused.status == 1, "\(refused)")
            #expect(refused.stderr.contains("not restored"), "\(refused)")
            #expect(Self.store(laptop) == files, "a refused restore writes nothing")
            laptop.now = Clock.now + 180
            let forced = try await laptop.run(["restore", a.id, "3", "--force"])
            #expect(forced.status == 0, "\(forced)")
            #expect(forced.stdout.contains("kept in `todo conflicts`"), "\(forced)")
            try await laptop.ok(["sync"])
            try await phone.ok(["sync"])
            #expect(try await phone.items().map(\.text) == ["theirs"])
            let kept = try await laptop.conflicts().records
            #expect(kept.last?.kind == .restoreOverrode)
            #expect(kept.last?.overridden?.text == "mine")
            _ = mine
        }
    }

    @Test func aTodoDeletedElsewhereIsListedAndRestoredWithItsIdOnBothDevices() async throws {
        try await MockBackend.with { backend in
            let laptop = try SyncClient(server: backend.baseURL)
            let phone = try SyncClient(server: backend.baseURL)
            let k = try await laptop.element(["add", "keep me"])
            _ = try await laptop.element(["add", "other"])
            try await laptop.ok(["sync"])
            try await phone.ok(["sync"])
            try await phone.ok(["rm", k.id, "--yes"])
            try await phone.ok(["sync"])
            try await laptop.ok(["sync"])
            #expect(try await laptop.items().map(\.text) == ["other"])

            let deleted = try JSONValue.parse(try await laptop.ok(["log", "--deleted", "--json"]).stdout)
            #expect(deleted.array?.map { $0["id"] } == [.string(k.id)])
            #expect(deleted.array?.first?["source"] == .string("deleted_elsewhere"))
            #expect(deleted.array?.first?["item"]?["text"] == .string("keep me"))
            let listed = try await laptop.ok(["log", "--deleted"])
            #expect(listed.stdout.contains("\"keep me\""), "\(listed)")

            let restored = try await laptop.run(["restore", String(k.id.prefix(8))])
            #expect(restored.status == 0, "\(restored)")
            #expect(restored.stdout.contains("created \(k.id.prefix(8)) again"), "\(restored)")
            try await laptop.ok(["sync"])
            try await phone.ok(["sync"])
            let onPhone = try await phone.items()
            #expect(onPhone.first { $0.id == k.id }?.text == "keep me")
            #expect(try await laptop.ok(["log", "--deleted"]).stdout.contains("no todo was deleted elsewhere"))
        }
    }
}
