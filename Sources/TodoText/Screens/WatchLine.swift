import Glibc
import TodoKit
import TodoModel

/// The one-line report of a watch attempt.
public enum WatchLine {
    /// Shows `attempt`'s warnings, then its line: `--json`, or (unless `verbose`) only news; with
    /// `incoming` (on a terminal, or `-v`), one line per todo it took from elsewhere after it, its
    /// device named by those names.
    public static func show(
        _ attempt: WatchAttempt, json: Bool, verbose: Bool, news: WatchNews, incoming: DeviceNames? = nil
    ) {
        for warning in attempt.warnings { Console.warn(warning) }
        if json {
            Console.line(json: true, ReportJSON.string(WatchLineJSON(attempt)))
        } else if news.isNews(attempt) || verbose {
            // A quiet attempt (nothing sent, merged or changed) shows only with -v, as a heartbeat.
            Console.line(json: false, WatchLine.text(attempt))
            // Issue 34, point 5: what came from elsewhere, one todo a line.
            if let names = incoming, case .report(let report) = attempt.result {
                for change in report.incoming {
                    Console.line(json: false, "  " + IncomingLines.text(change, names: names))
                }
            }
        }
    }

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
        var seconds = time_t(time)
        var parts = tm()
        localtime_r(&seconds, &parts)
        return [parts.tm_hour, parts.tm_min, parts.tm_sec].map { TextFormat.padded(Int($0), 2) }.joined(separator: ":")
    }
}

extension WatchLine {
    /// Says that the watch stopped: a `--json` event, else a line; then, when a signal stopped it
    /// and the store could be read (`queued`), how many changes stay queued, on standard error (in
    /// `--json` too: standard output stays the event stream).
    public static func stopped(json: Bool, queued: @autoclosure () -> Int?) {
        Console.line(json ? #"{"event":"stopped"}"# : Messages.text(.watchStopped))
        // Counted after the line: the count may wait up to a second for another process's lock.
        if let queued = queued() {
            Console.error(Messages.plural(queued, one: .syncInterruptedOne, other: .syncInterruptedOther))
        }
    }
}
