extension MockServer {
    /// Server reset: forgets the owner's list as a restarted memory-only server would (no elements, revision 0).
    ///
    /// - Throws: ``MockServerError/unknownOwner(_:)``.
    /// - Returns: The list now held (empty, at revision 0).
    @discardableResult
    public func forget(_ owner: MockOwner) throws(MockServerError) -> MockList {
        try state.change { store throws(MockServerError) in
            try check(owner, in: store)
            store.forget(owner)
            return store.list(of: owner)
        }
    }

    /// Takes a named copy of the owner's list and revision, to put back with ``restore(_:from:)``.
    ///
    /// Backups live in memory only (never in the state file); ``reset(data:)`` with data forgets them.
    /// - Throws: ``MockServerError/unknownOwner(_:)``, or ``MockServerError/invalidControl(_:)`` for an empty name.
    /// - Returns: The copy.
    @discardableResult
    public func backup(_ owner: MockOwner, as name: String) throws(MockServerError) -> MockList {
        try state.change { store throws(MockServerError) in
            try check(owner, in: store)
            return try store.backup(owner, as: name)
        }
    }

    /// Restore from backup: the copy named `name` becomes the owner's list, revision included (so it may go down, 5 → 3).
    ///
    /// - Throws: ``MockServerError/unknownOwner(_:)``, or ``MockServerError/invalidControl(_:)`` for a name
    ///   with no backup of this owner.
    /// - Returns: The list now held.
    @discardableResult
    public func restore(_ owner: MockOwner, from name: String) throws(MockServerError) -> MockList {
        try state.change { store throws(MockServerError) in
            try check(owner, in: store)
            return try store.restore(owner, from: name)
        }
    }
}
