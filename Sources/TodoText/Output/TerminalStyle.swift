/// ANSI colours for the human-readable output, or none at all.
public struct TerminalStyle: Sendable, Equatable {
    /// What a piece of text stands for; each has its own look.
    public enum Tone: Sendable, Equatable, CaseIterable {
        /// The marker and name of an important todo: bold red.
        case important
        /// The marker and name of a low-importance todo: dim.
        case low
        /// A due date that has passed: red.
        case overdue
        /// A todo due today: yellow.
        case today
        /// The check of a completed todo: green.
        case done
        /// The text of a completed todo: dim.
        case faded
        /// A tag or context in a todo's text (`+home`, `@phone`): cyan.
        case tag
    }

    /// Whether escape codes are written.
    public let enabled: Bool

    /// No escape codes.
    public static let plain = TerminalStyle(enabled: false)
    /// ANSI escape codes.
    public static let ansi = TerminalStyle(enabled: true)

    /// The escape code that ends every styled piece.
    public static let reset = "\u{1B}[0m"

    /// A style that colours when `enabled`.
    public init(enabled: Bool) {
        self.enabled = enabled
    }

    /// Whether output should be coloured: only on a terminal, never with `NO_COLOR` set to a
    /// non-empty value (no-color.org), with `TERM=dumb`, or with `--no-color`.
    public static func colors(isTerminal: Bool, environment: [String: String], noColorFlag: Bool) -> Bool {
        guard isTerminal, !noColorFlag else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    /// The escape code that starts `tone`.
    public static func code(_ tone: Tone) -> String {
        switch tone {
        case .important: "\u{1B}[1;31m"
        case .low: "\u{1B}[2m"
        case .overdue: "\u{1B}[31m"
        case .today: "\u{1B}[33m"
        case .done: "\u{1B}[32m"
        case .faded: "\u{1B}[2m"
        case .tag: "\u{1B}[36m"
        }
    }

    /// Appends `text` to `out`, in `tone` when enabled.
    public func append(_ text: some StringProtocol, _ tone: Tone, to out: inout String) {
        if enabled {
            out += Self.code(tone)
            out += text
            out += Self.reset
        } else {
            out += text
        }
    }

    /// `text` in `tone` when enabled.
    public func paint(_ text: some StringProtocol, _ tone: Tone) -> String {
        var out = ""
        append(text, tone, to: &out)
        return out
    }
}
