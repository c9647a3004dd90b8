import Foundation
import Testing
import TodoModel
import TodoSync
import TodoTesting

@testable import TodoKit
@testable import TodoStore

/// The short numbers and the undo history in the store (issue 15).
@Suite("Short numbers and history in the store")
struct ShortNumberStoreTests {
    func pending(_ n: Int) -> TodoItem {
        var item = TodoItem.numbered(n)
        item.done = false
        return item
    }

    /// Numbers follow the rule, and replaying the same changes always gives the same ones.
    @Test func numbersFollowTheRuleAndReplayTheSame() throws {
        let dir = TemporaryDirectory()
        let (a, b, c, d) = (pending(1), pending(2), pending(3), pending(4))
        var doneB = b
        doneB.done = true
        let changes: [StoreChange] = [
            .put(a, .create(a)), .put(b, .create(b)), .put(c, .create(c)), .put(doneB, .update(doneB)),
            .put(d, .create(d)), .remove(id: a.id, .delete(id: a.id)), .put(b, .update(b)),
        ]
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        var state = try cache.load()
        for change in changes {
            state.apply(change)
            try cache.commit([change], state: state)
        }
        cache.close()
        // a 1, b 2, c 3; b done frees 2; d takes 2; a removed frees 1; b pending again takes 1.
        #expect(state.numbers.byID == [b.id: 1, d.id: 2, c.id: 3])
        let reopened = try FileCache(directory: dir.path, lockTimeout: 1)
        let replayed = try reopened.load()
        #expect(replayed.numbers.byID == state.numbers.byID)
        // Through a snapshot too.
        try reopened.writeSnapshot(replayed)
        #expect(try reopened.load().numbers.byID == state.numbers.byID)
        reopened.close()
    }

    /// A format-3 snapshot (no numbers, no history) opens; its pending todos are numbered in
    /// creation order, and a new todo takes the next free number.
    @Test func aFormatThreeStoreIsNumberedOnOpen() throws {
        let dir = TemporaryDirectory()
        var items = (1...4).map(pending)
        items[1].done = true
        let body = Array(try JSONEncoder().encode(SnapshotBody(items: items, outbox: Outbox())))
        let text = String(decoding: body, as: UTF8.self)
        #expect(!text.contains("numbers") && !text.contains("history"))
        let header = SnapshotHeader(
            format: 3, generation: 7, deviceID: "dev", sync: SyncMetadata(), itemCount: items.count, outboxCount: 0,
            bodyBytes: body.count, bodyChecksum: CheckedDocument.checksum(body))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try dir.write(
            StoreFormat.snapshotFile,
            CheckedDocument.assemble(header: Array(try encoder.encode(header)), body: body))
        try dir.write(StoreFormat.journalFile, Array("{\"generation\":7,\"journal\":1}\n".utf8))
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        var state = try cache.load()
        #expect(state.numbers.byID == [items[0].id: 1, items[2].id: 2, items[3].id: 3])
        #expect(state.history.isEmpty)
        let next = pending(9)
        state.apply(.put(next, .create(next)))
        try cache.commit([.put(next, .create(next))], state: state)
        try cache.writeSnapshot(state)
        let reloaded = try cache.load()
        #expect(reloaded.numbers.byID[next.id] == 4)
        #expect(reloaded.numbers == state.numbers)
        cache.close()
        let written = String(decoding: dir.bytes(StoreFormat.snapshotFile), as: UTF8.self)
        #expect(written.contains("\"format\":\(StoreFormat.current)"))
    }

    /// The history is bounded, and is saved in the same journal line as its change.
    @Test func historyIsBoundedAndJournalled() throws {
        let dir = TemporaryDirectory()
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        var state = try cache.load()
        for n in 0..<(HistoryEntry.limit + 5) {
            let item = pending(n)
            let changes: [StoreChange] = [
                .put(item, .create(item)),
                .record(HistoryEntry(command: "add", at: Int64(n), items: [.init(id: item.id, item: nil)])),
            ]
            for change in changes { state.apply(change) }
            try cache.commit(changes, state: state)
        }
        #expect(state.history.count == HistoryEntry.limit)
        #expect(state.history.first?.at == 5)
        let journal = String(decoding: dir.bytes(StoreFormat.journalFile), as: UTF8.self)
        #expect(journal.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix("{\"tx\":[") })
        state.apply(.popHistory)
        try cache.commit([.popHistory], state: state)
        cache.close()
        let reloaded = try FileCache(directory: dir.path, lockTimeout: 1)
        #expect(try reloaded.load().history == state.history)
        reloaded.close()
    }
}
