/// `--color auto|always|never` (issue 35).
public enum ColorChoice: String, Sendable, CaseIterable {
    /// Colours on a terminal, unless `NO_COLOR`, `TERM=dumb` or `--no-color` (the default).
    case auto
    /// Colours even through a pipe or with `NO_COLOR` (never in `--json`).
    case always
    /// No colours.
    case never
}

extension TerminalStyle {
    /// This process's `--color`, set once from the command line before any output.
    nonisolated(unsafe) public static var choice: ColorChoice = .auto

    /// Whether output is coloured under `choice`: `always` and `never` decide; `auto` is
    /// ``colors(isTerminal:environment:noColorFlag:)``. So the flag wins over `NO_COLOR`, as
    /// no-color.org asks of command-line options.
    public static func colors(
        choice: ColorChoice, isTerminal: Bool, environment: [String: String], noColorFlag: Bool
    ) -> Bool {
        switch choice {
        case .always: true
        case .never: false
        case .auto: colors(isTerminal: isTerminal, environment: environment, noColorFlag: noColorFlag)
        }
    }
}
