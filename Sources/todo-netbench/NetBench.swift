import Foundation
import TodoMockServer
import TodoModel
import TodoNetwork

/// `todo-netbench`: requests/s of `TodoAPI` on loopback (sequential and N in flight) and the
/// round trip of `GET /list` with 10,000 elements, printed as a markdown table.
@main
enum NetBench {
    static func main() async {
        do {
            let options = try NetBenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
            try await run(options)
        } catch {
            FileHandle.standardError.write(Data("todo-netbench: \(error)\n".utf8))
            exit(1)
        }
    }

    static func run(_ options: NetBenchOptions) async throws {
        var mock: MockServer?
        let baseURL: String
        if let server = options.server {
            baseURL = server
        } else {
            let started = try await MockServer.start(
                MockServerConfiguration(tokens: [options.smallToken, options.bigToken])
            )
            mock = started
            baseURL = started.baseURL
        }
        let client = HTTPClient()
        defer { client.shutdown() }
        let small = TodoAPI(
            client: client, configuration: TodoAPIConfiguration(baseURL: baseURL, token: options.smallToken))
        let big = TodoAPI(
            client: client, configuration: TodoAPIConfiguration(baseURL: baseURL, token: options.bigToken))

        try await preload(small, count: 10)
        try await preload(big, count: 10_000)
        for _ in 0..<50 {
            _ = try await small.getList()
        }

        let sequential = try await measureSequential(small, requests: options.requests)
        let parallel = try await measureParallel(small, requests: options.requests, inFlight: options.inFlight)
        let bigTimes = try await measureBig(big, runs: options.bigRuns)
        let decodeTimes = try await measureDecode(
            client: client, baseURL: baseURL, token: options.bigToken, runs: options.bigRuns)
        let connections = client.connectionsOpened
        await mock?.stop()

        let results = Results(
            sequentialRPS: sequential,
            parallelRPS: parallel,
            inFlight: options.inFlight,
            bigTimes: bigTimes,
            decodeTimes: decodeTimes,
            connections: connections,
            referenceRPS: options.referenceRPS,
            server: options.server == nil ? "in-process mock" : baseURL
        )
        print(results.markdown)
        if let file = options.keyValueFile {
            try results.keyValues.write(toFile: file, atomically: true, encoding: .utf8)
        }
    }

    /// Replaces the token's list with `count` elements.
    static func preload(_ api: TodoAPI, count: Int) async throws {
        let current = try await api.getList()
        let items = (0..<count).map { index in
            TodoItem(
                id: "bench-\(index)",
                text: "Benchmark todo number \(index)",
                importance: index % 3 == 0 ? .important : .basic,
                deadline: index % 2 == 0 ? 1_767_225_600 : nil,
                done: index % 4 == 0,
                color: index % 5 == 0 ? "#FF8800" : nil,
                createdAt: 1_763_700_000,
                lastUpdatedBy: "netbench"
            )
        }
        _ = try await api.patchList(items, lastKnownRevision: current.revision)
    }

    static func measureSequential(_ api: TodoAPI, requests: Int) async throws -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<requests {
            _ = try await api.getList()
        }
        return Double(requests) / seconds(clock.now - start)
    }

    static func measureParallel(_ api: TodoAPI, requests: Int, inFlight: Int) async throws -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        try await withThrowingTaskGroup(of: Void.self) { group in
            for worker in 0..<inFlight {
                let share = requests / inFlight + (worker < requests % inFlight ? 1 : 0)
                group.addTask {
                    for _ in 0..<share {
                        _ = try await api.getList()
                    }
                }
            }
            try await group.waitForAll()
        }
        return Double(requests) / seconds(clock.now - start)
    }

    /// Seconds per `GET /list` round trip (request, 10k-element body, decoding), after 3 warm-ups.
    static func measureBig(_ api: TodoAPI, runs: Int) async throws -> [Double] {
        for _ in 0..<3 {
            _ = try await api.getList()
        }
        let clock = ContinuousClock()
        var times: [Double] = []
        for _ in 0..<runs {
            let start = clock.now
            let list = try await api.getList()
            times.append(seconds(clock.now - start))
            guard list.items.count == 10_000 else {
                throw NetBenchOptions.UsageError(description: "expected 10,000 elements, got \(list.items.count)")
            }
        }
        return times
    }

    /// Seconds to decode the 10k-element answer with `JSONDecoder` alone: the reference for the fast
    /// reader `TodoAPI` uses for list answers.
    static func measureDecode(client: HTTPClient, baseURL: String, token: String, runs: Int) async throws -> [Double] {
        struct ListAnswer: Decodable {
            var list: [TodoItem]
            var revision: Int
        }
        let request = HTTPRequest(url: baseURL + "/list", headers: ["Authorization": "Bearer \(token)"])
        let body = try await client.execute(request).body
        let clock = ContinuousClock()
        var times: [Double] = []
        for _ in 0..<runs {
            let start = clock.now
            let answer = try JSONDecoder().decode(ListAnswer.self, from: body)
            times.append(seconds(clock.now - start))
            guard answer.list.count == 10_000 else {
                throw NetBenchOptions.UsageError(description: "expected 10,000 elements, got \(answer.list.count)")
            }
        }
        return times
    }

    static func seconds(_ duration: Duration) -> Double {
        let (whole, fraction) = duration.components
        return Double(whole) + Double(fraction) / 1e18
    }

    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let index = min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))
        return sorted[index]
    }
}
