import TodoModel
import TodoStore
import TodoValues

/// Repeating todos: the next occurrence made in the commit that completes one, and what undo
/// does with it.
extension DataManager {
    /// The next occurrence completing `item` makes, when `item` repeats and that occurrence is not
    /// in the store yet (nor among `making`): completing twice (done, undone, done) makes one.
    func successorToMake(
        of item: TodoItem, now: Int64, deviceID: String, making: [TodoItem]
    ) throws(TodoError) -> TodoItem? {
        guard let next = Recurrence.successor(of: item, completedAt: now, deviceID: deviceID) else { return nil }
        guard !making.contains(where: { $0.id == next.id }), try self.item(next.id) == nil else { return nil }
        return next
    }

    /// Whether `todo undo` of `command` leaves the todo it created, `since` changed: a next
    /// occurrence that `done` made and that was touched since (edited, completed, or merged with
    /// another version) is kept, and the undo says so.
    static func keepsOccurrence(command: String, created: Bool, since: SinceCommand) -> Bool {
        CommandName(rawValue: command) == .done && created && since == .changed
    }
}
