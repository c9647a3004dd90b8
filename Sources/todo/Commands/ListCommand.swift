import ArgumentParser
import Glibc
import TodoFormats
import TodoKit
import TodoModel
import TodoTerminal
import TodoText
import TodoValues

struct ListCommand: ParsableCommand {
    static let configuration = Help.command(.list, .helpListAbstract)

    @Flag(help: .words(.helpListFilter)) var filter: ListQuery.Filter?

    @Option(help: .words(.helpListSort)) var sort: ListQuery.Sort = .created

    @Option(help: .words(.helpListSearch, value: "word")) var search: [String] = []

    @Flag(help: .words(.helpListOverdue)) var overdue = false

    @Option(help: .words(.helpListWithout, value: "tag")) var without: [String] = []

    @Argument(help: .words(.helpListFilters, value: "filter"), completion: TagCompletion.kind)
    var filters: [String] = []

    // Recurrence and waiting (issue 35)
    @Flag(help: .words(.helpListWaiting)) var waiting = false

    @Option(help: .words(.helpListDue, value: "when"), completion: .list(ListQuery.DueWindow.allCases.map(\.rawValue)))
    var due: String?

    @Option(help: .words(.helpListDueBefore, value: "date")) var dueBefore: String?

    @Option(help: .words(.helpListDueAfter, value: "date")) var dueAfter: String?

    // Contexts (issue 35)
    @Option(help: .words(.helpListContext, value: "name"), completion: ContextCompletion.kind) var context: String?
    @Flag(help: .words(.helpListNoContext)) var noContext = false

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func validate() throws {
        for tag in without where !Tags.isTag(tag) {
            throw ValidationError(Messages.text(.listWithoutNotTag, ["value": tag]))
        }
    }

    func run() throws {
        let request = ListRequest(
            filter: filter, sort: sort, search: search, overdue: overdue, without: without, filters: filters,
            waiting: waiting, due: due, dueBefore: dueBefore, dueAfter: dueAfter)
        let commandContext = try options.context()
        let applied = try commandContext.appliedContext(named: context, off: noContext)
        let read = try commandContext.read { stores throws(TodoError) -> Read in
            let query = try request.query(context: applied?.filter, now: stores.primary.settings.now())
            // The stores (closed at the end of `read`) and their cache of the list are freed by
            // the exit, as the list is.
            Console.keepUntilExit(stores)
            if options.json {
                if let bytes = try stores.listJSON(query) { return .json(bytes) }
                let result = try stores.list(query)
                return .json(Array(WireJSON.elements(result.pending + result.done).utf8))
            }
            return .todos(try stores.listTodos(query), now: stores.primary.settings.now())
        }
        switch read {
        case .json(let bytes):
            Console.keepUntilExit(bytes)
            Console.json(bytes: bytes)
        case .todos(let result, let now):
            Console.keepUntilExit(result)
            var renderer = ListRenderer(now: now, style: options.style)
            renderer.width = isatty(1) == 1 ? Console.columns(of: 1) : nil
            renderer.absoluteDates = options.verbose
            let listed = renderer.render(result, request: request)
            // Under a context, a line saying so first (issue 35); a tall list through the pager.
            let note = applied.map { ContextScreen.listNote(name: $0.name, filter: $0.text) }
            Console.paged(note.map { $0 + listed } ?? listed, pager: options.pager)
        }
    }
}

/// What `list` read: the elements' JSON written from the store, or the todos to show.
private enum Read {
    case json([UInt8])
    case todos((pending: [TodoItem], numbers: [Int], done: [TodoItem], localIDs: Set<String>), now: Int64)
}

extension ListQuery.Filter: EnumerableFlag {
    public static func help(for value: ListQuery.Filter) -> ArgumentHelp? {
        switch value {
        case .all: .words(.helpListAll)
        case .pending: .words(.helpListPending)
        case .done: .words(.helpListDone)
        }
    }
}

extension ListQuery.Sort: ExpressibleByArgument {}
