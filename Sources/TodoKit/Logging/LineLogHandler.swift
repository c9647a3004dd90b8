import Glibc
import Logging
import TodoValues

/// A swift-log handler that writes one line per message:
/// `2025-03-10T09:46:40.123Z info todo.sync: sync finished duration=0.012 outcome=synced`.
///
/// Metadata is written sorted by key; every control character of the message and metadata is
/// escaped (``TerminalText``), so a todo's text or a server's answer quoted in a line cannot drive
/// a terminal or split a line. Never give it a secret: handlers cannot tell one apart.
public struct LineLogHandler: LogHandler {
    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]
    public var metadataProvider: Logger.MetadataProvider?

    private let label: String
    private let sink: @Sendable (String) -> Void

    /// A handler for the logger `label` that hands each line, newline included, to `sink`.
    public init(label: String, level: Logger.Level, sink: @escaping @Sendable (String) -> Void) {
        self.label = label
        self.logLevel = level
        self.sink = sink
    }

    /// The log file's handler: lines of level info and up, appended to `file`.
    public static func file(label: String, file: RotatingLogFile) -> LineLogHandler {
        LineLogHandler(label: label, level: .info) { file.write($0) }
    }

    /// The `-v` handler: every line, debug included, on standard error, each on a line of its
    /// own even while a progress line is drawn there (``StandardErrorLine``).
    public static func standardError(label: String) -> LineLogHandler {
        LineLogHandler(label: label, level: .debug) { StandardErrorLine.line($0) }
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var merged = metadata
        if let provided = metadataProvider?.get() { merged.merge(provided) { _, new in new } }
        if let extra = event.metadata { merged.merge(extra) { _, new in new } }
        var line = "\(Self.timestamp()) \(event.level) \(label): \(event.message)"
        for key in merged.keys.sorted() {
            line += " \(key)=\(merged[key]!)"
        }
        sink(TerminalText.escape(line) + "\n")
    }

    /// The current UTC time, ISO 8601 with milliseconds.
    static func timestamp() -> String {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        var seconds = now.tv_sec
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let millis = Int(now.tv_nsec / 1_000_000)
        let ms = millis < 10 ? "00\(millis)" : millis < 100 ? "0\(millis)" : "\(millis)"
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)).\(ms)Z"
    }
}
