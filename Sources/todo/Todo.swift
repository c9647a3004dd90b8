import ArgumentParser
import FoundationEssentials
import Glibc
import TodoKit
import TodoTerminal
import TodoText
import TodoValues

/// The process's end, C's `exit` (inside a command type, `exit` is ArgumentParser's).
private func terminate(_ code: Int32) -> Never {
    exit(code)
}

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
            // Contexts (issue 35)
            ContextCommand.self,
            // History and restore (issue 34)
            LogCommand.self, RestoreCommand.self,
        ],
        defaultSubcommand: ListCommand.self
    )

    /// Picks the language of messages from LC_ALL, LC_MESSAGES and LANG, then parses the
    /// command line, with the global options allowed before the command's name, and runs the
    /// command on this thread (``CallingThreadExecutor``). The help texts (each command's lazily
    /// built `configuration`, the options' `help:`) are read only while parsing, so they come out
    /// in that language.
    static func main() {
        // `todo --version` alone, answered before argument-parser's root pass (a third of its time).
        if CommandLine.arguments.dropFirst().elementsEqual(["--version"]) { return print(TodoVersion.string) }
        Language.current = Language(environment: ProcessEnvironment.current())
        // --color auto|always|never (issue 35): see ColorOption.
        guard let rest = ColorOption.take(Array(CommandLine.arguments.dropFirst())) else { terminate(64) }
        let arguments = ArgumentWords.normalized(rest, options: GlobalOptions.names)
        switch ArgumentWords.route(arguments, commands: CommandWords.names(), options: GlobalOptions.names) {
        case .parse(let arguments):
            CallingThreadExecutor.run { await run(arguments) }
        case .unknown(let word, let candidates):
            Console.error(CommandSuggestion.message(word, candidates: candidates))
            terminate(64)
        }
    }

    /// The command `arguments` name, parsed.
    ///
    /// A line that starts with a command's name (`todo add …`, `todo 3` routed to `show`) is
    /// parsed with that command as the root: the same parse of the same arguments, without the
    /// root's pass over them, in which argument-parser reflects the named command's arguments
    /// (and the default command's) to check whether they take the rest of the line; that pass was
    /// about a seventh of `todo add`. Anything but a clean parse into one of todo's commands (an
    /// error, a help request, `--generate-completion-script`, which only the root answers) is
    /// parsed again from the root, so that messages, usage and help are the root's, as before.
    ///
    /// `todo add WORDS…` and a bare `todo list` are built without a parse at all (``QuickParse``).
    static func parseCommand(_ arguments: [String]) throws -> ParsableCommand {
        if let built = QuickParse.command(arguments) { return built }
        return try parseNamed(arguments) ?? parseAsRoot(arguments)
    }

    /// The command `arguments` name, parsed with it as the root (see ``parseCommand(_:)``); `nil` when
    /// the line does not start with a command's name or does not parse cleanly that way.
    static func parseNamed(_ arguments: [String]) -> ParsableCommand? {
        guard let first = arguments.first, let named = CommandWords.command(named: first),
            !arguments.contains(where: { $0.hasPrefix("--generate-completion-script") }),
            let command = try? named.parseAsRoot(Array(arguments.dropFirst())),
            CommandWords.isCommand(command)
        else { return nil }
        return command
    }

    /// ArgumentParser's `main(_:)`, except that its messages (which quote the arguments as typed)
    /// reach the terminal escaped: help on standard output, errors on standard error.
    private static func run(_ arguments: [String]) async {
        do {
            var command = try parseCommand(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            Console.parserMessage(code == .success ? Help.page(message) : message, help: code == .success)
            terminate(code.rawValue)
        }
    }
}
