import TodoValues

/// The store `todo watch` keeps in sync, and what it leaves queued.
extension StoreSelection {
    /// The settings of the store a watch syncs: the account's when logged in, else the device's.
    /// A `.usage` error without a server, or offline.
    public func watched() throws(TodoError) -> Settings {
        guard primary.server != nil else { throw .usage(.noServer) }
        guard !primary.offline else { throw .usage(.watchOffline) }
        return primary
    }
}

extension DataManager {
    /// How many changes the store of `settings` still has queued, counted only if the store is
    /// free within a second (another process may hold it); `nil` when it is not, or unreadable.
    public static func queuedCount(settings: Settings) -> Int? {
        var quick = settings
        quick.lockTimeout = min(settings.lockTimeout, 1)
        return try? DataManager(settings: quick, readOnly: true).queuedCount()
    }
}
