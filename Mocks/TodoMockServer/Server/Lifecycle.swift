/// Runs start, outage, resume and stop one after another, in the order they were asked for.
///
/// Operations run in detached tasks: an outage asked for by a request must not hand the
/// request's task-local values (the graceful shutdown of the application being stopped) to the
/// application that is started next.
actor Lifecycle {
    private var tail: Task<Void, Never>?

    /// Runs `operation` after every operation asked for before it has finished.
    func perform<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) async throws -> T {
        let previous = tail
        let task = Task.detached {
            await previous?.value
            return try await operation()
        }
        tail = Task.detached { _ = try? await task.value }
        return try await task.value
    }

    /// Runs `operation` after every operation asked for before it has finished.
    func perform(_ operation: @escaping @Sendable () async -> Void) async {
        let previous = tail
        let task = Task.detached {
            await previous?.value
            await operation()
        }
        tail = task
        await task.value
    }
}
