import TodoModel
import TodoValues

/// The one-line report of a watch attempt.
public enum WatchLine {
    /// The attempt's line: the time it ended, what it did, and when the next one is due.
    public static func text(_ attempt: WatchAttempt) -> String {
        let next = Messages.text(.watchNextTry, ["seconds": seconds(attempt.nextAttemptAt - attempt.finishedAt)])
        let body: String
        switch attempt.result {
        case .error(let error):
            body = Messages.text(.watchError, ["error": TerminalText.escape(error.message), "next": next])
        case .report(let report):
            let queued = Messages.plural(report.pending, one: .watchQueuedOne, other: .watchQueuedOther)
            var values = ["queued": queued, "next": next]
            switch report.outcome {
            case .synced:
                values["pushed"] = String(report.pushed)
                values["merged"] = String(report.merged)
                values["items"] = String(attempt.itemCount ?? 0)
                values["conflicts"] =
                    report.conflicts.isEmpty
                    ? "" : Messages.plural(report.conflicts.count, one: .watchConflictsOne, other: .watchConflictsOther)
                body = Messages.text(.watchSynced, values)
            case .queued, .gaveUp:
                if report.requests == 0 {
                    body = Messages.text(.watchWaiting, values)
                } else {
                    values["error"] =
                        report.lastFailure.map { TerminalText.escape(SyncReason.words($0)) }
                        ?? Messages.text(.watchServerUnavailable)
                    body = Messages.text(.watchNotSynced, values)
                }
            case .unauthorized:
                body = Messages.text(.watchUnauthorized, values)
            case .cancelled:
                body = Messages.text(.watchCancelled, values)
            case .failed(let failure):
                values["error"] = TerminalText.escape(SyncReason.explained(failure))
                body = Messages.text(.watchFailed, values)
            case .blocked:
                values["error"] = report.lastFailure.map { TerminalText.escape(SyncReason.words($0)) } ?? ""
                body = Messages.text(.watchFailed, values)
            }
        }
        return "\(clock(attempt.finishedAt)) \(body)"
    }

    /// A wait in whole seconds (the nearest: the next attempt is due a hair after `interval`
    /// seconds), or in tenths below one second.
    static func seconds(_ wait: Double) -> String {
        let wait = max(wait, 0)
        return wait < 0.95 ? TextFormat.fixed(wait, 1) : String(Int(wait.rounded()))
    }

    /// `HH:MM:SS` in local time.
    static func clock(_ time: Double) -> String {
        // The second of the local day (`LocalTime`: libc's local time, as `TZ` says).
        let local = LocalTime().local(Int64(time))
        let second = Int((local % 86_400 + 86_400) % 86_400)
        return [second / 3600, second / 60 % 60, second % 60].map { TextFormat.padded($0, 2) }.joined(separator: ":")
    }
}
