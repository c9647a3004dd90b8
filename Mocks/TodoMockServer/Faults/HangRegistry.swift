import Synchronization

/// Requests held by a ``MockFault/hang`` fault, released all at once.
final class HangRegistry: Sendable {
    private struct Waiters {
        var continuations: [UInt64: CheckedContinuation<Void, Never>] = [:]
        var cancelled: Set<UInt64> = []
        var nextID: UInt64 = 0
        var draining = false
    }

    private let waiters = Mutex(Waiters())

    /// How many requests are held right now.
    var count: Int {
        waiters.withLock { $0.continuations.count }
    }

    /// Holds the calling request until ``releaseAll()``, draining or task cancellation.
    func hold() async {
        let id = waiters.withLock { waiters in
            waiters.nextID += 1
            return waiters.nextID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let resumeNow = waiters.withLock { waiters in
                    if waiters.draining || waiters.cancelled.remove(id) != nil {
                        return true
                    }
                    waiters.continuations[id] = continuation
                    return false
                }
                if resumeNow {
                    continuation.resume()
                }
            }
        } onCancel: {
            let continuation = waiters.withLock { waiters in
                guard let continuation = waiters.continuations.removeValue(forKey: id) else {
                    waiters.cancelled.insert(id)
                    return CheckedContinuation<Void, Never>?.none
                }
                return continuation
            }
            continuation?.resume()
        }
        waiters.withLock { _ = $0.cancelled.remove(id) }
    }

    /// Releases every held request.
    func releaseAll() {
        let released = waiters.withLock { waiters in
            let all = Array(waiters.continuations.values)
            waiters.continuations.removeAll()
            return all
        }
        for continuation in released {
            continuation.resume()
        }
    }

    /// Whether the listener is going away: a trickled answer stops too.
    var isDraining: Bool {
        waiters.withLock { $0.draining }
    }

    /// While draining, held requests are released and new ones are not held (the listener is going away).
    func setDraining(_ draining: Bool) {
        waiters.withLock { $0.draining = draining }
        if draining {
            releaseAll()
        }
    }
}
