import Synchronization
import TodoKit
import TodoModel
import TodoSync
import TodoText
import TodoValues

/// The progress of `todo sync` told as it goes: each failed attempt with its reason, then the
/// wait before the next one.
///
/// On a terminal (``Form/terminal(width:)``) a failed attempt is a line of its own and the wait is
/// a live line under it, rewritten every `tick` seconds with a countdown, how long the run may
/// still go on and that Ctrl-C stops it with the changes kept; other work (pushing, downloading)
/// shows as ``TerminalProgress`` shows it. Off a terminal (``Form/lines``) each failed attempt is
/// one line, with its wait, and nothing else is written. The log records each failed attempt in
/// every form (TodoKit's `SyncAttemptLog`, whichever reporter the run has).
public final class SyncProgress: ProgressReporter {
    /// How the progress is written.
    public enum Form: Sendable, Equatable {
        /// A terminal of `width` columns (when known).
        case terminal(width: Int?)
        /// One line per failed attempt (standard error off a terminal, with `-v`).
        case lines
        /// Nothing written (failed attempts go to the log only).
        case logOnly
    }

    private struct State {
        var attempts = FailedAttempts()
        var waitUntil: Double?
        var countdown: Task<Void, Never>?
        var shown = false
    }

    private let clock: any WallClock
    private let form: Form
    private let policy: RetryPolicy
    private let deadline: Double?
    /// Redraws the countdown of a wait (`nil`: drawn once per wait).
    private let ticker: Ticker?
    private let write: @Sendable (String) -> Void
    private let other: TerminalProgress?
    private let state = Mutex(State())

    /// A reporter for a run with `policy` (and, for `--recover`, its `deadline` in Unix seconds),
    /// writing in `form` through `write`; the countdown is redrawn every `tick` seconds of `clock`
    /// (`nil`: drawn once per wait).
    public init(
        form: Form,
        policy: RetryPolicy,
        deadline: Double? = nil,
        clock: any WallClock = SystemWallClock(),
        tick: Double? = 1,
        write: @escaping @Sendable (String) -> Void
    ) {
        self.form = form
        self.policy = policy
        self.deadline = deadline
        self.clock = clock
        ticker = tick.map { Ticker(clock: clock, every: $0) }
        self.write = write
        if case .terminal(let width) = form {
            other = TerminalProgress(clock: clock, width: width, write: write)
        } else {
            other = nil
        }
    }

    public func report(_ event: ProgressEvent) {
        switch event.stage {
        case .attemptFailed:
            _ = state.withLock { $0.attempts.note(event.stage) }
        case .waiting(let seconds):
            waiting(seconds)
        case .pushing, .downloading, .uploading, .reading, .checking, .importing:
            stopCountdown()
            _ = state.withLock { $0.attempts.note(event.stage) }
            other?.report(event)
        }
    }

    public func finish() {
        stopCountdown()
        other?.finish()
        let shown = state.withLock { state in
            defer { state.shown = false }
            return state.shown
        }
        if shown { write(TerminalProgress.eraseLine) }
    }

    /// A wait of `seconds` begins: after a failed attempt (say which and why), or, before any
    /// request, the backoff window an earlier run left open.
    private func waiting(_ seconds: Double) {
        stopCountdown()
        let now = clock.now
        let until = now + max(0, seconds)
        let attempt = state.withLock { state in
            state.waitUntil = until
            return state.attempts.note(.waiting(seconds: seconds))
        }
        let failed: String? = attempt.map { attempt in
            attempt.reason.map {
                Messages.text(
                    .syncProgressFailedBecause, ["attempt": String(attempt.attempt), "reason": SyncReason.words($0)])
            } ?? Messages.text(.syncProgressFailed, ["attempt": String(attempt.attempt)])
        }
        switch form {
        case .logOnly:
            return
        case .lines:
            let next = Messages.text(.syncProgressNextTry, ["time": TimeSpan.words(seconds)])
            write("todo: " + [failed ?? Messages.text(.syncProgressWindow), next].joined(separator: "; ") + "\n")
        case .terminal:
            other?.finish()
            if let failed { write(TerminalProgress.eraseLine + fitted(failed) + "\n") }
            draw(now: now)
            guard let ticker else { return }
            let task = Task { [weak self] () async -> Void in
                try? await ticker.run { now in
                    guard let self else { return false }
                    self.draw(now: now)
                    return true
                }
            }
            state.withLock { $0.countdown = task }
        }
    }

    /// The live line of a wait, as of `now`.
    private func draw(now: Double) {
        guard
            let line = state.withLock({ state -> String? in
                guard let until = state.waitUntil else { return nil }
                state.shown = true
                return liveLine(remaining: until - now, failures: state.attempts.count, now: now)
            })
        else { return }
        write(TerminalProgress.eraseLine + fitted(line))
    }

    /// "next try in 3 s · may go on for 1 min 5 s · Ctrl-C stops, changes are kept".
    func liveLine(remaining: Double, failures: Int, now: Double) -> String {
        var parts = [Messages.text(.syncProgressNextTry, ["time": TimeSpan.words(remaining)])]
        if let left = mayGoOn(remaining: remaining, failures: failures, now: now) {
            parts.append(Messages.text(.syncProgressGoesOn, ["time": TimeSpan.words(left)]))
        }
        parts.append(Messages.text(.syncProgressStop))
        return parts.joined(separator: " · ")
    }

    /// Seconds the run may still take: up to the deadline, or the rest of the wait plus the
    /// waits left in the schedule after failed attempt `failures`.
    private func mayGoOn(remaining: Double, failures: Int, now: Double) -> Double? {
        if let deadline { return max(0, deadline - now) }
        return policy.timeLeft(afterAttempt: failures, remaining: remaining)
    }

    private func stopCountdown() {
        let task = state.withLock { state in
            defer {
                state.countdown = nil
                state.waitUntil = nil
            }
            return state.countdown
        }
        task?.cancel()
    }

    private func fitted(_ line: String) -> String {
        guard case .terminal(let width?) = form, width > 1, line.count >= width else { return line }
        return String(line.prefix(width - 2)) + "…"
    }
}
