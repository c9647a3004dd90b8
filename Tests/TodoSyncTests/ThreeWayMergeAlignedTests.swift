import Testing
import TodoModel

@testable import TodoSync

/// The merge resolves the todos that line up at the same place in the three lists without
/// indexing them by id; over lists that mostly line up (edits in place, deletions, creations,
/// moves, repeated ids, longer tails) it gives exactly what the merge by id gives.
@Suite struct ThreeWayMergeAlignedTests {
    static func randomCase(seed: UInt64) -> (base: [TodoItem], local: [TodoItem], remote: [TodoItem]) {
        var random = SeededRandomNumberGenerator(seed: seed)
        var base = (0..<Int.random(in: 0...60, using: &random)).map { index in
            todo("i\(index)", "base", created: Int64.random(in: 1...40, using: &random), changed: 100, by: "s")
        }
        // A repeated id in the base (a hostile server's list), kept at the same place in all three.
        if base.count > 2, Int.random(in: 0..<4, using: &random) == 0 {
            var again = base[Int.random(in: 0..<base.count, using: &random)]
            again.text = "again"
            base.insert(again, at: Int.random(in: 0..<base.count, using: &random))
        }
        func evolve(_ device: String, _ random: inout SeededRandomNumberGenerator) -> [TodoItem] {
            var items = base
            for index in items.indices {
                switch Int.random(in: 0..<30, using: &random) {
                case 0..<3:
                    items[index].text = ["a", "b"].randomElement(using: &random)!
                    items[index].changedAt = 100 + Int64.random(in: 0...3, using: &random)
                    items[index].lastUpdatedBy = Bool.random(using: &random) ? device : "s"
                case 3: items[index].done.toggle()
                default: break
                }
            }
            switch Int.random(in: 0..<8, using: &random) {
            case 0 where !items.isEmpty: items.remove(at: Int.random(in: 0..<items.count, using: &random))
            case 1 where items.count > 1: items.swapAt(0, items.count - 1)  // a move
            case 2 where !items.isEmpty:
                // A repeated id, at the end.
                items.append(items[Int.random(in: 0..<items.count, using: &random)])
            case 3 where !items.isEmpty:
                items.insert(
                    todo("\(device)new", "new", created: 7, changed: 7, by: device),
                    at: Int.random(in: 0..<items.count, using: &random))
            default: break
            }
            for index in 0..<Int.random(in: 0...3, using: &random) {
                items.append(todo("\(device)\(index)", "tail", created: 50, changed: 50, by: device))
            }
            return items
        }
        var local = evolve("L", &random)
        var remote = evolve("R", &random)
        // A creation both sides made alike (a lost POST), at the same place or not.
        if Bool.random(using: &random) {
            let shared = todo("both", "same", created: 9, changed: 9, by: "L")
            local.append(shared)
            remote.insert(shared, at: Bool.random(using: &random) ? remote.count : 0)
        }
        return (base, local, remote)
    }

    @Test("the merge equals the merge by id", arguments: 0..<400)
    func mergeEqualsMergeByID(seed: UInt64) {
        let (base, local, remote) = Self.randomCase(seed: seed)
        let merged = ThreeWayMerge.merge(base: base, local: local, remote: remote, detectedAt: 5)
        let byID = ThreeWayMerge.mergeByID((base, local, remote), detectedAt: 5)
        #expect(merged == byID, "seed \(seed)")
    }
}
