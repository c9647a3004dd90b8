import Glibc
import Synchronization
import UnixSignals

/// A stop asked for by SIGINT or SIGTERM, for a long-running command's task (`watch`, `sync`):
/// cancels it, also when the signal came before the task was attached. A second signal ends the
/// process at once (exit 128 + the signal); the store is safe at any instruction.
///
/// The signals come from swift-service-lifecycle's `UnixSignalsSequence`, whose creation returns
/// only once the signals are trapped, so none that comes after ``trapping(_:)`` is lost.
public final class StopRequest: Sendable {
    private let state = Mutex<(signal: Int32?, cancel: (@Sendable () -> Void)?)>((nil, nil))

    private init() {}

    /// Traps `signals` from now on.
    public static func trapping(_ signals: [UnixSignal] = [.sigint, .sigterm]) async -> StopRequest {
        let stop = StopRequest()
        let sequence = await UnixSignalsSequence(trapping: signals)
        Task {
            for await signal in sequence {
                stop.request(signal: signal.rawValue)
            }
        }
        return stop
    }

    /// The signal that asked for the stop, if one did.
    public var signal: Int32? { state.withLock { $0.signal } }

    /// Cancels the task, or the task to come; a second request ends the process.
    public func request(signal number: Int32 = SIGINT) {
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
    public func attach<Success, Failure>(_ task: Task<Success, Failure>) {
        let cancel: @Sendable () -> Void = { task.cancel() }
        let stopped = state.withLock { state in
            state.cancel = cancel
            return state.signal != nil
        }
        if stopped { cancel() }
    }
}
