import FoundationEssentials
import Logging
import TodoModel
import TodoSync

extension DataManager {
    /// Logs the end of a sync run: `info` (so in the log file) when it made a request, `debug`
    /// otherwise (a run that only found the backoff window open, or nothing to do, leaves the log
    /// file alone). Only figures, the outcome and the last error: never a token.
    static func logFinished(_ report: SyncReport, mode: SyncStateMachine.Mode, to log: Logger) {
        var metadata: Logger.Metadata = [
            "mode": "\(logName(mode))",
            "outcome": "\(report.outcome.name)",
            "duration": "\(TextFormat.fixed(report.duration, 3))s",
            "requests": "\(report.requests)",
            "pushed": "\(report.pushed)",
            "merged": "\(report.merged)",
            "conflicts": "\(report.conflicts.count)",
            "pending": "\(report.pending)",
            "dirty": "\(report.dirty)",
        ]
        if let error = report.lastError { metadata["last_error"] = "\"\(error)\"" }
        if let failure = report.outcome.failure { metadata["failure"] = "\"\(failure)\"" }
        let level: Logger.Level = report.requests > 0 ? (report.outcome.succeeded ? .info : .warning) : .debug
        log.log(level: level, "sync attempt", metadata: metadata)
    }

    /// The mode's name in logs.
    static func logName(_ mode: SyncStateMachine.Mode) -> String {
        switch mode {
        case .interactive: "interactive"
        case .sync: "sync"
        case .recover: "recover"
        case .watch: "watch"
        }
    }

    /// A short description of an action for debug logs (no item texts).
    static func logName(_ action: SyncStateMachine.Action, now: Double) -> String {
        switch action {
        case .send(.create(let item), let revision): "POST /list (\(item.id)) at revision \(revision)"
        case .send(.update(let item), let revision): "PUT /list/\(item.id) at revision \(revision)"
        case .send(.delete(let id), let revision): "DELETE /list/\(id) at revision \(revision)"
        case .fetchList: "GET /list"
        case .fetchItem(let id): "GET /list/\(id)"
        case .patchList(let items, let revision): "PATCH /list (\(items.count) items) at revision \(revision)"
        case .refreshToken: "token refresh"
        case .wait(let until): "wait \(TextFormat.fixed(max(0, until - now), 2)) s"
        case .finish(let report): "finish (\(report.outcome.name))"
        }
    }
}
