import ArgumentParser
import FoundationEssentials
import Glibc
import TodoKit
import TodoSync
import TodoTerminal
import TodoText
import TodoValues

struct SyncCommand: AsyncParsableCommand {
    static let configuration = Help.command(.sync, .helpSyncAbstract, discussion: .helpSyncDiscussion)

    @Flag(help: .words(.helpSyncRecover)) var recover = false

    @Option(help: .words(.helpSyncDeadline, value: "s")) var deadline: Double = 600

    @Flag(help: .words(.helpSyncAllowDeletions)) var allowDeletions = false

    @Option(help: .words(.helpSyncMaxDelete, value: "n")) var maxDelete: Int?

    @Option(help: .words(.helpSyncMaxDeleteShare, value: "percent")) var maxDeleteShare: String?

    @Flag(help: .words(.helpSyncDryRun)) var dryRun = false

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    /// The deletion guard's options, as typed.
    var limits: DeletionLimits {
        DeletionLimits(allowDeletions: allowDeletions, maxDelete: maxDelete, maxDeleteShare: maxDeleteShare)
    }

    func validate() throws {
        guard deadline > 0, deadline.isFinite else { throw ValidationError(Messages.text(.syncDeadlineInvalid)) }
        guard !(dryRun && recover) else { throw ValidationError(Messages.text(.syncDryRunWithRecover)) }
        do { try limits.check() } catch { throw ValidationError(error.message) }
    }

    func run() async throws {
        if dryRun { return try await runDryRun() }
        // SIGINT/SIGTERM end the run at its next safe point, with the state committed; a second
        // signal ends it at once.
        let stop = await StopRequest.trapping()
        let command = self
        let context = try options.context()
        // A person at a terminal waits for the running sync (Ctrl-C stops), told so even where no
        // live line can be drawn (TERM=dumb); a script waits up to the lock timeout, then exits 75
        // naming it.
        let terminal = isatty(2) == 1
        let waitLine = OtherSyncLine.standardError(
            progress: options.showsProgress, terminal: terminal, verbose: options.verbose, quiet: options.quiet)
        let otherSync = OtherSyncWait(
            limit: terminal ? nil : context.coordinator.selection.primary.lockTimeout, nudges: !recover,
            onWait: { waitLine.show($0) })
        // Issue 34, point 5: with -v, one line per todo that came from elsewhere, named as here.
        let incomingNames = options.verbose && !options.quiet && !options.json ? context.deviceNames() : nil
        let task = Task { () async throws -> SyncReport in
            try await context.call { () async throws(TodoError) -> SyncReport in
                let end = command.recover ? Date().timeIntervalSince1970 + command.deadline : nil
                defer { waitLine.erase() }
                return try await context.coordinator.sync(
                    mode: end.map { .recover(deadline: $0) } ?? .sync, limits: command.limits, otherSync: otherSync
                ) { settings in
                    waitLine.erase()
                    let options = command.options
                    return SyncProgress.forRun(
                        settings, deadline: end, terminal: options.showsProgress, width: Console.columns(of: 2),
                        lines: options.verbose && !options.quiet)
                }
            }
        }
        stop.attach(task)
        let report: SyncReport
        do {
            report = try await task.value
        } catch {
            // Stopped before the run began (waiting for another sync of the store): its message is
            // shown; the exit code is the signal's, as for a run the signal ended.
            if let signal = stop.signal { throw ExitCode(ExitCodes.stopped(by: signal)) }
            throw error
        }
        SyncScreen.end(report, signal: stop.signal, json: options.json, recover: recover, incoming: incomingNames)
        let code = ExitCodes.code(report, signal: stop.signal)
        if code != ExitCodes.success { throw ExitCode(code) }
    }

    /// `--dry-run`: what a sync would do now, with reads only; exit 0 (a failed read keeps a
    /// sync's exit code).
    private func runDryRun() async throws {
        let (context, limits) = (try options.context(), limits)
        let preview = try await context.call { () async throws(TodoError) -> SyncPreview in
            try await context.coordinator.syncPreview(limits: limits)
        }
        DryRunScreen.show(preview, json: options.json, names: context.deviceNames())
        let code = ExitCodes.code(preview)
        if code != ExitCodes.success { throw ExitCode(code) }
    }
}

struct ConflictsCommand: ParsableCommand {
    static let configuration = Help.command(.conflicts, .helpConflictsAbstract, discussion: .helpConflictsDiscussion)

    @Flag(help: .words(.helpConflictsClear)) var clear = false

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func run() throws {
        let context = try options.context()
        let clear = clear
        let (records, deviceID) = try context.run { manager throws(TodoError) in try manager.conflicts(clear: clear) }
        ConflictsScreen.show(records, json: options.json, names: context.deviceNames(ownID: deviceID))
    }
}
