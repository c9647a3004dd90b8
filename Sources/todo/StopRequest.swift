import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A stop asked for by SIGINT or SIGTERM, for a long-running command's task (`watch`, `sync`):
/// cancels it, also when the signal came before the task was attached. A second signal ends the
/// process at once (exit 128 + the signal); the store is safe at any instruction.
///
/// The signals are caught by a plain handler, installed before ``init(signals:)`` returns, that
/// writes a byte to a pipe; a thread reading the pipe cancels the task. (A dispatch signal source
/// registers itself asynchronously after `resume()`, so a signal that came at once could be lost.)
final class StopRequest: Sendable {
    private let state = Mutex<(signal: Int32?, cancel: (@Sendable () -> Void)?)>((nil, nil))

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
            while read(readEnd, &byte, 1) == 1 { request(signal: Int32(byte)) }
        }.start()
        for number in signals {
            Glibc.signal(number) { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(StopRequest.writeEnd, &byte, 1)
            }
        }
    }

    /// The signal that asked for the stop, if one did.
    var signal: Int32? { state.withLock { $0.signal } }

    /// Cancels the task, or the task to come; a second request ends the process.
    func request(signal number: Int32 = SIGINT) {
        let cancel: (@Sendable () -> Void)? = state.withLock { state in
            if let earlier = state.signal {
                _exit(128 + earlier)
            }
            state.signal = number
            return state.cancel
        }
        cancel?()
    }

    /// The task a stop cancels; cancelled at once when a stop came already.
    func attach<Success, Failure>(_ task: Task<Success, Failure>) {
        let cancel: @Sendable () -> Void = { task.cancel() }
        let stopped = state.withLock { state in
            state.cancel = cancel
            return state.signal != nil
        }
        if stopped { cancel() }
    }
}
