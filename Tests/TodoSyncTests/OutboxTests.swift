import Foundation
import Testing
import TodoModel
import TodoSync

@Suite struct OutboxTests {
    static let v1 = todo("a", "v1", changed: 100)
    static let v2 = todo("a", "v2", changed: 200)

    enum Kind: String, CaseIterable, Sendable {
        case create
        case update
        case delete
    }

    static func operation(_ kind: Kind, _ item: TodoItem) -> PendingOperation {
        switch kind {
        case .create: .create(item)
        case .update: .update(item)
        case .delete: .delete(id: item.id)
        }
    }

    /// Every ordered pair of operations on one item: what remains in the outbox.
    static let pairs: [(Kind, Kind, PendingOperation?)] = [
        (.create, .create, .create(v2)),
        (.create, .update, .create(v2)),
        (.create, .delete, nil),
        (.update, .create, .update(v2)),
        (.update, .update, .update(v2)),
        (.update, .delete, .delete(id: "a")),
        (.delete, .create, .update(v2)),
        (.delete, .update, .update(v2)),
        (.delete, .delete, .delete(id: "a")),
    ]

    @Test(arguments: pairs) func coalescesEveryPair(first: Kind, second: Kind, expected: PendingOperation?) {
        let firstOperation = Self.operation(first, Self.v1)
        let secondOperation = Self.operation(second, Self.v2)
        #expect(firstOperation.coalesced(with: secondOperation) == expected)

        var outbox = Outbox()
        outbox.append(firstOperation)
        outbox.append(secondOperation)
        #expect(outbox.operations == (expected.map { [$0] } ?? []))
        #expect(outbox.count == (expected == nil ? 0 : 1))
        #expect(outbox.operation(for: "a") == expected)
        // The kinds alone (what a count of the outbox uses) coalesce the same way.
        #expect(firstOperation.kind.coalesced(with: secondOperation.kind) == expected?.kind)
    }

    @Test func coalescingKeepsThePositionOfTheFirstOperation() {
        var outbox = Outbox()
        outbox.append(.create(todo("a")))
        outbox.append(.update(todo("b")))
        outbox.append(.delete(id: "c"))
        outbox.append(.update(todo("a", "edited")))
        #expect(outbox.operations == [.create(todo("a", "edited")), .update(todo("b")), .delete(id: "c")])
    }

    @Test func createThenDeleteThenCreateAgainGoesToTheEnd() {
        var outbox = Outbox()
        outbox.append(.create(todo("a")))
        outbox.append(.create(todo("b")))
        outbox.append(.delete(id: "a"))
        #expect(outbox.operations == [.create(todo("b"))])
        outbox.append(.create(todo("a", "again")))
        #expect(outbox.operations == [.create(todo("b")), .create(todo("a", "again"))])
    }

    @Test func removeFirstAndRemoveByID() {
        var outbox = Outbox([.create(todo("a")), .update(todo("b")), .delete(id: "c")])
        #expect(outbox.first == .create(todo("a")))
        #expect(outbox.removeFirst() == .create(todo("a")))
        outbox.remove(itemID: "c")
        #expect(outbox.operations == [.update(todo("b"))])
        #expect(outbox.removeFirst() == .update(todo("b")))
        #expect(outbox.removeFirst() == nil)
        #expect(outbox.isEmpty)
    }

    @Test func initialiserCoalescesLikeAppend() {
        let outbox = Outbox([.create(todo("a")), .update(todo("a", "x")), .update(todo("b")), .delete(id: "b")])
        #expect(outbox.operations == [.create(todo("a", "x")), .delete(id: "b")])
    }

    @Test func roundTripsThroughJSON() throws {
        let outbox = Outbox([.create(todo("a")), .update(todo("b", done: true)), .delete(id: "c")])
        let data = try JSONEncoder().encode(outbox)
        #expect(try JSONDecoder().decode(Outbox.self, from: data) == outbox)
        let objects = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(objects.map { $0["op"] as? String } == ["create", "update", "delete"])
        #expect(objects[2]["id"] as? String == "c")
    }
}
