import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The account a store's todos belong to: `HOME/account.json`, written at login.
///
/// A store holds one account's todos at most, so switching accounts never mixes two accounts'
/// todos: syncing a store that belongs to an account needs that account's session, and a login
/// on a store holding other todos needs `--import-local`.
public struct StoreOwner: Sendable, Equatable, Codable {
    public var server: String
    public var username: String

    public init(server: String, username: String) {
        self.server = server
        self.username = username
    }

    public init(_ session: Session) {
        self.init(server: session.server, username: session.username)
    }

    static func path(home: String) -> String { home + "/account.json" }

    /// The owner of the store in `home`; `nil` when none. A damaged file is exit 65, left as it is.
    public static func load(home: String) throws(TodoError) -> StoreOwner? {
        let path = path(home: home)
        guard POSIXFile.exists(path) else { return nil }
        let bytes: [UInt8]
        do {
            bytes = try POSIXFile.readAll(path)
        } catch {
            throw .badData(Messages.text(.storeUnreadable, ["path": path, "reason": error.message]))
        }
        guard let owner = try? JSONDecoder().decode(StoreOwner.self, from: Data(bytes)) else {
            throw .badData(Messages.text(.storeDamaged, ["path": path]))
        }
        return owner
    }

    /// Writes the owner file of the store in `home` (mode 0600, atomically).
    public func save(home: String) throws(TodoError) {
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let data = try encoder.encode(self)
            try POSIXFile.atomicWrite(Array(data) + [0x0A], to: Self.path(home: home), directory: home)
        } catch let error as POSIXFile.Failure {
            throw .other(Messages.text(.ownerWriteFailed, ["reason": error.message]))
        } catch {
            throw .other(Messages.text(.ownerEncodeFailed))
        }
    }

    /// Whether a sync with `session` (or with a fixed token when `nil`) may use this store.
    public static func check(home: String, session: Session?) throws(TodoError) {
        guard let owner = try load(home: home) else { return }
        if let session, StoreOwner(session) == owner { return }
        throw .usage(
            Messages.text(.storeOfAccount, ["home": home, "username": owner.username, "server": owner.server]))
    }
}

extension DataManager {
    /// What a login of `session`'s account finds in this store.
    public enum LoginStoreState: Sendable, Equatable {
        /// Nothing in it, or the account's own todos: nothing to ask.
        case ready
        /// Todos of the device or of another account or token: importing them into the account
        /// needs the user's consent (`--import-local`).
        case holdsOthers(count: Int, owner: String?)
    }

    /// Whether this store can become (or already is) `owner`'s without mixing.
    public func loginState(for owner: StoreOwner) throws(TodoError) -> LoginStoreState {
        let current = try StoreOwner.load(home: settings.home)
        if current == owner { return .ready }
        let state = try state()
        let hasHistory = state.sync.server != nil || state.sync.revision > 0
        if state.items.isEmpty && state.outbox.isEmpty && !hasHistory && current == nil { return .ready }
        return .holdsOthers(count: state.items.count, owner: current?.username)
    }

    /// Makes this store `owner`'s. With todos of others in it (`importing`), the sync history is
    /// dropped, so the next sync merges them into the account's list instead of removing them.
    public func claim(for owner: StoreOwner, importing: Bool) throws(TodoError) {
        if importing {
            let state = try state()
            try cache.saveBase([], revision: 0)
            try commit([
                .replaceAll(items: Array(state.items.values), outbox: state.outbox, sync: SyncMetadata(dirty: true))
            ])
        }
        try owner.save(home: settings.home)
    }
}
