/// What a repeating series keeps of the due date it was set with, in the series' zone: the day
/// of the month and the wall-clock time (the token `anchor:31T02:30`, seconds only when not zero:
/// `anchor:31T02:30:15`).
///
/// A due date that a short month clamped (Feb 28 of a series on the 31st) or that a
/// daylight-saving change moved (03:30 on the day 02:30 is skipped) does not lose the series'
/// own day and time: the next occurrence goes back to them (``Recurrence``).
public struct RecurrenceAnchor: Sendable, Hashable {
    /// The day of the month, 1 to 31.
    public var day: Int
    /// Seconds after midnight on the wall clock, 0 to 86 399.
    public var secondsIntoDay: Int64

    public init(day: Int, secondsIntoDay: Int64) {
        (self.day, self.secondsIntoDay) = (day, secondsIntoDay)
    }

    /// The anchor of a series due at `deadline` on `clock`'s wall clock.
    public init(deadline: Int64, clock: LocalTime) {
        let (day, seconds) = clock.civilDay(deadline)
        self.init(day: day.day, secondsIntoDay: seconds)
    }

    /// The value of an `anchor:` token: `DDTHH:MM` or `DDTHH:MM:SS`; `nil` for anything else.
    public init?(tokenValue: some StringProtocol) {
        let bytes = Array(tokenValue.utf8)
        guard bytes.count == 8 || bytes.count == 11, bytes[2] == UInt8(ascii: "T"), bytes[5] == UInt8(ascii: ":")
        else { return nil }
        func number(_ at: Int) -> Int? {
            guard bytes[at] >= 0x30, bytes[at] <= 0x39, bytes[at + 1] >= 0x30, bytes[at + 1] <= 0x39 else {
                return nil
            }
            return Int(bytes[at] - 0x30) * 10 + Int(bytes[at + 1] - 0x30)
        }
        var seconds = 0
        if bytes.count == 11 {
            guard bytes[8] == UInt8(ascii: ":"), let value = number(9), value < 60, value > 0 else { return nil }
            seconds = value
        }
        guard let day = number(0), let hour = number(3), let minute = number(6), (1...31).contains(day), hour < 24,
            minute < 60
        else { return nil }
        self.init(day: day, secondsIntoDay: Int64(hour * 3600 + minute * 60 + seconds))
    }

    /// The token's value: `31T02:30`, or `31T02:30:15`.
    public var tokenValue: String {
        let (hour, minute, second) = (secondsIntoDay / 3600, secondsIntoDay / 60 % 60, secondsIntoDay % 60)
        return TextFormat.padded(day, 2) + "T" + TextFormat.padded(Int(hour), 2) + ":"
            + TextFormat.padded(Int(minute), 2) + (second == 0 ? "" : ":" + TextFormat.padded(Int(second), 2))
    }
}
