extension MockStore {
    /// Forgets the owner's list, as a restarted memory-only server: no elements, revision 0.
    mutating func forget(_ owner: MockOwner) {
        lists[owner.description] = nil
        // The revision numbers start again, so a cached answer for one of them is no longer this list.
        epoch += 1
    }

    /// Keeps a copy of the owner's list and revision under `name`, replacing an older copy of that name.
    mutating func backup(_ owner: MockOwner, as name: String) throws(MockServerError) -> MockList {
        guard !name.isEmpty else {
            throw .invalidControl("a backup needs a name")
        }
        let list = list(of: owner)
        backups[Self.backupKey(owner, name)] = list
        return list
    }

    /// Puts the copy named `name` back as the owner's list, revision included.
    mutating func restore(_ owner: MockOwner, from name: String) throws(MockServerError) -> MockList {
        guard let list = backups[Self.backupKey(owner, name)] else {
            throw .invalidControl("no backup named \(name) for \(owner)")
        }
        lists[owner.description] = list
        epoch += 1
        return list
    }

    private static func backupKey(_ owner: MockOwner, _ name: String) -> String {
        owner.description + "\u{0}" + name
    }
}
