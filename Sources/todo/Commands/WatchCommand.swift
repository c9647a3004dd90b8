import ArgumentParser
import Glibc
import TodoKit
import TodoNetwork
import TodoSync
import TodoTerminal
import TodoText
import TodoValues

struct WatchCommand: AsyncParsableCommand {
    static let configuration = Help.command(.watch, .helpWatchAbstract, discussion: .helpWatchDiscussion)

    @Option(help: .words(.helpWatchInterval, value: "s")) var interval: Double = 60

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func validate() throws {
        guard interval > 0, interval.isFinite else { throw ValidationError(Messages.text(.watchIntervalInvalid)) }
    }

    func run() async throws {
        let context = try options.context()
        let settings = try context.guarded { () throws(TodoError) in try context.selection.watched() }
        let json = options.json
        let verbose = options.verbose
        // Issue 34, point 5: the todos that came from elsewhere, on a terminal (or with -v).
        let incoming = !options.quiet && (verbose || isatty(1) == 1) ? context.deviceNames() : nil
        let news = WatchNews()
        let client = HTTPClient()
        let watcher = Watcher(
            interval: interval,
            clock: SystemWallClock(),
            attempt: { await DataManager.watchAttempt(settings: settings, client: client) },
            signature: { StoreSignature.of(directory: settings.home) },
            report: { WatchLine.show($0, json: json, verbose: verbose, news: news, incoming: incoming) }
        )
        // The signals are caught before the watch starts, so one that comes at once (while the
        // first attempt waits for the store's lock, say) is not lost.
        let stop = await StopRequest.trapping()
        let task = Task { await watcher.run() }
        stop.attach(task)
        await task.value
        client.shutdown()
        // Only a signal ends a watch: say what is still queued, and exit as `sync` does (130, 143).
        let signal = stop.signal
        WatchLine.stopped(json: json, queued: signal == nil ? nil : DataManager.queuedCount(settings: settings))
        if let signal { throw ExitCode(ExitCodes.stopped(by: signal)) }
    }
}
