import TodoModel
import TodoSync

/// The journal's changes to the todos, kept per id, so that a walk over the snapshot's items in
/// order gives the list ``StoreListing`` would hold without building it.
///
/// The list is an ordered dictionary: putting a todo it holds replaces it in place, putting a new
/// one (or one removed earlier) appends it, removing takes it out. Where a todo ends up depends
/// only on its own changes and on whether the snapshot held it, which the walk finds out when
/// it meets the todo (``atSnapshotPosition(_:)``) and, for the todos it never met, at the end
/// (``appended(inSnapshot:)``).
struct JournalOverlay {
    /// Each id's changes in journal order: the change's sequence number and the todo put (`nil`:
    /// removed).
    private var changes: [String: [(sequence: Int, item: TodoItem?)]] = [:]
    /// A key of each changed id's UTF-8 (its length and first 8 bytes), to pass over the other
    /// ids of the snapshot without making a `String` of them.
    private var keys: Set<UInt64> = []

    /// The overlay of `journal`; `nil` when a change replaces the whole list (the caller then
    /// reads the list the usual way).
    init?(_ journal: [StoreChange]) {
        var reader = Recorder()
        for change in journal where !change.replay(into: &reader) { return nil }
        self = reader.overlay
    }

    /// The overlay as a ``StoreChangeReader``: each put or removal noted with its sequence number.
    private struct Recorder: StoreChangeReader {
        var overlay = JournalOverlay()
        var sequence = 0

        mutating func put(_ item: TodoItem, _ operation: PendingOperation?) {
            overlay.note(item.id, item, sequence: &sequence)
        }

        mutating func remove(id: String, _ operation: PendingOperation?) {
            overlay.note(id, nil, sequence: &sequence)
        }
    }

    private init() {}

    private mutating func note(_ id: String, _ item: TodoItem?, sequence: inout Int) {
        changes[id, default: []].append((sequence, item))
        var id = id
        _ = id.withUTF8 { keys.insert(Self.key(UnsafeRawBufferPointer($0))) }
        sequence += 1
    }

    /// Whether no todo changed.
    var isEmpty: Bool { changes.isEmpty }

    /// Whether the id whose UTF-8 is `utf8` may have changed (`false`: it certainly did not).
    func mayHaveChanged(_ utf8: UnsafeRawBufferPointer) -> Bool {
        !keys.isEmpty && keys.contains(Self.key(utf8))
    }

    /// Whether `id` may have changed.
    func mayHaveChanged(_ id: String) -> Bool {
        var id = id
        return id.withUTF8 { mayHaveChanged(UnsafeRawBufferPointer($0)) }
    }

    /// What a todo of the snapshot is at its place in the list.
    enum Place {
        /// Unchanged.
        case unchanged
        /// Replaced in place by this version.
        case replaced(TodoItem)
        /// Not there: removed, or removed and put again at the end.
        case moved
    }

    /// What becomes of the snapshot's todo `id` at its place.
    func atSnapshotPosition(_ id: String) -> Place {
        guard let history = changes[id] else { return .unchanged }
        let outcome = Self.replay(history, inSnapshot: true)
        guard outcome.present, outcome.inPlace else { return .moved }
        return outcome.item.map { .replaced($0) } ?? .unchanged
    }

    /// Walks past the snapshot's todo `id` at its place: `unchanged` when the journal left it
    /// there as it is, `replaced` with its new version, nothing when it moved or went; notes in
    /// `seen` that the snapshot holds `id` (for ``appended(inSnapshot:)``).
    func visit(_ id: String, seen: inout Set<String>, unchanged: () -> Void, replaced: (TodoItem) -> Void) {
        seen.insert(id)
        switch atSnapshotPosition(id) {
        case .unchanged: unchanged()
        case .replaced(let version): replaced(version)
        case .moved: break
        }
    }

    /// The todos put at the end of the list, in order, given which changed ids the snapshot holds.
    func appended(inSnapshot: Set<String>) -> [TodoItem] {
        var tail: [(sequence: Int, item: TodoItem)] = []
        for (id, history) in changes {
            let outcome = Self.replay(history, inSnapshot: inSnapshot.contains(id))
            if outcome.present, !outcome.inPlace, let sequence = outcome.appendedAt, let item = outcome.item {
                tail.append((sequence, item))
            }
        }
        return tail.sorted { $0.sequence < $1.sequence }.map(\.item)
    }

    /// One id's changes replayed over the list: whether it is there at the end, whether at the
    /// snapshot's place, its last version put, and when it was last appended.
    private static func replay(
        _ history: [(sequence: Int, item: TodoItem?)], inSnapshot: Bool
    ) -> (present: Bool, inPlace: Bool, item: TodoItem?, appendedAt: Int?) {
        var present = inSnapshot
        var inPlace = inSnapshot
        var item: TodoItem?
        var appendedAt: Int?
        for (sequence, version) in history {
            if let version {
                if !present {
                    present = true
                    inPlace = false
                    appendedAt = sequence
                }
                item = version
            } else if present {
                present = false
                inPlace = false
                item = nil
                appendedAt = nil
            }
        }
        return (present, inPlace, item, appendedAt)
    }

    /// The length and the first 8 bytes of `utf8`, in one word.
    private static func key(_ utf8: UnsafeRawBufferPointer) -> UInt64 {
        var word: UInt64 = 0
        withUnsafeMutableBytes(of: &word) { word in
            word.copyMemory(from: UnsafeRawBufferPointer(rebasing: utf8.prefix(8)))
        }
        return word ^ (UInt64(truncatingIfNeeded: utf8.count) &* 0x9E37_79B9_7F4A_7C15)
    }
}
