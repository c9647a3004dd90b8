import Logging
import Synchronization

/// The mock todo server: the whole contract, with fault injection, on a real loopback socket.
///
/// Start it with ``start(_:)``, talk to ``baseURL`` over HTTP, script faults either over
/// `/_mock/…` or with the in-process methods, and ``stop()`` it at the end.
public final class MockServer: Sendable {
    /// The configuration it was started with.
    public let configuration: MockServerConfiguration
    let state: MockState
    let faults: Mutex<FaultBoard>
    let hangs = HangRegistry()
    let recorder = StatsRecorder()
    let listAnswers = ListAnswerCache()
    let lifecycle = Lifecycle()
    let phase = Mutex(ListenerPhase.stopped)
    /// Where the server's tasks run (see ``ServerExecutor``).
    let executor = ServerExecutor(label: "todo-mock-server")
    let logger: Logger

    init(configuration: MockServerConfiguration, logger: Logger) throws(MockServerError) {
        guard (0...100).contains(configuration.failRate) else {
            throw .invalidControl("fail rate \(configuration.failRate) is not in 0...100")
        }
        guard configuration.latencyMs >= 0 else {
            throw .invalidControl("latency \(configuration.latencyMs) ms is negative")
        }
        guard configuration.accessTokenLifetime >= 0 else {
            throw .invalidControl("token lifetime \(configuration.accessTokenLifetime) is negative")
        }
        self.configuration = configuration
        self.logger = logger
        self.state = try MockState(configuration: configuration)
        self.faults = Mutex(FaultBoard(settings: configuration.initialSettings, seed: configuration.seed))
    }

    /// Loads the state file (if any), binds and starts answering; returns once it listens.
    public static func start(_ configuration: MockServerConfiguration = .init()) async throws -> MockServer {
        var logger = Logger(label: "todo-mock-server")
        logger.logLevel = .warning
        let server = try MockServer(configuration: configuration, logger: logger)
        try await server.listen()
        return server
    }

    /// The bound port, also while connections are refused by an outage.
    public var port: Int {
        phase.withLock { $0.port }
    }

    /// `http://HOST:PORT`, without a trailing slash.
    public var baseURL: String {
        let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        return "http://\(host):\(port)"
    }

    /// Stops listening, releases held requests, waits for requests in flight and ends any outage timer.
    public func stop() async {
        await lifecycle.perform { await self.shutDown() }
    }
}

extension MockServerConfiguration {
    var initialSettings: MockSettings {
        MockSettings(failRate: failRate, latencyMs: latencyMs...latencyMs)
    }
}
