import TodoValues

extension TodoOwner {
    /// `owner` as shown to people: ``TodoOwner/localDevice`` in the user's language, an
    /// account's name as it is (`--json` keeps the raw value).
    public static func displayName(of owner: String) -> String { message(owner).text() }
}
