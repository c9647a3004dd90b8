import TodoModel

// Recurrence and waiting (issue 35): waiting todos and the due filters of `list`.
extension ListQuery {
    /// What `list` does with the pending todos that wait for a later day (`t:YYYY-MM-DD`).
    public enum Waiting: Sendable, Equatable {
        /// Left out until their day (the default).
        case hidden
        /// The only pending todos shown (`--waiting`).
        case only
        /// Shown with the others (`--all`).
        case shown
    }

    /// A range of due instants, `from` included, `before` not; a todo without a due date is outside.
    public struct DueRange: Sendable, Equatable {
        public var from: Int64?
        public var before: Int64?

        public init(from: Int64? = nil, before: Int64? = nil) {
            self.from = from
            self.before = before
        }

        /// Whether `deadline` lies in the range.
        public func contains(_ deadline: Int64?) -> Bool {
            guard let deadline else { return false }
            if let from, deadline < from { return false }
            if let before, deadline >= before { return false }
            return true
        }

        /// Narrowed to `other` as well.
        public func intersected(with other: DueRange) -> DueRange {
            DueRange(
                from: [from, other.from].compactMap { $0 }.max(),
                before: [before, other.before].compactMap { $0 }.min())
        }
    }

    /// The named windows of `--due`.
    public enum DueWindow: String, Sendable, CaseIterable {
        case today, tomorrow, week, overdue
    }

    /// Whether `item` is waiting at `today`: pending, with a `t:` day after today.
    public static func isWaiting(_ item: TodoItem, today: CivilDay) -> Bool {
        guard !item.done, let wait = TextTokens.waitDay(item.text) else { return false }
        return wait > today
    }

    /// The local day that starts at `startOfToday`.
    public static func today(startOfToday: Int64) -> CivilDay {
        LocalTime().civilDay(startOfToday).day
    }

    /// Whether the waiting rule lets `item` through.
    package func shows(_ item: TodoItem, today: CivilDay) -> Bool {
        let waits = Self.isWaiting(item, today: today)
        switch waiting {
        case .hidden: return !waits
        case .only: return waits
        case .shown: return true
        }
    }

    /// The due range of `window` (`overdue` is ``overdueOnly``: `nil`), in local days from `now`:
    /// `today`, `tomorrow`, and `week`, today and the six days after it.
    public static func range(_ window: DueWindow, now: Int64, clock: LocalTime = LocalTime()) -> DueRange? {
        let today = clock.civilDay(now).day
        func start(_ offset: Int) -> Int64 { clock.instant(today.adding(days: offset), secondsIntoDay: 0) }
        switch window {
        case .today: return DueRange(from: start(0), before: start(1))
        case .tomorrow: return DueRange(from: start(1), before: start(2))
        case .week: return DueRange(from: start(0), before: start(7))
        case .overdue: return nil
        }
    }

    /// `--due-before DAY` (due before that day) or `--due-after DAY` (due after it), `instant`
    /// being any moment of the day.
    public static func range(before instant: Int64?, after: Int64?, clock: LocalTime = LocalTime()) -> DueRange {
        func start(_ instant: Int64, _ offset: Int) -> Int64 {
            clock.instant(clock.civilDay(instant).day.adding(days: offset), secondsIntoDay: 0)
        }
        return DueRange(from: after.map { start($0, 1) }, before: instant.map { start($0, 0) })
    }
}
