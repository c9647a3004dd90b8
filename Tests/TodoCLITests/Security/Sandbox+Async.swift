import Foundation
import TodoKit
import TodoModel

/// The sandbox's commands, waiting for `todo` off the cooperative pool (see BoundedProcess): a
/// test that blocks a pool thread for seconds starves the in-process mock servers of the suites
/// running beside it.
extension Sandbox {
    func runAsync(_ args: [String], env extra: [String: String] = [:], stdin: String? = nil) async throws
        -> ProcessResult
    {
        try await TodoProcess.run(args, env: environment(extra), stdin: stdin.map { Data($0.utf8) }, limit: 120)
    }

    @discardableResult
    func okAsync(_ args: [String], env extra: [String: String] = [:]) async throws -> ProcessResult {
        let result = try await runAsync(args, env: extra)
        guard result.status == 0, !result.signaled else { throw CommandFailed(args: args, result: result) }
        return result
    }

    func itemsAsync(_ args: [String] = []) async throws -> [TodoItem] {
        try JSONDecoder().decode(
            [TodoItem].self, from: Data(try await okAsync(["list"] + args + ["--json"]).stdout.utf8))
    }

    func elementAsync(_ args: [String]) async throws -> TodoItem {
        try JSONDecoder().decode(TodoItem.self, from: Data(try await okAsync(args + ["--json"]).stdout.utf8))
    }

    func exportJSONAsync() async throws -> String {
        try await okAsync(["export", "--json"]).stdout
    }
}
