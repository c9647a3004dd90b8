import FoundationEssentials
import Glibc

/// A local wall clock: the system's (libc's `localtime_r`, which reads `TZ`, else `/etc/localtime`) or a
/// `TimeZone`'s.
///
/// FoundationEssentials alone (the `todo` binary links no ICU) knows no named time zone: its `TimeZone.current`
/// is GMT. So the local clock comes from libc, and calendar arithmetic runs on *local seconds* (the wall-clock
/// time counted as if it were UTC) in ``civil``, a Gregorian calendar in GMT, which needs no time zone data.
///
/// A wall-clock time that a daylight-saving change skips moves forward by the gap (02:30 → 03:30); one that
/// happens twice is its first occurrence; a day whose midnight is skipped starts at the change.
public struct LocalTime: Sendable {
    private let timeZone: TimeZone?
    private let rules: ZoneRules?

    /// `timeZone`'s clock; `nil` is the system's local time.
    public init(_ timeZone: TimeZone? = nil) {
        self.timeZone = timeZone
        self.rules = nil
    }

    /// The clock of a zone of the system's database (whatever zone this process is in).
    public init(rules: ZoneRules) {
        self.timeZone = nil
        self.rules = rules
    }

    /// The clock of the zone `name` of the system's database, else (an unknown zone) the system's local time.
    public init(zoneNamed name: String?) {
        if let rules = name.flatMap(ZoneRules.named) { self.init(rules: rules) } else { self.init() }
    }

    /// The name of the zone this clock follows (``ZoneRules/currentName()`` for the system's).
    public var zoneName: String? {
        rules?.name ?? (timeZone == nil ? ZoneRules.currentName() : timeZone?.identifier)
    }

    /// The Gregorian calendar (Julian before 1582-10-15, as Foundation's) in GMT, for local seconds.
    public static let civil: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar
    }()

    /// Beyond about a million years either way, times are taken as UTC (and nothing overflows).
    private static let limit: Int64 = 1 << 45

    /// Seconds east of UTC at `instant` (Unix seconds).
    public func offset(at instant: Int64) -> Int {
        guard instant.magnitude < Self.limit else { return 0 }
        if let rules { return rules.offset(at: instant) }
        if let timeZone {
            return timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
        }
        var time = time_t(instant)
        var parts = tm()
        guard localtime_r(&time, &parts) != nil else { return 0 }
        return Int(parts.tm_gmtoff)
    }

    /// The local seconds of `instant`.
    public func local(_ instant: Int64) -> Int64 {
        instant.magnitude < Self.limit ? instant + Int64(offset(at: instant)) : instant
    }

    /// The local seconds of `instant` (Unix seconds with a fraction).
    public func local(_ instant: Double) -> Double {
        guard instant.magnitude < Double(Self.limit) else { return instant }
        return instant + Double(offset(at: Int64(instant.rounded(.down))))
    }

    /// `components` of the wall clock at `instant`, from ``civil``.
    public func components(_ components: Set<Calendar.Component>, at instant: Int64) -> DateComponents {
        Self.civil.dateComponents(components, from: Date(timeIntervalSince1970: TimeInterval(local(instant))))
    }

    /// The instant of the wall-clock time `local` (local seconds): a skipped time moves forward by the gap, a
    /// repeated one is its first occurrence.
    public func instant(local: Int64) -> Int64 {
        let (early, late) = candidates(local)
        switch (early.valid, late.valid) {
        case (true, true): return min(early.instant, late.instant)
        case (false, true): return late.instant
        default: return early.instant
        }
    }

    /// The first instant of the local day that starts at `midnight` (local seconds): the change itself when a
    /// daylight-saving change skips midnight.
    public func startOfDay(local midnight: Int64) -> Int64 {
        let (early, late) = candidates(midnight)
        guard !early.valid, !late.valid, late.instant < early.instant else { return instant(local: midnight) }
        // Skipped: the change lies in (late, early]; the first instant with the later offset.
        let before = offset(at: late.instant)
        var (low, high) = (late.instant, early.instant)
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if offset(at: middle) == before { low = middle } else { high = middle }
        }
        return high
    }

    /// The start of the local day containing `instant`.
    public func startOfDay(_ instant: Int64) -> Int64 {
        startOfDay(local: Self.midnight(local(instant)))
    }

    /// The local midnight of the day containing `local` (local seconds); the first second `Int64` holds
    /// when that midnight lies before it (a deadline of `Int64.min`, which a todo may hold).
    public static func midnight(_ local: Int64) -> Int64 {
        let (midnight, overflow) = local.subtractingReportingOverflow(((local % 86_400) + 86_400) % 86_400)
        return overflow ? Int64.min : midnight
    }

    /// `local` read with the offset of a day before (`early`) and of a day after (`late`), and whether the
    /// instant each gives has that offset.
    private func candidates(_ local: Int64) -> (
        early: (instant: Int64, valid: Bool), late: (instant: Int64, valid: Bool)
    ) {
        guard local.magnitude < Self.limit else { return ((local, true), (local, true)) }
        let before = Int64(offset(at: local - 86_400))
        let after = Int64(offset(at: local + 86_400))
        let early = local - before
        let late = local - after
        return ((early, Int64(offset(at: early)) == before), (late, Int64(offset(at: late)) == after))
    }
}
