/// Names and versions of the files in the store directory.
///
/// `snapshot.json`: a header line (format, generation, device id, sync metadata, body length
/// and checksum) and a body line (`{"items":[…],"outbox":[…]}`). `journal.jsonl`: a header line
/// (`{"journal":1,"generation":G}`), then one ``StoreChange`` per line, replayed over the snapshot of
/// the same generation. `base.json`: the server's list as of the last sync, checked like the snapshot.
/// `lock`: the advisory lock. `conflicts.jsonl`: the conflict log.
public enum StoreFormat {
    /// The snapshot format this version writes. 1 was the single `items.json` array of the seeds' apps.
    public static let current = 2
    public static let snapshotFile = "snapshot.json"
    public static let journalFile = "journal.jsonl"
    public static let baseFile = "base.json"
    public static let lockFile = "lock"
    public static let conflictsFile = "conflicts.jsonl"
    /// The format-1 store: a JSON array of elements, migrated on first open.
    public static let legacyItemsFile = "items.json"
}

struct SnapshotHeader: Codable {
    var format: Int
    var generation: Int
    var deviceID: String
    var sync: SyncMetadata
    var itemCount: Int
    var outboxCount: Int
    var bodyBytes: Int
    var bodyChecksum: String

    enum CodingKeys: String, CodingKey {
        case format
        case generation
        case deviceID = "device_id"
        case sync
        case itemCount = "item_count"
        case outboxCount = "outbox_count"
        case bodyBytes = "body_bytes"
        case bodyChecksum = "body_hash64"
    }
}

struct SnapshotBody: Codable {
    var items: [TodoItem]
    var outbox: Outbox
}

struct JournalHeader: Codable {
    var journal: Int
    var generation: Int
}

struct BaseHeader: Codable {
    var format: Int
    var revision: Int
    var bodyBytes: Int
    var bodyChecksum: String

    enum CodingKeys: String, CodingKey {
        case format
        case revision
        case bodyBytes = "body_bytes"
        case bodyChecksum = "body_hash64"
    }
}
