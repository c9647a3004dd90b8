import FoundationEssentials
import Glibc
import TodoStore
import TodoValues

/// The account a store's todos belong to: `HOME/account.json`, written at login.
///
/// Each account has a store of its own (``AccountStores``); this file is the guard: a store that
/// belongs to an account syncs only with that account's session, never with another's or a
/// fixed token.
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

    /// The owner of the store in `home`; `nil` when none. A damaged file is a `.badData` error, left as it is.
    public static func load(home: String) throws(TodoError) -> StoreOwner? {
        let path = path(home: home)
        guard POSIXFile.exists(path) else { return nil }
        let bytes: [UInt8]
        do {
            bytes = try POSIXFile.readAll(path)
        } catch {
            throw .badData(.storeUnreadable, ["path": path, "reason": error.message])
        }
        guard let owner = try? JSONDecoder().decode(StoreOwner.self, from: Data(bytes)) else {
            throw .badData(.storeDamaged, ["path": path])
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
            throw .other(.ownerWriteFailed, ["reason": error.message])
        } catch {
            throw .other(.ownerEncodeFailed)
        }
    }

    /// Whether a sync with `session` (or with a fixed token when `nil`) may use this store.
    public static func check(home: String, session: Session?) throws(TodoError) {
        guard let owner = try load(home: home) else { return }
        if let session, StoreOwner(session) == owner { return }
        throw .usage(.storeOfAccount, ["home": home, "username": owner.username, "server": owner.server])
    }
}

extension DataManager {
    /// Makes this store `owner`'s: a login writes it into the account's own store.
    public func claim(for owner: StoreOwner) throws(TodoError) {
        try owner.save(home: settings.home)
    }
}
