import FoundationEssentials
import TodoStore

/// What the CalDAV backend knows of its collection between runs: where it is, the server's sync
/// token, and each member's ETag and the server's own representation (the base every edit is
/// written over, so another client's properties stay).
///
/// Stored as `caldav.json` in the store directory, written whole and atomically after every
/// answer that changes it; only the store's one sync run writes it (`sync.lock`). It is a cache:
/// lost, damaged or made for another server or account, it is set aside and the next run lists
/// the collection again (a full resync), so nothing in it is ever the only copy of a change.
struct CalDAVState: Codable, Sendable, Equatable {
    /// One member of the collection.
    struct Resource: Codable, Sendable, Equatable {
        /// The member's `UID`, when it holds a task.
        var uid: String?
        /// Its ETag as last seen; `nil` after a `PUT` answered without one (read again next run).
        var etag: String?
        /// The object as the server (or, after our `PUT`, this client) last wrote it.
        var data: String?
    }

    /// The server URL and account the state is for.
    var server: String
    var username: String
    /// The collection's path (`/alice/tasks/`), once found.
    var collection: String?
    /// The server's sync token for ``collection``; `nil` before a first listing.
    var token: String?
    /// The revision the sync engine knows (see ``CalDAVSyncServer``): one more for every change
    /// seen or made, and for a whole listing after a refused token.
    var revision: Int = 0
    /// The server has no `sync-collection` (RFC 6578): every run lists the members with
    /// `PROPFIND` and reads those whose ETag moved.
    var withoutSyncCollection: Bool?
    /// The members by href (a path).
    var resources: [String: Resource] = [:]

    init(server: String, username: String) {
        self.server = server
        self.username = username
    }

    /// The href of the member holding the task `uid`.
    func href(of uid: String) -> String? {
        resources.first { $0.value.uid == uid }?.key
    }

    /// The file in the store directory `home`.
    static func path(home: String) -> String { home + "/caldav.json" }

    /// The state in `home` for `server` and `username`; a fresh one when there is none, when it
    /// is for another server or account, or when it cannot be read (the damaged file is kept
    /// beside it as `caldav.json.damaged`, unless `readOnly`).
    static func load(home: String, server: String, username: String, readOnly: Bool = false) -> CalDAVState {
        let fresh = CalDAVState(server: server, username: username)
        let path = path(home: home)
        guard POSIXFile.exists(path) else { return fresh }
        guard let bytes = try? POSIXFile.readAll(path),
            let state = try? JSONDecoder().decode(CalDAVState.self, from: Data(bytes))
        else {
            if !readOnly { _ = POSIXFile.rename(path, to: path + ".damaged") }
            return fresh
        }
        return state.server == server && state.username == username ? state : fresh
    }

    /// Writes the state to `home`, durably: a crash leaves the old state or this one.
    func save(home: String) throws(POSIXFile.Failure) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(self)) ?? Data()
        try POSIXFile.atomicWrite(Array(data), to: Self.path(home: home), directory: home)
    }
}
