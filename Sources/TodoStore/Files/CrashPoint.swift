import Synchronization

/// A simulated crash at the Nth durable write under one directory, for crash-point tests.
///
/// Every write the store makes to be durable (a journal append, a temporary file that an atomic
/// write renames) asks ``check(path:count:)`` first. Armed for a directory, the Nth such write
/// stops there as a killed process would: all of it is lost (`torn: false`), or only a prefix of it
/// reaches the disk (`torn: true`); the store then throws, and the test reopens the store as the
/// next process would. Unarmed (the default, and always outside tests) it costs one lock.
public enum CrashPoint {
    private struct Plan {
        var directory: String
        var countdown: Int?
        var torn: Bool
        var writes = 0
        var fired = false
    }

    private static let plans = Mutex<[String: Plan]>([:])

    /// Counts the writes under `directory` and crashes at the `at`th (1-based; `nil` only counts).
    public static func arm(directory: String, at: Int?, torn: Bool) {
        plans.withLock { $0[directory] = Plan(directory: directory, countdown: at, torn: torn) }
    }

    /// Stops counting; returns how many writes were made, and whether the crash happened.
    @discardableResult
    public static func disarm(directory: String) -> (writes: Int, crashed: Bool) {
        plans.withLock { plans in
            let plan = plans.removeValue(forKey: directory)
            return (plan?.writes ?? 0, plan?.fired ?? false)
        }
    }

    /// How many bytes of a write of `count` bytes to `path` reach the disk before the simulated
    /// crash, or `nil` when the write goes ahead.
    static func check(path: String, count: Int) -> Int? {
        plans.withLock { plans in
            guard !plans.isEmpty else { return nil }
            for (directory, var plan) in plans where path.hasPrefix(directory + "/") {
                if plan.fired { return 0 }
                plan.writes += 1
                defer { plans[directory] = plan }
                guard let countdown = plan.countdown, plan.writes == countdown else { return nil }
                plan.fired = true
                return plan.torn ? count / 2 : 0
            }
            return nil
        }
    }
}
