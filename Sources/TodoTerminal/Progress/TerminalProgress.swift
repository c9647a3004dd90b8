import Synchronization
import TodoKit
import TodoSync
import TodoText
import TodoValues

/// Progress as one line on a terminal, rewritten in place (carriage return, erase line) a few
/// times a second at most, and erased by ``finish()``.
///
/// Whether to use one (stderr is a terminal, no `--quiet`) is the caller's decision; time comes
/// from an injected clock and output goes to an injected writer, so tests see every byte.
public final class TerminalProgress: ProgressReporter {
    /// Moves to the start of the line and erases it.
    public static let eraseLine = "\r\u{1B}[K"

    private struct State {
        var lastDraw: Double?
        var shown = false
    }

    private let clock: any WallClock
    private let interval: Double
    private let width: Int?
    private let write: @Sendable (String) -> Void
    private let state = Mutex(State())

    /// Draws at most once per `interval` seconds of `clock`, cutting lines to `width` columns
    /// (when known), through `write`.
    public init(
        clock: any WallClock = SystemWallClock(),
        interval: Double = 0.2,
        width: Int? = nil,
        write: @escaping @Sendable (String) -> Void
    ) {
        self.clock = clock
        self.interval = interval
        self.width = width
        self.write = write
    }

    public func report(_ event: ProgressEvent) {
        let now = clock.now
        let text: String? = state.withLock { state in
            if let last = state.lastDraw, now >= last, now - last < interval { return nil }
            state.lastDraw = now
            state.shown = true
            return Self.eraseLine + fitted(event.line)
        }
        if let text { write(text) }
    }

    public func finish() {
        let shown = state.withLock { state in
            defer { state = State() }
            return state.shown
        }
        if shown { write(Self.eraseLine) }
    }

    /// `line` cut to one column less than the width, so the terminal never wraps it.
    private func fitted(_ line: String) -> String {
        guard let width, width > 1, line.count >= width else { return line }
        return String(line.prefix(width - 2)) + "…"
    }
}
