import FoundationEssentials
import Glibc
import TodoKit

/// The person at the terminal, for the workflows of TodoKit: questions and notices in words on
/// standard error, answers from standard input, a password without echo (or from standard input
/// with `--password-stdin`).
struct TerminalPrompter: Prompter {
    let canAsk: Bool
    /// Whether the password comes from standard input (`--password-stdin`).
    let passwordStdin: Bool
    /// The coordinator whose store warnings are shown before a question or notice.
    let context: CommandContext

    /// A prompter for a command that asks when standard input is a terminal (and, with `stderr`,
    /// standard error too) and the password is not read from standard input.
    init(_ context: CommandContext, stderr: Bool = false, passwordStdin: Bool = false) {
        canAsk = Console.isInteractive && (!stderr || isatty(2) == 1) && !passwordStdin
        self.passwordStdin = passwordStdin
        self.context = context
    }

    func confirm(_ question: Question) -> Bool {
        context.warn()
        return Console.confirm(Self.words(question))
    }

    func tell(_ notice: Notice) {
        context.warn()
        Console.warn(Self.words(notice))
    }

    /// Reads the password; exit 64 when there is no terminal to ask and no --password-stdin.
    func password(for username: String, twice: Bool) throws(TodoError) -> String {
        if passwordStdin {
            let data = Self.readStandardInput()
            let text = String(decoding: data, as: UTF8.self)
            var line = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(
                String.init)
            if line?.hasSuffix("\r") == true { line?.removeLast() }
            return line ?? ""
        }
        guard Console.isInteractive else {
            throw .usage(.passwordNoTerminal)
        }
        let first = Self.prompt(Messages.text(.passwordPrompt, ["username": username]))
        if twice {
            guard Self.prompt(Messages.text(.passwordRepeat)) == first else {
                throw .usage(.passwordsDiffer)
            }
        }
        return first
    }

    /// Reads a line from the terminal without echo.
    private static func prompt(_ text: String) -> String {
        guard let raw = getpass(TerminalText.escape(text)) else { return "" }
        let value = String(cString: raw)
        // getpass returns a static buffer: clear it.
        memset(raw, 0, strlen(raw))
        return value
    }

    static func words(_ question: Question) -> String {
        switch question {
        case .signupUnknownUser(let username):
            Messages.text(.loginOfferSignup, ["username": username])
        case .importLocal(let count, let username):
            Messages.plural(count, one: .importLocalPromptOne, other: .importLocalPromptOther, ["username": username])
        case .keepAccountTodos(let count, let username):
            Messages.plural(count, one: .logoutKeepPromptOne, other: .logoutKeepPromptOther, ["username": username])
        case .clear(let count, let doneOnly):
            doneOnly
                ? Messages.plural(count, one: .clearConfirmDoneOne, other: .clearConfirmDoneOther)
                : Messages.plural(count, one: .clearConfirmAllOne, other: .clearConfirmAllOther)
        case .remove(let items):
            items.count == 1
                ? Messages.text(.removeConfirmSingle, ["todo": Console.describe(items[0])])
                : Messages.text(.removeConfirmMany, ["count": String(items.count)])
        }
    }

    static func words(_ notice: Notice) -> String {
        switch notice {
        case .notDownloaded(let outcome):
            Messages.text(.accountNotDownloadedOutcome, ["outcome": outcome.name])
        case .notDownloadedError(let error):
            Messages.text(.accountNotDownloadedError, ["error": error.message])
        case .localTodosLeft(let count, let username):
            Messages.plural(count, one: .importLocalLeftOne, other: .importLocalLeftOther, ["username": username])
        }
    }

    /// Standard input to its end (`--password-stdin`).
    static func readStandardInput() -> [UInt8] {
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count > 0 {
                data += chunk[..<count]
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return data
            }
        }
    }
}
