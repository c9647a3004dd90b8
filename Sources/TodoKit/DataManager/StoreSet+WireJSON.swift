import TodoFormats
import TodoModel
import TodoStore
import TodoValues

extension StoreSet {
    /// What `list --json` prints for `query` (``WireJSON/elements(_:)-([OwnedItem])`` of
    /// ``list(_:)``), written from the store's snapshot without decoding its todos; `nil` when the
    /// query needs the todos themselves (a search, tags, overdue, an order other than creation)
    /// or two stores are open.
    public func listJSON(_ query: ListQuery) throws(TodoError) -> [UInt8]? {
        guard local == nil, query.sort == .created, query.search.isEmpty, !query.overdueOnly, query.tags.isEmpty,
            query.withoutTags.isEmpty, query.dueRange == nil, query.waiting != .only
        else { return nil }
        let selection = FileCache.ElementsSelection.sections(
            pending: query.filter != .done, done: query.filter != .pending)
        // Recurrence and waiting (issue 35): the waiting todos left out as `list` leaves them out.
        let today =
            query.waiting == .hidden
            ? ListQuery.today(startOfToday: DateInput.startOfDay(primary.settings.now())) : nil
        return try primary.wireElements(selection, owner: self.selection.owner, waitingAfter: today)
    }

    /// What `export --json` prints (``WireJSON/elements(_:)-([TodoItem])`` of every todo), written
    /// as ``listJSON(_:)`` writes; `nil` when two stores are open.
    public func exportJSON() throws(TodoError) -> [UInt8]? {
        guard local == nil else { return nil }
        return try primary.wireElements(.all, owner: nil)
    }
}
