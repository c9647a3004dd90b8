import ArgumentParser
import TodoKit

struct DoneCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "done", abstract: Messages.text(.helpDoneAbstract),
        discussion: Help.page("done"))

    @Argument(help: ArgumentHelp(Messages.text(.helpID)))
    var id: String

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func run() async throws {
        let ((item, already), note) = try await options.changeItem(id) { manager, item throws(TodoError) in
            (try manager.edit(item.id, ItemEdit(done: true)), item.done == true)
        }
        Console.line(
            json: options.json,
            options.json
                ? WireJSON.string(item)
                : Messages.text(
                    already ? .changeAlreadyDone : .changeDone, ["todo": Console.describe(item), "push": note.suffix]))
    }
}

struct UndoneCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "undone", abstract: Messages.text(.helpUndoneAbstract),
        discussion: Help.page("undone"))

    @Argument(help: ArgumentHelp(Messages.text(.helpID)))
    var id: String

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func run() async throws {
        let ((item, already), note) = try await options.changeItem(id) { manager, item throws(TodoError) in
            (try manager.edit(item.id, ItemEdit(done: false)), item.done == false)
        }
        Console.line(
            json: options.json,
            options.json
                ? WireJSON.string(item)
                : Messages.text(
                    already ? .changeAlreadyPending : .changeUndone,
                    ["todo": Console.describe(item), "push": note.suffix]))
    }
}
