import FoundationEssentials
import Glibc
import TodoKit
import TodoText

extension GlobalOptions {
    /// Colours for standard output: on a terminal only, never for `--json`, `--no-color`,
    /// `NO_COLOR` or `TERM=dumb`.
    var style: TerminalStyle {
        TerminalStyle(
            enabled: !json
                && TerminalStyle.colors(
                    isTerminal: isatty(1) == 1,
                    environment: ProcessEnvironment.current(),
                    noColorFlag: noColor
                )
        )
    }

    /// The progress line on standard error for long work: only when it is a terminal (not
    /// `TERM=dumb`) and without `--quiet`.
    var progress: any ProgressReporter {
        guard showsProgress else { return SilentProgress() }
        return TerminalProgress(width: Console.columns(of: 2)) { Console.write($0, to: 2) }
    }

    /// Whether progress shows on standard error: a terminal (not `TERM=dumb`), no `--quiet`.
    var showsProgress: Bool {
        !quiet && isatty(2) == 1 && ProcessEnvironment.value("TERM") != "dumb"
    }
}
