import Foundation
import Testing
import TodoMockServer

/// Issue 32: each limit of the mass-deletion guard (`max-delete`, `max-delete-share`) is read from
/// each source (the `sync` flag, the environment, the config file), in the order flag, environment,
/// config, default. Each test uses a value that changes the outcome against the default, so a
/// source that is not read (or read in the wrong order) fails it.
@Suite struct DeletionGuardSettingsTests {
    enum Limit: String, CaseIterable, CustomTestStringConvertible {
        case count = "max-delete"
        case share = "max-delete-share"

        var testDescription: String { rawValue }

        /// Todos on the server at first, and how many another device then deletes there: under the
        /// default limits (10, 50 %) the resync goes through; ``blocking`` stops it.
        var scenario: (todos: Int, deleted: Int) {
            switch self {
            case .count: (12, 8)  // 8 ≤ 10; with 5: 8 > 5 and 67 % > 50 %
            case .share: (24, 11)  // 46 % ≤ 50 %; with 40 %: 11 > 10 and 46 % > 40 %
            }
        }

        /// A value that stops the resync of ``scenario``.
        var blocking: String {
            switch self {
            case .count: "5"
            case .share: "40"
            }
        }

        /// A value that lets it through.
        var passing: String {
            switch self {
            case .count: "20"
            case .share: "60"
            }
        }

        var flag: String { "--" + rawValue }
        var environmentName: String { "TODO_" + rawValue.uppercased().replacing("-", with: "_") }
    }

    enum Source: String, CaseIterable, CustomTestStringConvertible {
        case flag, environment, config

        var testDescription: String { rawValue }
    }

    /// The scenario of `limit`: the server's todos synced here, then some deleted on the server.
    static func synced(_ limit: Limit, _ backend: MockBackend) async throws -> SyncClient {
        let (todos, deleted) = limit.scenario
        for index in 1...todos { try backend.add(phoneItem("phone-\(index)", text: "todo \(index)")) }
        let client = try SyncClient(server: backend.baseURL)
        _ = try await client.ok(["sync"])
        try #require(try await client.items().count == todos)
        for index in 1...deleted { try backend.delete("phone-\(index)") }
        return client
    }

    /// `todo sync --json ARGS` stopped by the guard: exit 1, outcome `deletion_guard`, nothing
    /// deleted here (and nothing sent).
    static func expectStopped(
        _ client: SyncClient, _ limit: Limit, _ args: [String] = [], env: [String: String] = [:],
        _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let (result, report) = try await client.syncReport(args, env: env)
        #expect(result.status == 1, "\(comment): \(result)", sourceLocation: sourceLocation)
        #expect(
            report?["outcome"] == .string("deletion_guard"), "\(comment): \(result)", sourceLocation: sourceLocation)
        #expect(
            try await client.items().count == limit.scenario.todos, "\(comment)", sourceLocation: sourceLocation)
    }

    /// `todo sync --json ARGS` that applied the deletions.
    static func expectApplied(
        _ client: SyncClient, _ limit: Limit, _ args: [String] = [], env: [String: String] = [:],
        _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let (result, report) = try await client.syncReport(args, env: env)
        #expect(result.status == 0, "\(comment): \(result)", sourceLocation: sourceLocation)
        #expect(report?["outcome"] == .string("synced"), "\(comment): \(result)", sourceLocation: sourceLocation)
        let (todos, deleted) = limit.scenario
        #expect(try await client.items().count == todos - deleted, "\(comment)", sourceLocation: sourceLocation)
    }

    /// The limit from one source stops a resync that the default lets through; without it, the
    /// same resync goes through.
    @Test(arguments: Limit.allCases, Source.allCases)
    func aLimitFromEachSourceStopsWhatTheDefaultAllows(limit: Limit, source: Source) async throws {
        try await MockBackend.with { backend in
            let client = try await Self.synced(limit, backend)
            var args: [String] = []
            var env: [String: String] = [:]
            switch source {
            case .flag: args = [limit.flag, limit.blocking]
            case .environment: env[limit.environmentName] = limit.blocking
            case .config: _ = try await client.ok(["config", "set", limit.rawValue, limit.blocking])
            }
            try await Self.expectStopped(
                client, limit, args, env: env, "\(limit.rawValue) \(limit.blocking) by \(source)")
            #expect(try backend.items().count == limit.scenario.todos - limit.scenario.deleted)
            if source == .config { _ = try await client.ok(["config", "unset", limit.rawValue]) }
            try await Self.expectApplied(client, limit, [], "the default limits")
        }
    }

    /// Flag over environment over config file, each shown by the outcome it changes.
    @Test(arguments: Limit.allCases)
    func theFlagBeatsTheEnvironmentWhichBeatsTheConfigFile(limit: Limit) async throws {
        try await MockBackend.with { backend in
            let client = try await Self.synced(limit, backend)
            _ = try await client.ok(["config", "set", limit.rawValue, limit.passing])
            try await Self.expectStopped(
                client, limit, env: [limit.environmentName: limit.blocking],
                "the environment's \(limit.blocking) over the config's \(limit.passing)")
            try await Self.expectStopped(
                client, limit, [limit.flag, limit.blocking], env: [limit.environmentName: limit.passing],
                "the flag's \(limit.blocking) over the environment's \(limit.passing)")
            _ = try await client.ok(["config", "set", limit.rawValue, limit.blocking])
            try await Self.expectApplied(
                client, limit, [limit.flag, limit.passing], env: [limit.environmentName: limit.blocking],
                "the flag's \(limit.passing) over the environment's and config's \(limit.blocking)")
        }
    }
}
