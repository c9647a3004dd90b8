import TodoModel

/// What a signup or login did after authenticating.
public struct Login: Sendable {
    public var session: Session
    /// Whether the account's list was downloaded into its store.
    public var downloaded = false
    /// Copies an earlier `logout --keep-local` left that the account's versions replaced.
    public var replacedCopies = 0
    /// The device's todos moved into the account, and what their push did.
    public var imported = 0
    public var importPush: QuickPush?
    /// The device's todos that stay the device's.
    public var localLeft = 0

    public init(session: Session) { self.session = session }
}
