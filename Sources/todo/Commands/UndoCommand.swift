import ArgumentParser
import TodoKit
import TodoTerminal
import TodoText
import TodoValues

/// `todo undo`: reverts the last local change, as a new change that syncs like any other.
struct UndoCommand: AsyncParsableCommand {
    static let configuration = Help.command(.undo, .helpUndoAbstract, discussion: .helpUndoDiscussion)

    @Flag(help: .words(.helpUndoForce)) var force = false

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func run() async throws {
        let context = try options.context()
        let ((result, deviceID), note) = try await context.change { stores throws(TodoError) in
            let result = try stores.undo(force: force)
            let pushes = result.map { !$0.undone.refused && $0.manager === stores.primary } ?? false
            return ((result?.undone, try result?.manager.deviceID()), pushes)
        }
        guard let undone = result else {
            Console.error(Messages.text(.undoNothing))
            throw ExitCode(ExitCodes.failure)
        }
        // Devices by name and alias, as `todo log` shows them (issue 41, point 6).
        let names = context.deviceNames(ownID: deviceID ?? "")
        if !UndoScreen.show(undone, json: options.json, push: note.suffix, names: names) {
            throw ExitCode(ExitCodes.failure)
        }
    }
}
