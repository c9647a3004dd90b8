import Foundation
import Testing
import TodoModel
import TodoSync
import TodoTesting

/// Issue 41 through the binary, two devices on the mock server, both offline while they change:
/// different fields of one todo both survive, a repeating todo completed on one and renamed on the
/// other goes on as one series, and a conflict's restore refuses a todo deleted since.
@Suite struct SyncFieldMergeTests {
    /// Two devices of one list, both holding the todo `add` makes on the laptop.
    static func devices(_ backend: MockBackend, add: [String]) async throws -> (SyncClient, SyncClient, TodoItem) {
        let laptop = try SyncClient(server: backend.baseURL)
        let phone = try SyncClient(server: backend.baseURL)
        let item = try await laptop.element(add)
        try await laptop.ok(["sync"])
        try await phone.ok(["sync"])
        return (laptop, phone, item)
    }

    /// The laptop, the phone and the laptop again sync; each list, with whose it is.
    static func syncAll(_ laptop: SyncClient, _ phone: SyncClient, _ backend: MockBackend) async throws
        -> [(String, [TodoItem])]
    {
        try await laptop.ok(["sync"])
        try await phone.ok(["sync"])
        try await laptop.ok(["sync"])
        #expect(try await laptop.conflicts().records.isEmpty)
        #expect(try await phone.conflicts().records.isEmpty)
        return [
            ("laptop", try await laptop.items()), ("phone", try await phone.items()), ("server", try backend.items()),
        ]
    }

    /// The laptop completes a todo, the phone fixes its text, both offline: after both sync, the
    /// todo is done with the phone's text on both, on the server, and nothing is in the log.
    @Test func doneHereTextThereBothSurviveWithoutAConflict() async throws {
        try await MockBackend.with { backend in
            let (laptop, phone, milk) = try await Self.devices(backend, add: ["add", "Buy mlik"])
            try await laptop.ok(["done", milk.id, "--offline"])
            phone.now = Clock.now + 60
            try await phone.ok(["edit", milk.id, "--text", "Buy milk", "--offline"])
            for (name, items) in try await Self.syncAll(laptop, phone, backend) {
                #expect(items.count == 1, "\(name): \(items)")
                #expect(items.first?.done == true, "\(name): \(items)")
                #expect(items.first?.text == "Buy milk", "\(name): \(items)")
            }
        }
    }

    /// The same field on both: the later change, and `todo conflicts` names that field; the other
    /// side's change of another field stays; `conflicts restore` brings back that field only.
    @Test func theSameFieldOnBothIsLoggedByNameAndRestoresAlone() async throws {
        try await MockBackend.with { backend in
            let (laptop, phone, milk) = try await Self.devices(backend, add: ["add", "Buy milk"])
            try await laptop.ok(["edit", milk.id, "--text", "Buy soy milk", "--importance", "important", "--offline"])
            phone.now = Clock.now + 60
            try await phone.ok(["edit", milk.id, "--text", "Buy oat milk", "--offline"])
            try await phone.ok(["done", milk.id, "--offline"])
            try await phone.ok(["sync"])
            try await laptop.ok(["sync"])
            let merged = try #require(try await laptop.items().first)
            #expect(merged.text == "Buy oat milk" && merged.done && merged.importance == .important, "\(merged)")
            let records = try await laptop.conflicts().records
            #expect(records.map(\.fields) == [["text"]])
            let shown = try await laptop.ok(["conflicts"])
            #expect(shown.stdout.contains("differs in: text"), "\(shown)")
            #expect(!shown.stdout.contains("differs in: text, importance"), "\(shown)")
            laptop.now = Clock.now + 120
            try await laptop.ok(["conflicts", "restore", "1"])
            let restored = try #require(try await laptop.items().first)
            #expect(restored.text == "Buy soy milk", "\(restored)")
            #expect(restored.done && restored.importance == .important, "the other changes stay: \(restored)")
        }
    }

    /// "Weekly review": the laptop completes it, the phone renames it, both offline. One open
    /// occurrence everywhere, with the new text; the completed one is done.
    @Test func aSeriesCompletedHereAndRenamedThereStaysOneSeries() async throws {
        try await MockBackend.with { backend in
            let (laptop, phone, review) = try await Self.devices(
                backend, add: ["add", "Weekly review", "--due", "2026-12-04", "--recur", "weekly"])
            try await laptop.ok(["done", review.id, "--offline"])
            phone.now = Clock.now + 60
            try await phone.ok(["edit", review.id, "--text", "Weekly team review", "--offline"])
            for (name, items) in try await Self.syncAll(laptop, phone, backend) {
                let open = items.filter { !$0.done }
                #expect(open.count == 1, "\(name): \(items)")
                #expect(open.first.map { TextTokens.displayText($0.text) } == "Weekly team review", "\(name): \(items)")
                #expect(items.first { $0.id == review.id }?.done == true, "\(name): \(items)")
            }
        }
    }

    /// An edit lost a conflict; the other device then deleted the todo. `conflicts restore 1`
    /// refuses (as undo does), writes nothing; `--force` creates it again.
    @Test func restoringAConflictOfATodoDeletedSinceIsRefused() async throws {
        try await MockBackend.with { backend in
            let (laptop, phone, todo) = try await Self.devices(backend, add: ["add", "base"])
            try await laptop.ok(["edit", todo.id, "--text", "mine", "--offline"])
            phone.now = Clock.now + 60
            try await phone.ok(["edit", todo.id, "--text", "theirs"])
            try await phone.ok(["sync"])
            try await laptop.ok(["sync"])
            #expect(try await laptop.conflicts().records.count == 1)
            phone.now = Clock.now + 120
            try await phone.ok(["sync"])
            try await phone.ok(["rm", todo.id, "--yes"])
            try await phone.ok(["sync"])
            try await laptop.ok(["sync"])
            #expect(try await laptop.items().isEmpty)
            let files = Sandbox.files(in: laptop.sandbox.home).filter { !$0.key.hasSuffix("lock") }
            let refused = try await laptop.run(["conflicts", "restore", "1"])
            #expect(refused.status == 1, "\(refused)")
            #expect(refused.stderr.contains("deleted since"), "\(refused)")
            #expect(Sandbox.files(in: laptop.sandbox.home).filter { !$0.key.hasSuffix("lock") } == files)
            let forced = try await laptop.run(["conflicts", "restore", "1", "--force"])
            #expect(forced.status == 0, "\(forced)")
            #expect(try await laptop.items().map(\.text) == ["mine"])
        }
    }
}
