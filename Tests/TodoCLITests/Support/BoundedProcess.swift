import Foundation

#if canImport(Glibc)
import Glibc
#endif

extension Subprocess {
    /// Waits for the child without blocking a thread of the cooperative pool (so a server running in
    /// the test process keeps answering it), and kills it with SIGKILL if it still runs after
    /// `limit` seconds: a hung command then shows as a signalled result instead of a hung suite.
    func finished(limit: Double) async -> ProcessResult {
        let done = Locked(false)
        DispatchQueue.global().asyncAfter(deadline: .now() + limit) { [self] in
            if !done.withLock({ $0 }) { kill9() }
        }
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<ProcessResult, Never>) in
            Thread { [self] in continuation.resume(returning: wait()) }.start()
        }
        done.withLock { $0 = true }
        return result
    }
}

extension TodoProcess {
    /// Runs `todo ARGS` with exactly `env`, waiting off the cooperative pool; killed after `limit` seconds.
    static func run(_ args: [String], env: [String: String], stdin: Data? = nil, limit: Double) async throws
        -> ProcessResult
    {
        await (try start(args, env: env, stdin: stdin)).finished(limit: limit)
    }
}
