import FoundationEssentials
import Glibc
import Synchronization
import TodoKit
import TodoModel
import TodoText
import TodoValues

/// Writing to the terminal: standard output, and `todo: …` lines on standard error.
///
/// Human-readable text goes through ``TerminalText/escape(_:keepNewlines:keepTabs:)`` here, as a
/// last line of defence for text from users, files or servers (the renderers escape it at its
/// source too): ``out(_:)``, ``line(_:)``, ``warn(_:)`` and ``error(_:)`` never let a control
/// character other than a newline or tab through (errors and warnings: not even those).
/// ``json(_:)`` and ``rendered(_:)`` write as is: JSON keeps every byte, and the list and detail
/// views escape foreign text themselves and add only their own colours.
public enum Console {
    public static func out(_ text: String) {
        write(TerminalText.escape(text, keepNewlines: true, keepTabs: true), to: 1)
    }

    /// Machine-readable output (JSON), byte-exact, then a newline.
    public static func json(_ text: String) { write(text + "\n", to: 1) }

    /// Machine-readable output already in bytes, then a newline.
    public static func json(bytes: [UInt8]) {
        bytes.withUnsafeBytes { write($0, to: 1) }
        write("\n", to: 1)
    }

    /// Output of ``ListRenderer`` (foreign text already escaped, colours its own), as is.
    public static func rendered(_ text: String) { write(text, to: 1) }

    /// Values left for the process's exit to free.
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Keeps `value` referenced until the process exits, which frees its memory at once: freeing
    /// a 100,000-todo list object by object was a tenth of `todo list`'s run.
    public static func keepUntilExit(_ value: Any) { kept.append(value) }

    /// Writes all of `text` to a file descriptor (unbuffered: callers write whole blocks).
    public static func write(_ text: String, to fd: Int32) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0), to: fd) }
    }

    /// Writes all of `bytes` to a file descriptor.
    public static func write(_ bytes: UnsafeRawBufferPointer, to fd: Int32) {
        guard let base = bytes.baseAddress else { return }
        var done = 0
        while done < bytes.count {
            let n = Glibc.write(fd, base + done, bytes.count - done)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return }
            done += n
        }
    }

    public static func line(_ text: String) { out(text + "\n") }

    /// A line that is JSON with `--json` (written as is), else human text (escaped).
    public static func line(json: Bool, _ text: String) {
        if json { Console.json(text) } else { line(text) }
    }

    public static func warn(_ text: String) {
        write("todo: " + Messages.text(.consoleWarning, ["message": TerminalText.escape(text)]) + "\n", to: 2)
    }

    /// A warning kept as a message, said in the user's language.
    public static func warn(_ message: Message) { warn(message.text()) }

    /// argument-parser's help (on standard output) or error message (on standard error), which
    /// quotes the arguments as typed, escaped; nothing when it is empty.
    public static func parserMessage(_ text: String, help: Bool) {
        guard !text.isEmpty else { return }
        write(TerminalText.escape(text, keepNewlines: true, keepTabs: help) + "\n", to: help ? 1 : 2)
    }

    /// Says once per process that `--insecure` is in effect.
    public static func warnInsecure() {
        let first = warnedInsecure.withLock { warned in
            defer { warned = true }
            return !warned
        }
        if first { warn(Messages.text(.insecureWarning)) }
    }

    private static let warnedInsecure = Mutex(false)

    /// One line on standard error, `todo: …`, with every control character escaped.
    public static func error(_ text: String) {
        write("todo: \(TerminalText.escape(text))\n", to: 2)
    }

    /// The width of the terminal on `fd`, if it is one and says.
    public static func columns(of fd: Int32) -> Int? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Whether standard input is a terminal (for prompts).
    public static var isInteractive: Bool { isatty(0) == 1 }

    /// Asks a yes/no question on the terminal; no answer means no.
    public static func confirm(_ question: String) -> Bool {
        write("\(TerminalText.escape(question)) \(Messages.text(.consoleConfirmSuffix)) ", to: 2)
        guard let answer = readLine() else { return false }
        return Language.current.affirmativeAnswers.contains(answer.trimmingWhitespace().lowercased())
    }
}
