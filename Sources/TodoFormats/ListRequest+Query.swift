import TodoModel
import TodoValues

extension ListRequest {
    /// The query: the options, narrowed by `context` (the applied context's filter), with the due
    /// range read at `now`; a `.usage` error for a due option that cannot be read.
    public func query(context: ContextFilter?, now: Int64) throws(TodoError) -> ListQuery {
        var query = ListQuery(
            filter: filter ?? .all, sort: sort, search: words, overdueOnly: overdue, tags: tags, withoutTags: without)
        // Recurrence and waiting (issue 35): waiting todos and the due filters.
        query.waiting = waiting ? .only : filter == .all ? .shown : .hidden
        if let context { query = context.narrowing(query) }
        if dueAsked.due != nil || dueAsked.before != nil || dueAsked.after != nil {
            let asked = try RecurrenceOptions.dueRange(
                due: dueAsked.due, before: dueAsked.before, after: dueAsked.after, now: now)
            query.dueRange = asked.range
            if asked.overdue { query.overdueOnly = true }
        }
        return query
    }
}
