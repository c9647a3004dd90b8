import ArgumentParser
import TodoKit
import TodoModel

#if canImport(Glibc)
import Glibc
#endif

struct RemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm", abstract: Messages.text(.helpRemoveAbstract),
        discussion: Help.page("rm", .helpRemoveDiscussion), aliases: ["del", "delete", "remove"])

    @Argument(help: ArgumentHelp(Messages.text(.helpIDs)), completion: IDCompletion.all)
    var ids: [String]

    @Flag(name: .shortAndLong, help: ArgumentHelp(Messages.text(.helpRemoveYes)))
    var yes = false

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func run() async throws {
        // On a terminal, ask first, with the store's lock released while the person answers;
        // then remove exactly what was confirmed, if it has not changed meanwhile.
        var confirmed: [String: TodoItem]?
        var targets = ids
        if !yes && isatty(0) == 1 && isatty(2) == 1 {
            let items = try options.withStores { stores throws(TodoError) in try stores.resolveAll(ids).map(\.item) }
            let question =
                items.count == 1
                ? Messages.text(.removeConfirmSingle, ["todo": Console.describe(items[0])])
                : Messages.text(.removeConfirmMany, ["count": String(items.count)])
            guard Console.confirm(question) else {
                Console.error(Messages.text(.removeNothingDeleted))
                throw ExitCode(1)
            }
            confirmed = Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            targets = items.map(\.id)
        }
        let (removed, note) = try await options.changeItems(targets) { manager, items throws(TodoError) in
            try manager.remove(ids: items.map(\.id), expected: confirmed)
        }
        for (index, item) in removed.enumerated() {
            let push = index == removed.count - 1 ? note.suffix : ""
            Console.line(
                json: options.json,
                options.json
                    ? WireJSON.string(item)
                    : Messages.text(.changeRemoved, ["todo": Console.describe(item), "push": push]))
        }
    }
}

struct ClearCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear",
        abstract: Messages.text(.helpClearAbstract),
        discussion: Help.page("clear", .helpClearDiscussion)
    )

    @Flag(name: .long, help: ArgumentHelp(Messages.text(.helpClearDone)))
    var done = false

    @Flag(name: .shortAndLong, help: ArgumentHelp(Messages.text(.helpClearYes)))
    var yes = false

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func run() async throws {
        // Without --yes, ask first, with the stores' locks released while the person answers;
        // then remove only the todos asked about (not one added or changed meanwhile).
        var asked: Set<String>?
        if !yes {
            let ids = try options.withStores { stores throws(TodoError) -> Set<String> in
                let ids = Set(try stores.allItems().filter { !done || $0.item.done }.map(\.item.id))
                guard ids.isEmpty || Console.isInteractive else {
                    throw .usage(Message.plural(ids.count, one: .clearNeedsYesOne, other: .clearNeedsYesOther))
                }
                return ids
            }
            if !ids.isEmpty {
                let question =
                    done
                    ? Messages.plural(ids.count, one: .clearConfirmDoneOne, other: .clearConfirmDoneOther)
                    : Messages.plural(ids.count, one: .clearConfirmAllOne, other: .clearConfirmAllOther)
                guard Console.confirm(question) else {
                    Console.error(Messages.text(.clearNothingDeleted))
                    throw ExitCode(ExitStatus.failure)
                }
            }
            asked = ids
        }
        let (removed, note) = try await options.changeStores { stores throws(TodoError) -> ([TodoItem], Bool) in
            let own = try stores.primary.clear(doneOnly: done, only: asked)
            return (own + (try stores.local?.clear(doneOnly: done, only: asked) ?? []), !own.isEmpty)
        }
        Console.line(
            json: options.json,
            options.json
                ? WireJSON.string(removed)
                : Messages.plural(
                    removed.count, one: .clearRemovedOne, other: .clearRemovedOther, ["push": note.suffix]))
    }
}
