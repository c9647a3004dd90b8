import Glibc
import TodoModel
import TodoSync

/// What `list` reads (``StoreListing``), from the snapshot's bytes and the journal.
extension FileCache {
    /// The todos and their short numbers as ``load()`` would give them, read without the
    /// outbox, the base, the conflicts or the undo history: what `list` needs. The snapshot's
    /// size, header and body hash are checked as ``load()`` checks them, and the journal replayed;
    /// the body is read up to the items and the numbers only (what follows, which the hash vouches
    /// for, a full load reads and checks). `nil` when there is no snapshot yet or it is of an older
    /// format (then load the store).
    ///
    /// The items are walked in order (those in the writer's form read in place, without the
    /// generic reader) and the journal is applied per id (``JournalOverlay``), so no ordered
    /// dictionary of the whole list is built. The numbers are taken as the snapshot holds them
    /// when they are in step with its todos (every pending todo has one and no other todo
    /// does), as every snapshot written from a ``StoreState`` is; otherwise, or when the journal
    /// replaced the whole list, the listing is read as the store is (``listingByDecoding()``).
    public func listing() throws(StoreError) -> StoreListing? {
        let outcome = try withCheckedSnapshot { header, source, path throws(StoreError) -> Walk in
            let journal = try journalChanges()
            guard let overlay = JournalOverlay(journal) else { return .decode }
            var items: [TodoItem] = []
            items.reserveCapacity(header.itemCount)
            // For each of `items`: the place among the snapshot's pending todos of one the journal
            // leaves alone (its number is the snapshot's, found by position), else -1.
            var ordinals: [Int] = []
            ordinals.reserveCapacity(header.itemCount)
            // The snapshot's own pending todos, before the journal, to check its numbers by.
            var pendingIDs: [String] = []
            pendingIDs.reserveCapacity(header.itemCount)
            // The snapshot's pending todos the journal may change, with their places.
            var touched: [String: Int] = [:]
            var seen = Set<String>()
            // An id twice (no snapshot our writer makes; the load keeps one) is left to the load's
            // way of reading. The index written with this very snapshot (same body checksum and
            // size) was made from a store, whose ids are distinct, so it vouches that none comes
            // twice; without it each id's 64-bit hash is kept (a collision of two different ids
            // only sends the listing the load's way too).
            let vouched = openIndex(header)?.count == header.itemCount
            var idHashes = vouched ? nil : IDHashSet(capacity: header.itemCount)
            var repeated = false
            let walked: (count: Int, numbers: [Range<Int>?]?)
            do {
                walked = try FastJSONReader.snapshotItems(source) { walkedItem in
                    let item: TodoItem
                    switch walkedItem {
                    case .raw(let raw): item = raw.item(in: source)
                    case .decoded(let decoded): item = decoded
                    }
                    if idHashes?.insert(item.id) == false { repeated = true }
                    let ordinal = item.done ? -1 : pendingIDs.count
                    if !item.done { pendingIDs.append(item.id) }
                    guard !overlay.isEmpty, overlay.mayHaveChanged(item.id) else {
                        items.append(item)
                        ordinals.append(ordinal)
                        return
                    }
                    if ordinal >= 0 { touched[item.id] = ordinal }
                    overlay.visit(
                        item.id, seen: &seen,
                        unchanged: {
                            items.append(item)
                            ordinals.append(-1)
                        },
                        replaced: {
                            items.append($0)
                            ordinals.append(-1)
                        })
                }
            } catch {
                throw StoreError.corrupt(path, .unreadableBody(DecodingProblem(error)))
            }
            guard walked.count == header.itemCount else {
                throw StoreError.corrupt(path, .itemCount(count: walked.count, expected: header.itemCount))
            }
            guard let ranges = walked.numbers, !repeated else { return .decode }
            let slots = RawNumberSlots(source: source, ranges: ranges)
            let appended = overlay.appended(inSnapshot: seen)
            items += appended
            ordinals += repeatElement(-1, count: appended.count)
            let snapshotNumbers = SnapshotNumbers(
                slots: slots, pendingIDs: pendingIDs, touched: touched, journal: overlay.isEmpty ? [] : journal)
            guard let numberAt = snapshotNumbers?.numberAt(items, ordinals: ordinals) else { return .decode }
            return .listing(StoreListing(items: items, numberAt: numberAt))
        }
        switch outcome {
        case nil: return nil
        case .listing(let listing): return listing
        case .decode: return try listingByDecoding()
        }
    }

    private enum Walk {
        case listing(StoreListing)
        case decode
    }

    /// The number of each id of `slots`, when the numbered ids are exactly `pendingIDs`; `nil`
    /// otherwise (an id twice, a number for a todo that is done or gone, a pending todo without
    /// one).
    static func numbers(_ slots: some NumberSlots, inStepWith pendingIDs: [String]) -> [String: Int]? {
        var byID: [String: Int] = [:]
        byID.reserveCapacity(pendingIDs.count)
        for index in 0..<slots.count {
            guard let id = slots.id(at: index) else { continue }
            guard byID.updateValue(index + 1, forKey: id) == nil else { return nil }
        }
        guard byID.count == pendingIDs.count else { return nil }
        // As many numbers as pending todos (whose ids are distinct): in step when each has one.
        for id in pendingIDs where byID[id] == nil { return nil }
        return byID
    }
}

/// The snapshot's short numbers in step with its pending todos, moved on by the journal: the
/// number of each todo of a listing.
struct SnapshotNumbers {
    /// The number of the snapshot's pending todo at each place: found by position when they were
    /// handed out in the list's order (an imported list), else through a table of the slots' id
    /// hashes (a list whose numbers were handed out since: each id hashed once, no dictionary).
    private let byPlace: [Int]?
    /// Otherwise (an id the hash cannot stand for, see ``NumberSlots/plainHash(at:)``) the
    /// numbers by id, of every pending todo.
    private let byID: [String: Int]?
    /// The numbers, after the journal, of the todos it may change.
    private let moved: [String: Int]

    /// `nil` when the numbers are not in step with `pendingIDs` (the snapshot's pending todos in
    /// its order, each id once); `touched` are the pending ones the journal may change, with their
    /// places.
    init?(slots: some NumberSlots, pendingIDs: [String], touched: [String: Int], journal: [StoreChange]) {
        var byPlace: [Int] = []
        byPlace.reserveCapacity(pendingIDs.count)
        var inOrder = true
        for index in 0..<slots.count where !slots.isFree(index) {
            // The numbered ids are the pending ones in the same order: each has exactly one.
            guard byPlace.count < pendingIDs.count, slots.holds(pendingIDs[byPlace.count], at: index) else {
                inOrder = false
                break
            }
            byPlace.append(index + 1)
        }
        if !inOrder || byPlace.count != pendingIDs.count {
            switch Self.places(slots, of: pendingIDs) {
            case .found(let places):
                byPlace = places
            case .notInStep:
                return nil
            case .unhashable:
                guard let all = FileCache.numbers(slots, inStepWith: pendingIDs) else { return nil }
                self.byPlace = nil
                byID = journal.isEmpty ? all : ShortNumbers.following(journal, byID: all, slots: slots)
                moved = [:]
                return
            }
        }
        self.byPlace = byPlace
        byID = nil
        var before: [String: Int] = [:]
        for (id, place) in touched { before[id] = byPlace[place] }
        // The journal hands out only free numbers, so the others' numbers stay as they are.
        moved = journal.isEmpty ? before : ShortNumbers.following(journal, byID: before, slots: slots)
    }

    /// What ``places(_:of:)`` found.
    enum Places: Equatable {
        /// The number of each pending todo, by its place.
        case found([Int])
        /// The numbered ids are not exactly the pending ones (one without a number, a number
        /// for another id, an id twice).
        case notInStep
        /// An id is not plain ASCII: the hashes of the bytes cannot stand for `String` equality.
        case unhashable
    }

    /// The number of each of `pendingIDs` (distinct), found through an open-addressed table of
    /// the numbered slots' id hashes, each match checked on the id itself.
    static func places(_ slots: some NumberSlots, of pendingIDs: [String]) -> Places {
        var numbered = 0
        for index in 0..<slots.count where !slots.isFree(index) { numbered += 1 }
        // As many numbers as pending todos (distinct), each number held by a different id and
        // each pending todo holding one: in step.
        guard numbered == pendingIDs.count else { return .notInStep }
        var size = 16
        while size < 2 * numbered { size *= 2 }
        let mask = size - 1
        // 0 marks a free place, so a stored hash never is.
        var hashes = [UInt64](repeating: 0, count: size)
        var slotAt = [Int](repeating: 0, count: size)
        for index in 0..<slots.count where !slots.isFree(index) {
            guard let hash = slots.plainHash(at: index) else { return .unhashable }
            let value = hash | 1
            var place = Int(truncatingIfNeeded: value >> 7) & mask
            while hashes[place] != 0 {
                if hashes[place] == value, let other = slots.id(at: slotAt[place]), slots.holds(other, at: index) {
                    return .notInStep
                }
                place = (place + 1) & mask
            }
            hashes[place] = value
            slotAt[place] = index
        }
        var byPlace: [Int] = []
        byPlace.reserveCapacity(pendingIDs.count)
        for id in pendingIDs {
            guard let hash = IDHashSet.asciiHash(id) else { return .unhashable }
            let value = hash | 1
            var place = Int(truncatingIfNeeded: value >> 7) & mask
            var number = 0
            while hashes[place] != 0 {
                if hashes[place] == value, slots.holds(id, at: slotAt[place]) {
                    number = slotAt[place] + 1
                    break
                }
                place = (place + 1) & mask
            }
            guard number > 0 else { return .notInStep }
            byPlace.append(number)
        }
        return .found(byPlace)
    }

    /// The number of each of `items` (0: none), where `ordinals` is each one's place among the
    /// snapshot's pending todos when the journal leaves it alone, else -1.
    func numberAt(_ items: [TodoItem], ordinals: [Int]) -> [Int] {
        if let byID { return items.map { byID[$0.id] ?? 0 } }
        let byPlace = byPlace ?? []
        return items.indices.map { position in
            let place = ordinals[position]
            return place >= 0 ? byPlace[place] : moved[items[position].id] ?? 0
        }
    }
}

extension ShortNumbers {
    /// The numbers by id after `changes`, from numbers in step with the snapshot's todos
    /// (`byID`, and `slots` as the snapshot holds them), moved on by the rule as
    /// ``StoreListing/Builder`` moves them, without building the numbers' other tables.
    static func following(_ changes: [StoreChange], byID: [String: Int], slots: some NumberSlots) -> [String: Int] {
        var follower = NumberFollower(byID: byID)
        for index in (0..<slots.count).reversed() where slots.isFree(index) { follower.free.append(index + 1) }
        follower.next = slots.count + 1
        for change in changes { change.replay(into: &follower) }
        return follower.byID
    }

    /// The numbers by id as a ``StoreChangeReader``: a pending todo put takes a number, a done or
    /// removed one gives its number back.
    private struct NumberFollower: StoreChangeReader {
        var byID: [String: Int]
        var free: [Int] = []
        var next = 1

        mutating func put(_ item: TodoItem, _ operation: PendingOperation?) {
            if !item.done {
                if byID[item.id] == nil { byID[item.id] = ShortNumbers.take(from: &free, next: &next) }
            } else if let number = byID.removeValue(forKey: item.id) {
                ShortNumbers.giveBack(number, to: &free)
            }
        }

        mutating func remove(id: String, _ operation: PendingOperation?) {
            if let number = byID.removeValue(forKey: id) { ShortNumbers.giveBack(number, to: &free) }
        }
    }
}

extension RawSnapshotItem {
    /// The item whose bytes these are, built from them directly.
    func item(in source: UnsafeRawBufferPointer) -> TodoItem {
        var item = TodoItem(id: "", text: "", createdAt: 0, lastUpdatedBy: "")
        var next: TodoField? = TodoField.first
        while let field = next {
            next = field.next
            guard let range = ranges[field] else { continue }
            switch field.kind {
            case .string:
                // The importance by its bytes (the scanner checked them), without a string switch.
                if field == .importance, let importance = SnapshotItemScanner.importance(source, range) {
                    item.importance = importance
                } else {
                    field.set(string: Self.string(source, range), in: &item)
                }
            case .integer: field.set(integer: SnapshotItemScanner.integer(source, range), in: &item)
            case .bool: field.set(bool: range.count == 4, in: &item)
            }
        }
        return item
    }

    /// A scanned string (quotes included), checked as UTF-8 (printable ASCII for an item's
    /// members, any valid UTF-8 for a number's slot): its bytes are its text unless it has an
    /// escape.
    static func string(_ source: UnsafeRawBufferPointer, _ range: Range<Int>) -> String {
        let inner = UnsafeRawBufferPointer(rebasing: source[(range.lowerBound + 1)..<(range.upperBound - 1)])
        if inner.isEmpty || memchr(inner.baseAddress!, Int32(UInt8(ascii: "\\")), inner.count) == nil {
            return String(decoding: inner, as: UTF8.self)
        }
        var reader = FastJSONReader(source, from: range.lowerBound)
        return (try? reader.string()) ?? ""
    }
}

/// The 64-bit hashes of ids seen so far, in an open-addressed table sized once: a listing's check
/// that no id comes twice, costing a few milliseconds at 100k (a `Set<String>` cost three times
/// that). Two different ids with the same hash count as one seen twice.
struct IDHashSet {
    private var table: [UInt64]
    private let mask: Int

    init(capacity: Int) {
        var size = 16
        while size < 2 * capacity { size *= 2 }
        table = Array(repeating: 0, count: size)
        mask = size - 1
    }

    /// Adds `id`'s hash; `false` when it was there already.
    mutating func insert(_ id: String) -> Bool {
        // 0 marks a free place, so the stored value never is.
        let value = Self.hash(id) | 1
        var place = Int(truncatingIfNeeded: value >> 7) & mask
        while table[place] != 0 {
            if table[place] == value { return false }
            place = (place + 1) & mask
        }
        table[place] = value
        return true
    }

    /// A 64-bit hash of the id's UTF-8, eight bytes at a time.
    static func hash(_ id: String) -> UInt64 {
        var id = id
        return id.withUTF8 { hash(UnsafeRawBufferPointer($0)) }
    }

    /// ``hash(_:)`` of `id` when it is ASCII, else `nil`.
    static func asciiHash(_ id: String) -> UInt64? {
        var id = id
        return id.withUTF8 { utf8 in
            let bytes = UnsafeRawBufferPointer(utf8)
            return isASCII(bytes) ? hash(bytes) : nil
        }
    }

    /// Whether every byte is below 0x80.
    static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        ASCIIBytes.isASCII(bytes)
    }

    /// A 64-bit hash of `bytes`, eight at a time.
    static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = UInt64(bytes.count) &* multiplier
        var at = 0
        while at + 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self)
            hash = (hash ^ word) &* multiplier
            hash ^= hash >> 32
            at += 8
        }
        var tail: UInt64 = 0
        while at < bytes.count {
            tail = tail << 8 | UInt64(bytes[at])
            at += 1
        }
        hash = (hash ^ tail) &* multiplier
        return hash ^ hash >> 29
    }
}
