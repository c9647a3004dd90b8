/// What `logout` did; encoded, the `logout --json` report.
public struct Logout: Sendable, Equatable, Encodable {
    /// Whether there was a session file to remove.
    public var loggedOut = false
    /// The account's name, when the session file could be read.
    @Nullable public var username: String? = nil
    /// The account's todos kept as local copies, or removed.
    public var kept = 0
    public var removed = 0
    /// Queued changes left waiting in the account's store (forced), or dropped (wiped).
    public var queuedKept = 0
    public var queuedLost = 0

    public init() {}
}
