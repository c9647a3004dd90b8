import Glibc
import TodoModel

/// What `list` reads (``StoreListing``), from the snapshot's bytes and the journal.
extension FileCache {
    /// The todos and their short numbers as ``load()`` would give them, read without the
    /// outbox, the base, the conflicts or the undo history: what `list` needs. The snapshot is
    /// checked as ``load()`` checks it and the journal replayed; `nil` when there is no snapshot
    /// yet or it is of an older format (then load the store).
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
            // The snapshot's own pending todos, before the journal, to check its numbers by.
            var pendingIDs: [String] = []
            pendingIDs.reserveCapacity(header.itemCount)
            var seen = Set<String>()
            let walked: (count: Int, numbers: [String?]?)
            do {
                walked = try FastJSONReader.snapshotItems(source) { walkedItem in
                    let item: TodoItem
                    switch walkedItem {
                    case .raw(let raw): item = raw.item(in: source)
                    case .decoded(let decoded): item = decoded
                    }
                    if !item.done { pendingIDs.append(item.id) }
                    guard !overlay.isEmpty, overlay.mayHaveChanged(item.id) else {
                        items.append(item)
                        return
                    }
                    overlay.visit(
                        item.id, seen: &seen, unchanged: { items.append(item) }, replaced: { items.append($0) })
                }
            } catch {
                throw StoreError.corrupt(path, .unreadableBody(DecodingProblem(error)))
            }
            guard walked.count == header.itemCount else {
                throw StoreError.corrupt(path, .itemCount(count: walked.count, expected: header.itemCount))
            }
            guard let slots = walked.numbers, let byID = Self.numbers(slots, inStepWith: pendingIDs) else {
                return .decode
            }
            items += overlay.appended(inSnapshot: seen)
            guard !overlay.isEmpty else { return .listing(StoreListing(items: items, numbers: byID)) }
            // In step, so the journal moves them on by the rule alone.
            return .listing(
                StoreListing(items: items, numbers: ShortNumbers.following(journal, byID: byID, slots: slots)))
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
    static func numbers(_ slots: [String?], inStepWith pendingIDs: [String]) -> [String: Int]? {
        var byID: [String: Int] = [:]
        byID.reserveCapacity(pendingIDs.count)
        // Numbers handed out in the list's order (an imported list, say) hold the pending ids in
        // that order: then each pending todo has one, found without hashing it again.
        var inOrder = true
        var next = 0
        for (index, id) in slots.enumerated() {
            guard let id else { continue }
            guard byID.updateValue(index + 1, forKey: id) == nil else { return nil }
            if inOrder {
                inOrder = next < pendingIDs.count && pendingIDs[next] == id
                next += 1
            }
        }
        guard byID.count == pendingIDs.count else { return nil }
        if inOrder { return byID }
        // As many numbers as pending todos (whose ids are distinct): in step when each has one.
        for id in pendingIDs where byID[id] == nil { return nil }
        return byID
    }
}

extension ShortNumbers {
    /// The numbers by id after `changes`, from numbers in step with the snapshot's todos
    /// (`byID`, and `slots` as the snapshot holds them), moved on by the rule as
    /// ``StoreListing/Builder`` moves them, without building the numbers' other tables.
    static func following(_ changes: [StoreChange], byID: [String: Int], slots: [String?]) -> [String: Int] {
        var byID = byID
        var free: [Int] = []
        for (index, id) in slots.enumerated().reversed() where id == nil { free.append(index + 1) }
        var next = slots.count + 1
        func follow(_ change: StoreChange) {
            switch change {
            case .put(let item, _) where !item.done:
                if byID[item.id] == nil { byID[item.id] = take(from: &free, next: &next) }
            case .put(let item, _):
                if let number = byID.removeValue(forKey: item.id) { giveBack(number, to: &free) }
            case .remove(let id, _):
                if let number = byID.removeValue(forKey: id) { giveBack(number, to: &free) }
            case .transaction(let changes):
                for change in changes { follow(change) }
            case .replaceAll, .meta, .record, .popHistory, .setOperation, .setBase, .logConflicts, .clearConflicts:
                break
            }
        }
        for change in changes { follow(change) }
        return byID
    }
}

extension RawSnapshotItem {
    /// The item whose bytes these are, built from them directly.
    func item(in source: UnsafeRawBufferPointer) -> TodoItem {
        let importance: Importance
        switch self.importance.count {
        case 5: importance = .low
        case 7: importance = .basic
        default: importance = .important
        }
        return TodoItem(
            id: Self.string(source, id),
            text: Self.string(source, text),
            importance: importance,
            deadline: deadline.map { SnapshotItemScanner.integer(source, $0) },
            done: done,
            color: color.map { Self.string(source, $0) },
            createdAt: SnapshotItemScanner.integer(source, createdAt),
            changedAt: SnapshotItemScanner.integer(source, changedAt),
            lastUpdatedBy: Self.string(source, lastUpdatedBy))
    }

    /// A scanned string (quotes included): printable ASCII, so its bytes are its UTF-8 unless it
    /// has an escape.
    static func string(_ source: UnsafeRawBufferPointer, _ range: Range<Int>) -> String {
        let inner = UnsafeRawBufferPointer(rebasing: source[(range.lowerBound + 1)..<(range.upperBound - 1)])
        if inner.isEmpty || memchr(inner.baseAddress!, Int32(UInt8(ascii: "\\")), inner.count) == nil {
            return String(decoding: inner, as: UTF8.self)
        }
        var reader = FastJSONReader(source, from: range.lowerBound)
        return (try? reader.string()) ?? ""
    }
}
