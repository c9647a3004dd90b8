import FoundationEssentials
import TodoNetwork
import TodoSync
import TodoValues

/// A command's connection to the todo server, made once from the settings and the session: the
/// server's URL, the fixed token or the session's tokens (and their one refresh), the trust store
/// and the timeout.
///
/// Made without a network request or a file read (the caller read the session file once), it is
/// passed down to the store that syncs (``StoreSelection/connection``, ``DataManager``). Whether a
/// session belongs to the configured server is decided here, by ``Session/belongs(to:)``.
public struct ServerConnection: Sendable {
    /// The configured server's base URL; `nil`: local-only.
    public let server: String?
    /// Whether `--offline` forbids any request.
    public let offline: Bool
    /// The logged-in account's tokens, when the session belongs to ``server``: shared by every
    /// sync run of the command, so a refresh in one holds for the next.
    public let tokens: SessionTokens?
    /// The requests' URL, fixed token, trust store, timeout and failure injection (with no server:
    /// none).
    private let configuration: TodoAPIConfiguration?
    /// The request timeout, seconds.
    private let timeout: Double
    /// What the server speaks, and the CalDAV task list to use.
    private let syncProtocol: SyncProtocol
    private let calendar: String?

    /// The connection of `settings` (the syncing store's), with `session` when it belongs to the
    /// configured server; a refresh saves its new tokens to `sessions`.
    public init(settings: Settings, session: Session?, sessions: SessionStore = .default()) {
        server = settings.server
        offline = settings.offline
        timeout = settings.timeout
        syncProtocol = settings.syncProtocol
        calendar = settings.calendar
        configuration = settings.server.map { server in
            settings.apiConfiguration(server: server, token: settings.token, timeout: settings.timeout)
        }
        if let session, session.belongs(to: settings.server) {
            tokens = SessionTokens(session: session, store: sessions)
        } else {
            tokens = nil
        }
    }

    /// The connection of `settings` with the session in `sessions`, read once here; with no server
    /// configured, or `--offline`, the file is not read. A damaged session file is a `.badData` error.
    public static func load(settings: Settings, sessions: SessionStore = .default()) throws(TodoError) -> Self {
        guard settings.server != nil, !settings.offline else { return Self(settings: settings, session: nil) }
        return Self(settings: settings, session: try sessions.load(), sessions: sessions)
    }

    /// The session in use (as last refreshed), if any.
    public var session: Session? { tokens?.session }

    /// The server to sync the store in `home` with, over the HTTP client `client` gives (asked
    /// only when a request can be made); a `.usage` error when local-only or `--offline`.
    ///
    /// An interactive command's quick attempt waits at most 5 seconds per request. A session for
    /// this server is used instead of a fixed token, and can be refreshed. A store that belongs to
    /// an account syncs only with that account's session (a `.usage` error otherwise), so accounts never
    /// mix. With neither a session nor a fixed token no request is made: an `.unauthorized` error, saying how to
    /// log in.
    ///
    /// With `protocol` `caldav` it is a ``CalDAVSyncServer`` with the logged-in account's Basic
    /// credentials, which cannot be refreshed; without a login, an `.unauthorized` error. With
    /// `readOnly` (a dry run, `todo doctor`) it keeps what it learns in memory only.
    public func syncServer(
        home: String, interactive: Bool, readOnly: Bool = false, client: () -> HTTPClient
    ) throws(TodoError) -> (server: any SyncServer, canRefresh: Bool) {
        guard let server, var configuration else { throw .usage(.noServer) }
        guard !offline else { throw .usage(.offlineNoNetwork) }
        let seconds = interactive ? min(timeout, 5) : timeout
        configuration.timeout = .milliseconds(Int64((seconds * 1000).rounded()))
        try StoreOwner.check(home: home, session: tokens?.session)
        if syncProtocol == .caldav {
            guard let session = tokens?.session else { throw .unauthorized(.noCredentials) }
            configuration.token = session.accessToken
            let api = TodoAPI(client: client(), configuration: configuration)
            return (
                CalDAVSyncServer(
                    api: api, server: server, username: session.username, home: home, calendar: calendar,
                    readOnly: readOnly, now: { Int64(Date().timeIntervalSince1970) }),
                false
            )
        }
        let api = TodoAPI(client: client(), configuration: configuration)
        if let tokens {
            return (TodoAPISyncServer(api: api, session: tokens), true)
        }
        // Every request of the contract needs a token: without one, a request could only be refused.
        guard configuration.token != nil else { throw .unauthorized(.noCredentials) }
        return (TodoAPISyncServer(api: api), false)
    }
}
