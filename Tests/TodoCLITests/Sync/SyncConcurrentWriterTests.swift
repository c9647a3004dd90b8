import Foundation
import Testing
import TodoKit
import TodoMockServer
import TodoSync

/// Another device changes the list on the server (the mock's concurrent writer) while this one works.
@Suite struct SyncConcurrentWriterTests {
    /// A push at a stale revision gets `400`; the client resyncs at once and both changes end on both sides.
    @Test func staleRevisionFromAnotherDeviceResyncsWithBothChanges() async throws {
        try await MockBackend.with { backend in
            let client = try SyncClient(server: backend.baseURL)
            let mine = try await client.element(["add", "mine"])
            #expect(try backend.revision() == 1)

            let phone = phoneItem("phone-1", text: "from the phone")
            try backend.add(phone)
            backend.server.resetStats()
            let added = try await client.run(["add", "mine too"])
            #expect(added.status == 0, "\(added)")
            #expect(added.stdout.hasSuffix("(synced)\n"), "\(added)")
            #expect(backend.count("POST", 400) == 1)
            #expect(backend.count("GET", 200) == 1)
            #expect(backend.count("PATCH", 200) == 1)
            #expect(backend.count() == 3)

            var local = try await client.items()
            var remote = try backend.items()
            #expect(Set(local) == Set(remote))
            #expect(Set(remote.map(\.text)) == ["mine", "from the phone", "mine too"])
            #expect(remote.contains(phone))
            #expect(remote.contains(mine))

            // The same with an edit on each side, of different items.
            let mineToo = try #require(local.first { $0.text == "mine too" })
            let phoneEdit = phoneItem(mine.id, text: "mine, edited on the phone", changedAt: Clock.now + 60)
            try backend.edit(phoneEdit)
            backend.server.resetStats()
            let edited = try await client.run(["edit", mineToo.id, "--text", "mine too, edited here"])
            #expect(edited.status == 0, "\(edited)")
            #expect(edited.stdout.hasSuffix("(synced)\n"), "\(edited)")
            #expect(backend.count("PUT", 400) == 1)
            #expect(backend.count("PATCH", 200) == 1)

            local = try await client.items()
            remote = try backend.items()
            #expect(Set(local) == Set(remote))
            #expect(
                Set(remote.map(\.text)) == ["mine, edited on the phone", "from the phone", "mine too, edited here"])
            #expect(remote.contains(phoneEdit))

            let synced = try await client.run(["sync"])
            #expect(synced.status == 0, "\(synced)")
            #expect(Set(try await client.items()) == Set(try backend.items()))
            #expect(try await client.conflicts().records.isEmpty)
            #expect(try await client.status()["revision"] == .int(try backend.revision()))
        }
    }

    /// The same item edited on both sides: the later `changed_at` wins, and the conflict log holds one
    /// record with both versions and the winner.
    @Test(arguments: [ConflictRecord.Side.remote, .local])
    func conflictingEditsKeepTheLaterOneAndLogIt(winner: ConflictRecord.Side) async throws {
        try await MockBackend.with { backend in
            let client = try SyncClient(server: backend.baseURL)
            let original = try await client.element(["add", "original"])
            client.now = Clock.now + 100
            let localEdit = try await client.element(["edit", original.id, "--text", "edited here", "--offline"])
            #expect(localEdit.changedAt == Clock.now + 100)
            let remoteEdit = phoneItem(
                original.id, text: "edited on the phone", createdAt: original.createdAt,
                changedAt: Clock.now + (winner == .remote ? 200 : 50))
            try backend.edit(remoteEdit)

            let synced = try await client.run(["sync"])
            #expect(synced.status == 0, "\(synced)")
            #expect(synced.stdout.contains("conflicts 1"), "\(synced)")
            #expect(synced.stderr.contains("todo: 1 conflict: see `todo conflicts`\n"), "\(synced)")
            let kept = winner == .remote ? remoteEdit : localEdit
            #expect(try backend.items() == [kept])
            #expect(try await client.items() == [kept])

            let (raw, records) = try await client.conflicts()
            #expect(records.count == 1)
            let record = try #require(records.first)
            #expect(record.itemID == original.id)
            #expect(record.kind == .bothEdited)
            #expect(record.winner == winner)
            #expect(record.local == localEdit)
            #expect(record.remote == remoteEdit)
            #expect(record.base == original)
            #expect(record.kept == kept)
            // Issue 41: a record of a field merge names the fields both changed.
            #expect(
                raw.array?.first?.keys == ["id", "kind", "winner", "local", "remote", "base", "detected_at", "fields"])
            #expect(record.fields == ["text"])
            #expect(raw.array?.first?["winner"] == .string(winner.rawValue))

            let human = try await client.ok(["conflicts"])
            // Issue 34: numbered, and what differs between the two versions before the overridden one.
            #expect(human.lines.count == 4, "\(human)")
            #expect(human.lines.first?.hasPrefix("1  ") == true, "\(human)")
            #expect(human.lines.dropFirst(2).first == "    differs in: text", "\(human)")
            #expect(human.lines.first?.contains(String(original.id.prefix(8))) == true, "\(human)")
            #expect(
                human.lines.first?.hasSuffix("edited on both sides: \(winner.rawValue) version kept") == true,
                "\(human)")
            let keptText = winner == .remote ? "edited on the phone" : "edited here"
            let overriddenText = winner == .remote ? "edited here" : "edited on the phone"
            #expect(human.lines.dropFirst().first?.hasPrefix("    kept:       \"\(keptText)\"") == true, "\(human)")
            #expect(human.lines.last?.hasPrefix("    overridden: \"\(overriddenText)\"") == true, "\(human)")

            try await client.ok(["conflicts", "--clear"])
            #expect(try await client.conflicts().records.isEmpty)
            #expect(try await client.ok(["conflicts"]).stdout == "No conflicts.\n")
        }
    }

    /// Deleted on the server, edited here: the edit is kept (resurrected on the server) and logged.
    @Test func remoteDeleteLocalEditKeepsTheEdit() async throws {
        try await MockBackend.with { backend in
            let client = try SyncClient(server: backend.baseURL)
            let original = try await client.element(["add", "original"])
            let other = try await client.element(["add", "other"])
            client.now = Clock.now + 100
            let localEdit = try await client.element(["edit", original.id, "--text", "edited here", "--offline"])
            try backend.delete(original.id)
            #expect(try backend.items() == [other])

            let synced = try await client.run(["sync"])
            #expect(synced.status == 0, "\(synced)")
            #expect(Set(try backend.items()) == [other, localEdit])
            #expect(Set(try await client.items()) == [other, localEdit])

            let records = try await client.conflicts().records
            #expect(records.count == 1)
            let record = try #require(records.first)
            #expect(record.itemID == original.id)
            #expect(record.kind == .remoteDeletedLocalEdited)
            #expect(record.winner == .local)
            #expect(record.local == localEdit)
            #expect(record.remote == nil)
            #expect(record.base == original)
            let human = try await client.ok(["conflicts"])
            #expect(
                human.lines.first?.hasSuffix("deleted on the server, edited here: local version kept") == true,
                "\(human)")
            #expect(human.lines.last == "    overridden: (deleted)", "\(human)")
        }
    }

    /// Deleted here, edited on the server: the server's edit is kept (back in the local list) and logged.
    @Test func localDeleteRemoteEditKeepsTheEdit() async throws {
        try await MockBackend.with { backend in
            let client = try SyncClient(server: backend.baseURL)
            let original = try await client.element(["add", "original"])
            let other = try await client.element(["add", "other"])
            let removed = try await client.run(["rm", original.id, "--offline"])
            #expect(removed.status == 0, "\(removed)")
            #expect(try await client.items() == [other])
            let remoteEdit = phoneItem(
                original.id, text: "edited on the phone", createdAt: original.createdAt, changedAt: Clock.now + 50)
            try backend.edit(remoteEdit)

            let synced = try await client.run(["sync"])
            #expect(synced.status == 0, "\(synced)")
            #expect(Set(try backend.items()) == [other, remoteEdit])
            #expect(Set(try await client.items()) == [other, remoteEdit])

            let records = try await client.conflicts().records
            #expect(records.count == 1)
            let record = try #require(records.first)
            #expect(record.itemID == original.id)
            #expect(record.kind == .localDeletedRemoteEdited)
            #expect(record.winner == .remote)
            #expect(record.local == nil)
            #expect(record.remote == remoteEdit)
            #expect(record.base == original)
            let human = try await client.ok(["conflicts"])
            #expect(
                human.lines.first?.hasSuffix("deleted here, edited on the server: remote version kept") == true,
                "\(human)")
            #expect(human.lines.last == "    overridden: (deleted)", "\(human)")
            #expect(try await client.status()["pending"] == .int(0))
        }
    }
}
