import TodoKit
import TodoText

extension GlobalOptions {
    /// Colours for standard output (``TerminalStyle/standardOutput(json:noColorFlag:)``).
    var style: TerminalStyle { TerminalStyle.standardOutput(json: json, noColorFlag: noColor) }

    /// The progress line on standard error for long work (``TerminalProgress/standardError(quiet:)``).
    var progress: any ProgressReporter { TerminalProgress.standardError(quiet: quiet) }

    /// Whether progress shows on standard error (``TerminalProgress/shows(quiet:)``).
    var showsProgress: Bool { TerminalProgress.shows(quiet: quiet) }
}
