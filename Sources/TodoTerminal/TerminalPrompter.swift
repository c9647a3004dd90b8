import FoundationEssentials
import Glibc
import TodoKit
import TodoText
import TodoValues

/// The person at the terminal, for the workflows of TodoKit: questions and notices in words on
/// standard error, answers from standard input, a password without echo (or from standard input
/// with `--password-stdin`).
public struct TerminalPrompter: Prompter {
    public let canAsk: Bool
    /// Whether the password comes from standard input (`--password-stdin`).
    let passwordStdin: Bool
    /// Shows the stores' warnings not shown yet: before a question or notice.
    let warn: () -> Void

    /// A prompter for a command that asks when standard input is a terminal (and, with `stderr`,
    /// standard error too) and the password is not read from standard input.
    public init(warn: @escaping () -> Void, stderr: Bool = false, passwordStdin: Bool = false) {
        canAsk = Console.isInteractive && (!stderr || isatty(2) == 1) && !passwordStdin
        self.passwordStdin = passwordStdin
        self.warn = warn
    }

    public func confirm(_ question: Question) -> Bool {
        warn()
        return Console.confirm(PromptWords.question(question))
    }

    public func tell(_ notice: Notice) {
        warn()
        Console.warn(PromptWords.notice(notice))
    }

    /// Reads the password; exit 64 when there is no terminal to ask and no --password-stdin.
    public func password(for username: String, twice: Bool) throws(TodoError) -> String {
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

    /// Standard input to its end (`--password-stdin`).
    public static func readStandardInput() -> [UInt8] {
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
