import TodoModel

/// One todo that a sync run took from elsewhere: created, updated or deleted by another device.
///
/// Found where a resync's merged list replaces the local one (the todos whose content differs
/// between the two): a local change the merge kept is the same on both sides and is not one; a
/// version this device wrote itself (its own push whose answer was lost) is not either.
public struct IncomingChange: Sendable, Hashable {
    /// What happened to the todo here.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Another device created it; it is new here.
        case created
        /// Another device changed it; its version replaced the local one.
        case updated
        /// It was deleted elsewhere; it is gone from here.
        case deleted
    }

    public var kind: Kind
    /// The version taken (created, updated) or, for a deletion, the last local version.
    public var item: TodoItem
    /// The local version it replaced (updated only).
    public var previous: TodoItem?

    public init(kind: Kind, item: TodoItem, previous: TodoItem? = nil) {
        (self.kind, self.item, self.previous) = (kind, item, previous)
    }

    /// The todo's id.
    public var id: String { item.id }

    /// The device that wrote the version taken (`last_updated_by`); `nil` for a deletion, which
    /// the contract does not attribute.
    public var device: String? { kind == .deleted ? nil : item.lastUpdatedBy }

    /// What replacing the local list `old` with `new` takes from elsewhere: todos of `new` whose
    /// content differs from (or is missing in) `old`, unless `deviceID` wrote them, in `new`'s
    /// order; then the todos of `old` that `new` lacks, in `old`'s order.
    ///
    /// Linear: the todos at the same place in both lists are compared in place, the rest by id.
    public static func changes(from old: [TodoItem], to new: [TodoItem], deviceID: String?) -> [IncomingChange] {
        guard old != new else { return [] }
        var changes: [IncomingChange] = []
        func note(_ item: TodoItem, before: TodoItem?) {
            if let before, before.hasSameContent(as: item) { return }
            if let deviceID, item.lastUpdatedBy == deviceID { return }
            changes.append(IncomingChange(kind: before == nil ? .created : .updated, item: item, previous: before))
        }
        var common = 0
        while common < min(old.count, new.count), old[common].id == new[common].id {
            note(new[common], before: old[common])
            common += 1
        }
        let oldRest = old[common...]
        let newRest = new[common...]
        guard !oldRest.isEmpty || !newRest.isEmpty else { return changes }
        let oldByID = Dictionary(oldRest.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        var seen = Set<String>(minimumCapacity: newRest.count)
        for item in newRest {
            seen.insert(item.id)
            note(item, before: oldByID[item.id])
        }
        var gone = Set<String>()
        for item in oldRest where !seen.contains(item.id) && gone.insert(item.id).inserted {
            changes.append(IncomingChange(kind: .deleted, item: item))
        }
        return changes
    }
}
