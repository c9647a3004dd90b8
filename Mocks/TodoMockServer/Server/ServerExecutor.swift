import Dispatch

/// Runs a server's request handling on threads of its own instead of Swift's cooperative pool.
///
/// The cooperative pool has one thread per core. Where the server runs inside a test process,
/// CPU-bound tests (or tests blocked waiting on a child process) can hold every one of those
/// threads for seconds, and a server sharing them would answer late: the client's time limit would
/// then measure the machine's load, not the server's behaviour. A queue of its own gets the server a
/// thread the system schedules beside the busy ones. In the standalone server nothing else competes,
/// so the choice changes nothing there.
final class ServerExecutor: TaskExecutor {
    private let queue: DispatchQueue

    init(label: String) {
        // Concurrent: a job that blocks (none should) never holds up the others.
        queue = DispatchQueue(label: label, attributes: .concurrent)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        // Holds the executor until its job has run.
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
