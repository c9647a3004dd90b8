import TodoModel

/// What `todo list` was asked, as typed: its options and filter words, made into a
/// ``ListQuery`` (with the context's filter and the due options) by ``query(context:now:)``.
public struct ListRequest: Sendable {
    /// `--all`, `--pending` or `--done`; `nil` when none was given.
    public var filter: ListQuery.Filter?
    /// `--sort`.
    public var sort: ListQuery.Sort
    /// The words the text must contain: `--search`'s and the filter words that are not tags.
    public var words: [String]
    /// The tags and contexts among the filter words (`+home`, `@phone`).
    public var tags: [String]
    /// `--without` tags.
    public var without: [String]
    /// `--overdue`.
    public var overdue: Bool
    /// `--waiting` (issue 35).
    public var waiting: Bool
    /// `--due`, `--due-before` and `--due-after` (issue 35), as typed.
    public var dueAsked: (due: String?, before: String?, after: String?)

    /// The request as typed: `filters` are the filter words (`+home` and `@phone` are tags and
    /// contexts; any other word must appear in the text).
    public init(
        filter: ListQuery.Filter?, sort: ListQuery.Sort, search: [String], overdue: Bool, without: [String],
        filters: [String], waiting: Bool, due: String?, dueBefore: String?, dueAfter: String?
    ) {
        self.filter = filter
        self.sort = sort
        words = search + filters.filter { !Tags.isTag($0) }
        tags = filters.filter(Tags.isTag)
        self.without = without
        self.overdue = overdue
        self.waiting = waiting
        dueAsked = (due, dueBefore, dueAfter)
    }

    /// Everything asked of the todos, as the list's note names it (`-+tag` for a tag left out).
    public var asked: [String] { words + tags + without.map { "-" + $0 } }

    /// Whether only overdue todos are asked for (`--overdue`, `--due overdue`).
    public var overdueAsked: Bool { overdue || dueAsked.due?.trimmingWhitespace().lowercased() == "overdue" }
}
