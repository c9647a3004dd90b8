import Foundation
import Testing
import TodoMockServer
import TodoTesting

@Suite("The todo-mock-server executable")
struct ExecutableTests {
    /// The port of a first line `listening on http://127.0.0.1:PORT`, if it is one.
    static func port(of line: String?) -> Int? {
        let prefix = "listening on http://127.0.0.1:"
        guard let line, line.hasPrefix(prefix) else {
            return nil
        }
        return Int(line.dropFirst(prefix.count))
    }

    @Test("the first line is \"listening on http://HOST:PORT\", it serves the contract, and SIGTERM ends it with 0")
    func firstLineAndSignal() async throws {
        #expect(FileManager.default.isExecutableFile(atPath: MockServerProcess.binary.path), "build it first")
        let process = try MockServerProcess(arguments: [
            "--host", "127.0.0.1", "--port", "0", "--token", "T1", "--token", "T2",
        ])
        let line = await process.firstLine()
        let port = try #require(Self.port(of: line), "first line: \(line ?? "none")")
        #expect(port > 0)
        let outcome = try await RawHTTP.exchange(port: port, RawHTTP.getList(token: "T2"))
        #expect(outcome.text.hasPrefix("HTTP/1.1 200"))
        #expect(outcome.text.hasSuffix(#"{"list":[],"revision":0,"status":"ok"}"#))
        #expect(await process.stop(with: SIGTERM) == 0)
    }

    @Test("--state keeps the lists across a restart of the process; SIGINT ends it with 0")
    func stateAcrossRestart() async throws {
        let folder = TemporaryDirectory(prefix: "todo-mock-")
        defer { folder.remove() }
        let path = folder.file("state.json")
        let arguments = ["--port", "0", "--token", "T1", "--state", path]

        let first = try MockServerProcess(arguments: arguments)
        let firstPort = try #require(Self.port(of: await first.firstLine()))
        let added = try await RawHTTP.exchange(
            port: firstPort, RawHTTP.post(Element.json(id: "kept"), token: "T1", revision: 0))
        #expect(added.text.hasPrefix("HTTP/1.1 200"))
        #expect(await first.stop(with: SIGINT) == 0)

        let second = try MockServerProcess(arguments: arguments)
        let secondPort = try #require(Self.port(of: await second.firstLine()))
        let outcome = try await RawHTTP.exchange(port: secondPort, RawHTTP.getList(token: "T1"))
        #expect(outcome.text.contains(#""id":"kept""#))
        #expect(outcome.text.contains(#""revision":1"#))
        #expect(await second.stop() == 0)
    }

    @Test(
        "flags out of range are a usage error",
        arguments: [["--fail-rate", "101"], ["--port", "70000"], ["--latency-ms", "-1"]])
    func usageErrors(_ arguments: [String]) async throws {
        let process = try MockServerProcess(arguments: arguments)
        #expect(await process.firstLine() == nil)
        #expect(await process.stop() == 64)
    }
}
