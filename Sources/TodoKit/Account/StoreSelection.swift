/// The stores a command works on: the account's when logged in, and the device's own.
///
/// Without a session (or with one for another server) there is one store, `home`, whose todos
/// belong to this device ("Local Device"; a fixed token may sync them). With a session for the
/// configured server, the account's todos live in `home/accounts/HOST/USER` and `home` holds the
/// device's own todos, which are never synced while logged in, so accounts never mix.
public struct StoreSelection: Sendable {
    /// The owner shown for todos that are not an account's.
    public static let localDevice = "Local Device"

    /// `owner` as a message: ``localDevice`` is said in the reader's language.
    public static func ownerMessage(_ owner: String) -> Message {
        owner == localDevice ? Message(.ownerLocalDevice) : .verbatim(owner)
    }

    /// The store new todos go to and that syncs.
    public var primary: Settings
    /// Who owns the primary store's todos: the account's username, or ``localDevice``.
    public var owner: String
    /// The device's own store when the primary store is an account's; never synced.
    public var local: Settings?
    /// The session in use, if any.
    public var session: Session?

    public init(settings: Settings, session: Session?) {
        guard let session, session.server == settings.server else {
            primary = settings
            owner = Self.localDevice
            local = nil
            self.session = nil
            return
        }
        primary = AccountStores.settings(settings, session: session)
        owner = session.username
        var device = settings
        device.server = nil
        device.token = nil
        local = device
        self.session = session
    }

    /// Whether the primary store is an account's.
    public var isAccount: Bool { session != nil }

    /// The device's own store: `local` when logged in, else the primary store.
    public var device: Settings { local ?? primary }
}
