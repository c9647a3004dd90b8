import Glibc
import Synchronization

/// Standard error as a line drawn in place (a progress line, rewritten after a carriage return)
/// and whole lines (the `-v` log) share it on a terminal (issue 41, point 7).
///
/// A whole line never lands inside the drawn one: the drawn line is erased, the whole line
/// written, and the drawn line written again under it. Off a terminal nothing is drawn, and a
/// whole line is written as it comes.
public enum StandardErrorLine {
    /// Moves to the start of the line and erases it.
    static let erase = "\r\u{1B}[K"

    /// What the line drawn in place holds: the text written since the last newline (from its last
    /// erase on), as it would be written again.
    private static let drawn = Mutex("")

    /// Writes `text`, a piece of the line drawn in place (erases, carriage returns, text; a
    /// newline ends that line), and keeps what it leaves on the line.
    public static func draw(_ text: String) {
        drawn.withLock { drawn in
            if let newline = text.lastIndex(of: "\n") {
                drawn = String(text[text.index(after: newline)...])
            } else if let start = text.ranges(of: erase).last?.lowerBound {
                drawn = String(text[start...])
            } else {
                drawn += text
            }
            if visible(drawn).isEmpty { drawn = "" }
            write(text)
        }
    }

    /// Writes `line` (a newline at its end) on a line of its own: the line drawn in place, if
    /// any, is erased first and drawn again after it.
    public static func line(_ line: String) {
        drawn.withLock { drawn in
            write(drawn.isEmpty ? line : erase + line + drawn)
        }
    }

    /// `text` without erases and carriage returns: what it shows.
    static func visible(_ text: String) -> String {
        text.replacing(erase, with: "").replacing("\r", with: "")
    }

    /// Writes `text` to standard error, all of it (a signal's interruption retried).
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            var done = 0
            while done < buffer.count {
                let n = Glibc.write(2, buffer.baseAddress! + done, buffer.count - done)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return }
                done += n
            }
        }
    }
}
