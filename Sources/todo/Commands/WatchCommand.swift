import ArgumentParser
import FoundationEssentials
import Glibc
import Synchronization
import TodoKit
import TodoModel
import TodoNetwork
import TodoSync

struct WatchCommand: AsyncParsableCommand {
    static let configuration = Help.command("watch", .helpWatchAbstract, discussion: .helpWatchDiscussion)

    @Option(help: .words(.helpWatchInterval, value: "s")) var interval: Double = 60

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func validate() throws {
        guard interval > 0, interval.isFinite else { throw ValidationError(Messages.text(.watchIntervalInvalid)) }
    }

    func run() async throws {
        let context = try options.context()
        let settings = try context.guarded { () throws(TodoError) -> Settings in
            // The account's store when logged in, else the device's.
            let settings = context.selection.primary
            guard settings.server != nil else { throw .usage(.noServer) }
            guard !settings.offline else { throw .usage(.watchOffline) }
            return settings
        }
        let json = options.json
        let verbose = options.verbose
        let news = WatchNews()
        let client = HTTPClient()
        let watcher = Watcher(
            interval: interval,
            clock: SystemWallClock(),
            attempt: { await DataManager.watchAttempt(settings: settings, client: client) },
            signature: { StoreSignature.of(directory: settings.home) },
            report: { attempt in
                for warning in attempt.warnings { Console.warn(warning) }
                if json {
                    Console.line(json: true, ReportJSON.string(WatchLineJSON(attempt)))
                } else if news.isNews(attempt) || verbose {
                    // A quiet attempt (nothing sent, merged or changed) shows only with -v, as a heartbeat.
                    Console.line(json: false, WatchLine.text(attempt))
                }
            }
        )
        // The signals are caught before the watch starts, so one that comes at once (while the
        // first attempt waits for the store's lock, say) is not lost.
        let stop = await StopRequest.trapping([.sigint, .sigterm])
        let task = Task { await watcher.run() }
        stop.attach(task)
        await task.value
        client.shutdown()
        Console.line(json ? #"{"event":"stopped"}"# : Messages.text(.watchStopped))
        // Only a signal ends a watch: say on stderr what is still queued (in `--json` too: stdout
        // stays the event stream), and exit as `sync` does (130, 143).
        guard let signal = stop.signal else { return }
        // Counted only if the store is free within a second: another process may hold it.
        var quick = settings
        quick.lockTimeout = min(settings.lockTimeout, 1)
        if let pending = try? DataManager(settings: quick, readOnly: true).state().outbox.count {
            Console.error(Messages.plural(pending, one: .syncInterruptedOne, other: .syncInterruptedOther))
        }
        throw ExitCode(128 + signal)
    }
}

/// The one-line report of a watch attempt.
enum WatchLine {
    static func text(_ attempt: WatchAttempt) -> String {
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
                if report.attempts == 0 {
                    body = Messages.text(.watchWaiting, values)
                } else {
                    values["error"] =
                        report.lastError.map { TerminalText.escape($0) } ?? Messages.text(.watchServerUnavailable)
                    body = Messages.text(.watchNotSynced, values)
                }
            case .unauthorized:
                body = Messages.text(.watchUnauthorized, values)
            case .cancelled:
                body = Messages.text(.watchCancelled, values)
            case .failed(let message):
                values["error"] = TerminalText.escape(message)
                body = Messages.text(.watchFailed, values)
            case .blocked:
                values["error"] = report.lastError ?? ""
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

/// Tells attempts worth a line from quiet ones: the first, one that sent, merged or found
/// conflicts, and one whose outcome, queue, item count or error differs from the last shown.
final class WatchNews: Sendable {
    private struct Shown: Equatable {
        var outcome: String
        var pending: Int?
        var items: Int?
        var error: String?
    }

    private let last = Mutex<Shown?>(nil)

    /// Whether `attempt` is news; if so, it becomes the last shown. An attempt the stop cancelled
    /// is not: "stopped" follows it.
    func isNews(_ attempt: WatchAttempt) -> Bool {
        if attempt.wasCancelled { return false }
        var shown = Shown(outcome: "error", pending: nil, items: attempt.itemCount, error: nil)
        var busy = false
        switch attempt.result {
        case .error(let error):
            shown.error = error.description
        case .report(let report):
            shown.outcome = report.outcome.name
            shown.pending = report.pending
            shown.error = report.lastError
            busy = report.pushed > 0 || report.merged > 0 || !report.conflicts.isEmpty
        }
        return last.withLock { last in
            guard busy || last != shown else { return false }
            last = shown
            return true
        }
    }
}

/// The `watch --json` object of one attempt.
struct WatchLineJSON: Encodable {
    var time: Double
    var trigger: String
    var outcome: String
    var pushed: Int?
    var merged: Int?
    var conflicts: Int?
    var requests: Int?
    var pending: Int?
    var items: Int?
    var duration: Double
    var lastError: String?
    var error: String?
    var nextAttemptAt: Double?

    init(_ attempt: WatchAttempt) {
        time = (attempt.finishedAt * 1000).rounded() / 1000
        trigger = attempt.trigger.rawValue
        duration = (attempt.duration * 1000).rounded() / 1000
        items = attempt.itemCount
        switch attempt.result {
        case .error(let error):
            outcome = "error"
            self.error = error.description
        case .report(let report):
            outcome = report.outcome.name
            pushed = report.pushed
            merged = report.merged
            conflicts = report.conflicts.count
            requests = report.attempts
            pending = report.pending
            lastError = report.lastError
            if case .failed(let message) = report.outcome { error = message }
        }
        if !attempt.wasCancelled { nextAttemptAt = (attempt.nextAttemptAt * 1000).rounded() / 1000 }
    }
}
