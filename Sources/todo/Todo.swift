import ArgumentParser
import Foundation
import TodoKit

@main
struct Todo: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "todo",
        abstract: "An offline-first todo list for the terminal.",
        discussion: """
            Every change is saved locally at once and queued for the server, if one is configured.
            Exit codes: 0 success, 64 usage error, 65 bad data (corrupt store or invalid import file),
            69 sync gave up, 75 store locked by another process, 77 authentication failed, 1 other.
            """,
        version: TodoVersion.string,
        subcommands: [
            AddCommand.self, ListCommand.self, ShowCommand.self, EditCommand.self, DoneCommand.self,
            UndoneCommand.self, RemoveCommand.self, ClearCommand.self, StatusCommand.self, ExportCommand.self,
            ImportCommand.self, SyncCommand.self, WatchCommand.self, ConflictsCommand.self, ConfigCommand.self,
            SignupCommand.self, LoginCommand.self, LogoutCommand.self, WhoamiCommand.self, DoctorCommand.self,
        ],
        defaultSubcommand: ListCommand.self
    )

    /// Picks the language of messages from LC_ALL, LC_MESSAGES and LANG, then parses the
    /// command line, with the global options allowed before the command's name.
    static func main() async {
        Language.current = Language(environment: ProcessInfo.processInfo.environment)
        await main(ArgumentOrder.normalized(Array(CommandLine.arguments.dropFirst())))
    }
}
