import ArgumentParser
import FoundationEssentials
import Glibc
import Synchronization
import TodoKit
import TodoModel
import TodoSync
import TodoText

struct SyncCommand: AsyncParsableCommand {
    static let configuration = Help.command("sync", .helpSyncAbstract, discussion: .helpSyncDiscussion)

    @Flag(help: .words(.helpSyncRecover)) var recover = false

    @Option(help: .words(.helpSyncDeadline, value: "s")) var deadline: Double = 600

    @Flag(help: .words(.helpSyncAllowDeletions)) var allowDeletions = false

    @Option(help: .words(.helpSyncMaxDelete, value: "n")) var maxDelete: Int?

    @Option(help: .words(.helpSyncMaxDeleteShare, value: "percent")) var maxDeleteShare: String?

    @Flag(help: .words(.helpSyncDryRun)) var dryRun = false

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func validate() throws {
        guard deadline > 0, deadline.isFinite else { throw ValidationError(Messages.text(.syncDeadlineInvalid)) }
        guard !(dryRun && recover) else { throw ValidationError(Messages.text(.syncDryRunWithRecover)) }
        do {
            if let maxDelete { _ = try SettingKey.maxDelete.validate(String(maxDelete)) }
            if let maxDeleteShare { _ = try SettingKey.maxDeleteShare.validate(maxDeleteShare) }
        } catch {
            throw ValidationError(error.message)
        }
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
        let waitLine = OtherSyncLine(
            live: options.showsProgress ? Console.columns(of: 2) ?? 80 : nil,
            once: !options.quiet && (options.verbose || terminal), write: { Console.write($0, to: 2) })
        let otherSync = OtherSyncWait(
            limit: terminal ? nil : context.coordinator.selection.primary.lockTimeout,
            nudges: !recover,
            onWait: { waitLine.show($0) })
        // Issue 34, point 5: with -v, one line per todo that came from elsewhere, named as here.
        let incomingNames = options.verbose && !options.quiet && !options.json ? context.deviceNames() : nil
        let task = Task { () async throws -> SyncReport in
            try await context.call { () async throws(TodoError) -> SyncReport in
                let end = command.recover ? Date().timeIntervalSince1970 + command.deadline : nil
                defer { waitLine.erase() }
                return try await context.coordinator.sync(
                    mode: end.map { .recover(deadline: $0) } ?? .sync,
                    allowDeletions: command.allowDeletions, maxDelete: command.maxDelete,
                    maxDeleteShare: try command.maxDeleteShare.map { raw throws(TodoError) in
                        (Double(try SettingKey.maxDeleteShare.validate(raw)) ?? 50) / 100
                    },
                    otherSync: otherSync
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
            if let signal = stop.signal { throw ExitCode(128 + signal) }
            throw error
        }
        if report.outcome == .cancelled, let signal = stop.signal {
            SyncScreen.interrupted(report, json: options.json)
            throw ExitCode(128 + signal)
        }
        if let incomingNames { IncomingLines.show(report.incoming, names: incomingNames) }
        SyncScreen.show(report, json: options.json, recover: recover)
        if report.outcome.exitCode != 0 { throw ExitCode(report.outcome.exitCode) }
    }

    /// `--dry-run`: what a sync would do now, with reads only; exit 0 (a failed read keeps a
    /// sync's exit code).
    private func runDryRun() async throws {
        let context = try options.context()
        let command = self
        let preview = try await context.call { () async throws(TodoError) -> SyncPreview in
            try await context.coordinator.syncPreview(
                allowDeletions: command.allowDeletions, maxDelete: command.maxDelete,
                maxDeleteShare: try command.maxDeleteShare.map { raw throws(TodoError) in
                    (Double(try SettingKey.maxDeleteShare.validate(raw)) ?? 50) / 100
                })
        }
        DryRunScreen.show(preview, json: options.json, names: context.deviceNames())
        if preview.exitCode != 0 { throw ExitCode(preview.exitCode) }
    }
}

struct ConflictsCommand: ParsableCommand {
    static let configuration = Help.command("conflicts", .helpConflictsAbstract)

    @Flag(help: .words(.helpConflictsClear)) var clear = false

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func run() throws {
        let context = try options.context()
        let (records, deviceID) = try context.run { manager throws(TodoError) -> ([ConflictRecord], String) in
            let state = try manager.state()
            if clear && !state.conflicts.isEmpty { try manager.commit([.clearConflicts]) }
            return (state.conflicts, state.deviceID)
        }
        ConflictsScreen.show(records, json: options.json, names: context.deviceNames(ownID: deviceID))
    }
}
