import TodoModel
import TodoSync

/// One entry of the store's history (`todo log`): what happened to one todo, when, and its version
/// after; or, with an empty ``id``, what one sync run did.
///
/// The history is part of the store's one durable unit: a local command's entries are derived
/// from its undo entry (``HistoryEntry``) in the same journal line, a sync's are written in the
/// same transaction as its merge (``StoreChange/logVersions(_:)``). It is bounded: the last
/// ``perTodoLimit`` entries of each todo and ``totalLimit`` in all (see ``StoreState/versions``).
public struct VersionRecord: Sendable, Hashable, Codable {
    /// What happened.
    public enum Source: String, Sendable, Hashable, Codable, CaseIterable {
        /// A local command created the todo.
        case created
        /// A local command changed it (``VersionRecord/command`` says which).
        case local
        /// A sync took another device's version (``VersionRecord/device`` wrote it).
        case merged
        /// A sync found both sides changed; ``VersionRecord/winner`` says which side was kept.
        case conflict
        /// A local command deleted it; ``VersionRecord/item`` is the last version.
        case deletedHere = "deleted_here"
        /// A sync deleted it (another device deleted it); ``VersionRecord/item`` is the last version.
        case deletedElsewhere = "deleted_elsewhere"
        /// A sync found the server had lost the todo (it restarted empty or was restored from a
        /// backup): this device's version was kept and uploaded again.
        case serverReset = "server_reset"
        /// A sync run's summary (``VersionRecord/id`` is empty).
        case sync
    }

    /// The todo's id; empty for a sync run's summary.
    public var id: String
    /// When (Unix seconds).
    public var at: Int64
    /// What happened.
    public var source: Source
    /// The command of a local change (`add`, `edit`, `done`, `restore`, `undo`).
    public var command: String?
    /// The device that wrote a version merged in from the server.
    public var device: String?
    /// The side a conflict kept.
    public var winner: ConflictRecord.Side?
    /// The version after the change; for a deletion, the last version before it.
    public var item: TodoItem?
    /// A sync's summary: the changes pushed.
    public var pushed: Int?
    /// A sync's summary: the versions taken from other devices.
    public var received: Int?
    /// A sync's summary: the todos deleted here because another device deleted them.
    public var deleted: Int?
    /// A sync's summary: the conflicts recorded.
    public var conflicts: Int?
    /// The entry's version number in its todo's history: 1 for the oldest the store ever kept,
    /// one more for each later one, never renumbered when entries arrive or are dropped (what
    /// `todo log ID` shows and `todo restore ID K` takes). Given when the entry is appended.
    public var number: Int?
    /// The command (or sync commit) that wrote the entry: entries of one batch are one line of
    /// `todo log`. Given when the entry is appended; `nil` in stores written before it.
    public var batch: Int?

    /// An entry of one todo (see ``sync(at:pushed:received:deleted:conflicts:)`` for a sync's).
    public init(
        id: String, at: Int64, source: Source, command: String? = nil, device: String? = nil,
        winner: ConflictRecord.Side? = nil, item: TodoItem? = nil
    ) {
        self.id = id
        self.at = at
        self.source = source
        self.command = command
        self.device = device
        self.winner = winner
        self.item = item
    }

    /// A sync run's summary.
    public static func sync(at: Int64, pushed: Int, received: Int, deleted: Int, conflicts: Int) -> VersionRecord {
        var record = VersionRecord(id: "", at: at, source: .sync)
        record.pushed = pushed
        record.received = received
        record.deleted = deleted
        record.conflicts = conflicts
        return record
    }

    /// Whether the todo is gone after this entry.
    public var isDeletion: Bool { source == .deletedHere || source == .deletedElsewhere }

    /// How many entries of one todo the store keeps.
    public static let perTodoLimit = 20
    /// How many entries the store keeps in all.
    public static let totalLimit = 2000

    enum CodingKeys: String, CodingKey {
        case id
        case at
        case source
        case command = "cmd"
        case device
        case winner
        case item
        case pushed
        case received
        case deleted
        case conflicts
        case number = "n"
        case batch = "b"
    }
}

extension HistoryEntry {
    /// The history entries of this command, given the todos as the command left them.
    func versions(after items: (String) -> TodoItem?) -> [VersionRecord] {
        self.items.suffix(VersionRecord.totalLimit).map { before in
            let now = items(before.id)
            let source: VersionRecord.Source =
                now == nil ? .deletedHere : (before.item == nil ? .created : .local)
            return VersionRecord(id: before.id, at: at, source: source, command: command, item: now ?? before.item)
        }
    }
}
