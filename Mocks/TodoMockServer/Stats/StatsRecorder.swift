import HummingbirdCore
import Synchronization

/// Counts requests and connections as they happen.
final class StatsRecorder: Sendable {
    private let stats = Mutex(MockStats())

    /// The counts now, without ``MockStats/hanging`` (the server fills that in).
    var snapshot: MockStats {
        stats.withLock { $0 }
    }

    /// Counts one answered (or, with status 0, unanswered) API request.
    func record(method: String, status: Int) {
        stats.withLock { $0.requests[method, default: [:]][status, default: 0] += 1 }
    }

    /// Zeroes the counters; open connections stay counted as open.
    func reset() {
        stats.withLock { stats in
            stats = MockStats(openConnections: stats.openConnections)
        }
    }

    fileprivate func connectionOpened() {
        stats.withLock { stats in
            stats.connections += 1
            stats.openConnections += 1
        }
    }

    fileprivate func connectionClosed() {
        stats.withLock { $0.openConnections -= 1 }
    }

    /// The hook Hummingbird calls on every accepted and closed connection.
    var connectionCounter: some AvailableConnectionsDelegate {
        ConnectionCounter(recorder: self)
    }
}

private struct ConnectionCounter: AvailableConnectionsDelegate {
    let recorder: StatsRecorder

    mutating func connectionOpened() {
        recorder.connectionOpened()
    }

    mutating func connectionClosed() {
        recorder.connectionClosed()
    }

    func isAcceptingNewConnections() -> Bool {
        true
    }
}
