import TodoStore
import TodoSync

/// The state `todo status` reports.
public struct StatusReport: Sendable, Equatable {
    public var server: String?
    public var home: String
    public var deviceID: String
    public var items: Int
    public var doneItems: Int
    /// Queued operations.
    public var pending: Int
    public var sync: SyncMetadata

    package init(
        server: String? = nil, home: String, deviceID: String, items: Int, doneItems: Int, pending: Int,
        sync: SyncMetadata
    ) {
        self.server = server
        self.home = home
        self.deviceID = deviceID
        self.items = items
        self.doneItems = doneItems
        self.pending = pending
        self.sync = sync
    }
}
