import Hummingbird
import NIOCore
import ServiceLifecycle

/// Whether the server listens, refuses connections (an outage) or has stopped.
struct ListenerPhase: Sendable {
    enum Mode: Sendable {
        case idle
        case running(RunningApp)
        /// The listener is closed; `stopping` is the application still finishing its last requests.
        case refusing(stopping: RunningApp?, timer: Task<Void, Never>?)
        case stopped
    }

    var mode: Mode
    /// The bound port, kept across an outage so the server comes back on the same one.
    var port: Int

    static let stopped = ListenerPhase(mode: .idle, port: 0)

    var isRefusing: Bool {
        if case .refusing = mode {
            return true
        }
        return false
    }
}

/// One run of the Hummingbird application, from bind to shutdown.
struct RunningApp: Sendable {
    let group: ServiceGroup
    let task: Task<Void, Never>
    /// The listening channel.
    let listener: any Channel
    let port: Int
}
