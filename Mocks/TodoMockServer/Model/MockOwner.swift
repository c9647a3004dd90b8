/// Whose list: a fixed token's or an account's.
public enum MockOwner: Sendable, Hashable, CustomStringConvertible {
    /// A token from ``MockServerConfiguration/tokens``.
    case token(String)
    /// A user created through `POST /auth/signup`.
    case account(String)

    /// `token:T` or `account:NAME`, the key used in the state file.
    public var description: String {
        switch self {
        case .token(let token): "token:\(token)"
        case .account(let name): "account:\(name)"
        }
    }

    /// Parses ``description``.
    init?(key: String) {
        if key.hasPrefix("token:") {
            self = .token(String(key.dropFirst("token:".count)))
        } else if key.hasPrefix("account:") {
            self = .account(String(key.dropFirst("account:".count)))
        } else {
            return nil
        }
    }
}
