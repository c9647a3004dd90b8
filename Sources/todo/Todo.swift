import ArgumentParser
import Foundation
import TodoKit

@main
struct Todo: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "todo",
        abstract: Messages.text(.helpTodoAbstract),
        discussion: Messages.text(.helpTodoDiscussion),
        version: TodoVersion.string,
        subcommands: [
            AddCommand.self, ListCommand.self, ShowCommand.self, EditCommand.self, DoneCommand.self,
            UndoneCommand.self, RemoveCommand.self, ClearCommand.self, UndoCommand.self, StatusCommand.self,
            ExportCommand.self,
            ImportCommand.self, SyncCommand.self, WatchCommand.self, ConflictsCommand.self, ConfigCommand.self,
            SignupCommand.self, LoginCommand.self, LogoutCommand.self, WhoamiCommand.self, DoctorCommand.self,
            OptionsCommand.self,
        ],
        defaultSubcommand: ListCommand.self
    )

    /// Picks the language of messages from LC_ALL, LC_MESSAGES and LANG, then parses the
    /// command line, with the global options allowed before the command's name. The help texts
    /// (each command's lazily built `configuration`, the options' `help:`) are read only while
    /// parsing, so they come out in that language.
    static func main() async {
        Language.current = Language(environment: ProcessInfo.processInfo.environment)
        switch CommandWords.route(ArgumentOrder.normalized(Array(CommandLine.arguments.dropFirst()))) {
        case .parse(let arguments):
            await main(arguments)
        case .unknown(let message):
            Console.error(message)
            Foundation.exit(64)
        }
    }
}
