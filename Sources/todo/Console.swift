import ArgumentParser
import Foundation
import TodoKit

#if canImport(Glibc)
import Glibc
#endif

/// Writing to the terminal, and turning ``TodoError`` into a message and an exit code.
enum Console {
    static func out(_ text: String) { write(text, to: 1) }

    /// Writes all of `text` to a file descriptor (unbuffered: callers write whole blocks).
    static func write(_ text: String, to fd: Int32) {
        var text = text
        text.withUTF8 { buffer in
            var done = 0
            while done < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + done, buffer.count - done)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return }
                done += n
            }
        }
    }

    static func line(_ text: String) { out(text + "\n") }

    static func warn(_ text: String) {
        write("todo: " + Messages.text(.consoleWarning, ["message": text]) + "\n", to: 2)
    }

    static func error(_ text: String) {
        write("todo: \(text)\n", to: 2)
    }

    /// The width of the terminal on `fd`, if it is one and says.
    static func columns(of fd: Int32) -> Int? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Whether standard input is a terminal (for prompts).
    static var isInteractive: Bool { isatty(0) == 1 }

    /// Asks a yes/no question on the terminal; no answer means no.
    static func confirm(_ question: String) -> Bool {
        write("\(question) \(Messages.text(.consoleConfirmSuffix)) ", to: 2)
        guard let answer = readLine() else { return false }
        return Language.current.affirmativeAnswers.contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
    }

    static func guarded<T>(_ body: () throws(TodoError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            Console.error(error.message)
            throw ExitCode(error.exitCode)
        }
    }

    /// A short, quoted description of a todo for messages.
    static func describe(_ item: TodoItem) -> String {
        let text = item.text.count > 60 ? String(item.text.prefix(59)) + "…" : item.text
        return "\(item.id.prefix(ListRenderer.shortIDLength)) \"\(text)\""
    }
}
