import TodoKit
import TodoSync
import TodoText

extension SyncProgress {
    /// What `todo sync` shows as it goes, on standard error: on a `terminal` (of `width` columns)
    /// each failed attempt and a countdown to the next; else, with `lines` (`-v`), one line per
    /// failed attempt; else nothing (the log file records each failed attempt in every case).
    public static func forRun(
        _ settings: Settings, deadline: Double?, terminal: Bool, width: Int?, lines: Bool
    ) -> SyncProgress {
        let policy =
            (try? RetryPolicy(
                minDelay: settings.minDelay, factor: settings.factor, jitter: settings.jitter,
                maxDelay: settings.maxDelay)) ?? .standard
        // The log's `-v` lines go under the line drawn here, never inside it (issue 41, point 7).
        let write: @Sendable (String) -> Void
        if terminal {
            write = { StandardErrorLine.draw($0) }
        } else {
            write = { Console.write($0, to: 2) }
        }
        let form: Form = terminal ? .terminal(width: width) : lines ? .lines : .logOnly
        return SyncProgress(form: form, policy: policy, deadline: deadline, write: write)
    }
}
