import TodoValues

/// The `watch --json` object of one attempt.
public struct WatchLineJSON: Encodable {
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
    /// The todos the attempt took from elsewhere (issue 34, point 5); absent for an error.
    var incoming: [IncomingChangeJSON]?

    /// The object of `attempt`.
    public init(_ attempt: WatchAttempt) {
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
            requests = report.requests
            pending = report.pending
            lastError = report.lastError
            error = report.outcome.failure?.description
            incoming = report.incoming.map(IncomingChangeJSON.init)
        }
        if !attempt.wasCancelled { nextAttemptAt = (attempt.nextAttemptAt * 1000).rounded() / 1000 }
    }
}
