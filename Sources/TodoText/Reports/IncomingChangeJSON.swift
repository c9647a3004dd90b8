import TodoSync
import TodoValues

/// One todo a sync took from elsewhere, in `sync --json`, `watch --json` and `sync --dry-run --json`.
public struct IncomingChangeJSON: Encodable {
    /// `created`, `updated` or `deleted`.
    var change: String
    var id: String
    var text: String
    /// The device that wrote the version taken; `null` for a deletion.
    @Nullable var device: String?

    /// The object of `change`.
    public init(_ change: IncomingChange) {
        self.change = change.kind.rawValue
        id = change.id
        text = change.item.text
        device = change.device
    }
}
