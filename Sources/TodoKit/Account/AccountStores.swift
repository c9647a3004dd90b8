import FoundationEssentials
import TodoModel
import TodoStore
import TodoSync
import TodoValues

/// A store of its own for each account, so switching accounts never mixes two accounts' todos.
///
/// The local store ("Local Device": todos that stay on this device) is the store directory
/// itself; an account's is `HOME/accounts/HOST/USERNAME` (each component percent-encoded).
public enum AccountStores {
    /// The store directory of `session`'s account under the store directory `base`.
    public static func home(base: String, session: Session) -> String {
        let host = URL(string: session.server).map { url in
            (url.host ?? "server") + (url.port.map { "_\($0)" } ?? "")
        }
        return base + "/accounts/" + pathComponent(host ?? session.server) + "/" + pathComponent(session.username)
    }

    /// The settings of the store to use: the account's store when `session` belongs to the
    /// configured server, the local store otherwise.
    public static func settings(_ settings: Settings, session: Session?) -> Settings {
        guard let session, session.belongs(to: settings.server) else { return settings }
        var account = settings
        account.home = home(base: settings.home, session: session)
        return account
    }

    /// `raw` as one safe path component: letters, digits, `-`, `_` and inner `.` kept, the rest
    /// percent-encoded (so `..`, `/` and control characters cannot escape the directory).
    static func pathComponent(_ raw: String) -> String {
        var out = ""
        for byte in raw.utf8 {
            let keep =
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
            out += keep ? String(UnicodeScalar(byte)) : "%" + TextFormat.hex(byte)
        }
        if out.isEmpty || out.hasPrefix(".") { out = "%2E" + out.dropFirst() }
        return out
    }
}

extension DataManager {
    /// `todo login --import-local`: moves every todo of the local store `local` into this (the
    /// account's) store as queued creates, so they are pushed like any change; the local store is
    /// left empty, nothing queued. Returns how many moved.
    ///
    /// The account's store is written first: a crash in between leaves the todos in both, and a
    /// second import is a no-op for ids already there.
    public func importLocal(from local: DataManager) throws(TodoError) -> Int {
        let moving = try local.allItems()
        guard !moving.isEmpty else { return 0 }
        let known = try state().items
        let changes: [StoreChange] = moving.compactMap { item in
            known[item.id] == nil ? .put(item, .create(item)) : nil
        }
        if !changes.isEmpty { try commit(changes) }
        let localSync = try local.state().sync
        try local.commit([.replaceAll(items: [], outbox: Outbox(), sync: localSync, base: nil)])
        return moving.count
    }

    /// After a login's download: the copies an earlier `logout --keep-local` left in `local` that
    /// the account (this store) still has are dropped, the account's version kept. Returns how many.
    public func dropKeptCopies(in local: DataManager) throws(TodoError) -> Int {
        let account = try state().items
        let copies = try local.allItems().filter { account[$0.id] != nil }
        guard !copies.isEmpty else { return 0 }
        try local.commit(copies.map { .remove(id: $0.id, nil) })
        return copies.count
    }

    /// `todo logout --keep-local`: copies this (the account's) store's todos into the local store
    /// as local todos (not queued). Returns how many.
    public func keepAsLocal(into local: DataManager) throws(TodoError) -> Int {
        let items = try allItems()
        guard !items.isEmpty else { return 0 }
        // Loaded first, so a fresh local store gets its snapshot before the journal.
        _ = try local.state()
        try local.commit(items.map { .put($0, nil) })
        return items.count
    }
}
