import ArgumentParser
import TodoKit
import TodoTerminal
import TodoText
import TodoValues

struct DoneCommand: AsyncParsableCommand {
    static let configuration = Help.command(.done, .helpDoneAbstract)

    @Argument(help: .words(.helpIDs), completion: IDCompletion.pending) var ids: [String]

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func run() async throws {
        try await DoneCommand.mark(ids, done: true, command: .done, options: options)
    }

    /// Marks the todos `ids` name done or pending again, one line each (with `--json`, one
    /// element per line).
    static func mark(_ ids: [String], done: Bool, command: CommandName, options: GlobalOptions) async throws {
        // Recurrence (issue 35): the next occurrences `done` made, each said after its todo.
        let (results, note) = try await options.context().changeItems(ids) { manager, items throws(TodoError) in
            try manager.mark(items.map(\.id), done: done, command: command)
        }
        for (index, (item, already, successor)) in results.enumerated() {
            let push = index == results.count - 1 ? note.suffix : ""
            let key: MessageKey =
                done ? (already ? .changeAlreadyDone : .changeDone) : (already ? .changeAlreadyPending : .changeUndone)
            ChangeWords.show(item, key, push: push, json: options.json)
            if let successor, !options.json { Console.line(ListRenderer.nextOccurrence(successor)) }
        }
    }
}

struct UndoneCommand: AsyncParsableCommand {
    static let configuration = Help.command(.undone, .helpUndoneAbstract)

    @Argument(help: .words(.helpIDs), completion: IDCompletion.done) var ids: [String]

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func run() async throws {
        try await DoneCommand.mark(ids, done: false, command: .undone, options: options)
    }
}
