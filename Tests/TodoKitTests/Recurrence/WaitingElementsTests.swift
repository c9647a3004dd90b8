import Foundation
import Testing
import TodoModel
import TodoTesting
import TodoValues

@testable import TodoKit
@testable import TodoStore

/// Issue 35: `list --json` writes its elements from the snapshot's bytes; the waiting todos are
/// left out there as `list` leaves them out, from the snapshot and from the journal alike.
@Suite struct WaitingElementsTests {
    @Test func theFastJSONLeavesOutWhatTheQueryLeavesOut() throws {
        let today = try #require(CivilDay(text: "2026-11-27"))
        let startOfToday = LocalTime().instant(today, secondsIntoDay: 0)
        let texts = [
            "plain", "waits t:2026-11-28", "waited t:2026-11-27", "long ago t:2020-01-01", "meet at: noon",
            "not a token t:soon", "repeats rec:+1w t:2026-12-24 +home", "escaped \"quote\" t:2027-01-01",
        ]
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let cache = try FileCache(directory: dir.path, lockTimeout: 1)
        defer { cache.close() }
        var state = try cache.load()
        for (n, text) in texts.enumerated() {
            state.apply(.put(.fixture("s-\(n)", text: text, done: n == 6), nil))
        }
        try cache.writeSnapshot(state)
        // Two more through the journal: one waiting, one not.
        for (n, text) in ["journal waits t:2026-12-01", "journal plain"].enumerated() {
            let change = StoreChange.put(.fixture("j-\(n)", text: text), nil)
            state.apply(change)
            try cache.commit([change], state: nil)
        }
        let items = Array(state.items.values)
        var query = ListQuery()
        query.waiting = .hidden
        let result = query.run(on: items, startOfToday: startOfToday)
        let expected = ElementsJSON.array(result.pending + result.done)
        let written = try #require(
            try cache.wireElements(.sections(pending: true, done: true), owner: nil, waitingAfter: today))
        #expect(String(decoding: written, as: UTF8.self) == expected)
        let shown = try JSONDecoder().decode([TodoItem].self, from: Data(written)).map(\.text)
        #expect(!shown.contains("waits t:2026-11-28"))
        #expect(!shown.contains("journal waits t:2026-12-01"))
        #expect(shown.contains("repeats rec:+1w t:2026-12-24 +home"), "a completed todo is not waiting")
        #expect(shown.count == texts.count + 2 - 3)
    }
}
