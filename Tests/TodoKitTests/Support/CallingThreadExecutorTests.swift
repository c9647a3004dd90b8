import Foundation
import Testing
import TodoKit

#if canImport(Glibc)
import Glibc
#endif

/// The command line runs each command on its main thread (``CallingThreadExecutor``): the
/// operation, what it awaits and its child tasks stay on the calling thread, including after work
/// that another thread resumed.
@Suite("CallingThreadExecutor")
struct CallingThreadExecutorTests {
    /// Where each step of the operation ran: `true` for the thread that called `run`.
    struct Report: Sendable, Equatable {
        var value: Int
        var onCaller: [String: Bool]
    }

    @Test func theOperationAndWhatItAwaitsRunOnTheCallingThread() async {
        let report = await onNewThread { () -> Report in
            let caller = pthread_self()
            let here: @Sendable () -> Bool = { pthread_equal(pthread_self(), caller) != 0 }
            return CallingThreadExecutor.run {
                var onCaller = ["start": here()]
                // Resumed from another thread, as the curl event loop resumes a transfer.
                let value = await withCheckedContinuation { continuation in
                    Thread.detachNewThread { continuation.resume(returning: 42) }
                }
                onCaller["resumed from another thread"] = here()
                try? await Task.sleep(for: .milliseconds(2))
                onCaller["after a sleep"] = here()
                async let child = here()
                onCaller["a child task"] = await child
                onCaller["an unstructured task"] = await Task { here() }.value
                return Report(value: value, onCaller: onCaller)
            }
        }
        #expect(report.value == 42)
        #expect(
            report.onCaller == [
                "start": true, "resumed from another thread": true, "after a sleep": true,
                "a child task": true,
                // `Task {}` does not inherit the preference: it runs on the global executor.
                "an unstructured task": false,
            ])
    }

    /// Many jobs resumed at once from many threads are all run, and `run` returns after the
    /// operation, with its value.
    @Test func jobsQueuedFromManyThreadsAreAllRun() async {
        let total = await onNewThread {
            CallingThreadExecutor.run {
                await withTaskGroup(of: Int.self) { group in
                    for index in 1...200 {
                        group.addTask {
                            await withCheckedContinuation { continuation in
                                Thread.detachNewThread { continuation.resume(returning: index) }
                            }
                        }
                    }
                    return await group.reduce(0, +)
                }
            }
        }
        #expect(total == 200 * 201 / 2)
    }

    /// `body`'s value, computed on a thread of its own: `run` blocks its caller, which must not be
    /// one of the global executor's few threads.
    private func onNewThread<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: body()) }
        }
    }
}
