/// Runs start, outage, resume and stop one after another, in the order they were asked for.
actor Lifecycle {
    private var tail: Task<Void, Never>?

    /// Runs `operation` after every operation asked for before it has finished.
    func perform<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) async throws -> T {
        let previous = tail
        let task = Task {
            await previous?.value
            return try await operation()
        }
        tail = Task { _ = try? await task.value }
        return try await task.value
    }

    /// Runs `operation` after every operation asked for before it has finished.
    func perform(_ operation: @escaping @Sendable () async -> Void) async {
        let previous = tail
        let task = Task {
            await previous?.value
            await operation()
        }
        tail = task
        await task.value
    }
}
