import Glibc
import TodoKit
import TodoText
import TodoValues

extension TerminalStyle {
    /// Colours for standard output: never for `--json`; as `--color` says (``choice``); by default on
    /// a terminal only, never with `--no-color`, `NO_COLOR` or `TERM=dumb`.
    public static func standardOutput(json: Bool, noColorFlag: Bool) -> TerminalStyle {
        TerminalStyle(
            enabled: !json
                && colors(
                    choice: choice, isTerminal: isatty(1) == 1, environment: ProcessEnvironment.current(),
                    noColorFlag: noColorFlag)
        )
    }
}

extension TerminalProgress {
    /// The progress line on standard error for long work: only when it is a terminal (not
    /// `TERM=dumb`) and not `quiet`.
    public static func standardError(quiet: Bool) -> any ProgressReporter {
        guard shows(quiet: quiet) else { return SilentProgress() }
        return TerminalProgress(width: Console.columns(of: 2)) { StandardErrorLine.draw($0) }
    }

    /// Whether progress shows on standard error: a terminal (not `TERM=dumb`), not `quiet`.
    public static func shows(quiet: Bool) -> Bool {
        !quiet && isatty(2) == 1 && ProcessEnvironment.value("TERM") != "dumb"
    }
}
