import TodoKit
import TodoTerminal
import TodoText
import TodoValues

extension GlobalOptions {
    /// Colours for standard output (``TerminalStyle/standardOutput(json:noColorFlag:)``).
    var style: TerminalStyle { TerminalStyle.standardOutput(json: json, noColorFlag: noColor) }

    /// The progress line on standard error for long work (``TerminalProgress/standardError(quiet:)``).
    var progress: any ProgressReporter { TerminalProgress.standardError(quiet: quiet) }

    /// Whether progress shows on standard error (``TerminalProgress/shows(quiet:)``).
    var showsProgress: Bool { TerminalProgress.shows(quiet: quiet) }
}

// The pager and --color (issue 35)
extension GlobalOptions {
    /// The pager for long lists on standard output (``Pager/standardOutput(disabled:)``): none with
    /// `--no-pager`, `--json`, or off a terminal.
    var pager: Pager? { json ? nil : Pager.standardOutput(disabled: noPager) }
}
