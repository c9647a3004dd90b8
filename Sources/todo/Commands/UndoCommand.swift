import ArgumentParser
import TodoKit

/// `todo undo`: reverts the last local change, as a new change that syncs like any other.
struct UndoCommand: AsyncParsableCommand {
    static let configuration = Help.command("undo", .helpUndoAbstract, discussion: .helpUndoDiscussion)

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func run() async throws {
        let (result, note) = try await options.context().change { stores throws(TodoError) in
            let result = try stores.undo()
            return (result?.undone, result.map { $0.manager === stores.primary } ?? false)
        }
        guard let undone = result else {
            Console.error(Messages.text(.undoNothing))
            throw ExitCode(1)
        }
        if options.json {
            let restored = undone.restored.map(WireJSON.string).joined(separator: ",")
            let removed = undone.removed.map(WireJSON.string).joined(separator: ",")
            Console.json(
                "{\"command\":\(WireJSON.string(undone.command)),\"restored\":[\(restored)],\"removed\":[\(removed)]}")
            return
        }
        let touched = undone.restored + undone.removed
        let todos =
            touched.count == 1
            ? Console.describe(touched[0]) : Messages.text(.undoManyTodos, ["count": String(touched.count)])
        Console.line(Messages.text(.undoDone, ["command": undone.command, "todos": todos, "push": note.suffix]))
    }
}
