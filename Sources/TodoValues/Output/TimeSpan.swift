import TodoModel

/// Spans of time in words: `0.2 s`, `40 s`, `1 min 5 s`, `2 h 3 min`.
public enum TimeSpan {
    /// `seconds`, rounded up: to tenths below a second, else to whole seconds.
    public static func words(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds > 0 else { return "0 s" }
        if seconds < 0.95 { return TextFormat.fixed((seconds * 10 - 1e-9).rounded(.up) / 10, 1) + " s" }
        let total = Int(min(seconds, 1e9).rounded(.up))
        switch total {
        case ..<60: return "\(total) s"
        case ..<3600:
            let (minutes, rest) = total.quotientAndRemainder(dividingBy: 60)
            return rest == 0 ? "\(minutes) min" : "\(minutes) min \(rest) s"
        default:
            let (hours, rest) = total.quotientAndRemainder(dividingBy: 3600)
            let minutes = rest / 60
            return minutes == 0 ? "\(hours) h" : "\(hours) h \(minutes) min"
        }
    }
}
