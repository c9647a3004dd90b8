import ArgumentParser
import TodoFormats
import TodoKit
import TodoModel
import TodoTerminal
import TodoText
import TodoValues

struct EditCommand: AsyncParsableCommand {
    static let configuration = Help.command(.edit, .helpEditAbstract)

    @Argument(help: .words(.helpID)) var id: String

    @Option(help: .words(.helpEditText)) var text: String?

    @Option(help: .words(.helpImportance), completion: .list(Importance.completionWords), transform: Parsing.importance)
    var importance: Importance?

    @Option(help: .words(.helpEditDue, value: "date")) var due: String?

    @Flag(help: .words(.helpEditNoDue)) var noDue = false

    @Option(help: .words(.helpEditColor, value: "#RRGGBB"), transform: Parsing.color) var color: String?

    @Flag(help: .words(.helpEditClearColor)) var clearColor = false

    // Recurrence and waiting (issue 35)
    @Option(help: .words(.helpEditRecur, value: "period"), completion: .list(RecurrenceRule.completionWords + ["none"]))
    var recur: String?

    @Option(help: .words(.helpEditUntil, value: "date")) var until: String?

    @Option(help: .words(.helpEditWait, value: "date")) var wait: String?

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func validate() throws {
        if due != nil && noDue { throw ValidationError(Messages.text(.editDueConflict)) }
        if color != nil && clearColor { throw ValidationError(Messages.text(.editColorConflict)) }
        if let text, text.allSatisfy(\.isWhitespace) { throw ValidationError(Messages.text(.textEmpty)) }
        if text == nil && importance == nil && due == nil && !noDue && color == nil && !clearColor
            && recur == nil && until == nil && wait == nil
        {
            throw ValidationError(Messages.text(.editNothing))
        }
    }

    func run() async throws {
        let request = EditRequest(
            text: text, importance: importance, due: due, noDue: noDue, color: color, clearColor: clearColor,
            recurrence: RecurrenceOptions(recur: recur, until: until, wait: wait))
        let (item, note) = try await options.context().changeItem(id) { manager, item throws(TodoError) in
            try manager.edit(item.id, try request.edit(of: item, now: manager.settings.now()))
        }
        ChangeWords.show(item, .changeEdited, push: note.suffix, json: options.json)
    }
}
