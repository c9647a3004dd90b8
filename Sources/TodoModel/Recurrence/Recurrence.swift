/// The next occurrence of a repeating todo (see ``RecurrenceRule`` and ``TextTokens``).
///
/// The successor is a pure function of the completed todo, so two devices that complete the same
/// occurrence offline make the same todo and the merge sees one (created on both sides, same
/// content: no conflict record):
/// - its id is the name-based UUID (``NameUUID/v5(namespace:name:)``) of the completed todo's id
///   and its due instant: each occurrence names its successor, and the first todo's id roots the
///   chain, so the series needs no token of its own;
/// - its text is the completed one's, byte for byte, but a `t:` token moves with the due date (the
///   wait keeps its offset);
/// - its `created_at` is the completed todo's (the series keeps its place in the list); only
///   `changed_at` and `last_updated_by`, which the merge's "same content" leaves out, differ.
///
/// Dates are civil, in the series' zone (`tz:`, whatever zone the completing device is in): the
/// next occurrence keeps the series' wall-clock time and day of the month (`anchor:`,
/// ``RecurrenceAnchor``). A time that a daylight-saving change skips moves that day only (02:30 is
/// 03:30 that day, 02:30 again the next); a day a short month lacks is its last day that month
/// only (Jan 31 monthly: Feb 28, Mar 31). The anchor counts only while the due date is the one it
/// gives (another client may move the due date and keep the text): its day when the due day is
/// that day clamped to its month, its time when the due instant is that time on the due day.
/// A series without the tokens (an older version's, another client's) is civil in the completing
/// device's zone (`clock`) and steps from its due date's own day and time; so is one whose zone
/// this device's database lacks.
///
/// A rule from the due date steps from the due day; one from the completion (`rec:3d`) from the
/// day of completion in the series' zone, so two devices completing on different days make the
/// same id with different due dates, which the merge resolves as an ordinary conflict (one todo,
/// logged). No successor without a due date, nor past `until:`.
public enum Recurrence {
    /// The todo that completing `item` at `now` makes, by `deviceID`, with `clock` the device's
    /// wall clock (for a series without `tz:`); `nil` when `item` does not repeat, has no due
    /// date, or the series ended.
    public static func successor(
        of item: TodoItem, completedAt now: Int64, deviceID: String, clock device: LocalTime = LocalTime()
    ) -> TodoItem? {
        guard TextTokens.mayHaveTokens(item.text), let deadline = item.deadline else { return nil }
        // A due date outside the years 0001 to 9999 (the store takes any Int64) has no civil day to
        // step from: no successor, rather than an overflow.
        guard civilRange.contains(deadline) else { return nil }
        let tokens = TextTokens.read(item.text)
        guard let rule = tokens.rule else { return nil }
        let clock = tokens.zone.flatMap(ZoneRules.named).map { LocalTime(rules: $0) } ?? device
        let (dueDay, dueSeconds) = clock.civilDay(deadline)
        var (anchorDay, secondsIntoDay) = (dueDay.day, dueSeconds)
        if let anchor = tokens.anchor {
            if min(anchor.day, CivilDay.length(year: dueDay.year, month: dueDay.month)) == dueDay.day {
                anchorDay = anchor.day
            }
            if clock.instant(dueDay, secondsIntoDay: anchor.secondsIntoDay) == deadline {
                secondsIntoDay = anchor.secondsIntoDay
            }
        }
        let nextDay =
            rule.fromDue ? rule.step(from: dueDay, anchorDay: anchorDay) : rule.step(from: clock.civilDay(now).day)
        if let until = tokens.until, nextDay > until { return nil }
        guard nextDay.year <= 9999 else { return nil }
        var text = item.text
        if let wait = tokens.wait {
            let offset = dueDay.daysSinceEpoch - wait.daysSinceEpoch
            text = TextTokens.setting(.wait, nextDay.adding(days: -offset).description, in: text)
        }
        // Every other field (importance, colour, `created_at`, any field added later) is the
        // completed todo's.
        var next = item
        next.id = successorID(of: item.id, deadline: deadline)
        next.text = text
        next.deadline = clock.instant(nextDay, secondsIntoDay: secondsIntoDay)
        next.done = false
        next.changedAt = max(now, item.createdAt)
        next.lastUpdatedBy = deviceID
        return next
    }

    /// The instants a series' dates may fall on: 0001-01-01 to 9999-12-31, with a day to spare
    /// for any zone's offset.
    static let civilRange: ClosedRange<Int64> = -62_135_596_800 + 86_400...253_402_300_799 - 86_400

    /// The id of the successor of the occurrence `id` due at `deadline` (Unix seconds).
    public static func successorID(of id: String, deadline: Int64) -> String {
        NameUUID.v5(namespace: NameUUID.recurrenceNamespace, name: id + "@" + String(deadline))
    }
}
