import Testing
import TodoModel
import TodoSync
import TodoValues

@testable import TodoKit

/// The list's orders (``ListQuery/Sort``) are stable sorts by their key: a differential test
/// against the standard library's sort of (key, position) pairs, over lists that are already in
/// order, reversed and shuffled, with many equal keys.
@Suite("ListQuery sorting")
struct ListQuerySortTests {
    static func reference(_ items: [TodoItem], _ sort: ListQuery.Sort) -> [TodoItem] {
        items.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            switch sort {
            case .created where x.createdAt != y.createdAt: return x.createdAt < y.createdAt
            case .changed where x.changedAt != y.changedAt: return x.changedAt > y.changedAt
            case .importance where x.importance != y.importance: return x.importance > y.importance
            case .due where x.deadline != y.deadline:
                guard let dx = x.deadline else { return false }
                guard let dy = y.deadline else { return true }
                return dx < dy
            default: return a.offset < b.offset
            }
        }.map(\.element)
    }

    @Test(arguments: 0..<40)
    func ordersAreStableSortsByTheirKey(seed: UInt64) {
        var rng = SeededRandomNumberGenerator(seed: seed)
        var items = (0..<Int(rng.next() % 60)).map { n in
            TodoItem(
                id: "id-\(n)", text: "t\(n)", importance: [.low, .basic, .important][Int(rng.next() % 3)],
                deadline: rng.next() % 3 == 0 ? nil : Int64(rng.next() % 5), done: rng.next() % 4 == 0,
                createdAt: Int64(rng.next() % 6), changedAt: Int64(rng.next() % 6), lastUpdatedBy: "d")
        }
        switch seed % 3 {
        case 0: items = Self.reference(items, .created)  // already in creation order, as stored
        case 1: items.reverse()
        default: break
        }
        for sort in ListQuery.Sort.allCases {
            let (pending, done) = ListQuery(sort: sort).run(on: items, startOfToday: 0)
            #expect(pending == Self.reference(items.filter { !$0.done }, sort), "seed \(seed), \(sort)")
            #expect(done == Self.reference(items.filter(\.done), sort), "seed \(seed), \(sort)")
        }
    }
}
