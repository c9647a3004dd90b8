import Foundation
import TodoKit

/// A value handed to another thread as it is (the caller no longer touches it meanwhile).
struct Handed<Value>: @unchecked Sendable {
    var value: Value
}

/// Runs `body` to its end, its awaits included, on a thread of its own (``CallingThreadExecutor``).
///
/// For the long, CPU-bound tests (every power loss of a script): on the cooperative pool (two
/// threads here) they would hold a thread for many seconds, and the mock servers that other tests
/// run in this process, which answer on that pool, would answer too late for their clients'
/// timeouts. What `body` records with `#expect` is to be checked by the caller on its return.
func onItsOwnThread<T>(_ body: @escaping () async throws -> T) async throws -> T {
    let handed = Handed(value: body)
    let result = try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Handed<T>, any Error>) in
        Thread {
            let outcome = CallingThreadExecutor.run { () async -> Handed<Result<T, any Error>> in
                do {
                    return Handed(value: .success(try await handed.value()))
                } catch {
                    return Handed(value: .failure(error))
                }
            }
            continuation.resume(with: outcome.value.map { Handed(value: $0) })
        }.start()
    }
    return result.value
}
