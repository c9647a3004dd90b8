/// Who a todo belongs to, as the list and `show` name it: an account's username, or this device.
public enum TodoOwner {
    /// The owner of todos that are not an account's.
    public static let localDevice = "Local Device"

    /// `owner` as a message: ``localDevice`` is said in the reader's language.
    public static func message(_ owner: String) -> Message {
        owner == localDevice ? Message(.ownerLocalDevice) : .verbatim(owner)
    }
}
