import TodoKit
import TodoText
import TodoValues

extension WatchLine {
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
