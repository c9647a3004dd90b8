import Testing
import TodoKit
import TodoMockServer
import TodoModel
import TodoTesting

@testable import TodoNetwork

/// Every `/list` endpoint against the mock server, over loopback.
@Suite struct TodoAPIEndpointTests {
    @Test func emptyListStartsAtRevisionZero() async throws {
        try await MockFixture.run { mock in
            let result = try await mock.api.getList()

            #expect(result == ListResult(items: [], revision: 0))
        }
    }

    @Test func createGetUpdateDeleteWalkTheRevision() async throws {
        try await MockFixture.run { mock in
            var item = TodoItem.fixture("0E1F9A3C-6A57-4F0B-9C64-2C1B1C3A5D10", text: "Buy milk")
            item.deadline = 1_767_225_600
            item.color = "#FF8800"

            let created = try await mock.api.create(item, lastKnownRevision: 0)
            let fetched = try await mock.api.getItem(id: item.id)
            var changed = item
            changed.text = "Buy oat milk"
            changed.done = true
            changed.changedAt += 60
            let updated = try await mock.api.update(changed, lastKnownRevision: 1)
            let afterUpdate = try await mock.api.getList()
            let deleted = try await mock.api.delete(id: item.id, lastKnownRevision: 2)
            let afterDelete = try await mock.api.getList()

            #expect(created == ElementResult(item: item, revision: 1))
            #expect(fetched == ElementResult(item: item, revision: 1))
            #expect(updated == ElementResult(item: changed, revision: 2))
            #expect(afterUpdate == ListResult(items: [changed], revision: 2))
            #expect(deleted == ElementResult(item: changed, revision: 3))
            #expect(afterDelete == ListResult(items: [], revision: 3))
        }
    }

    @Test func patchReplacesTheWholeList() async throws {
        try await MockFixture.run { mock in
            _ = try await mock.api.create(TodoItem.fixture("old"), lastKnownRevision: 0)
            let replacement = [TodoItem.fixture("a", text: "first"), TodoItem.fixture("b", text: "second", done: true)]

            let patched = try await mock.api.patchList(replacement, lastKnownRevision: 1)
            let fetched = try await mock.api.getList()

            #expect(patched == ListResult(items: replacement, revision: 2))
            #expect(fetched == patched)
            #expect(try mock.serverList().elements.map(\.id) == ["a", "b"])
        }
    }

    @Test(arguments: ["a b/c?d#e%f", "ünïcode ✓", "..", "x+y&z=1"])
    func idsArePercentEncodedInPaths(id: String) async throws {
        try await MockFixture.run { mock in
            let item = TodoItem.fixture(id)

            _ = try await mock.api.create(item, lastKnownRevision: 0)
            let fetched = try await mock.api.getItem(id: id)
            var changed = item
            changed.text = "changed"
            let updated = try await mock.api.update(changed, lastKnownRevision: 1)
            let deleted = try await mock.api.delete(id: id, lastKnownRevision: 2)

            #expect(fetched.item == item)
            #expect(updated.item == changed)
            #expect(deleted.revision == 3)
            #expect(try mock.serverList().elements.isEmpty)
        }
    }

    @Test func tenThousandElementsRoundTrip() async throws {
        try await MockFixture.run { mock in
            let items = (0..<10_000).map {
                TodoItem.fixture("item-\($0)", text: "Todo number \($0)", done: $0 % 3 == 0)
            }

            let patched = try await mock.api.patchList(items, lastKnownRevision: 0)
            let fetched = try await mock.api.getList()

            #expect(patched.revision == 1)
            #expect(fetched.items.count == 10_000)
            #expect(fetched.items == items)
        }
    }

    @Test func sequentialRequestsReuseTheConnection() async throws {
        try await MockFixture.run { mock in
            for _ in 0..<50 {
                _ = try await mock.api.getList()
            }

            #expect(mock.client.connectionsOpened <= 2)
            #expect(mock.server.stats.connections <= 2)
            #expect(mock.server.stats.count(method: "GET", status: 200) == 50)
        }
    }

    @Test func generateFailsZeroLetsEverythingThrough() async throws {
        try await MockFixture.run(generateFails: 0) { mock in
            for revision in 0..<20 {
                _ = try await mock.api.create(TodoItem.fixture("id-\(revision)"), lastKnownRevision: revision)
            }

            #expect(try mock.serverList().revision == 20)
        }
    }
}
