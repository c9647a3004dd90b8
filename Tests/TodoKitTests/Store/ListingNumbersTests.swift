import Testing
import TodoModel
import TodoTesting

@testable import TodoStore
@testable import TodoSync

/// The listing's shortcuts for short numbers (``FileCache/listing()``): numbers found by place
/// when they were handed out in the list's order (``SnapshotNumbers``), and the journal followed
/// on the numbers by id alone. Both are held to ``ShortNumbers`` itself.
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

    /// `slots` as a snapshot holds them (written by the store's writer), read as `list` reads
    /// them: checked, not built.
    static func withRawSlots<T>(_ slots: [String?], _ body: (RawNumberSlots) -> T) throws -> T {
        var writer = FastJSONWriter()
        writer.byte(UInt8(ascii: "["))
        for (index, slot) in slots.enumerated() {
            if index > 0 { writer.byte(UInt8(ascii: ",")) }
            if let slot { writer.string(slot) } else { writer.raw("null") }
        }
        writer.byte(UInt8(ascii: "]"))
        return try writer.bytes.withUnsafeBytes { raw in
            var reader = FastJSONReader(raw)
            var ranges: [Range<Int>?] = []
            try reader.array { reader throws(FastJSONReader.Failure) in
                ranges.append(try reader.nullOr { r throws(FastJSONReader.Failure) in try r.stringRange() })
            }
            return body(RawNumberSlots(source: raw, ranges: ranges))
        }
    }

    /// Ids a hand or a server might make: escapes, non-ASCII, prefixes of one another, empty.
    static let hostileIDs = [
        "id1", "id12", "a\"b", "back\\slash", "tab\tnl\n", "é", "e\u{301}", "\u{1F600}", "", "ctl\u{01}",
    ]

    @Test("the slots read from the snapshot's bytes answer as the slots built", arguments: 0..<80)
    func rawSlotsAnswerAsBuiltSlots(seed: Int) throws {
        var rng = SeededRandomNumberGenerator(seed: UInt64(seed) + 500)
        var (pending, slots) = Self.inStep(&rng)
        // Hostile ids in place of some.
        for index in pending.indices where Int.random(in: 0..<3, using: &rng) == 0 {
            let hostile = Self.hostileIDs[Int.random(in: 0..<Self.hostileIDs.count, using: &rng)] + "\(index)"
            slots = slots.map { $0 == pending[index] ? hostile : $0 }
            pending[index] = hostile
        }
        if Bool.random(using: &rng), !slots.isEmpty { slots[Int.random(in: 0..<slots.count, using: &rng)] = "stranger" }
        // And each id spelled another way that `String` holds equal ("é" as "e" and an accent).
        let respelled = slots.compactMap { $0 }.flatMap {
            [$0.replacingOccurrences(of: "é", with: "e\u{301}"), $0.replacingOccurrences(of: "e\u{301}", with: "é")]
        }
        let candidates = pending + Self.hostileIDs + respelled + ["stranger", "id"]
        try Self.withRawSlots(slots) { raw in
            #expect(raw.count == slots.count)
            for index in slots.indices {
                #expect(raw.isFree(index) == slots.isFree(index), "seed \(seed)")
                #expect(raw.id(at: index) == slots.id(at: index), "seed \(seed)")
                for id in candidates {
                    #expect(raw.holds(id, at: index) == slots.holds(id, at: index), "seed \(seed) \(id)")
                }
            }
            #expect(FileCache.numbers(raw, inStepWith: pending) == FileCache.numbers(slots, inStepWith: pending))
            let fromRaw = SnapshotNumbers(slots: raw, pendingIDs: pending, touched: [:], journal: [])
            let fromBuilt = SnapshotNumbers(slots: slots, pendingIDs: pending, touched: [:], journal: [])
            #expect((fromRaw == nil) == (fromBuilt == nil), "seed \(seed)")
            let items = pending.map { Self.item($0, done: false) }
            #expect(
                fromRaw?.numberAt(items, ordinals: Array(pending.indices))
                    == fromBuilt?.numberAt(items, ordinals: Array(pending.indices)), "seed \(seed)")
        }
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
        // The same answer when the numbers are found by place (in the list's order) or by id.
        let positional = SnapshotNumbers(slots: slots, pendingIDs: pending, touched: [:], journal: [])
        #expect((positional != nil) == expected, "seed \(seed): \(slots) vs \(pending)")
        if let positional {
            let numberAt = positional.numberAt(
                pending.map { Self.item($0, done: false) }, ordinals: Array(pending.indices))
            #expect(numberAt == pending.map { found?[$0] ?? -1 }, "seed \(seed)")
        }
        if let found {
            for (index, id) in slots.enumerated() {
                if let id { #expect(found[id] == index + 1, "seed \(seed)") }
            }
        }
    }

    /// Numbers handed out out of the list's order (a todo added after another was done, then a
    /// snapshot written) are found by place through the slots' id hashes: the same numbers as
    /// looking every id up, the same verdict on whether they are in step.
    @Test(arguments: 0..<60)
    func placesFoundByHashAgreeWithLookingEveryIDUp(seed: Int) throws {
        var rng = SeededRandomNumberGenerator(seed: UInt64(seed) + 900)
        var (pending, slots) = Self.inStep(&rng)
        slots.shuffle(using: &rng)
        switch Int.random(in: 0..<6, using: &rng) {
        case 0 where !slots.isEmpty: slots[Int.random(in: 0..<slots.count, using: &rng)] = nil
        case 1 where !slots.isEmpty: slots.append(slots.compactMap { $0 }.randomElement(using: &rng))
        case 2: slots.append("stranger")
        case 3 where !pending.isEmpty: pending[Int.random(in: 0..<pending.count, using: &rng)] = "stranger"
        default: break
        }
        let expected = FileCache.numbers(slots, inStepWith: pending)
        try Self.withRawSlots(slots) { raw in
            for places in [SnapshotNumbers.places(slots, of: pending), SnapshotNumbers.places(raw, of: pending)] {
                switch places {
                case .found(let numbers):
                    #expect(numbers == pending.map { expected?[$0] ?? -1 }, "seed \(seed): \(slots) vs \(pending)")
                case .notInStep:
                    #expect(expected == nil, "seed \(seed): \(slots) vs \(pending)")
                case .unhashable:
                    Issue.record("seed \(seed): ASCII ids found unhashable")
                }
            }
        }
    }

    @Test("an id that is not plain ASCII (in a slot, escaped in the snapshot, or pending) is looked up by id")
    func notPlainIDsAreNotHashed() throws {
        for hostile in ["é", "e\u{301}", "tab\tnl\n", "q\"uote", "\u{212A}"] {
            let pending = ["a", hostile, "b"]
            let slots: [String?] = ["b", nil, hostile, "a"]
            try Self.withRawSlots(slots) { raw in
                #expect(SnapshotNumbers.places(raw, of: pending) == .unhashable, "\(hostile)")
            }
            // Built, an escaped id is its own bytes: only one that is not ASCII cannot be hashed.
            let ascii = hostile.utf8.allSatisfy { $0 < 0x80 }
            #expect(
                SnapshotNumbers.places(slots, of: pending) == (ascii ? .found([4, 3, 1]) : .unhashable), "\(hostile)")
            let numbers = SnapshotNumbers(slots: slots, pendingIDs: pending, touched: [:], journal: [])
            let items = pending.map { Self.item($0, done: false) }
            #expect(numbers?.numberAt(items, ordinals: [0, 1, 2]) == [4, 3, 1], "\(hostile)")
        }
        // "K" and the Kelvin sign are equal as strings: the ASCII slot must not be matched by bytes alone.
        let kelvin = SnapshotNumbers(
            slots: ["x", "K"] as [String?], pendingIDs: ["\u{212A}", "x"], touched: [:], journal: [])
        #expect(
            kelvin?.numberAt([Self.item("\u{212A}", done: false), Self.item("x", done: false)], ordinals: [0, 1]) == [
                2, 1,
            ])
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

        // What the listing reads: each todo's number by its place (the journal's ids by id).
        var journalIDs = Set<String>()
        func collect(_ change: StoreChange) {
            switch change {
            case .put(let item, _): journalIDs.insert(item.id)
            case .remove(let id, _): journalIDs.insert(id)
            case .transaction(let changes): changes.forEach(collect)
            default: break
            }
        }
        changes.forEach(collect)
        var touched: [String: Int] = [:]
        for (place, id) in pending.enumerated() where journalIDs.contains(id) { touched[id] = place }
        let listed = pending + ids.filter { !pending.contains($0) }
        let ordinals = listed.map { id in touched[id] == nil ? pending.firstIndex(of: id) ?? -1 : -1 }
        let numbers = SnapshotNumbers(slots: slots, pendingIDs: pending, touched: touched, journal: changes)
        let found = numbers?.numberAt(listed.map { Self.item($0, done: false) }, ordinals: ordinals)
        #expect(found == listed.map { reference.byID[$0] ?? 0 }, "seed \(seed): \(slots)")
    }
}
