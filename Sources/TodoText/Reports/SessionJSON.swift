import TodoValues

/// The JSON that signup and login print: never a token.
public struct SessionJSON: Encodable {
    var username: String
    var server: String
    var expiresAt: Int64
    var downloaded: Bool
    var replacedCopies: Int
    var imported: Int
    var localItems: Int

    /// The object of `outcome`.
    public init(_ outcome: Login) {
        username = outcome.session.username
        server = outcome.session.server
        expiresAt = outcome.session.expiresAt
        downloaded = outcome.downloaded
        replacedCopies = outcome.replacedCopies
        imported = outcome.imported
        localItems = outcome.localLeft
    }
}
