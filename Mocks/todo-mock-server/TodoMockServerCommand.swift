import ArgumentParser
import Foundation
import Logging
import TodoMockServer
import UnixSignals

/// `todo-mock-server`: runs the mock todo server until SIGINT or SIGTERM.
@main
struct TodoMockServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "todo-mock-server",
        abstract: "The mock todo server, with fault injection under /_mock/.",
        discussion: """
            The first line on standard output is "listening on http://HOST:PORT". \
            Control endpoints: docs/mock-server.md.
            """
    )

    @Option(help: "The address to bind.")
    var host = "127.0.0.1"

    @Option(help: "The TCP port; 0 picks a free one.")
    var port = 8080

    @Option(name: .customLong("token"), help: "A fixed token that never expires (repeatable).")
    var tokens: [String] = []

    @Option(help: "Percentage (0-100) of API requests answered 500 without being applied.")
    var failRate = 0

    @Option(help: "Delay before every API request, in milliseconds.")
    var latencyMs = 0

    @Option(name: .customLong("state"), help: "A JSON file that keeps lists, accounts and tokens across restarts.")
    var statePath: String?

    @Option(name: .customLong("token-lifetime"), help: "Seconds an access token from /auth stays valid.")
    var tokenLifetime: Double = 3600

    @Option(help: "The seed of the random fails and latency (printed at start when not given), to replay a run.")
    var seed: UInt64?

    @Option(
        help:
            "CalDAV mode: forward every request but /_mock/ to this server (http://127.0.0.1:PORT), through the faults."
    )
    var upstream: String?

    func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("--port must be in 0...65535")
        }
        guard (0...100).contains(failRate) else {
            throw ValidationError("--fail-rate must be in 0...100")
        }
        guard latencyMs >= 0 else {
            throw ValidationError("--latency-ms must not be negative")
        }
        guard tokenLifetime >= 0, tokenLifetime.isFinite else {
            throw ValidationError("--token-lifetime must be a number of seconds, 0 or more")
        }
    }

    func run() async throws {
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        let signals = await UnixSignalsSequence(trapping: .sigint, .sigterm)
        let seed = self.seed ?? UInt64.random(in: .min ... .max)
        let server = try await MockServer.start(
            MockServerConfiguration(
                host: host,
                port: port,
                tokens: tokens,
                failRate: failRate,
                latencyMs: latencyMs,
                statePath: statePath,
                accessTokenLifetime: tokenLifetime,
                seed: seed,
                upstream: upstream
            )
        )
        FileHandle.standardOutput.write(Data("listening on \(server.baseURL)\n".utf8))
        FileHandle.standardError.write(Data("seed \(seed) (replay the same faults with --seed \(seed))\n".utf8))
        for await _ in signals {
            break
        }
        await server.stop()
    }
}
