import ArgumentParser
import TodoFormats
import TodoKit
import TodoModel
import TodoTerminal
import TodoText
import TodoValues

struct AddCommand: AsyncParsableCommand {
    static let configuration = Help.command(.add, .helpAddAbstract)

    @Argument(help: .words(.helpAddWords)) var words: [String] = []

    @Option(help: .words(.helpImportance), completion: .list(Importance.completionWords), transform: Parsing.importance)
    var importance: Importance = .basic

    @Option(help: .words(.helpAddDue, value: "date")) var due: String?

    @Option(help: .words(.helpAddColor, value: "#RRGGBB"), transform: Parsing.color) var color: String?

    @Flag(help: .words(.helpAddLocal)) var local = false

    // Contexts (issue 35)
    @Option(help: .words(.helpAddContext, value: "name"), completion: ContextCompletion.kind) var context: String?
    @Flag(help: .words(.helpAddNoContext)) var noContext = false

    // Recurrence and waiting (issue 35)
    @Option(help: .words(.helpAddRecur, value: "period"), completion: .list(RecurrenceRule.completionWords))
    var recur: String?

    @Option(help: .words(.helpAddUntil, value: "date")) var until: String?

    @Option(help: .words(.helpAddWait, value: "date")) var wait: String?

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func validate() throws {
        // No words at all is "New todo" (in the user's language); words that are all blank are a mistake.
        if !words.isEmpty, words.joined().allSatisfy(\.isWhitespace) {
            throw ValidationError(Messages.text(.textEmpty))
        }
    }

    func run() async throws {
        let commandContext = try options.context()
        let applied = try commandContext.appliedContext(named: context, off: noContext)
        let request = AddRequest(
            text: words.isEmpty ? Messages.text(.addDefaultText) : words.joined(separator: " "), importance: importance,
            due: due, color: color, local: local, context: applied?.filter,
            recurrence: RecurrenceOptions(recur: recur, until: until, wait: wait))
        let ((added, deviceOnly), note) = try await commandContext.change { stores throws(TodoError) in
            try stores.add(request)
        }
        let suffix = deviceOnly ? Messages.text(.addLocalNote) : note.suffix
        ChangeWords.show(added, .changeAdded, push: suffix, json: options.json)
        // The context's tags are added, never its words (issue 41, point 7): a todo its context
        // would hide at once is said, in one line (on standard error with --json).
        if let applied, !applied.filter.matches(added.text) {
            let line = Messages.text(.contextAddHidden, ["name": applied.name, "filter": applied.text])
            if options.json { Console.error(line) } else { Console.line(line) }
        }
    }
}
