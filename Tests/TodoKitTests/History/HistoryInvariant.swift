import TodoModel
import TodoStore
import TodoSync

/// What the store's history (issue 34) must say of a store, whatever crashed or lost power: each
/// todo's newest entry is its current content, and a todo whose newest entry is a deletion is gone.
/// A change without its entry (or an entry without its change) breaks it.
enum HistoryInvariant {
    /// The todos the history does not explain, described; empty when it explains them all.
    static func problems(_ state: StoreState) -> [String] {
        var newest: [String: VersionRecord] = [:]
        for record in state.versions where !record.id.isEmpty { newest[record.id] = record }
        var problems: [String] = []
        for (id, item) in state.items {
            guard let record = newest[id] else {
                problems.append("\(item.text): no history")
                continue
            }
            if record.isDeletion || !(record.item.map { $0.hasSameContent(as: item) } ?? false) {
                problems.append("\(item.text): newest entry \(record.source.rawValue) \(record.item?.text ?? "-")")
            }
        }
        for (id, record) in newest where record.isDeletion && state.items[id] != nil {
            problems.append("\(id): deleted in the history, still in the list")
        }
        return problems
    }
}
