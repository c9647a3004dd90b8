import Foundation
import TodoModel

/// The one factory of test todos: every field has a default but the id, so a test names only
/// what it checks.
extension TodoItem {
    /// The creation time of a fixture unless told otherwise: 2025-11-21T04:40:00Z.
    public static let fixtureTime: Int64 = 1_763_700_000

    /// The author of a fixture unless told otherwise.
    public static let fixtureDevice = "test-device"

    /// A valid todo with the id `id`; `changedAt` defaults to `createdAt`.
    public static func fixture(
        _ id: String,
        text: String = "task",
        importance: Importance = .basic,
        deadline: Int64? = nil,
        done: Bool = false,
        color: String? = nil,
        createdAt: Int64 = fixtureTime,
        changedAt: Int64? = nil,
        by device: String = fixtureDevice
    ) -> TodoItem {
        TodoItem(
            id: id, text: text, importance: importance, deadline: deadline, done: done, color: color,
            createdAt: createdAt, changedAt: changedAt, lastUpdatedBy: device)
    }

    /// The id of the `n`th numbered todo: an uppercase UUID, as `todo` makes them.
    public static func numberedID(_ n: Int) -> String {
        String(format: "%08X-0000-4000-8000-%012X", n, n)
    }

    /// The `n`th of a varied set: text "item N", every third importance, a deadline on even
    /// numbers, done on multiples of five, created `n` seconds after ``fixtureTime``.
    public static func numbered(_ n: Int, by device: String = "dev") -> TodoItem {
        fixture(
            numberedID(n),
            text: "item \(n)",
            importance: [.low, .basic, .important][n % 3],
            deadline: n % 2 == 0 ? 1_767_225_600 + Int64(n) * 86_400 : nil,
            done: n % 5 == 0,
            createdAt: fixtureTime + Int64(n),
            by: device
        )
    }
}
