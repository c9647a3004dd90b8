/// What a server speaks (`todo config set protocol NAME`).
public enum SyncProtocol: String, Sendable, CaseIterable {
    /// The todo contract (`shared/api/todobackend.md`), the default.
    case todo
    /// CalDAV tasks (RFC 4791): Nextcloud, Radicale, Fastmail, Baikal, Xandikos.
    case caldav
}
