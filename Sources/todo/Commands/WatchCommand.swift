import ArgumentParser
import FoundationEssentials
import Glibc
import Synchronization
import TodoKit
import TodoModel
import TodoNetwork
import TodoSync
import TodoText

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
