import TodoModel
import TodoSync

/// The contract's answer to a `POST`, `PUT` or `DELETE` on a list held in memory (the test servers
/// of the sync): a stale revision or a create of a present id is `400`, a change of a missing id
/// `404`; else the change is applied and the revision moves on by one, which is returned.
func applyAsTheContractSays(
    _ operation: PendingOperation, lastKnownRevision: Int, items: inout [TodoItem], revision: inout Int
) throws(SyncStateMachine.Failure) -> Int {
    guard lastKnownRevision == revision else { throw .unsynchronized }
    let index = items.firstIndex { $0.id == operation.itemID }
    switch (operation, index) {
    case (.create, _?): throw .unsynchronized
    case (.create(let item), nil): items.append(item)
    case (.update(let item), let index?): items[index] = item
    case (.delete, let index?): items.remove(at: index)
    case (.update, nil), (.delete, nil): throw .notFound
    }
    revision += 1
    return revision
}
