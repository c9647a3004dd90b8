import TodoModel
import TodoSync

/// Names and versions of the files in the store directory.
///
/// `snapshot.json`: a header line (format, generation, device id, sync metadata, body length
/// and checksum) and a body line (`{"items":[…],"outbox":[…]}`). `journal.jsonl`: a header line
/// (`{"journal":1,"generation":G}`), then one ``StoreChange`` per line, replayed over the snapshot of
/// the same generation. `base.json`: the server's list as of the last sync, checked like the snapshot.
/// `lock`: the advisory lock. `conflicts.jsonl`: the conflict log.
public enum StoreFormat {
    /// The snapshot format this version writes. 1 was the single `items.json` array of the seeds'
    /// apps; 2 kept the base and the conflict log in files of their own (`base.json`,
    /// `conflicts.jsonl`); 3 holds them in the snapshot and the journal, so that all sync state
    /// changes as one unit; 4 adds the short numbers of the pending todos and the undo history.
    public static let current = 4
    public static let snapshotFile = "snapshot.json"
    public static let journalFile = "journal.jsonl"
    public static let baseFile = "base.json"
    public static let lockFile = "lock"
    /// Held by the one sync run of the store, for its whole length.
    public static let syncLockFile = "sync.lock"
    /// Touched by a typed `todo sync` to end the running sync's backoff wait at once.
    public static let syncNudgeFile = "sync.nudge"
    public static let conflictsFile = "conflicts.jsonl"
    /// The identity (inode, size, modification and change times) of the last fully verified
    /// snapshot, so that `add` re-hashes the snapshot only when the file has changed.
    public static let verifiedFile = "snapshot.verified"
    /// The id index of the snapshot (``StoreIndex``): derived, rebuilt when stale or damaged.
    public static let indexFile = "snapshot.index"
    /// The identity of the last index whose checksum was checked (as ``verifiedFile`` for the
    /// snapshot), so that a command re-hashes the index (7 MB at 100k todos) only when it changed.
    public static let indexVerifiedFile = "snapshot.index.verified"
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

/// The snapshot's body (format 3 adds `base` and `conflicts`). A queued create or update whose element is the item's current local
/// version (the usual case) is written as a reference, `{"op":"create","id":ID}`, so the body
/// does not hold every unsynced item twice.
struct SnapshotBody: Codable, Equatable {
    var items: [TodoItem]
    var outbox: Outbox
    /// Where the base differs from the items (see ``StoreState/baseDelta``); `nil` in format 2.
    var baseDelta: [String: TodoItem?]?
    /// The conflict log; `nil` in format 2.
    var conflicts: [ConflictRecord]?
    /// The id holding each short number from 1 (`null`: free); `nil` before format 4.
    var numbers: [String?]?
    /// The undo history, oldest first; `nil` before format 4.
    var history: [HistoryEntry]?
    /// The store's history (`todo log`, issue 34), oldest first; `nil` when empty or older.
    var versions: [VersionRecord]?
}

extension SnapshotBody {
    private enum CodingKeys: String, CodingKey {
        case items
        case outbox
        case base
        case conflicts
        case numbers
        case history
        case versions
    }

    /// The base delta as written: `{"op":"base","id":ID,"item":{…}}`, without `item` where the
    /// base lacks the id.
    static func baseEntries(_ delta: [String: TodoItem?]) -> [Entry] {
        delta.keys.sorted().map { id in Entry(op: "base", id: id, item: delta[id] ?? nil) }
    }

    static func baseDelta(_ entries: [Entry]) throws -> [String: TodoItem?] {
        var delta: [String: TodoItem?] = [:]
        for entry in entries {
            guard let id = entry.id ?? entry.item?.id else { throw EntryError(reason: "a base entry without an id") }
            delta[id] = .some(entry.item)
        }
        return delta
    }

    /// One outbox entry as written: an operation, or a reference to an item of the body.
    struct Entry: Codable, Equatable {
        var op: String
        var id: String?
        var item: TodoItem?
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(items, forKey: .items)
        var byID: [String: TodoItem] = [:]
        byID.reserveCapacity(items.count)
        for item in items { byID[item.id] = item }
        let entries = outbox.operations.map { operation -> Entry in
            switch operation {
            case .create(let item):
                byID[item.id] == item ? Entry(op: "create", id: item.id) : Entry(op: "create", item: item)
            case .update(let item):
                byID[item.id] == item ? Entry(op: "update", id: item.id) : Entry(op: "update", item: item)
            case .delete(let id): Entry(op: "delete", id: id)
            }
        }
        try c.encode(entries, forKey: .outbox)
        if let baseDelta { try c.encode(Self.baseEntries(baseDelta), forKey: .base) }
        try c.encodeIfPresent(conflicts, forKey: .conflicts)
        try c.encodeIfPresent(numbers, forKey: .numbers)
        try c.encodeIfPresent(history, forKey: .history)
        if let versions, !versions.isEmpty { try c.encode(versions, forKey: .versions) }
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        items = try c.decode([TodoItem].self, forKey: .items)
        outbox = try Self.resolve(try c.decode([Entry].self, forKey: .outbox), items: items)
        baseDelta = try c.decodeIfPresent([Entry].self, forKey: .base).map(Self.baseDelta)
        conflicts = try c.decodeIfPresent([ConflictRecord].self, forKey: .conflicts)
        numbers = try c.decodeIfPresent([String?].self, forKey: .numbers)
        history = try c.decodeIfPresent([HistoryEntry].self, forKey: .history)
        versions = try c.decodeIfPresent([VersionRecord].self, forKey: .versions)
    }

    /// Turns written entries back into operations, looking references up in `items`.
    static func resolve(_ entries: [Entry], items: [TodoItem]) throws -> Outbox {
        var byID: [String: Int] = [:]
        if entries.contains(where: { $0.item == nil && $0.op != "delete" }) {
            byID.reserveCapacity(items.count)
            for (index, item) in items.enumerated() { byID[item.id] = index }
        }
        var outbox = Outbox()
        for entry in entries {
            switch entry.op {
            case "delete":
                guard let id = entry.id else { throw EntryError(reason: "a delete without an id") }
                outbox.append(.delete(id: id))
            case "create", "update":
                guard let item = entry.item ?? entry.id.flatMap({ byID[$0] }).map({ items[$0] }) else {
                    throw EntryError(reason: "a queued \(entry.op) refers to no item")
                }
                outbox.append(entry.op == "create" ? .create(item) : .update(item))
            default:
                throw EntryError(reason: "unknown queued operation '\(entry.op)'")
            }
        }
        return outbox
    }

    struct EntryError: Error, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }
}

struct JournalHeader: Codable {
    var journal: Int
    var generation: Int
}

/// The header of a format-2 base file (`base.json`) beyond its integrity members (`body_bytes`,
/// `body_hash64`), which ``CheckedDocument/split(_:path:)`` checks.
struct BaseHeader: Codable {
    var format: Int
    var revision: Int
}
