import TodoValues

/// The `status --json` object (README, Sync).
public struct StatusJSON: Encodable {
    @Nullable var server: String?
    var localOnly: Bool
    var home: String
    var deviceID: String
    var items: Int
    var done: Int
    var revision: Int
    var dirty: Bool
    var pending: Int
    var queued: Int
    @Nullable var lastSync: Int64?
    @Nullable var nextRetryAt: Double?
    @Nullable var lastError: String?
    @Nullable public var account: String?
    public var localItems = 0

    /// The object of `report`, without the account.
    public init(_ report: StatusReport) {
        server = report.server
        localOnly = report.server == nil
        home = report.home
        deviceID = report.deviceID
        items = report.items
        done = report.doneItems
        revision = report.sync.revision
        dirty = report.sync.dirty
        pending = report.pending
        queued = report.pending
        lastSync = report.sync.lastSync
        nextRetryAt = report.sync.retry.nextAttemptAt
        lastError = report.sync.retry.lastError
    }
}
