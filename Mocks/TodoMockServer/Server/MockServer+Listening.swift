import Hummingbird
import HummingbirdCore
import NIOCore
import ServiceLifecycle

extension MockServer {
    /// Whether an outage refuses connections right now.
    public var isRefusingConnections: Bool {
        phase.withLock { $0.isRefusing }
    }

    /// Closes the listener, so new connections are refused, for `seconds` or until ``resumeConnections()``.
    ///
    /// Returns once the listening socket is closed. Open connections are closed after their request in
    /// flight, held requests are released without an answer. Calling it during an outage resets the timer.
    public func refuseConnections(for seconds: Double?) async {
        await lifecycle.perform { await self.beginOutage(seconds: seconds) }
    }

    /// Listens again on the same port; returns once it does. Does nothing unless refusing.
    public func resumeConnections() async throws {
        try await lifecycle.perform { try await self.endOutage() }
    }

    func listen() async throws {
        try await lifecycle.perform { try await self.startApplication(port: self.configuration.port, patience: 0) }
    }

    func shutDown() async {
        hangs.setDraining(true)
        let mode = phase.withLock { phase in
            let mode = phase.mode
            phase.mode = .stopped
            return mode
        }
        switch mode {
        case .running(let app):
            await app.group.triggerGracefulShutdown()
            await finish(app)
        case .refusing(let stopping, let timer):
            timer?.cancel()
            if let stopping {
                await finish(stopping)
            }
        case .idle, .stopped:
            break
        }
    }

    private func beginOutage(seconds: Double?) async {
        let mode = phase.withLock { $0.mode }
        switch mode {
        case .running(let app):
            hangs.setDraining(true)
            await app.group.triggerGracefulShutdown()
            try? await app.listener.closeFuture.get()
            let timer = outageTimer(seconds: seconds)
            phase.withLock { $0.mode = .refusing(stopping: app, timer: timer) }
        case .refusing(let stopping, let timer):
            timer?.cancel()
            let newTimer = outageTimer(seconds: seconds)
            phase.withLock { $0.mode = .refusing(stopping: stopping, timer: newTimer) }
        case .idle, .stopped:
            break
        }
    }

    private func endOutage() async throws {
        guard case .refusing(let stopping, let timer) = phase.withLock({ $0.mode }) else {
            return
        }
        timer?.cancel()
        if let stopping {
            await stopping.task.value
            phase.withLock { $0.mode = .refusing(stopping: nil, timer: nil) }
        }
        try await startApplication(port: port, patience: 10)
        hangs.setDraining(false)
    }

    private func outageTimer(seconds: Double?) -> Task<Void, Never>? {
        guard let seconds else {
            return nil
        }
        return Task.detached {
            try? await Task.sleep(for: .seconds(seconds))
            guard !Task.isCancelled else {
                return
            }
            do {
                try await self.resumeConnections()
            } catch {
                self.logger.error("could not listen again on port \(self.port): \(error)")
            }
        }
    }

    /// Waits for the application to finish its requests; after 10 s it is cancelled.
    private func finish(_ app: RunningApp) async {
        await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                await app.task.value
                return true
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(10))
                return false
            }
            if await group.next() == false {
                app.task.cancel()
            }
            group.cancelAll()
        }
    }

    /// Binds and runs a new application on `port`; retries a failed bind for up to `patience` seconds.
    private func startApplication(port: Int, patience: Double) async throws {
        let deadline = ContinuousClock.now + .seconds(patience)
        while true {
            do {
                let app = try await launch(port: port)
                phase.withLock { phase in
                    phase.mode = .running(app)
                    phase.port = app.port
                }
                return
            } catch {
                if ContinuousClock.now >= deadline {
                    throw error
                }
                try? await Task.sleep(for: .milliseconds(50))
            }
        }
    }

    private func launch(port: Int) async throws -> RunningApp {
        let (events, continuation) = AsyncStream.makeStream(of: Result<any Channel, any Error>.self)
        let application = Application(
            responder: MockResponder(server: self),
            configuration: ApplicationConfiguration(
                address: .hostname(configuration.host, port: port),
                availableConnectionsDelegate: recorder.connectionCounter
            ),
            onServerRunning: { channel in continuation.yield(.success(channel)) },
            logger: logger
        )
        let group = ServiceGroup(
            configuration: .init(services: [application], gracefulShutdownSignals: [], logger: logger)
        )
        let task = Task.detached(executorPreference: executor) {
            do {
                try await group.run()
                continuation.yield(.failure(MockServerError.stopped))
            } catch {
                continuation.yield(.failure(error))
            }
            continuation.finish()
        }
        for await event in events {
            switch event {
            case .success(let listener):
                return RunningApp(
                    group: group, task: task, listener: listener, port: listener.localAddress?.port ?? port)
            case .failure(let error):
                await task.value
                throw error
            }
        }
        throw MockServerError.stopped
    }
}
