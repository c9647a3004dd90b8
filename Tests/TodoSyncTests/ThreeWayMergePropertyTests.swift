import Testing
import TodoModel

@testable import TodoSync

/// Randomised checks of the merge: 200 seeds of base, local and remote lists with edits,
/// deletions, creations, identical edits, timestamp ties and lost POSTs.
@Suite struct ThreeWayMergePropertyTests {
    struct Case {
        var base: [TodoItem] = []
        var local: [TodoItem] = []
        var remote: [TodoItem] = []
    }

    static func makeCase(seed: UInt64, localEdits: Bool = true, remoteEdits: Bool = true) -> Case {
        var random = SeededRandomNumberGenerator(seed: seed)
        let texts = ["a", "b", "c"]
        var result = Case()
        for index in 0..<Int.random(in: 0...25, using: &random) {
            result.base.append(
                todo("i\(index)", "base", created: Int64.random(in: 1...50, using: &random), changed: 100, by: "s")
            )
        }
        func edited(_ item: TodoItem, by device: String, random: inout SeededRandomNumberGenerator) -> TodoItem {
            var item = item
            item.text = texts.randomElement(using: &random) ?? "a"
            item.done = Bool.random(using: &random)
            item.changedAt = 100 + Int64.random(in: 1...4, using: &random)
            item.lastUpdatedBy = device
            return item
        }
        func evolve(_ enabled: Bool, device: String, random: inout SeededRandomNumberGenerator) -> [TodoItem] {
            guard enabled else { return result.base }
            var items: [TodoItem] = []
            for item in result.base {
                switch Int.random(in: 0..<20, using: &random) {
                case 0..<9: items.append(item)
                case 9..<16: items.append(edited(item, by: device, random: &random))
                default: break  // deleted
                }
            }
            for index in 0..<Int.random(in: 0...4, using: &random) {
                let created = Int64.random(in: 1...200, using: &random)
                items.append(todo("\(device)\(index)", "new", created: created, changed: created, by: device))
            }
            return items.shuffled(using: &random)
        }
        result.local = evolve(localEdits, device: "L", random: &random)
        result.remote = evolve(remoteEdits, device: "R", random: &random)
        // Lost POSTs: some local creations already reached the server, sometimes edited there since.
        for item in result.local where item.id.hasPrefix("L") && Bool.random(using: &random) {
            result.remote.append(Bool.random(using: &random) ? item : edited(item, by: "R", random: &random))
        }
        return result
    }

    static func index(_ items: [TodoItem]) -> [String: TodoItem] {
        Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    @Test(arguments: 0..<200 as Range<UInt64>) func noChangeIsLostSilently(seed: UInt64) {
        let input = Self.makeCase(seed: seed)
        let result = ThreeWayMerge.merge(base: input.base, local: input.local, remote: input.remote, detectedAt: 1)
        #expect(Set(result.items.map(\.id)).count == result.items.count, "no duplicate ids")
        let merged = Self.index(result.items)
        let base = Self.index(input.base)
        let local = Self.index(input.local)
        let remote = Self.index(input.remote)
        let conflicts = Dictionary(grouping: result.conflicts, by: \.itemID)
        #expect(conflicts.values.allSatisfy { $0.count == 1 }, "one record per item")
        #expect(result.items == result.items.sorted(by: ThreeWayMerge.isOrderedBefore))

        for id in Set(base.keys).union(local.keys).union(remote.keys) {
            let record = conflicts[id]?.first
            // Both sides edited a todo of the base: merged field by field (issue 41). Each field a
            // side changed holds its value, or the record names the field and keeps that side.
            if let b = base[id], let l = local[id], let r = remote[id], l != b, r != b,
                l.lastUpdatedBy != r.lastUpdatedBy, let kept = merged[id]
            {
                for (side, version) in [(ConflictRecord.Side.local, l), (.remote, r)] {
                    for field in MergeField.all where !Self.holds(field, of: version, in: b) {
                        let survived = Self.holds(field, of: version, in: kept)
                        let logged =
                            record.map {
                                $0.winner != side && ($0.fields ?? []).contains(field.name)
                                    && (side == .local ? $0.local : $0.remote) == version
                            } ?? false
                        #expect(survived || logged, "seed \(seed), id \(id): \(side)'s \(field.name) lost")
                        #expect(!(survived && logged), "seed \(seed), id \(id): \(field.name) logged, not overridden")
                    }
                }
                if let record {
                    #expect(record.kept == kept && record.local == l && record.remote == r && record.base == b)
                    #expect(record.fields?.isEmpty == false, "a record of a field merge names its fields")
                }
                continue
            }
            // A side's change survives, or is matched by the same content, or is in the log.
            for (side, version) in [(ConflictRecord.Side.local, local[id]), (.remote, remote[id])]
            where version != base[id] {
                let survived: Bool
                if let version {
                    survived = merged[id].map { $0 == version || $0.hasSameContent(as: version) } ?? false
                } else {
                    survived = merged[id] == nil
                }
                let logged =
                    record.map { $0.winner != side && (side == .local ? $0.local : $0.remote) == version } ?? false
                #expect(survived || logged, "seed \(seed), id \(id): \(side) change \(version as Any) lost")
                #expect(!(survived && logged), "seed \(seed), id \(id): logged but not overridden")
            }
            if let record {
                #expect(record.kept == merged[id], "seed \(seed), id \(id): the winner is what was kept")
                #expect(record.local == local[id] && record.remote == remote[id] && record.base == base[id])
            }
        }
        #expect(result.remoteUpdates == Set(merged.keys).union(remote.keys).filter { merged[$0] != remote[$0] }.count)
        #expect(result.localUpdates == Set(merged.keys).union(local.keys).filter { merged[$0] != local[$0] }.count)
        let keptLocal = Set(base.keys).union(local.keys).filter { id in
            guard local[id] != base[id], merged[id] != remote[id] else { return false }
            switch (merged[id], local[id]) {
            case (nil, nil): return true
            case (let kept?, let mine?):
                guard let b = base[id], !kept.hasSameContent(as: mine) else { return kept.hasSameContent(as: mine) }
                // A field merge: some field this side changed kept its value.
                return MergeField.all.contains {
                    !Self.holds($0, of: mine, in: b) && Self.holds($0, of: mine, in: kept)
                }
            default: return false
            }
        }
        #expect(result.pushedLocalChanges == keptLocal.count)
    }

    /// Whether `item` holds `version`'s value of `field`.
    static func holds(_ field: MergeField, of version: TodoItem, in item: TodoItem) -> Bool {
        field.copy(from: version, into: item).hasSameContent(as: item)
    }

    @Test(arguments: 0..<200 as Range<UInt64>) func noLocalChangesGivesTheRemoteList(seed: UInt64) {
        let input = Self.makeCase(seed: seed, localEdits: false)
        let result = ThreeWayMerge.merge(base: input.base, local: input.local, remote: input.remote, detectedAt: 1)
        #expect(result.items == input.remote.sorted(by: ThreeWayMerge.isOrderedBefore))
        #expect(result.conflicts.isEmpty)
        #expect(result.matchesRemote)
    }

    @Test(arguments: 0..<200 as Range<UInt64>) func noRemoteChangesGivesTheLocalList(seed: UInt64) {
        let input = Self.makeCase(seed: seed, remoteEdits: false)
        // Without remote edits the lost-POST copies are still remote creations; drop them here.
        let remote = input.remote.filter { !$0.id.hasPrefix("L") }
        let result = ThreeWayMerge.merge(base: input.base, local: input.local, remote: remote, detectedAt: 1)
        #expect(result.items == input.local.sorted(by: ThreeWayMerge.isOrderedBefore))
        #expect(result.conflicts.isEmpty)
        #expect(result.localUpdates == 0)
    }

    @Test(arguments: 0..<200 as Range<UInt64>) func mergedListIsAFixedPoint(seed: UInt64) {
        let input = Self.makeCase(seed: seed)
        let first = ThreeWayMerge.merge(base: input.base, local: input.local, remote: input.remote, detectedAt: 1)
        let again = ThreeWayMerge.merge(base: input.base, local: input.local, remote: input.remote, detectedAt: 1)
        #expect(first == again)
        let settled = ThreeWayMerge.merge(base: first.items, local: first.items, remote: first.items, detectedAt: 2)
        #expect(
            settled
                == MergeResult(
                    items: first.items, conflicts: [], remoteUpdates: 0, localUpdates: 0, pushedLocalChanges: 0))
        // After the server took the merged list, local (the merged list) and remote agree.
        let next = ThreeWayMerge.merge(base: input.base, local: first.items, remote: first.items, detectedAt: 2)
        #expect(next.items == first.items)
        #expect(next.conflicts.isEmpty)
    }
}
