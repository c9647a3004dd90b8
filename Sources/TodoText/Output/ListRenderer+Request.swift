import TodoModel
import TodoValues

extension ListRenderer {
    /// `todo list`'s page of `listed` (the stores' todos, their short numbers and which are
    /// this device's own), as `request` asked: the note of what was asked, then the todos.
    public mutating func render(
        _ listed: (pending: [TodoItem], numbers: [Int], done: [TodoItem], localIDs: Set<String>),
        request: ListRequest
    ) -> String {
        pendingNumbers = listed.numbers
        note(asked: request.asked, overdue: request.overdueAsked)
        if request.waiting { noteWaiting() }
        markLocal(listed.localIDs)
        return render(
            pending: listed.pending, done: listed.done, showPending: request.filter != .done,
            showDone: request.filter != .pending && !request.overdueAsked && !request.waiting)
    }
}
