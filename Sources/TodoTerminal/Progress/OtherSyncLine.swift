import Synchronization
import TodoKit
import TodoText
import TodoValues

/// The line that says another sync of the store is running while this one waits for it: on a
/// terminal a live line on standard error, cut to its width, redrawn each second and erased when
/// the wait ends; elsewhere (off a terminal with `-v`, or a terminal that draws no live line) one
/// line when the wait begins.
public final class OtherSyncLine: Sendable {
    /// The terminal's width, when the line is live.
    private let width: Int?
    private let once: Bool
    private let write: @Sendable (String) -> Void
    private let shown = Mutex<(live: Bool, printed: Bool)>((false, false))

    /// A live line on a terminal of `live` columns, or (`nil`) with `once` one line, written
    /// (to standard error) through `write`.
    public init(live width: Int?, once: Bool, write: @escaping @Sendable (String) -> Void) {
        self.width = width
        self.once = once
        self.write = write
    }

    /// Shows that `running` (`nil`: not known which) holds the store.
    public func show(_ running: RunningSync?) {
        let line = OtherSyncWords.line(running)
        if let width {
            shown.withLock { $0.live = true }
            // Cut to the width: `eraseLine` clears one row, so a wrapped line would pile up.
            let fitted = line.count >= width && width > 1 ? String(line.prefix(width - 2)) + "…" : line
            write(TerminalProgress.eraseLine + fitted)
        } else if once, shown.withLock({ Self.take(&$0.printed, true) == false }) {
            write("todo: " + line + "\n")
        }
    }

    /// Erases the live line, if one is shown.
    public func erase() {
        if shown.withLock({ Self.take(&$0.live, false) }) {
            write(TerminalProgress.eraseLine)
        }
    }

    /// Sets `flag` to `value` and returns what it was.
    private static func take(_ flag: inout Bool, _ value: Bool) -> Bool {
        defer { flag = value }
        return flag
    }
}

extension OtherSyncLine {
    /// `todo sync`'s line on standard error: live where the progress shows (`progress`), else one
    /// line with `verbose` or on a `terminal` (a person is told even where no live line can be
    /// drawn: TERM=dumb); none with `quiet`.
    public static func standardError(progress: Bool, terminal: Bool, verbose: Bool, quiet: Bool) -> OtherSyncLine {
        // Drawn in place: the log's `-v` lines go under it, never inside it (issue 41, point 7).
        let write: @Sendable (String) -> Void
        if progress {
            write = { StandardErrorLine.draw($0) }
        } else {
            write = { Console.write($0, to: 2) }
        }
        return OtherSyncLine(
            live: progress ? Console.columns(of: 2) ?? 80 : nil, once: !quiet && (verbose || terminal), write: write)
    }
}
