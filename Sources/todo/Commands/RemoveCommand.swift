import ArgumentParser
import TodoKit
import TodoTerminal
import TodoText
import TodoValues

struct RemoveCommand: AsyncParsableCommand {
    static let configuration = Help.command(.rm, .helpRemoveAbstract, discussion: .helpRemoveDiscussion)

    @Argument(help: .words(.helpIDs), completion: IDCompletion.all) var ids: [String]

    @Flag(name: .shortAndLong, help: .words(.helpRemoveYes)) var yes = false

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func run() async throws {
        // On a terminal, ask first (TodoKit asks with the stores' locks released).
        let context = try options.context()
        let prompter = TerminalPrompter(warn: context.warn, stderr: true)
        let answer = try await context.call { () async throws(TodoError) in
            try await context.coordinator.remove(ids, ask: !yes, prompter: prompter, progress: options.progress)
        }
        guard let answer else {
            Console.error(Messages.text(.removeNothingDeleted))
            throw ExitCode(ExitCodes.failure)
        }
        ChangeWords.show(answer.value, .changeRemoved, push: context.note(answer.push).suffix, json: options.json)
    }
}

struct ClearCommand: AsyncParsableCommand {
    static let configuration = Help.command(.clear, .helpClearAbstract, discussion: .helpClearDiscussion)

    @Flag(help: .words(.helpClearDone)) var done = false

    @Flag(name: .shortAndLong, help: .words(.helpClearYes)) var yes = false

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func run() async throws {
        // Without --yes, ask first (TodoKit asks with the stores' locks released).
        let context = try options.context()
        let answer = try await context.call { () async throws(TodoError) in
            try await context.coordinator.clear(
                doneOnly: done, ask: !yes, prompter: TerminalPrompter(warn: context.warn), progress: options.progress)
        }
        guard let answer else {
            Console.error(Messages.text(.clearNothingDeleted))
            throw ExitCode(ExitCodes.failure)
        }
        ChangeWords.cleared(answer.value, push: context.note(answer.push).suffix, json: options.json)
    }
}
