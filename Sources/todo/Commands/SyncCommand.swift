import ArgumentParser
import FoundationEssentials
import Glibc
import Synchronization
import TodoKit
import TodoModel
import TodoSync

struct SyncCommand: AsyncParsableCommand {
    static let configuration = Help.command("sync", .helpSyncAbstract, discussion: .helpSyncDiscussion)

    @Flag(help: .words(.helpSyncRecover)) var recover = false

    @Option(help: .words(.helpSyncDeadline, value: "s")) var deadline: Double = 600

    @Flag(help: .words(.helpSyncAllowDeletions)) var allowDeletions = false

    @Option(help: .words(.helpSyncMaxDelete, value: "n")) var maxDelete: Int?

    @Option(help: .words(.helpSyncMaxDeleteShare, value: "percent")) var maxDeleteShare: String?

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func validate() throws {
        guard deadline > 0, deadline.isFinite else { throw ValidationError(Messages.text(.syncDeadlineInvalid)) }
        do {
            if let maxDelete { _ = try SettingKey.maxDelete.validate(String(maxDelete)) }
            if let maxDeleteShare { _ = try SettingKey.maxDeleteShare.validate(maxDeleteShare) }
        } catch {
            throw ValidationError(error.message)
        }
    }

    func run() async throws {
        // SIGINT/SIGTERM end the run at its next safe point, with the state committed; a second
        // signal ends it at once.
        let stop = await StopRequest.trapping([.sigint, .sigterm])
        let command = self
        let context = try options.context()
        // A person at a terminal waits for the running sync (Ctrl-C stops), told so even where no
        // live line can be drawn (TERM=dumb); a script waits up to the lock timeout, then exits 75
        // naming it.
        let terminal = isatty(2) == 1
        let waitLine = OtherSyncLine(
            live: options.showsProgress ? Console.columns(of: 2) ?? 80 : nil,
            once: !options.quiet && (options.verbose || terminal))
        let otherSync = OtherSyncWait(
            limit: terminal ? nil : context.coordinator.selection.primary.lockTimeout,
            nudges: !recover,
            onWait: { waitLine.show($0) })
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
                    return command.progress(settings, deadline: end)
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
            if options.json {
                Console.line(ReportJSON.string(SyncReportJSON(report)))
            } else {
                Console.error(
                    Messages.plural(report.pending, one: .syncInterruptedOne, other: .syncInterruptedOther))
            }
            throw ExitCode(128 + signal)
        }
        if report.serverReset && !options.json {
            Console.error(Messages.plural(report.restored, one: .syncServerResetOne, other: .syncServerResetOther))
        }
        if options.json {
            Console.json(ReportJSON.string(SyncReportJSON(report)))
        } else if case .failed = report.outcome {
            // A failure that no retry can mend (a certificate not trusted, a refused redirect, an
            // answer the contract does not allow): its reason goes where scripts look for it.
        } else {
            Console.line(SyncReportJSON.line(report, recover: recover))
            if !report.conflicts.isEmpty {
                Console.error(
                    Messages.plural(report.conflicts.count, one: .syncConflictsHintOne, other: .syncConflictsHintOther))
            }
        }
        if report.outcome.exitCode != 0 {
            if case .failed = report.outcome {
                Console.error(SyncReportJSON.line(report, recover: recover))
            } else if !options.json, let hint = SyncReportJSON.hint(report) {
                Console.error(hint)
            }
            throw ExitCode(report.outcome.exitCode)
        }
    }

    /// What the run shows as it goes: on a terminal each failed attempt and a countdown to the
    /// next; off a terminal, with `-v`, one line per failed attempt; else nothing (the log file
    /// records each failed attempt in every case).
    private func progress(_ settings: Settings, deadline: Double?) -> any ProgressReporter {
        let policy =
            (try? RetryPolicy(
                minDelay: settings.minDelay, factor: settings.factor, jitter: settings.jitter,
                maxDelay: settings.maxDelay)) ?? .standard
        let write: @Sendable (String) -> Void = { Console.write($0, to: 2) }
        if options.showsProgress {
            return SyncProgress(
                form: .terminal(width: Console.columns(of: 2)), policy: policy, deadline: deadline, write: write)
        }
        let form: SyncProgress.Form = options.verbose && !options.quiet ? .lines : .logOnly
        return SyncProgress(form: form, policy: policy, deadline: deadline, write: write)
    }
}

/// The line that says another sync of the store is running while this one waits for it: on a
/// terminal a live line on standard error, cut to its width, redrawn each second and erased when
/// the wait ends; elsewhere (off a terminal with `-v`, or a terminal that draws no live line) one
/// line when the wait begins.
final class OtherSyncLine: Sendable {
    /// The terminal's width, when the line is live.
    private let width: Int?
    private let once: Bool
    private let shown = Mutex<(live: Bool, printed: Bool)>((false, false))

    /// A live line on a terminal of `live` columns, or (`nil`) with `once` one line.
    init(live width: Int?, once: Bool) {
        self.width = width
        self.once = once
    }

    func show(_ running: RunningSync?) {
        let line = Self.words(running)
        if let width {
            shown.withLock { $0.live = true }
            // Cut to the width: `eraseLine` clears one row, so a wrapped line would pile up.
            let fitted = line.count >= width && width > 1 ? String(line.prefix(width - 2)) + "…" : line
            Console.write(TerminalProgress.eraseLine + fitted, to: 2)
        } else if once, shown.withLock({ Self.take(&$0.printed, true) == false }) {
            Console.write("todo: " + line + "\n", to: 2)
        }
    }

    func erase() {
        if shown.withLock({ Self.take(&$0.live, false) }) {
            Console.write(TerminalProgress.eraseLine, to: 2)
        }
    }

    /// Sets `flag` to `value` and returns what it was.
    private static func take(_ flag: inout Bool, _ value: Bool) -> Bool {
        defer { flag = value }
        return flag
    }

    /// "another sync of this store is running (pid 812, 40 s; next try in 12 s); waiting for it".
    static func words(_ running: RunningSync?) -> String {
        guard let running else { return Messages.text(.syncOtherRunningUnknown) }
        var values = ["pid": String(running.pid), "time": TimeSpan.words(running.runningFor)]
        guard let next = running.nextTryIn else { return Messages.text(.syncOtherRunning, values) }
        values["next"] = TimeSpan.words(next)
        return Messages.text(.syncOtherRunningNextTry, values)
    }
}

/// The `sync --json` report.
struct SyncReportJSON: Encodable {
    var outcome: String
    var pushed: Int
    var merged: Int
    var conflicts: Int
    var attempts: Int
    var duration: Double
    var pending: Int
    var queued: Int
    var dirty: Bool
    var resynced: Bool
    @Nullable var lastError: String?
    var serverReset: Bool
    var restored: Int

    init(_ report: SyncReport) {
        outcome = report.outcome.name
        pushed = report.pushed
        merged = report.merged
        conflicts = report.conflicts.count
        attempts = report.attempts
        duration = (report.duration * 1000).rounded() / 1000
        pending = report.pending
        queued = report.pending
        dirty = report.dirty
        resynced = report.resynced
        lastError = report.lastError
        serverReset = report.serverReset
        restored = report.restored
    }

    /// The one-line report.
    static func line(_ report: SyncReport, recover: Bool) -> String {
        let figures = Messages.plural(
            report.attempts,
            one: .syncFiguresOne,
            other: .syncFiguresOther,
            [
                "pushed": String(report.pushed), "merged": String(report.merged),
                "conflicts": String(report.conflicts.count), "seconds": TextFormat.fixed(report.duration, 2),
            ]
        )
        let kept = Messages.plural(report.pending, one: .syncKeptOne, other: .syncKeptOther)
        let values = ["figures": figures, "pending": String(report.pending), "kept": kept]
        switch report.outcome {
        case .synced:
            return Messages.text(.syncSynced, values)
        case .queued:
            return Messages.plural(report.pending, one: .syncQueuedOne, other: .syncQueuedOther, values)
        case .gaveUp:
            return Messages.text(recover ? .syncGaveUpDeadline : .syncGaveUpRetries, values)
        case .unauthorized:
            return Messages.text(.syncUnauthorized, values)
        case .cancelled:
            return Messages.text(.syncCancelled, values)
        case .blocked(let deletions):
            return Messages.text(.syncBlocked, values.merging(["count": String(deletions)]) { _, new in new })
        case .failed(let message):
            return Messages.text(
                .syncFailed, values.merging(["message": TerminalText.escape(message)]) { _, new in new })
        }
    }

    /// What to do about a failed run, for standard error.
    static func hint(_ report: SyncReport) -> String? {
        switch report.outcome {
        case .gaveUp:
            Messages.text(
                .syncHintGaveUp,
                ["error": report.lastError.map { TerminalText.escape($0) } ?? Messages.text(.syncUnknownError)])
        case .unauthorized:
            Messages.text(.syncHintUnauthorized)
        case .blocked:
            Messages.text(.syncHintBlocked)
        default:
            nil
        }
    }
}

struct ConflictsCommand: ParsableCommand {
    static let configuration = Help.command("conflicts", .helpConflictsAbstract)

    @Flag(help: .words(.helpConflictsClear)) var clear = false

    @OptionGroup(visibility: .hidden) var options: GlobalOptions

    func run() throws {
        let records = try options.context().run { manager throws(TodoError) -> [ConflictRecord] in
            let records = try manager.state().conflicts
            if clear && !records.isEmpty { try manager.commit([.clearConflicts]) }
            return records
        }
        if options.json {
            Console.json(WireJSON.string(records))
            return
        }
        guard !records.isEmpty else {
            Console.line(Messages.text(.conflictsNone))
            return
        }
        var out = ""
        for record in records {
            let when = ListRenderer.timestamp(Int64(record.detectedAt))
            let heading: [String: String] = [
                "when": when, "id": TerminalText.escape(String(record.itemID.prefix(ListRenderer.shortIDLength))),
                "kind": ConflictsCommand.words(record.kind),
            ]
            out += Messages.text(record.winner == .local ? .conflictsLocalKept : .conflictsRemoteKept, heading) + "\n"
            out += Messages.text(.conflictsKept, ["todo": ConflictsCommand.describe(record.kept)]) + "\n"
            out += Messages.text(.conflictsOverridden, ["todo": ConflictsCommand.describe(record.overridden)]) + "\n"
        }
        Console.out(out)
    }

    /// A conflict's kind in words (`--json` keeps the kind's name, `both_edited`).
    static func words(_ kind: ConflictRecord.Kind) -> String {
        switch kind {
        case .bothEdited: Messages.text(.conflictKindBothEdited)
        case .bothCreated: Messages.text(.conflictKindBothCreated)
        case .remoteDeletedLocalEdited: Messages.text(.conflictKindRemoteDeletedLocalEdited)
        case .localDeletedRemoteEdited: Messages.text(.conflictKindLocalDeletedRemoteEdited)
        case .unconfirmedCreateKept: Messages.text(.conflictKindUnconfirmedCreateKept)
        case .serverResetRestored: Messages.text(.conflictKindServerResetRestored)
        case .undoOverrode: Messages.text(.conflictKindUndoOverrode)
        }
    }

    static func describe(_ item: TodoItem?) -> String {
        guard let item else { return Messages.text(.conflictsDeleted) }
        var parts = [
            "\"\(TerminalText.escape(item.text))\"", ListRenderer.status(item),
            ListRenderer.importance(item.importance),
        ]
        if let deadline = item.deadline {
            parts.append(Messages.text(.conflictsDue, ["date": DateInput.format(deadline)]))
        }
        parts.append(
            Messages.text(
                .conflictsChanged,
                [
                    "time": ListRenderer.timestamp(item.changedAt), "device": TerminalText.escape(item.lastUpdatedBy),
                ]))
        return parts.joined(separator: ", ")
    }
}
