import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A stop asked for by SIGINT or SIGTERM, for the task of `watch` or `sync`: cancels it, also when the signal
/// came before the task was attached.
///
/// The signals are caught by a plain handler, installed before ``init(signals:)`` returns, that
/// writes a byte to a pipe; a thread reading the pipe cancels the task. (A dispatch signal source
/// registers itself asynchronously after `resume()`, so a signal that came at once could be lost.)
final class StopRequest: Sendable {
    private let state = Mutex<(requested: Bool, cancel: (@Sendable () -> Void)?)>((false, nil))

    /// The pipe's write end, for the signal handler (which can capture nothing); set once, before
    /// any handler is installed.
    nonisolated(unsafe) private static var writeEnd: Int32 = -1

    /// Catches `signals` from now on.
    init(signals: [Int32]) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        Self.writeEnd = ends[1]
        let readEnd = ends[0]
        Thread { [self] in
            var byte: UInt8 = 0
            while read(readEnd, &byte, 1) == 1 { request() }
        }.start()
        for number in signals {
            signal(number) { _ in
                var byte: UInt8 = 1
                _ = write(StopRequest.writeEnd, &byte, 1)
            }
        }
    }

    /// Cancels the task, or the task to come.
    func request() {
        state.withLock { state in
            state.requested = true
            state.cancel?()
        }
    }

    /// The task a stop cancels; cancelled at once when a stop came already.
    func attach<Success, Failure>(_ task: Task<Success, Failure>) {
        state.withLock { state in
            state.cancel = { task.cancel() }
            if state.requested { task.cancel() }
        }
    }
}
