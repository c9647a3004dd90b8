import Testing
import TodoModel
import TodoTesting

@testable import TodoStore
@testable import TodoSync

/// The listing's two shortcuts for short numbers (``FileCache/listing()``): the in-step check
/// that skips hashing when the numbers were handed out in the list's order, and the journal
/// followed on the numbers by id alone. Both are held to ``ShortNumbers`` itself.
@Suite("Listing's short numbers")
struct ListingNumbersTests {
    static func item(_ id: String, done: Bool) -> TodoItem {
        TodoItem(id: id, text: id, done: done, createdAt: 1, changedAt: 1, lastUpdatedBy: "d")
    }

    /// Random pending ids and numbers in step with them: in the list's order or shuffled, with
    /// free numbers between.
    static func inStep(_ rng: inout SeededRandomNumberGenerator) -> (pending: [String], slots: [String?]) {
        let pending = (0..<Int.random(in: 0...40, using: &rng)).map { "id\($0)" }
        var numbered = pending
        if Bool.random(using: &rng) { numbered.shuffle(using: &rng) }
        var slots: [String?] = []
        for id in numbered {
            while Int.random(in: 0..<4, using: &rng) == 0 { slots.append(nil) }
            slots.append(id)
        }
        return (pending, slots)
    }

    @Test(arguments: 0..<60)
    func theInStepCheckAgreesWithLookingEveryIDUp(seed: Int) {
        var rng = SeededRandomNumberGenerator(seed: UInt64(seed))
        var (pending, slots) = Self.inStep(&rng)
        // Break it one way or another, or leave it in step.
        switch Int.random(in: 0..<5, using: &rng) {
        case 0 where !slots.isEmpty: slots[Int.random(in: 0..<slots.count, using: &rng)] = nil
        case 1 where !slots.isEmpty: slots.append(slots.compactMap { $0 }.randomElement(using: &rng))
        case 2: slots.append("stranger")
        case 3 where !pending.isEmpty: pending.swapAt(0, pending.count - 1)
        default: break
        }
        let numbered = slots.compactMap { $0 }
        let expected = Set(numbered) == Set(pending) && numbered.count == pending.count
        let found = FileCache.numbers(slots, inStepWith: pending)
        #expect((found != nil) == expected, "seed \(seed): \(slots) vs \(pending)")
        if let found {
            for (index, id) in slots.enumerated() {
                if let id { #expect(found[id] == index + 1, "seed \(seed)") }
            }
        }
    }

    @Test(arguments: 0..<60)
    func theJournalMovesTheNumbersOnAsShortNumbersDoes(seed: Int) {
        var rng = SeededRandomNumberGenerator(seed: UInt64(seed))
        let (pending, slots) = Self.inStep(&rng)
        var ids = pending + (0..<5).map { "new\($0)" }
        ids.shuffle(using: &rng)
        var changes: [StoreChange] = []
        for _ in 0..<Int.random(in: 0...30, using: &rng) {
            let id = ids.randomElement(using: &rng)!
            let change: StoreChange =
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: .put(Self.item(id, done: false), nil)
                case 1: .put(Self.item(id, done: true), nil)
                default: .remove(id: id, nil)
                }
            changes.append(Bool.random(using: &rng) ? change : .transaction([change, .meta(SyncMetadata())]))
        }
        guard let byID = FileCache.numbers(slots, inStepWith: pending) else {
            Issue.record("seed \(seed): the numbers made in step are not")
            return
        }
        var reference = ShortNumbers(slots: slots)
        func follow(_ change: StoreChange) {
            switch change {
            case .put(let item, _): reference.update(id: item.id, item: item)
            case .remove(let id, _): reference.release(id)
            case .transaction(let changes): changes.forEach(follow)
            default: break
            }
        }
        changes.forEach(follow)
        #expect(ShortNumbers.following(changes, byID: byID, slots: slots) == reference.byID, "seed \(seed)")
    }
}
