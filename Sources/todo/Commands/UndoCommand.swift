import ArgumentParser
import TodoKit
import TodoModel

/// `todo undo`: reverts the last local change, as a new change that syncs like any other.
struct UndoCommand: AsyncParsableCommand {
    static let configuration = Help.command("undo", .helpUndoAbstract, discussion: .helpUndoDiscussion)

    @Flag(help: .words(.helpUndoForce)) var force = false

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func run() async throws {
        let (result, note) = try await options.context().change { stores throws(TodoError) in
            let result = try stores.undo(force: force)
            let pushes = result.map { !$0.undone.refused && $0.manager === stores.primary } ?? false
            return (result?.undone, pushes)
        }
        guard let undone = result else {
            Console.error(Messages.text(.undoNothing))
            throw ExitCode(1)
        }
        if options.json { Console.json(Self.json(undone)) }
        if undone.refused {
            for item in undone.changedElsewhere {
                Console.error(Messages.text(.undoChangedElsewhere, Self.changed(item, undone)))
            }
            for item in undone.deletedElsewhere {
                Console.error(
                    Messages.text(.undoDeletedElsewhere, ["todo": Console.describe(item), "command": undone.command]))
            }
            let count = undone.changedElsewhere.count + undone.deletedElsewhere.count
            Console.error(
                Messages.plural(count, one: .undoRefusedOne, other: .undoRefusedOther, ["command": undone.command]))
            throw ExitCode(1)
        }
        if options.json { return }
        let touched = undone.restored + undone.removed
        let todos =
            touched.count == 1
            ? Console.describe(touched[0]) : Messages.text(.undoManyTodos, ["count": String(touched.count)])
        Console.line(Messages.text(.undoDone, ["command": undone.command, "todos": todos, "push": note.suffix]))
        for item in undone.changedElsewhere {
            Console.line(Messages.text(.undoForcedReplaced, Self.changed(item, undone)))
        }
        for item in undone.deletedElsewhere {
            Console.line(Messages.text(.undoForcedLeftDeleted, ["todo": Console.describe(item)]))
        }
    }

    /// The values of a line about `item`, changed elsewhere since the command undone.
    static func changed(_ item: TodoItem, _ undone: DataManager.Undone) -> [String: String] {
        [
            "id": TerminalText.escape(String(item.id.prefix(ListRenderer.shortIDLength))),
            "command": undone.command, "version": ConflictsCommand.describe(item),
        ]
    }

    /// `{"command","outcome","restored","removed","changed_elsewhere","deleted_elsewhere"}`.
    static func json(_ undone: DataManager.Undone) -> String {
        func list(_ items: [TodoItem]) -> String {
            let elements: [String] = items.map { item in WireJSON.string(item) }
            return "[" + elements.joined(separator: ",") + "]"
        }
        let outcome = undone.refused ? "refused" : "undone"
        var members: [String] = []
        members.append("\"command\":" + WireJSON.string(undone.command))
        members.append("\"outcome\":\"" + outcome + "\"")
        members.append("\"restored\":" + list(undone.restored))
        members.append("\"removed\":" + list(undone.removed))
        members.append("\"changed_elsewhere\":" + list(undone.changedElsewhere))
        members.append("\"deleted_elsewhere\":" + list(undone.deletedElsewhere))
        return "{" + members.joined(separator: ",") + "}"
    }
}
