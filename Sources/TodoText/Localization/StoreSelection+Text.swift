import TodoKit

extension StoreSelection {
    /// `owner` as shown to people: ``StoreSelection/localDevice`` in the user's language, an
    /// account's name as it is (`--json` keeps the raw value).
    public static func displayName(of owner: String) -> String { ownerMessage(owner).text() }
}
