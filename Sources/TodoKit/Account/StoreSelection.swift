import TodoValues

/// The stores a command works on: the account's when logged in, and the device's own.
///
/// Without a session (or with one for another server) there is one store, `home`, whose todos
/// belong to this device ("Local Device"; a fixed token may sync them). With a session for the
/// configured server, the account's todos live in `home/accounts/HOST/USER` and `home` holds the
/// device's own todos, which are never synced while logged in, so accounts never mix.
public struct StoreSelection: Sendable {
    /// The owner shown for todos that are not an account's (``TodoOwner/localDevice``).
    public static let localDevice = TodoOwner.localDevice

    /// `owner` as a message: ``localDevice`` is said in the reader's language.
    public static func ownerMessage(_ owner: String) -> Message { TodoOwner.message(owner) }

    /// The store new todos go to and that syncs.
    public var primary: Settings
    /// Who owns the primary store's todos: the account's username, or ``localDevice``.
    public var owner: String
    /// The device's own store when the primary store is an account's; never synced.
    public var local: Settings?
    /// The session in use, if any.
    public var session: Session?
    /// The connection the primary store syncs through, made once from its settings and the session.
    public var connection: ServerConnection

    /// The stores of `settings` with `session` (read once by the caller), when it belongs to the
    /// configured server; a refresh of its tokens is saved to `sessions`.
    public init(settings: Settings, session: Session?, sessions: SessionStore = .default()) {
        guard let session, session.belongs(to: settings.server) else {
            primary = settings
            owner = Self.localDevice
            local = nil
            self.session = nil
            connection = ServerConnection(settings: settings, session: nil, sessions: sessions)
            return
        }
        primary = AccountStores.settings(settings, session: session)
        owner = session.username
        var device = settings
        device.server = nil
        device.token = nil
        local = device
        self.session = session
        connection = ServerConnection(settings: primary, session: session, sessions: sessions)
    }

    /// Whether the primary store is an account's.
    public var isAccount: Bool { session != nil }

    /// The device's own store: `local` when logged in, else the primary store.
    public var device: Settings { local ?? primary }
}
