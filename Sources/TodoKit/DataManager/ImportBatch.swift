import TodoModel
import TodoStore
import TodoSync
import TodoValues

/// An import under way: each todo is checked against the list as it comes, and its change kept
/// while the changes fit one journal line, or else applied to the store at once. So an import of
/// a million rows holds the store and the undo record, never the rows or their changes as well.
struct ImportBatch {
    /// The store: as loaded while the changes are kept, with them applied once they are not.
    private(set) var store: StoreState
    private(set) var summary = ImportSummary()
    /// What `todo undo` needs: each todo changed, as it was.
    private(set) var before: [HistoryEntry.Before] = []
    /// The changes, while they and the undo entry fit one journal line.
    private var changes: [StoreChange] = []
    /// Whether the changes went into ``store`` (with the undo entry, more than one journal line holds).
    private var applied = false

    init(store: StoreState) {
        self.store = store
    }

    /// Checks one todo against the list: new, different from the list's (then it replaces it), or the same.
    mutating func add(_ item: TodoItem) {
        let change: StoreChange
        if let existing = store.items[item.id] {
            if existing == item {
                summary.unchanged += 1
                return
            }
            change = .put(item, .update(item))
            before.append(.init(id: item.id, item: existing, after: .of(item)))
            summary.updated += 1
        } else {
            change = .put(item, .create(item))
            before.append(.init(id: item.id, item: nil, after: .of(item)))
            summary.created += 1
        }
        if applied {
            store.apply(change)
            return
        }
        changes.append(change)
        if changes.count >= FileCache.journalLineLimit {
            for change in changes { store.apply(change) }
            changes = []
            applied = true
        }
    }

    /// What is left to commit.
    enum Outcome {
        /// Nothing changed; the store as it was.
        case unchanged(StoreState)
        /// The store as it was, and the changes to commit (with `record`).
        case changes(StoreState, [StoreChange])
        /// The store with every change and `record` applied, to be written as a snapshot.
        case snapshot(StoreState)
    }

    /// Ends the batch: `record` (the undo entry) goes with the changes, if there are any.
    consuming func finish(_ record: StoreChange) -> Outcome {
        if applied {
            store.apply(record)
            return .snapshot(store)
        }
        if changes.isEmpty { return .unchanged(store) }
        changes.append(record)
        return .changes(store, changes)
    }
}
