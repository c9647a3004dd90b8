import Glibc

/// Runs an async operation to its end on the thread that calls ``run(_:)``.
///
/// The command line's entry. Without it, a command's first `await` moves it to the global
/// concurrent executor, which starts its worker threads, and the process ends on one more; that
/// was about a tenth of a short command's run. Here the operation's task prefers this executor, so
/// its code, the code it awaits and its child tasks (`async let`, task groups) run on the calling
/// thread. Work that other threads resume (the curl event loop, signal sources, timers) is queued
/// and picked up by that thread. An unstructured `Task {}` does not inherit the preference and
/// runs on the global executor, as before.
public final class CallingThreadExecutor: TaskExecutor, @unchecked Sendable {
    // `jobs` and `finished` are guarded by `lock`; `ready` is signalled when either changes. An
    // executor is never freed (see `run`), so neither is.
    private let lock: UnsafeMutablePointer<pthread_mutex_t>
    private let ready: UnsafeMutablePointer<pthread_cond_t>
    private var jobs: [UnownedJob] = []
    private var finished = false

    private init() {
        lock = .allocate(capacity: 1)
        lock.initialize(to: pthread_mutex_t())
        pthread_mutex_init(lock, nil)
        ready = .allocate(capacity: 1)
        ready.initialize(to: pthread_cond_t())
        pthread_cond_init(ready, nil)
    }

    /// The value of `operation`, run on this thread; returns when its task has returned.
    ///
    /// Tasks it started and did not await are left where they wait; nothing runs them afterwards.
    /// Each call keeps its executor (two small allocations) for the rest of the process.
    public static func run<Value: Sendable>(_ operation: sending @escaping () async -> Value) -> Value {
        // Kept for the rest of the process: a job queued after the operation ended (none is
        // expected: child tasks are awaited, and `Task {}` does not take this executor) is queued
        // and never run, rather than reaching a freed executor.
        let executor = Unmanaged.passRetained(CallingThreadExecutor()).takeUnretainedValue()
        let result = ResultBox<Value>()
        Task(executorPreference: executor) {
            result.value = await operation()
            executor.finish()
        }
        executor.drain()
        // `finish()` took the lock after the value was stored, and `drain` took it before returning.
        guard let value = result.value else { preconditionFailure("the operation's task ended without a value") }
        return value
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        pthread_mutex_lock(lock)
        jobs.append(job)
        pthread_cond_signal(ready)
        pthread_mutex_unlock(lock)
    }

    private func finish() {
        pthread_mutex_lock(lock)
        finished = true
        pthread_cond_signal(ready)
        pthread_mutex_unlock(lock)
    }

    /// Runs the queued jobs in order until the operation has finished.
    private func drain() {
        var batch: [UnownedJob] = []
        while true {
            pthread_mutex_lock(lock)
            while jobs.isEmpty && !finished {
                pthread_cond_wait(ready, lock)
            }
            if finished {
                pthread_mutex_unlock(lock)
                return
            }
            swap(&batch, &jobs)
            pthread_mutex_unlock(lock)
            for job in batch {
                job.runSynchronously(on: asUnownedTaskExecutor())
            }
            batch.removeAll(keepingCapacity: true)
        }
    }
}

/// The operation's value, written by its task and read by ``CallingThreadExecutor/run(_:)`` after
/// the executor's lock ordered the two.
private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
}
