import ArgumentParser
import Synchronization
import TodoKit

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's end, C's `exit` (inside a command type, `exit` is ArgumentParser's).
private func terminate(_ code: Int32) -> Never {
    exit(code)
}

@main
struct Todo: AsyncParsableCommand {
    /// The command tree, with `list` as the default command; without the default when the
    /// command line names its command (see ``namesItsCommand``).
    static var configuration: CommandConfiguration {
        namesItsCommand.load(ordering: .relaxed) ? named : withDefault
    }

    /// Whether the command line starts with a command's name (`todo add …`, `todo 3` routed to
    /// `show`), set before parsing. argument-parser then never falls back to the default command;
    /// with a default, it reflects the default's arguments on each parse to check whether they
    /// swallow the rest of the line, which was about a tenth of `todo add`.
    private static let namesItsCommand = Atomic<Bool>(false)

    private static let named: CommandConfiguration = {
        var configuration = withDefault
        configuration.defaultSubcommand = nil
        return configuration
    }()

    private static let withDefault = CommandConfiguration(
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
    /// command line, with the global options allowed before the command's name, and runs the
    /// command on this thread (``CallingThreadExecutor``). The help texts (each command's lazily
    /// built `configuration`, the options' `help:`) are read only while parsing, so they come out
    /// in that language.
    static func main() {
        Language.current = Language(environment: ProcessEnvironment.current())
        switch CommandWords.route(ArgumentOrder.normalized(Array(CommandLine.arguments.dropFirst()))) {
        case .parse(let arguments):
            if let first = arguments.first, first != "help", CommandWords.names().contains(first) {
                namesItsCommand.store(true, ordering: .relaxed)
            }
            CallingThreadExecutor.run { await run(arguments) }
        case .unknown(let message):
            Console.error(message)
            terminate(64)
        }
    }

    /// ArgumentParser's `main(_:)`, except that its messages (which quote the arguments as typed)
    /// reach the terminal escaped: help on standard output, errors on standard error.
    private static func run(_ arguments: [String]) async {
        do {
            var command = try parseAsRoot(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            let text = fullMessage(for: error)
            if !text.isEmpty {
                let help = code == .success
                let escaped = TerminalText.escape(text, keepNewlines: true, keepTabs: help) + "\n"
                Console.write(escaped, to: help ? 1 : 2)
            }
            terminate(code.rawValue)
        }
    }
}
